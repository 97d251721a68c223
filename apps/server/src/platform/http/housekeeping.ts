import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context.ts';

const EVERY_MINUTE = 60_000;

/**
 * Periodic upkeep of a running server: mail retries and rate-limit pruning every minute, and the job
 * queue. Tests leave it out and run jobs themselves.
 */
export function housekeeping(ctx: AppContext): FastifyPluginAsync {
  return fp(async (app) => {
    const timer = setInterval(() => {
      Promise.all([ctx.mailer.retryQueued(), ctx.rateLimiter.prune()]).catch((error) =>
        app.log.warn({ err: error }, 'housekeeping failed'),
      );
    }, EVERY_MINUTE);
    timer.unref();
    ctx.jobs.start();
    app.addHook('onClose', async () => clearInterval(timer));
  });
}
