import { CSRF_VALUE } from '@pustaka/contract';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '#platform/errors.ts';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Routes that must answer outside callers (payment webhooks, API-key extraction) and so skip the header. */
const EXEMPT = [/^\/pay\/webhooks\//, /^\/api\/v2\/(pdf|web)-extract$/];

/** Whether a call of `method` on the route `path` must carry the header (the API document says so too). */
export function needsCsrfHeader(method: string, path: string): boolean {
  return (
    MUTATING.has(method.toUpperCase()) &&
    path.startsWith('/api/') &&
    !EXEMPT.some((pattern) => pattern.test(path))
  );
}

/**
 * Mutating API calls must carry `X-CSRF-Token: pustaka`. The check reads the route the router chose,
 * not the raw URL: `/%61pi/v2/profile` reaches `/api/v2/profile` and so must be checked like it.
 */
export const csrfGuard: FastifyPluginAsync = fp(async (app) => {
  app.addHook('onRequest', async (request) => {
    if (!MUTATING.has(request.method)) return;
    // An unrouted request has no pattern; its decoded path decides, so encoding cannot dodge the check.
    const routed = request.routeOptions.url ?? decodedPath(request.url);
    if (!needsCsrfHeader(request.method, routed)) return;
    if (request.headers['x-csrf-token'] !== CSRF_VALUE) throw new AppError('CSRF_HEADER_MISSING');
  });
});

function decodedPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
