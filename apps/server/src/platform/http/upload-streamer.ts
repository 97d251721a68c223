import { randomBytes } from 'node:crypto';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Transform } from 'node:stream';
import type { FileRole, ProductFormat } from '@pustaka/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { checkUpload, type UploadInfo, uploadLimitFor } from '#platform/media/index.ts';
import { pipeToFile } from '#platform/pipe-to-file.ts';
import { roomForUpload, storageQuotaExceededFor } from '#platform/quota/creator-storage.ts';

/** What a creator's file upload is checked as, and whose storage quota it counts against. */
export type UploadTarget = {
  /** The product file kind whose type and size rules apply (a course video is checked as a lesson). */
  kind: { role: FileRole; format: ProductFormat };
  creatorId: number;
  /** Bytes of the creator's file this upload replaces: its room is the upload's too. */
  replacing: number;
};

/** A checked upload, in a temporary file on local disk that is removed once `use` is done with it. */
export type StreamedUpload = {
  path: string;
  /** The sender's file name, cleaned; stored objects are never named after it. */
  originalName: string;
  sizeBytes: number;
  /** The real type, sniffed from the content. */
  contentType: string;
  /** The extension of that type (`pdf`, `mp3`, `webm` ...). */
  extension: string;
  info: UploadInfo;
};

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

/** How many bytes an upload may have: the type's limit, or the creator's room when that is smaller. */
export type UploadCap = { cap: number; limit: number };

/**
 * Before an upload is read: its cap, refusing at once (STORAGE_QUOTA_EXCEEDED) when the creator has no room
 * left or the request says it is larger than the room.
 */
export async function capFor(
  ctx: AppContext,
  target: UploadTarget,
  declaredLength?: number,
): Promise<UploadCap> {
  const limit = uploadLimitFor(target.kind);
  const room = await roomForUpload(ctx, target.creatorId, { replacing: target.replacing, declaredLength });
  return { cap: Math.min(limit, room), limit };
}

/**
 * Streams the multipart field `file` of a request to a temporary file (constant memory, up to 2 GB for
 * video), checks it (415/413/422, or STORAGE_QUOTA_EXCEEDED past the creator's room) and hands it to `use`.
 * `fields` is how many plain fields the form may carry beside the file.
 */
export async function withUploadedFile<T>(
  ctx: AppContext,
  request: FastifyRequest,
  target: UploadTarget & { fields: number },
  use: (upload: StreamedUpload) => Promise<T>,
): Promise<T> {
  const declared = Number(request.headers['content-length']);
  const cap = await capFor(ctx, target, Number.isFinite(declared) ? declared : undefined);
  // Past the creator's room the stream is cut off like an oversized file, and refused for the quota.
  const file = await request.file({
    limits: { fileSize: cap.cap, files: 1, fields: target.fields },
    throwFileSizeLimit: false,
  });
  if (file?.fieldname !== 'file') throw new AppError('FILE_REQUIRED', { details: { field: 'file' } });
  const received = { stream: file.file, filename: file.filename, truncated: () => file.file.truncated };
  return streamReceivedFile(ctx, received, target, cap, use);
}

/**
 * Writes a received file to a temporary file, refuses it past its cap, checks what it really is and hands it
 * to `use`. The temporary file is removed whatever happens, so a refused or interrupted upload leaves nothing.
 */
export async function streamReceivedFile<T>(
  ctx: AppContext,
  received: ReceivedFile,
  target: UploadTarget,
  { cap, limit }: UploadCap,
  use: (upload: StreamedUpload) => Promise<T>,
): Promise<T> {
  const directory = path.join(ctx.config.dataDir, 'tmp');
  await mkdir(directory, { recursive: true });
  const temporary = path.join(directory, `upload-${randomBytes(12).toString('hex')}`);
  try {
    if (received.through) await pipeToFile(temporary, received.stream, received.through);
    else await pipeToFile(temporary, received.stream);
    if (received.truncated()) {
      if (cap < limit) throw await storageQuotaExceededFor(ctx, target.creatorId);
      throw new AppError('PAYLOAD_TOO_LARGE', { details: { limit_bytes: limit } });
    }
    const { size } = await stat(temporary);
    if (size === 0) throw new AppError('FILE_REQUIRED', { details: { field: 'file' } });
    const checked = await checkUpload({ path: temporary, ...target.kind });
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
