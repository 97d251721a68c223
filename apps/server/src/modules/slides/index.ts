import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '#platform/context.ts';
import { registerQuotaSweep } from '#platform/quota/quota-ledger.ts';
import type { SlidesDeps } from './decks.ts';
import { GENERATE_JOB, generateDeckJob } from './generation.ts';
import { slideGeneratorFor } from './generators.ts';
import { sweepExpiredGoogleStates } from './google/google-oauth.ts';
import { slideRoutes as routes } from './routes/decks.ts';
import { googleSlidesRoutes } from './routes/google.ts';
import { publishRoutes } from './routes/publish.ts';
import { slideSourceRoutes } from './routes/sources.ts';
import { sweepExpiredSourceUploads } from './sources.ts';

/** AI slides: decks written by the configured generator (built-in by default), edited, presented and sold. */
export function slideRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const deps: SlidesDeps = { ctx, generator: slideGeneratorFor(ctx) };
  ctx.jobs.handle(GENERATE_JOB, generateDeckJob(deps));
  sweepExpiredSourceUploads(ctx);
  registerQuotaSweep(ctx);
  sweepExpiredGoogleStates(ctx);
  return async (app) => {
    await app.register(routes(deps));
    await app.register(slideSourceRoutes(deps));
    await app.register(publishRoutes(deps));
    await app.register(googleSlidesRoutes(deps));
  };
}

export { withModelTokensOrRefuse } from './ai-usage.ts';
export { type DeckFromText, writeDeckFromText } from './deck-from-text.ts';
export { askModel } from './generators.ts';
export { readSource } from './sources.ts';
