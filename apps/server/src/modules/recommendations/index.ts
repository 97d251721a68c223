import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { schedulePeriodic } from '../../platform/jobs/periodic.ts';
import { ImpressionCounter } from './impressions.ts';
import type { Presenter } from './present.ts';
import { rebuildAll } from './rebuild.ts';
import { recIds } from './rec-id.ts';
import { followSales } from './refresh.ts';
import { adminRecommendationRoutes } from './routes/admin.ts';
import { memberRecommendationRoutes } from './routes/member.ts';

export const REBUILD_JOB = 'recommendations.rebuild';
/** The full rebuild's period; sales refresh "bought together" in between. */
const REBUILD_EVERY_MS = 60 * 60_000;

/**
 * Recommendations: lists read from precomputed neighbours, refreshed after each sale and rebuilt every hour
 * (and at start) by whichever process takes the job.
 */
export function recommendationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  followSales(ctx);
  const impressions = new ImpressionCounter(ctx.db, ctx.now, (error) =>
    console.error('recommendation impressions', error),
  );
  const presenter: Presenter = { db: ctx.db, impressions, ids: recIds(ctx.config.authSecret), now: ctx.now };
  const scheduleRebuild = schedulePeriodic(ctx.jobs, ctx.db, ctx.now, REBUILD_JOB, REBUILD_EVERY_MS, () =>
    rebuildAll(ctx.db, ctx.now()),
  );
  return async (app) => {
    app.addHook('onReady', async () => {
      await scheduleRebuild();
      // A first build now, so a new catalogue has lists before the first hour is up.
      await ctx.jobs.enqueue(
        ctx.db,
        REBUILD_JOB,
        {},
        {
          uniqueKey: `${REBUILD_JOB}:start:${Math.floor(ctx.now().getTime() / REBUILD_EVERY_MS)}`,
          maxAttempts: 1,
        },
      );
    });
    app.addHook('onClose', async () => {
      await impressions.flush();
    });
    await app.register(memberRecommendationRoutes(ctx, presenter));
    await app.register(adminRecommendationRoutes(ctx));
  };
}

export { type RebuildReport, rebuildAll, refreshPopular } from './rebuild.ts';
export { refreshAfterSale } from './refresh.ts';
