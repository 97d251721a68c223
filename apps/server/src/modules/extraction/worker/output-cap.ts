import { AppError } from '#platform/errors.ts';

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/**
 * Refuses an answer whose JSON would pass `maxBytes`: measured in the worker, so the serving thread never
 * copies, validates or sends a giant answer (a 67 KB page once made 38 MB of JSON).
 */
export function assertOutputSize(value: unknown, maxBytes: number): void {
  const bytes = Buffer.byteLength(JSON.stringify(value));
  if (bytes <= maxBytes) return;
  throw new AppError('EXTRACTION_OUTPUT_TOO_LARGE', {
    params: { limit: megabytes(maxBytes) },
    details: { limit_bytes: maxBytes, size_bytes: bytes },
  });
}
