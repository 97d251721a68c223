import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '#platform/context.ts';
import { contactRoutes } from './routes/contact.ts';
import { memberSupportRoutes } from './routes/member.ts';
import { staffSupportRoutes } from './routes/staff.ts';
import { supportGroupId } from './staff-access.ts';

/**
 * The support inbox: requests for help from the contact form and the dashboard, their threads, and the
 * staff (admins and the `support` group, which is there before the first request) who answer them.
 */
export function supportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Made when the app is ready rather than while it is built, which may be before the database is.
    app.addHook('onReady', async () => {
      await supportGroupId(ctx);
    });
    await app.register(contactRoutes(ctx));
    await app.register(memberSupportRoutes(ctx));
    await app.register(staffSupportRoutes(ctx));
  };
}

export { countSupportRequests } from './contact-messages.ts';
