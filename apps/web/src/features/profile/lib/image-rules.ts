/** Profile and cover pictures: the formats and size the server accepts. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

export type ImageProblem = 'type' | 'size' | 'empty';

/** Checked before upload so the user hears at once; the server checks the real content again. */
export function checkImageFile(file: { type: string; size: number }): ImageProblem | null {
  if (file.size === 0) return 'empty';
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > IMAGE_MAX_BYTES) return 'size';
  return null;
}
