import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '#platform/context.ts';
import { rateLimitOf } from '../key-auth.ts';
import { quotaLeft } from '../usage.ts';

/** The headers every extraction answer carries, for the OpenAPI document (see api-docs' RESPONSE_HEADERS). */
export const LIMIT_HEADERS = {
  'RateLimit-Limit': { description: 'Requests this key may make per minute.', schema: { type: 'integer' } },
  'RateLimit-Remaining': {
    description: 'Requests left in the current minute (failed work counts one more per started second).',
    schema: { type: 'integer' },
  },
  'RateLimit-Reset': {
    description: 'Seconds until the oldest counted request leaves the one-minute window (0: none counted).',
    schema: { type: 'integer' },
  },
  'X-Quota-Limit': {
    description: 'Successful extractions the plan allows this month.',
    schema: { type: 'integer' },
  },
  'X-Quota-Remaining': {
    description: "Extractions left of this month's quota.",
    schema: { type: 'integer' },
  },
  'X-Quota-Reset': { description: 'When the monthly quota renews (ISO 8601).', schema: { type: 'string' } },
};

/**
 * Where the caller stands, on every answer of a route with an extraction access check (errors included,
 * once the key is known): its rate limit after this request, and its account's monthly quota.
 */
export function limitHeaders(ctx: AppContext) {
  return async function addLimitHeaders(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const caller = request.extractionCaller;
    const bucket = request.extractionBucket;
    if (!caller || !bucket) return payload;
    const limit = rateLimitOf(ctx);
    const [rate, quota] = await Promise.all([
      ctx.rateLimiter.usage(bucket, limit),
      quotaLeft(ctx, caller.userId),
    ]);
    reply.header('RateLimit-Limit', limit.max);
    reply.header('RateLimit-Remaining', Math.max(0, limit.max - rate.count));
    reply.header('RateLimit-Reset', rate.count === 0 ? 0 : Math.ceil(rate.retryAfterMs / 1000));
    reply.header('X-Quota-Limit', quota.quota);
    reply.header('X-Quota-Remaining', quota.remaining);
    reply.header('X-Quota-Reset', quota.resetsAt.toISOString());
    return payload;
  };
}
