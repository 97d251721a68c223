import type { FeatureCode } from '@pustaka/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isPremiumCreator } from '#modules/users/index.ts';
import { accessCheck, type Principal, principalOf } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { userFeatures } from './billing.ts';

/**
 * An onRequest access check for routes of a gated area: after requireAuth, the caller's active plan must include the
 * feature. Admins pass, as they run the platform. The 403 names the feature so the client can explain.
 */
export function requireFeature(ctx: AppContext, feature: FeatureCode) {
  return accessCheck(async function checkFeature(
    request: FastifyRequest,
    _reply: FastifyReply,
  ): Promise<void> {
    const principal = principalOf(request);
    if (principal.roles.includes('admin')) return;
    const { features } = await userFeatures(ctx.db, principal.userId, ctx.now());
    if (!features.includes(feature)) throw new AppError('FEATURE_REQUIRED', { details: { feature } });
  });
}

/** The same check for service code that decides by a flag inside a request (not a whole route). */
export async function assertFeature(ctx: AppContext, userId: number, feature: FeatureCode): Promise<void> {
  const { features } = await userFeatures(ctx.db, userId, ctx.now());
  if (!features.includes(feature)) throw new AppError('FEATURE_REQUIRED', { details: { feature } });
}

/**
 * Stream-only (non-downloadable) products are a premium right: Premium Creators have it by arrangement,
 * plans with `premium_content` by feature, admins always.
 */
export async function assertMayOfferStreamOnly(ctx: AppContext, principal: Principal): Promise<void> {
  if (principal.roles.includes('admin')) return;
  if (await isPremiumCreator(ctx.db, principal.userId, ctx.now())) return;
  await assertFeature(ctx, principal.userId, 'premium_content');
}
