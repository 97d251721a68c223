import { fileTypeFromBuffer } from 'file-type';
import { AppError } from './errors.ts';

const ACCEPTED_IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
/** Refuse decompression bombs: a 5 MB file may still claim to be 100,000 × 100,000 pixels. */
const MAX_INPUT_PIXELS = 40_000_000;

export type ImageVariant = { width: number; height: number };

/**
 * Checks an upload by its bytes (not its name or declared type), then re-encodes it as WebP at the given
 * size. Re-encoding also strips metadata such as GPS positions from phone photos.
 */
export async function toWebp(
  input: Buffer,
  size: ImageVariant,
  /** cover: crop to exactly this size (avatars, banners); inside: fit within it, keeping the shape (covers). */
  fit: 'cover' | 'inside' = 'cover',
): Promise<Buffer> {
  if (input.length === 0) throw new AppError('FILE_REQUIRED');
  const detected = await fileTypeFromBuffer(input);
  if (!detected || !ACCEPTED_IMAGE_TYPES.has(detected.mime)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
      details: { accepted: [...ACCEPTED_IMAGE_TYPES], detected: detected?.mime ?? 'unknown' },
    });
  }
  // sharp (a native library) loads with the first image, not at start.
  const sharp = (await import('sharp')).default;
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(
        size.width,
        size.height,
        fit === 'cover' ? { fit, position: 'attention' } : { fit, withoutEnlargement: true },
      )
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('UNPROCESSABLE_FILE');
  }
}
