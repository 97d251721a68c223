import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '#platform/errors.ts';

const REFUSED = { id: 'Karakter NUL tidak diperbolehkan', en: 'NUL characters are not allowed' };

/** True when a string anywhere in a parsed body, query or params holds a NUL character. */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value !== null && typeof value === 'object') return Object.values(value).some(holdsNul);
  return false;
}

/** PostgreSQL text cannot hold NUL, so such input would otherwise fail inside a query as a 500. */
export const nulGuard: FastifyPluginAsync = fp(async (app) => {
  app.addHook('preValidation', (request, _reply, done) => {
    const refused = holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body);
    done(
      refused
        ? new AppError('VALIDATION_ERROR', {
            details: [{ field: 'request', message: REFUSED }],
          })
        : undefined,
    );
  });
});
