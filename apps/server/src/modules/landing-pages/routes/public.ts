import {
  LANDING_SLUG_PATTERN,
  LandingEventsSchema,
  PublicLandingPageSchema,
  successEnvelope,
} from '@pustaka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { sendStoredImage } from '#platform/http/send-stored.ts';
import { overLimit } from '#platform/rate-limit/rate-limiter.ts';
import type { PublicLandingCache } from '../public-data.ts';
import { recordEvents } from '../stats.ts';

/** Beacons one address may send a minute: a visit sends a few; far more is a script inflating counts. */
const BEACONS_PER_MINUTE = { max: 60, windowMs: 60_000 };

const OwnerSlugParams = z.object({
  userid: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/)
    .transform(Number),
  slug: z.string().regex(LANDING_SLUG_PATTERN),
});

/** What visitors' browsers call: a published page's data, its images, and the beacon that counts visits. */
export function publicLandingRoutes(ctx: AppContext, cache: PublicLandingCache): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['landing-pages'];

    app.get(
      '/public/landing-pages/:userid/:slug',
      {
        schema: {
          tags,
          params: OwnerSlugParams,
          response: { 200: successEnvelope(PublicLandingPageSchema) },
        },
      },
      async (request) => {
        const page = await cache.find(request.params.userid, request.params.slug);
        if (!page) throw new AppError('NOT_FOUND');
        return { success: true as const, data: page };
      },
    );

    app.post(
      '/public/landing-pages/:id/events',
      {
        bodyLimit: 16 * 1024,
        schema: {
          tags,
          params: z.object({
            id: z
              .string()
              .regex(/^[1-9][0-9]{0,9}$/)
              .transform(Number),
          }),
          body: LandingEventsSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const { allowed, retryAfterMs } = await ctx.rateLimiter.consume(
          `landing-events:${request.ip}`,
          BEACONS_PER_MINUTE,
        );
        if (!allowed) throw overLimit(retryAfterMs);
        if (!(await recordEvents(ctx.db, request.params.id, request.body))) throw new AppError('NOT_FOUND');
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/public/image-proxy/landing/:name',
      {
        schema: {
          tags,
          params: z.object({ name: z.string().regex(/^[0-9]+-[a-z0-9]{8,32}-(640|1280)\.webp$/) }),
        },
      },
      async (request, reply) => sendStoredImage(ctx.storage, `landing/${request.params.name}`, reply),
    );
  };
}
