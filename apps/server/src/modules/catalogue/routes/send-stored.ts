import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../platform/errors.ts';
import { parseRange, RangeNotSatisfiableError, type Storage } from '../../../platform/storage/storage.ts';
import type { FileRow } from '../views.ts';

/** Streams a stored file, honouring a single HTTP Range so players can seek. */
export async function sendStored(
  storage: Storage,
  file: FileRow,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const range = parseRange(request.headers.range, file.sizeBytes);
  let stored: Awaited<ReturnType<Storage['read']>>;
  try {
    stored = await storage.read(file.storageKey, range);
  } catch (error) {
    if (error instanceof RangeNotSatisfiableError) {
      // Every 4xx is the error envelope; Content-Range tells a player how large the file really is.
      reply.header('content-range', `bytes */${error.size}`);
      throw new AppError('RANGE_NOT_SATISFIABLE');
    }
    throw error;
  }
  if (!stored) throw new AppError('NOT_FOUND');
  reply
    .header('content-type', file.contentType)
    .header('accept-ranges', 'bytes')
    .header('cache-control', 'private, max-age=300')
    .header('content-disposition', `inline; filename="${encodeURIComponent(file.originalName)}"`);
  if (stored.range) {
    const { start, end } = stored.range;
    reply
      .code(206)
      .header('content-range', `bytes ${start}-${end}/${stored.size}`)
      .header('content-length', end - start + 1);
  } else {
    reply.header('content-length', stored.size);
  }
  return reply.send(stored.body);
}
