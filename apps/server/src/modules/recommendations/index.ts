import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CATALOGUE_CHANGED, type CatalogueIndex } from '#modules/catalogue/index.ts';
import { USER_CHANGED, USER_DEACTIVATED } from '#modules/users/index.ts';
import type { AppContext } from '#platform/context.ts';
import { schedulePeriodic } from '#platform/jobs/periodic.ts';
import { ImpressionCounter } from './impressions.ts';
import { InactiveSellers } from './inactive-sellers.ts';
import type { Presenter } from './present.ts';
import { rebuildAll } from './rebuild.ts';
import { recIds } from './rec-id.ts';
import { followSales } from './refresh.ts';
import { adminRecommendationRoutes } from './routes/admin.ts';
import { memberRecommendationRoutes } from './routes/member.ts';
import { RULES_CHANGED, RulesCache } from './rules.ts';
import { lastRebuildGeneration } from './store.ts';

export const REBUILD_JOB = 'recommendations.rebuild';
/** The full rebuild's period; sales refresh "bought together" in between. */
const REBUILD_EVERY_MS = 60 * 60_000;
/** The shortest wait between rebuilds that catalogue changes ask for. */
const CATALOGUE_SLOT_MIN_MS = 5_000;

/**
 * Recommendations: lists read from precomputed neighbours, refreshed after each sale and rebuilt every hour
 * (and at start) by whichever process takes the job.
 */
export function recommendationRoutes(
  ctx: AppContext,
  catalogue: CatalogueIndex | undefined,
): FastifyPluginAsyncZod {
  followSales(ctx);
  const impressions = new ImpressionCounter(ctx.db, ctx.now, (error) =>
    console.error('recommendation impressions', error),
  );
  const rules = new RulesCache(ctx.db, ctx.now);
  ctx.events.on(RULES_CHANGED, () => rules.clear());
  const sellers = new InactiveSellers(ctx.db, ctx.now);
  for (const topic of [USER_CHANGED, USER_DEACTIVATED])
    ctx.events.on(topic, (userId) => sellers.forget(Number(userId)));
  const presenter: Presenter = {
    db: ctx.db,
    impressions,
    ids: recIds(ctx.config.authSecret),
    rules,
    catalogue,
    sellers,
    now: ctx.now,
  };
  let lastRebuildMs = 0;
  const scheduleRebuild = schedulePeriodic(
    ctx.jobs,
    ctx.db,
    ctx.now,
    REBUILD_JOB,
    REBUILD_EVERY_MS,
    async (payload) => {
      // A rebuild that began after this one was due has read everything this one would read: running both
      // back to back (a start's rebuild, then the hour's) would only repeat minutes of work on a large catalogue.
      const due = Number(payload.due);
      const generation = await lastRebuildGeneration(ctx.db);
      if (Number.isFinite(due) && generation && generation.getTime() > due) return;
      lastRebuildMs = (await rebuildAll(ctx.db, ctx.now())).ms;
    },
  );
  // A product approved (or withdrawn) gets its lists soon: changes within one slot share one rebuild at the
  // slot's end, so the last change of a burst is always in it. A slot lasts twenty times as long as the last
  // rebuild took (at least 5 s), so a large catalogue is not rebuilt over and over while it changes.
  ctx.events.on(CATALOGUE_CHANGED, async (_payload, origin) => {
    if (!origin.local) return;
    const slotMs = Math.max(CATALOGUE_SLOT_MIN_MS, 20 * lastRebuildMs);
    const slotEnd = (Math.floor(ctx.now().getTime() / slotMs) + 1) * slotMs;
    await ctx.jobs.enqueue(
      ctx.db,
      REBUILD_JOB,
      { due: slotEnd },
      {
        runAt: new Date(slotEnd),
        uniqueKey: `${REBUILD_JOB}:catalogue:${slotMs}:${slotEnd}`,
        maxAttempts: 1,
      },
    );
  });
  ctx.startTasks.add('recommendations.schedule', async () => {
    await scheduleRebuild();
    await rebuildAtStartWhenStale(ctx);
  });
  return async (app) => {
    app.addHook('onClose', async () => {
      // Closing never fails on figures: a lost batch of showings only leaves a creator's count short.
      await impressions
        .flush()
        .catch((error) => app.log.warn({ err: error }, 'recommendation impressions not written'));
    });
    await app.register(memberRecommendationRoutes(ctx, presenter));
    await app.register(adminRecommendationRoutes(ctx, () => ctx.events.publish(RULES_CHANGED, '')));
  };
}

/**
 * A first build at start, so a new catalogue has lists before the first hour is up, unless a rebuild finished
 * within the last period: a restart (or a rolling restart of several processes) keeps the lists that rebuild
 * wrote instead of redoing minutes of work on a large catalogue; the hourly job and catalogue changes keep
 * them fresh from there.
 */
export async function rebuildAtStartWhenStale(ctx: AppContext): Promise<void> {
  const now = ctx.now().getTime();
  const last = await ctx.jobs.lastDone(REBUILD_JOB);
  if (last && now - last.getTime() < REBUILD_EVERY_MS) return;
  await ctx.jobs.enqueue(
    ctx.db,
    REBUILD_JOB,
    { due: now },
    { uniqueKey: `${REBUILD_JOB}:start:${Math.floor(now / REBUILD_EVERY_MS)}`, maxAttempts: 1 },
  );
}

export { type RebuildReport, rebuildAll, refreshPopular } from './rebuild.ts';
export { refreshAfterSale } from './refresh.ts';
