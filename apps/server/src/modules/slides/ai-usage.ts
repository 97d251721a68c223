import type { AiUsage } from '@pustaka/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { planLimitOf } from '#modules/subscriptions/index.ts';
import type { TokenUsage } from '#platform/ai/chat-completions.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import {
  monthOf,
  type QuotaKey,
  quotaState,
  type Reservation,
  releaseQuota,
  reserveQuota,
  settleQuota,
} from '#platform/quota/quota-ledger.ts';
import type { SlideGenerator } from './generator/slide-generator.ts';
import { aiUsage } from './tables.ts';

/** The calendar month (UTC) a moment counts in, as `2026-11`. */
export const usageMonth = monthOf;

/** The first day of the next month: when a used-up quota starts again. */
export function quotaResetDate(at: Date): string {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
}

const tokensKey = (userId: number, at: Date): QuotaKey => ({
  scope: 'ai_tokens',
  ownerId: userId,
  period: usageMonth(at),
});

/** Adds one model answer's tokens to the user's month by kind (the usage page's breakdown), in one statement. */
async function recordUsage(db: DbOrTx, userId: number, month: string, usage: TokenUsage): Promise<void> {
  await db
    .insert(aiUsage)
    .values({
      userId,
      month,
      promptTokens: usage.promptTokens,
      completionTokens: usage.completionTokens,
      requests: 1,
    })
    .onConflictDoUpdate({
      target: [aiUsage.userId, aiUsage.month],
      set: {
        promptTokens: sql`${aiUsage.promptTokens} + ${usage.promptTokens}`,
        completionTokens: sql`${aiUsage.completionTokens} + ${usage.completionTokens}`,
        requests: sql`${aiUsage.requests} + 1`,
      },
    });
}

/** The month's tokens: those the model reported, and those held by calls under way. */
export async function tokensUsed(db: DbOrTx, userId: number, at: Date): Promise<number> {
  const { used, reserved } = await quotaState(db, tokensKey(userId, at));
  return used + reserved;
}

/** The plan's monthly tokens, under the AI_MONTHLY_TOKENS ceiling when the server sets one. */
function monthlyTokensOf(ctx: AppContext, userId: number, at: Date) {
  return planLimitOf(ctx.db, userId, 'ai_monthly_tokens', at, ctx.config.ai.monthlyTokensCap);
}

async function quotaExceeded(ctx: AppContext, userId: number, now: Date): Promise<AppError> {
  const [used, { limit, planName }] = await Promise.all([
    tokensUsed(ctx.db, userId, now),
    monthlyTokensOf(ctx, userId, now),
  ]);
  const resets = quotaResetDate(now);
  return new AppError('AI_QUOTA_EXCEEDED', {
    params: { date: resets, plan: planName, quota: limit.toLocaleString('id-ID') },
    details: { used_tokens: used, monthly_tokens: limit, plan: planName, resets_on: resets },
  });
}

/**
 * Refuses to start model work when the month's tokens left cannot cover `neededTokens` (its first call): an
 * early answer for a long job (a deck's generation), whose every call still reserves its own tokens. The
 * built-in generator costs no tokens and is never refused.
 */
export async function assertModelQuota(ctx: AppContext, userId: number, neededTokens = 1): Promise<void> {
  if (!ctx.config.ai.model) return;
  const now = ctx.now();
  const [used, { limit }] = await Promise.all([
    tokensUsed(ctx.db, userId, now),
    monthlyTokensOf(ctx, userId, now),
  ]);
  if (used + neededTokens > limit) throw await quotaExceeded(ctx, userId, now);
}

/** Longer than a model call may take with its retries: an older reservation's process stopped. */
function holdMsOf(ctx: AppContext): number {
  const timeoutMs = ctx.config.ai.model?.timeoutMs ?? 60_000;
  return timeoutMs * (MODEL_TRIES + 1) + 5 * 60_000;
}
/** The tries `slideGeneratorFor` gives one call (the first and two retries). */
const MODEL_TRIES = 3;

/**
 * Reserves `expectedTokens` of the user's month for one model call, or answers undefined when they do not
 * fit beside what was used and what other calls hold (one conditional statement: parallel calls cannot all
 * pass).
 */
async function reserveTokens(
  ctx: AppContext,
  userId: number,
  expectedTokens: number,
): Promise<Reservation | undefined> {
  const now = ctx.now();
  const { limit } = await monthlyTokensOf(ctx, userId, now);
  return reserveQuota(ctx.db, tokensKey(userId, now), expectedTokens, limit, {
    now,
    holdMs: holdMsOf(ctx),
  });
}

export class TokensExhausted extends Error {
  constructor() {
    super("the month's AI tokens do not cover the next call");
  }
}

/**
 * Runs one model call under the user's monthly tokens: `expectedTokens` (the prompt's estimate and the
 * answer's `max_tokens`) are reserved before it, the tokens the model reports are counted after it, and the
 * reservation is given back when it fails. Throws `TokensExhausted` when the tokens do not fit; the built-in
 * generator runs without any of this.
 */
export async function withModelTokens<T extends { usage: TokenUsage }>(
  ctx: AppContext,
  generator: Pick<SlideGenerator, 'kind'>,
  userId: number,
  expectedTokens: number,
  call: () => Promise<T>,
): Promise<T> {
  if (generator.kind !== 'model') return call();
  const reservation = await reserveTokens(ctx, userId, expectedTokens);
  if (!reservation) throw new TokensExhausted();
  let answer: T;
  try {
    answer = await call();
  } catch (error) {
    // A release that fails leaves the reservation to the sweep; the call's own error is the one to report.
    await releaseQuota(ctx.db, reservation).catch(() => undefined);
    throw error;
  }
  const { promptTokens, completionTokens } = answer.usage;
  await ctx.db.transaction(async (tx) => {
    await settleQuota(tx, reservation, promptTokens + completionTokens);
    await recordUsage(tx, userId, reservation.period, answer.usage);
  });
  return answer;
}

/** As `withModelTokens`, for a request someone waits on: tokens that do not fit are a 429 with the reset date. */
export async function withModelTokensOrRefuse<T extends { usage: TokenUsage }>(
  ctx: AppContext,
  generator: Pick<SlideGenerator, 'kind'>,
  userId: number,
  expectedTokens: number,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await withModelTokens(ctx, generator, userId, expectedTokens, call);
  } catch (error) {
    if (error instanceof TokensExhausted) throw await quotaExceeded(ctx, userId, ctx.now());
    throw error;
  }
}

/** What `GET /ai-slides/usage` shows: the month's tokens against the plan's quota. */
export async function aiUsageOf(
  ctx: AppContext,
  generator: 'builtin' | 'model',
  userId: number,
): Promise<AiUsage> {
  const now = ctx.now();
  const [used, { limit }] = await Promise.all([
    tokensUsed(ctx.db, userId, now),
    monthlyTokensOf(ctx, userId, now),
  ]);
  return {
    generator,
    month: usageMonth(now),
    used_tokens: used,
    monthly_tokens: limit,
    resets_on: quotaResetDate(now),
  };
}
