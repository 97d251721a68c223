import type { AiUsage } from '@pustaka/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { TokenUsage } from '../../platform/ai/chat-completions.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { planLimitOf } from '../subscriptions/index.ts';
import { aiUsage } from './tables.ts';

/** The calendar month (UTC) a moment counts in, as `2026-11`. */
export function usageMonth(at: Date): string {
  return at.toISOString().slice(0, 7);
}

/** The first day of the next month: when a used-up quota starts again. */
export function quotaResetDate(at: Date): string {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
}

/** Adds one model answer's tokens to the user's month, in one statement (safe under concurrent answers). */
export async function recordUsage(db: DbOrTx, userId: number, at: Date, usage: TokenUsage): Promise<void> {
  await db
    .insert(aiUsage)
    .values({
      userId,
      month: usageMonth(at),
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

export async function tokensUsed(db: DbOrTx, userId: number, at: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`(${aiUsage.promptTokens} + ${aiUsage.completionTokens})::int` })
    .from(aiUsage)
    .where(and(eq(aiUsage.userId, userId), eq(aiUsage.month, usageMonth(at))));
  return row?.total ?? 0;
}

/**
 * Refuses work for the model once the month's tokens are used up. The built-in generator costs no tokens
 * and is never refused. A request under way may go a little past the quota; the next one is refused.
 */
export async function assertModelQuota(ctx: AppContext, userId: number): Promise<void> {
  if (!ctx.config.ai.model) return;
  const now = ctx.now();
  const [used, { limit, planName }] = await Promise.all([
    tokensUsed(ctx.db, userId, now),
    monthlyTokensOf(ctx, userId, now),
  ]);
  if (used >= limit) {
    const resets = quotaResetDate(now);
    throw new AppError('AI_QUOTA_EXCEEDED', {
      params: { date: resets, plan: planName, quota: limit.toLocaleString('id-ID') },
      details: { used_tokens: used, monthly_tokens: limit, plan: planName, resets_on: resets },
    });
  }
}

/** The plan's monthly tokens, under the AI_MONTHLY_TOKENS ceiling when the server sets one. */
function monthlyTokensOf(ctx: AppContext, userId: number, at: Date) {
  return planLimitOf(ctx.db, userId, 'ai_monthly_tokens', at, ctx.config.ai.monthlyTokensCap);
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
