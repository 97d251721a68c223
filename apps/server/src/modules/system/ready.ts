import { ReadyResponseSchema } from '@pustaka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Readiness } from '#platform/operations/readiness.ts';

/** GET /ready: what a balancer asks before sending traffic; 503 with the reasons while the answer is no. */
export function readyRoutes(readiness: Readiness): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/ready',
      { schema: { tags: ['system'], response: { 200: ReadyResponseSchema, 503: ReadyResponseSchema } } },
      async (_request, reply) => {
        const reasons = readiness.reasons();
        return reply
          .code(reasons.length === 0 ? 200 : 503)
          .header('cache-control', 'no-store')
          .send({ status: reasons.length === 0 ? 'ready' : 'not_ready', reasons });
      },
    );
  };
}
