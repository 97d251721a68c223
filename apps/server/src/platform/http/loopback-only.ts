import { isIP } from 'node:net';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';

/** True for 127.0.0.0/8, ::1 and their IPv4-mapped IPv6 spelling. */
export function isLoopback(address: string): boolean {
  const ip = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(ip) === 4) return ip.startsWith('127.');
  return ip === '::1';
}

/**
 * Routes of the scope it is registered in answer only callers on this machine; anyone else gets the
 * same 404 as for a path that does not exist. The developer tools (mailbox, clock) stay local this way
 * even when a server started without NODE_ENV=production is reachable from a network.
 */
export const loopbackOnly: FastifyPluginAsync = fp(async (app) => {
  app.addHook('onRequest', async (request) => {
    if (!isLoopback(request.ip)) throw new AppError('NOT_FOUND');
  });
});
