import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '#platform/context.ts';
import { runSweeps } from '#platform/sweeps.ts';

const EVERY_MINUTE = 60_000;
const EVERY_HOUR = 60 * EVERY_MINUTE;

/**
 * Periodic upkeep of a running server: mail retries and rate-limit pruning every minute, the modules' sweeps
 * of expired rows at start and every hour, the job queue, and the start-up pass over slide decks'
 * renditions. Tests leave it out and run jobs and sweeps themselves.
 */
export function housekeeping(ctx: AppContext): FastifyPluginAsync {
  return fp(async (app) => {
    const timer = setInterval(() => {
      Promise.all([ctx.mailer.retryQueued(), ctx.rateLimiter.prune()]).catch((error) =>
        app.log.warn({ err: error }, 'housekeeping failed'),
      );
    }, EVERY_MINUTE);
    timer.unref();
    const sweep = () =>
      runSweeps(ctx, (error, name) => app.log.warn({ err: error, sweep: name }, 'sweep failed'));
    const sweeps = setInterval(sweep, EVERY_HOUR);
    sweeps.unref();
    ctx.jobs.start();
    ctx.startTasks.add('sweeps', sweep);
    // Decks stored before renditions existed, or while LibreOffice was missing, get theirs now.
    ctx.startTasks.add('deck-renditions', () => ctx.renditions.start());
    app.addHook('onClose', async () => {
      clearInterval(timer);
      clearInterval(sweeps);
    });
  });
}
