import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/** An id a proxy may hand on: short, and only characters safe in a header and a log line. */
const ACCEPTED_ID = /^[A-Za-z0-9._:@-]{1,128}$/;

/**
 * Fastify's `genReqId`: the `X-Request-Id` of a trusted proxy (TRUST_PROXY), so one id follows a request from
 * the balancer's log to ours; anyone else's is ignored (a client could otherwise pass another's id as its own)
 * and a fresh one made.
 */
export function requestIdGenerator(trustProxy: boolean | string): (request: IncomingMessage) => string {
  const trusted =
    typeof trustProxy === 'string' ? proxyAddr.compile(trustProxy.split(',')) : () => trustProxy === true;
  return (request) => {
    const given = request.headers['x-request-id'];
    const peer = request.socket?.remoteAddress ?? '';
    if (typeof given === 'string' && ACCEPTED_ID.test(given) && trusted(peer, 0)) return given;
    return randomUUID();
  };
}

/** Every response names its request, so a user or a proxy can quote it and we can find its log lines. */
export const requestIdHeader: FastifyPluginAsync = fp(async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
});
