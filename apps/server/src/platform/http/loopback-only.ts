import { isIP } from 'node:net';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '#platform/errors.ts';

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
 *
 * Every hop must be local: the socket's peer and each forwarded address Fastify accepted (TRUST_PROXY).
 * A proxy on this machine appends the real client's address, and no client can take that hop away, so
 * a forged `X-Forwarded-For: 127.0.0.1` does not pass even when every forwarded header is believed.
 */
export const loopbackOnly: FastifyPluginAsync = fp(async (app) => {
  app.addHook('onRequest', async (request) => {
    const hops = [request.socket.remoteAddress ?? '', ...(request.ips ?? [request.ip])];
    if (!hops.every(isLoopback)) throw new AppError('NOT_FOUND');
  });
});
