import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CATALOGUE_CHANGED } from '#modules/catalogue/index.ts';
import type { AppContext } from '#platform/context.ts';
import { LANDING_CHANGED } from './pages.ts';
import { PublicLandingCache } from './public-data.ts';
import { landingPageDocument } from './routes/page.ts';
import { publicLandingRoutes } from './routes/public.ts';
import { publisherLandingRoutes } from './routes/publisher.ts';

/**
 * Creators' landing pages: the builder's API and the public JSON under /api/v2 (`api`), and the page documents
 * at `/{userid}/{slug}` (`documents`). Both read published pages through one cache that every page and
 * catalogue change empties, in every process.
 */
export function landingPages(ctx: AppContext): { api: FastifyPluginAsyncZod; documents: FastifyPluginAsync } {
  const cache = new PublicLandingCache(ctx);
  ctx.events.on(LANDING_CHANGED, () => cache.clear());
  ctx.events.on(CATALOGUE_CHANGED, () => cache.clear());
  return {
    api: async (app) => {
      await app.register(publisherLandingRoutes(ctx));
      await app.register(publicLandingRoutes(ctx, cache));
    },
    documents: landingPageDocument(cache),
  };
}
