import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FileRole, ProductFormat } from '@pustaka/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { checkUpload, uploadLimitFor } from '../../platform/media/index.ts';
import type { InspectedUpload } from './product-files.ts';
import { quotaExceededFor, roomForUpload } from './storage-quota.ts';

/**
 * Streams the multipart field `file` to a temporary file (constant memory, up to 2 GB for video), checks
 * what it really is, and hands it to `use`. The temporary file is removed whatever happens, so a rejected
 * or interrupted upload leaves nothing behind.
 */
export async function withProductUpload<T>(
  ctx: AppContext,
  request: FastifyRequest,
  target: { role: FileRole; format: ProductFormat; sellerId: number; productId: number },
  use: (upload: InspectedUpload) => Promise<T>,
): Promise<T> {
  const kind = { role: target.role, format: target.format };
  const limit = uploadLimitFor(kind);
  const declared = Number(request.headers['content-length']);
  const room = await roomForUpload(ctx, target, Number.isFinite(declared) ? declared : undefined);
  // Past the creator's room the stream is cut off like an oversized file, and refused for the quota.
  const cap = Math.min(limit, room);
  const file = await request.file({
    limits: { fileSize: cap, files: 1, fields: 4 },
    throwFileSizeLimit: false,
  });
  if (file?.fieldname !== 'file') throw new AppError('FILE_REQUIRED', { details: { field: 'file' } });
  const directory = path.join(ctx.config.dataDir, 'tmp');
  await mkdir(directory, { recursive: true });
  const temporary = path.join(directory, `upload-${randomBytes(12).toString('hex')}`);
  try {
    await pipeline(file.file, createWriteStream(temporary));
    if (file.file.truncated) {
      if (cap < limit) throw await quotaExceededFor(ctx, target.sellerId);
      throw new AppError('PAYLOAD_TOO_LARGE', { details: { limit_bytes: limit } });
    }
    const { size } = await stat(temporary);
    if (size === 0) throw new AppError('FILE_REQUIRED', { details: { field: 'file' } });
    const checked = await checkUpload({ path: temporary, ...kind });
    return await use({
      path: temporary,
      originalName: path
        .basename(file.filename || `upload.${checked.ext}`)
        .replace(/[^\p{L}\p{N} ._()-]/gu, '_'),
      sizeBytes: size,
      contentType: checked.mime,
      extension: checked.ext,
      info: checked.info,
    });
  } finally {
    await rm(temporary, { force: true });
  }
}
