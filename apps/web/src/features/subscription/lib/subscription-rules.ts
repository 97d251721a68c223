import type { Subscription } from '@pustaka/contract';

/** Spec section 9. */
export const SUBSCRIPTION_CACHE_MS = 30_000;
export const DEFAULT_FREE_PLAN_ID = 5;
const FREE_SUBSCRIPTION_YEARS = 10;

export type PlanSlug = 'all-vip' | 'publisher-vip' | 'trainer-vip' | 'reader-vip' | 'free';

/** Active: status "active" (any case) and an end date still in the future. */
export function isSubscriptionActive(
  subscription: Pick<Subscription, 'status' | 'end_date'>,
  now = new Date(),
) {
  if (subscription.status.toLowerCase() !== 'active') return false;
  const end = Date.parse(subscription.end_date);
  return Number.isFinite(end) && end > now.getTime();
}

/** "none", or the status of the first active subscription. */
export function subscriptionStatus(subscriptions: readonly Subscription[], now = new Date()): string {
  const active = subscriptions.find((s) => isSubscriptionActive(s, now));
  return active ? active.status : 'none';
}

/** Slug from the first subscription's plan name (spec section 4). */
export function planSlug(subscriptions: readonly Pick<Subscription, 'plan_name'>[]): PlanSlug {
  const name = subscriptions[0]?.plan_name.toLowerCase() ?? '';
  if (name.includes('all')) return 'all-vip';
  if (name.includes('publisher')) return 'publisher-vip';
  if (name.includes('trainer')) return 'trainer-vip';
  if (name.includes('reader')) return 'reader-vip';
  return 'free';
}

/** The local stand-in when the server has no subscription for the user: free plan, ten years. */
export function defaultFreeSubscription(userId: number, now = new Date()): Subscription {
  const end = new Date(now);
  end.setFullYear(end.getFullYear() + FREE_SUBSCRIPTION_YEARS);
  const stamp = now.toISOString();
  return {
    id: 0,
    userId,
    plan_id: DEFAULT_FREE_PLAN_ID,
    plan_name: 'Free',
    status: 'active',
    start_date: stamp,
    end_date: end.toISOString(),
    autoRenew: false,
    paymentMethod: 'free',
    createdAt: stamp,
    updatedAt: stamp,
  };
}

export interface SubscriptionState {
  subscriptions: Subscription[];
  status: string;
  slug: PlanSlug;
  /** Drives the "VIP Aktif" indicator: an active subscription on a plan other than the free one. */
  isVip: boolean;
}

/**
 * What the app keeps after asking the server: the list as given, or the default free subscription when the
 * list is empty; `null` (the fetch failed) empties the list and the status is "none".
 */
export function deriveSubscriptionState(
  fetched: readonly Subscription[] | null,
  userId: number,
  now = new Date(),
): SubscriptionState {
  const subscriptions =
    fetched === null ? [] : fetched.length ? [...fetched] : [defaultFreeSubscription(userId, now)];
  const status = subscriptionStatus(subscriptions, now);
  const slug = planSlug(subscriptions);
  // The slug only knows the VIP names; Pro Bulanan and Pro Tahunan are paid plans too.
  const active = subscriptions.find((s) => isSubscriptionActive(s, now));
  const isVip = active !== undefined && (slug !== 'free' || active.plan_id !== DEFAULT_FREE_PLAN_ID);
  return { subscriptions, status, slug, isVip };
}
