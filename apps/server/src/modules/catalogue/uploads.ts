import type { FileRole, ProductFormat } from '@pustaka/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '#platform/context.ts';
import { type StreamedUpload, withUploadedFile } from '#platform/http/upload-streamer.ts';
import { replacedBytes } from './storage-usage.ts';

/**
 * Streams the multipart field `file` of a product file upload to a temporary file, checks it against the
 * role's rules and the creator's storage room, and hands it to `use`; nothing of it stays when refused.
 */
export async function withProductUpload<T>(
  ctx: AppContext,
  request: FastifyRequest,
  target: { role: FileRole; format: ProductFormat; sellerId: number; productId: number },
  use: (upload: StreamedUpload) => Promise<T>,
): Promise<T> {
  const kind = { role: target.role, format: target.format };
  const replacing = await replacedBytes(ctx.db, target);
  return withUploadedFile(ctx, request, { kind, creatorId: target.sellerId, replacing, fields: 4 }, use);
}
