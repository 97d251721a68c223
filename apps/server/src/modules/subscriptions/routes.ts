import { SubscriptionSchema, successEnvelope } from '@pustaka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireAuth } from '../../platform/auth-guard.ts';
import type { AppContext } from '../../platform/context.ts';
import { listUserSubscriptions } from './service.ts';

export function subscriptionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/subscriptions/me',
      {
        // The nav badge shows for every signed-in user, verified or not.
        preHandler: requireAuth({ allowUnverified: true }),
        schema: {
          tags: ['subscriptions'],
          security: [{ bearer: [] }],
          response: { 200: successEnvelope(z.array(SubscriptionSchema)) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await listUserSubscriptions(ctx.db, principalOf(request).userId),
      }),
    );
  };
}
