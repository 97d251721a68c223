/** Transfer proofs: the formats and size the server accepts. */
export const PROOF_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const PROOF_ACCEPT = [...PROOF_TYPES, '.jpg', '.jpeg', '.png', '.webp', '.pdf'].join(',');

export type ProofProblem = 'empty' | 'type' | 'size';

const EXTENSION_TYPES: Record<string, (typeof PROOF_TYPES)[number]> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/** Some phones hand over a photo without a type; the name's extension tells then. */
function typeOf(file: { type: string; name?: string }): string {
  if (file.type) return file.type;
  const extension = file.name?.split('.').pop()?.toLowerCase() ?? '';
  return EXTENSION_TYPES[extension] ?? '';
}

/** Checked before upload so the buyer hears at once; the server checks the real content again. */
export function checkProofFile(file: { type: string; size: number; name?: string }): ProofProblem | null {
  if (file.size === 0) return 'empty';
  if (!(PROOF_TYPES as readonly string[]).includes(typeOf(file))) return 'type';
  if (file.size > PROOF_MAX_BYTES) return 'size';
  return null;
}
