import type { FileRole, LmsContentType, ProductFormat } from '@pustaka/contract';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '#db/client.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { type StreamedUpload, withUploadedFile } from '#platform/http/upload-streamer.ts';
import type { UploadInfo } from '#platform/media/index.ts';
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

/** Bytes a trainer's course files take: what the LMS adds to the creator storage quota. */
export async function courseFileBytes(db: DbOrTx, trainerId: number): Promise<number> {
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${lmsContents.sizeBytes}), 0)::text` })
    .from(lmsContents)
    .innerJoin(lmsCourses, sql`${lmsCourses.id} = ${lmsContents.courseId}`)
    .where(sql`${lmsCourses.trainerId} = ${trainerId}`);
  return Number(row?.used ?? 0);
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
  use: (file: StreamedUpload) => Promise<T>,
): Promise<T> {
  const kind = KIND_OF[target.type];
  if (!kind) throw new AppError('LMS_CONTENT_TAKES_NO_FILE');
  return withUploadedFile(
    ctx,
    request,
    { kind, creatorId: target.trainerId, replacing: target.replacingBytes, fields: 2 },
    use,
  );
}
