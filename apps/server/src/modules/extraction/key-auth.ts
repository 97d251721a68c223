import { API_KEY_HEADER } from '@pustaka/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { accessCheck, principalOf, requireAuth } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import type { Limit } from '#platform/rate-limit/rate-limiter.ts';
import { authenticateKey } from './api-keys.ts';
import { assertQuotaLeft, type Caller } from './usage.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who an extraction is charged to; set by the access checks below. */
    extractionCaller?: Caller;
    /** The rate-limit bucket the request was counted in (its key's, or in the playground its user's). */
    extractionBucket?: string;
  }
}

const headerOf = (request: FastifyRequest): string | undefined => {
  const value = request.headers[API_KEY_HEADER.toLowerCase()];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
};

/** The requests-per-minute window of one key (or, in the playground, one user). */
export const rateLimitOf = (ctx: AppContext): Limit => ({
  max: ctx.config.extraction.keyRatePerMinute,
  windowMs: 60_000,
});

/**
 * Failed work an account may cause per minute over all its keys, in the units chargeFailedWork counts
 * (about a worker-second each): as much as one key's rate limit, so twenty keys of one account cannot keep
 * twenty times the work failing.
 */
const failedWorkLimit = (ctx: AppContext): Limit => rateLimitOf(ctx);
/** One failure counts at most this many units, however long it ran. */
const MAX_FAILURE_UNITS = 10;
const failureBucket = (userId: number) => `extraction-failures:${userId}`;

const rateLimited = (retryAfterMs: number) =>
  new AppError('API_KEY_RATE_LIMITED', { params: { seconds: Math.ceil(retryAfterMs / 1000) } });

/**
 * Holds a caller to the per-key (or, in the playground, per-user) requests-per-minute limit, and its
 * account to its budget of failed work.
 */
async function assertRate(ctx: AppContext, request: FastifyRequest, bucket: string, userId: number) {
  request.extractionBucket = bucket;
  const failures = await ctx.rateLimiter.isExhausted(failureBucket(userId), failedWorkLimit(ctx));
  if (failures.exhausted) throw rateLimited(failures.retryAfterMs);
  const attempt = await ctx.rateLimiter.consume(bucket, rateLimitOf(ctx));
  if (!attempt.allowed) throw rateLimited(attempt.retryAfterMs);
}

/**
 * An extraction that failed after it cost work (a fetch, a parse stopped at its limits, a page without
 * text) counts again against the key's rate limit, one more request per started second of it, and as
 * much against the account's budget of failed work: no key, nor an account's twenty keys, can loop on
 * failures, which the monthly quota (kept for successes) does not count.
 */
export async function chargeFailedWork(ctx: AppContext, request: FastifyRequest, elapsedMs: number) {
  const bucket = request.extractionBucket;
  const caller = request.extractionCaller;
  if (!bucket || !caller) return;
  const units = Math.min(MAX_FAILURE_UNITS, 1 + Math.floor(elapsedMs / 1000));
  for (let unit = 0; unit < units; unit++) {
    await Promise.all([ctx.rateLimiter.hit(bucket), ctx.rateLimiter.hit(failureBucket(caller.userId))]);
  }
}

/** The extraction endpoints' access check: a live key, within its rate limit and its owner's monthly quota. */
export function requireApiKey(ctx: AppContext) {
  return accessCheck(async function checkApiKey(request: FastifyRequest, _reply: FastifyReply) {
    const caller = await authenticateKey(ctx.db, headerOf(request));
    request.extractionCaller = caller;
    await assertRate(ctx, request, `extraction-key:${caller.keyId}`, caller.userId);
    await assertQuotaLeft(ctx, caller.userId);
  });
}

/**
 * The dashboard playground's twins of the extraction endpoints: the signed-in user instead of a key (the
 * browser never holds a key after it was shown), the same rate limit and the same quota.
 */
export function requirePlaygroundCaller(ctx: AppContext) {
  const signedIn = requireAuth();
  return accessCheck(async function checkPlaygroundCaller(request: FastifyRequest, reply: FastifyReply) {
    await signedIn(request, reply);
    const { userId } = principalOf(request);
    request.extractionCaller = { userId, keyId: null };
    await assertRate(ctx, request, `extraction-user:${userId}`, userId);
    await assertQuotaLeft(ctx, userId);
  });
}

/**
 * Reading a job or the usage: with the key header, any live key of the owner; without it, the owner signed
 * in. Nothing is counted; the answer's limit headers show where the caller stands.
 */
export function requireKeyOrSession(ctx: AppContext) {
  const signedIn = requireAuth();
  return accessCheck(async function checkKeyOrSession(request: FastifyRequest, reply: FastifyReply) {
    const key = headerOf(request);
    if (key) {
      const caller = await authenticateKey(ctx.db, key);
      request.extractionCaller = caller;
      request.extractionBucket = `extraction-key:${caller.keyId}`;
      return;
    }
    await signedIn(request, reply);
    const { userId } = principalOf(request);
    request.extractionCaller = { userId, keyId: null };
    request.extractionBucket = `extraction-user:${userId}`;
  });
}

export function callerOf(request: FastifyRequest): Caller {
  if (!request.extractionCaller)
    throw new Error('callerOf() used on a route without an extraction access check');
  return request.extractionCaller;
}
