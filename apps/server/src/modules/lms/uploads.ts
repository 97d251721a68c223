import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FileRole, LmsContentType, ProductFormat } from '@pustaka/contract';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { checkUpload, type UploadInfo, uploadLimitFor } from '../../platform/media/index.ts';
import { storageUsedBy } from '../catalogue/index.ts';
import { lmsContents, lmsCourses } from './tables.ts';

/** Which kind of product file each file-backed content is checked as: the same rules as the catalogue's. */
const KIND_OF: Partial<Record<LmsContentType, { format: ProductFormat; role: FileRole }>> = {
  video: { format: 'CRS', role: 'lesson' },
  pdf: { format: 'PDF', role: 'main' },
  audio: { format: 'MP3', role: 'track' },
  slides: { format: 'PPT', role: 'deck' },
};

export type CheckedContentFile = {
  path: string;
  sizeBytes: number;
  contentType: string;
  extension: string;
  info: UploadInfo;
};

/** Bytes a trainer's course files take. */
async function lmsBytesOf(db: DbOrTx, trainerId: number): Promise<number> {
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${lmsContents.sizeBytes}), 0)::text` })
    .from(lmsContents)
    .innerJoin(lmsCourses, sql`${lmsCourses.id} = ${lmsContents.courseId}`)
    .where(sql`${lmsCourses.trainerId} = ${trainerId}`);
  return Number(row?.used ?? 0);
}

/** Course files count in the same creator quota as product files. */
async function roomOf(ctx: AppContext, trainerId: number, replacing: number) {
  const quota = ctx.config.creatorStorageQuotaBytes;
  const used = (await storageUsedBy(ctx.db, trainerId)) + (await lmsBytesOf(ctx.db, trainerId));
  return { quota, used, room: quota - used + replacing };
}

function quotaExceeded(quota: number, used: number) {
  return new AppError('STORAGE_QUOTA_EXCEEDED', {
    params: { quota: `${Math.round(quota / 1024 / 1024)} MB` },
    details: { quota_bytes: quota, used_bytes: used },
  });
}

/**
 * Streams the multipart field `file` of a content upload to a temporary file, checks what it really is
 * against the content's type (415/413/422 as for products) and the trainer's room, and hands it to `use`.
 * The temporary file is removed whatever happens.
 */
export async function withContentUpload<T>(
  ctx: AppContext,
  request: FastifyRequest,
  target: { type: LmsContentType; trainerId: number; replacingBytes: number },
  use: (file: CheckedContentFile) => Promise<T>,
): Promise<T> {
  const kind = KIND_OF[target.type];
  if (!kind) throw new AppError('LMS_CONTENT_TAKES_NO_FILE');
  const limit = uploadLimitFor(kind);
  const { quota, used, room } = await roomOf(ctx, target.trainerId, target.replacingBytes);
  if (room <= 0) throw quotaExceeded(quota, used);
  const cap = Math.min(limit, room);
  const file = await request.file({
    limits: { fileSize: cap, files: 1, fields: 2 },
    throwFileSizeLimit: false,
  });
  if (file?.fieldname !== 'file') throw new AppError('FILE_REQUIRED', { details: { field: 'file' } });
  const directory = path.join(ctx.config.dataDir, 'tmp');
  await mkdir(directory, { recursive: true });
  const temporary = path.join(directory, `lms-${randomBytes(12).toString('hex')}`);
  try {
    await pipeline(file.file, createWriteStream(temporary));
    if (file.file.truncated) {
      if (cap < limit) throw quotaExceeded(quota, used);
      throw new AppError('PAYLOAD_TOO_LARGE', { details: { limit_bytes: limit } });
    }
    const { size } = await stat(temporary);
    if (size === 0) throw new AppError('FILE_REQUIRED', { details: { field: 'file' } });
    const checked = await checkUpload({ path: temporary, ...kind });
    return await use({
      path: temporary,
      sizeBytes: size,
      contentType: checked.mime,
      extension: checked.ext,
      info: checked.info,
    });
  } finally {
    await rm(temporary, { force: true });
  }
}
