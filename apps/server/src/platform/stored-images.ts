import type { FastifyReply } from 'fastify';
import { AppError } from './errors.ts';
import type { Storage } from './storage/storage.ts';

/**
 * Sends an image from the store. Image names are unique per upload (a new upload gets a new name), so
 * browsers and proxies may keep them for good.
 */
export async function sendStoredImage(
  storage: Storage,
  key: string,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const file = await storage.read(key);
  if (!file) throw new AppError('NOT_FOUND');
  return reply
    .header('content-type', file.contentType)
    .header('content-length', file.size)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .send(file.body);
}
