import { API_KEY_HEADER } from '@pustaka/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { accessCheck, principalOf, requireAuth } from '../../platform/auth-guard.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { authenticateKey } from './api-keys.ts';
import { assertQuotaLeft, type Caller } from './usage.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who an extraction is charged to; set by the access checks below. */
    extractionCaller?: Caller;
  }
}

const headerOf = (request: FastifyRequest): string | undefined => {
  const value = request.headers[API_KEY_HEADER.toLowerCase()];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
};

/** Holds a caller to the per-key (or, in the playground, per-user) requests-per-minute limit. */
async function assertRate(ctx: AppContext, bucket: string): Promise<void> {
  const limit = { max: ctx.config.extraction.keyRatePerMinute, windowMs: 60_000 };
  const attempt = await ctx.rateLimiter.consume(bucket, limit);
  if (!attempt.allowed) {
    throw new AppError('API_KEY_RATE_LIMITED', {
      params: { seconds: Math.ceil(attempt.retryAfterMs / 1000) },
    });
  }
}

/** The extraction endpoints' access check: a live key, within its rate limit and its owner's monthly quota. */
export function requireApiKey(ctx: AppContext) {
  return accessCheck(async function checkApiKey(request: FastifyRequest, _reply: FastifyReply) {
    const caller = await authenticateKey(ctx.db, headerOf(request));
    await assertRate(ctx, `extraction-key:${caller.keyId}`);
    await assertQuotaLeft(ctx, caller.userId);
    request.extractionCaller = caller;
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
    await assertRate(ctx, `extraction-user:${userId}`);
    await assertQuotaLeft(ctx, userId);
    request.extractionCaller = { userId, keyId: null };
  });
}

/** Reading a job: with the key header, any live key of the job's owner; without it, the owner signed in. */
export function requireKeyOrSession(ctx: AppContext) {
  const signedIn = requireAuth();
  return accessCheck(async function checkKeyOrSession(request: FastifyRequest, reply: FastifyReply) {
    const key = headerOf(request);
    if (key) {
      request.extractionCaller = await authenticateKey(ctx.db, key);
      return;
    }
    await signedIn(request, reply);
    request.extractionCaller = { userId: principalOf(request).userId, keyId: null };
  });
}

export function callerOf(request: FastifyRequest): Caller {
  if (!request.extractionCaller)
    throw new Error('callerOf() used on a route without an extraction access check');
  return request.extractionCaller;
}
