import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '#platform/context.ts';
import { ClickCounter } from './click-counter.ts';
import { SHORT_LINK_CHANGED } from './links.ts';
import { LinkResolver } from './resolver.ts';
import { adminShortLinkRoutes } from './routes/admin.ts';
import { ownerShortLinkRoutes } from './routes/owner.ts';
import { redirectRoute, reportRoutes } from './routes/public.ts';
import { sweepOldVisitors } from './stats.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's click counter: tests and shutdown write its counts with `flush()`. */
    shortLinkClicks: ClickCounter;
  }
}

/**
 * Short links: the API (under /api/v2) and the `/{code}` redirect at the root share one resolver cache and
 * one click counter. Counted clicks are written every SHORT_LINK_FLUSH_MS and when the app closes.
 */
export function createShortLinks(
  ctx: AppContext,
  onFlushError: (error: unknown) => void,
): { api: FastifyPluginAsyncZod; redirect: FastifyPluginAsync; counter: ClickCounter } {
  const resolver = new LinkResolver(ctx.db, () => ctx.config.shortLinks.redirectStatus);
  const counter = new ClickCounter(ctx.db);
  ctx.events.on(SHORT_LINK_CHANGED, (code) => resolver.forget(code));
  sweepOldVisitors(ctx);

  const api: FastifyPluginAsyncZod = async (app) => {
    await app.register(ownerShortLinkRoutes(ctx));
    await app.register(reportRoutes(ctx));
    await app.register(adminShortLinkRoutes(ctx));
  };

  const redirect: FastifyPluginAsync = fp(async (app) => {
    app.decorate('shortLinkClicks', counter);
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => counter.flush().catch(onFlushError), ctx.config.shortLinks.flushMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await counter.flush();
    });
    await app.register(redirectRoute(ctx, resolver, counter));
  });

  return { api, redirect, counter };
}
