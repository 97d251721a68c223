import { successEnvelope } from '@pustaka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countSupportRequests } from '#modules/support/index.ts';
import { userOverview } from '#modules/users/index.ts';
import { requireAuth } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { bearer } from '#platform/http/route-schemas.ts';

const OverviewSchema = z.object({
  users_total: z.number(),
  users_active: z.number(),
  users_inactive: z.number(),
  unverified: z.number(),
  admins: z.number(),
  publishers: z.number(),
  members: z.number(),
  contact_messages: z.number(),
});

/** The admin dashboard's figures, gathered from the modules that own them. */
export function adminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/overview',
      {
        onRequest: requireAuth({ roles: ['admin'] }),
        schema: {
          tags: ['admin'],
          security: bearer,
          response: { 200: successEnvelope(OverviewSchema) },
        },
      },
      async () => {
        const [users, contactMessages] = await Promise.all([
          userOverview(ctx.db),
          countSupportRequests(ctx.db),
        ]);
        return { success: true as const, data: { ...users, contact_messages: contactMessages } };
      },
    );
  };
}
