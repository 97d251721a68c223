import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Transform } from 'node:stream';
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
  const limit = uploadLimitFor({ role: target.role, format: target.format });
  const declared = Number(request.headers['content-length']);
  const room = await roomForUpload(ctx, target, Number.isFinite(declared) ? declared : undefined);
  // Past the creator's room the stream is cut off like an oversized file, and refused for the quota.
  const cap = Math.min(limit, room);
  const file = await request.file({
    limits: { fileSize: cap, files: 1, fields: 4 },
    throwFileSizeLimit: false,
  });
  if (file?.fieldname !== 'file') throw new AppError('FILE_REQUIRED', { details: { field: 'file' } });
  const received = { stream: file.file, filename: file.filename, truncated: () => file.file.truncated };
  return inspectStreamedFile(ctx, received, { ...target, cap, limit }, use);
}

/**
 * One file part of a multipart request, and whether it was cut off at the size allowed for it; `through`
 * counts or cuts it on the way (inside the pipeline, so a request cut off mid-file fails instead of hanging).
 */
export type ReceivedFile = {
  stream: Readable;
  through?: Transform;
  filename: string;
  truncated: () => boolean;
};

/**
 * Writes a received file to a temporary file, refuses it past its cap (the creator's room when that is the
 * smaller, else the type's limit), checks what it really is and hands it to `use`; the temporary file is
 * removed whatever happens.
 */
export async function inspectStreamedFile<T>(
  ctx: AppContext,
  received: ReceivedFile,
  target: { role: FileRole; format: ProductFormat; sellerId: number; cap: number; limit: number },
  use: (upload: InspectedUpload) => Promise<T>,
): Promise<T> {
  const directory = path.join(ctx.config.dataDir, 'tmp');
  await mkdir(directory, { recursive: true });
  const temporary = path.join(directory, `upload-${randomBytes(12).toString('hex')}`);
  try {
    if (received.through) await pipeline(received.stream, received.through, createWriteStream(temporary));
    else await pipeline(received.stream, createWriteStream(temporary));
    if (received.truncated()) {
      if (target.cap < target.limit) throw await quotaExceededFor(ctx, target.sellerId);
      throw new AppError('PAYLOAD_TOO_LARGE', { details: { limit_bytes: target.limit } });
    }
    const { size } = await stat(temporary);
    if (size === 0) throw new AppError('FILE_REQUIRED', { details: { field: 'file' } });
    const checked = await checkUpload({ path: temporary, role: target.role, format: target.format });
    return await use({
      path: temporary,
      originalName: path
        .basename(received.filename || `upload.${checked.ext}`)
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
