import { GatewayHealthResponseSchema } from '@pustaka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';

/**
 * The payment-gateway service, mounted at /pay. It is a separate service in the product (its own health,
 * its own paths) that runs in the same process by default; checkout and webhooks are added here.
 */
export function paymentGateway(ctx: AppContext): FastifyPluginAsyncZod {
  const startedAt = Date.now();
  return async (app) => {
    app.get(
      '/health',
      { schema: { tags: ['payments'], response: { 200: GatewayHealthResponseSchema } } },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return {
          status: 'ok' as const,
          environment: ctx.config.environmentLabel,
          provider: 'sandbox',
          uptime: Math.round((Date.now() - startedAt) / 1000),
        };
      },
    );
  };
}
