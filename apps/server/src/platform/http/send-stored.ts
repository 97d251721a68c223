import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '#platform/errors.ts';
import { parseRange, RangeNotSatisfiableError, type Storage } from '#platform/storage/storage.ts';

/** A stored file as a route knows it: where it is, how large it is, what it is. */
export type StoredFile = { storageKey: string; sizeBytes: number; contentType: string };

/** Sends a whole object from the store; `headers` (cache policy and the like) follow its type and length. */
export async function sendStoredObject(
  storage: Storage,
  key: string,
  reply: FastifyReply,
  headers: Record<string, string>,
): Promise<FastifyReply> {
  const file = await storage.read(key);
  if (!file) throw new AppError('NOT_FOUND');
  reply.header('content-type', file.contentType).header('content-length', file.size);
  for (const [name, value] of Object.entries(headers)) reply.header(name, value);
  return reply.send(file.body);
}

/**
 * Sends an image from the store. Image names are unique per upload (a new upload gets a new name), so
 * browsers and proxies may keep them for good.
 */
export function sendStoredImage(storage: Storage, key: string, reply: FastifyReply): Promise<FastifyReply> {
  return sendStoredObject(storage, key, reply, { 'cache-control': 'public, max-age=31536000, immutable' });
}

/** How many bytes a request for `range` of a file of `size` bytes is sent. */
function lengthOf(range: { start: number; end?: number } | undefined, size: number): number {
  if (!range) return size;
  return Math.max(0, Math.min(range.end ?? size - 1, size - 1) - range.start + 1);
}

/**
 * Streams a stored file in constant memory, honouring a single HTTP Range so players can seek. `headers`
 * (cache policy, disposition and the like) follow its type and `accept-ranges`. `meter`, when given, is told
 * how many bytes are about to be sent before the store is read, and returns what the body is sent through.
 */
export async function sendStoredFile(
  storage: Storage,
  file: StoredFile,
  request: FastifyRequest,
  reply: FastifyReply,
  options: {
    headers: Record<string, string>;
    meter?: (length: number) => Promise<(body: Readable) => Readable>;
  },
) {
  const range = parseRange(request.headers.range, file.sizeBytes);
  const through = options.meter ? await options.meter(lengthOf(range, file.sizeBytes)) : undefined;
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
  reply.header('content-type', file.contentType).header('accept-ranges', 'bytes');
  for (const [name, value] of Object.entries(options.headers)) reply.header(name, value);
  if (stored.range) {
    const { start, end } = stored.range;
    reply
      .code(206)
      .header('content-range', `bytes ${start}-${end}/${stored.size}`)
      .header('content-length', end - start + 1);
  } else {
    reply.header('content-length', stored.size);
  }
  return reply.send(through ? through(stored.body) : stored.body);
}
