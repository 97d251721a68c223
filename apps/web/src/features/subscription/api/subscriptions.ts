import type { Subscription } from '@pustaka/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import {
  type CachedSubscriptions,
  readSubscriptionCache,
  writeSubscriptionCache,
} from '../lib/subscription-cache';
import {
  DEFAULT_PLANS,
  deriveSubscriptionState,
  hasPlanFeature,
  type Plan,
  SUBSCRIPTION_CACHE_MS,
  type SubscriptionState,
} from '../lib/subscription-rules';

export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  mine: (userId: number) => [...subscriptionKeys.all, 'me', userId] as const,
  plans: () => [...subscriptionKeys.all, 'plans'] as const,
};

async function fetchMySubscriptions(userId: number): Promise<CachedSubscriptions> {
  let subscriptions: Subscription[] | null = null;
  try {
    const data = await api.get<Subscription[]>('/subscriptions/me');
    subscriptions = Array.isArray(data) ? data : null;
  } catch (error) {
    console.warn('Active subscriptions could not be fetched', error);
  }
  const entry: CachedSubscriptions = { userId, subscriptions, checkedAt: Date.now() };
  writeSubscriptionCache(entry);
  return entry;
}

/** Cached in sessionStorage and trusted for 30 s; after that the next reader checks with the server. */
export function mySubscriptionsQueryOptions(userId: number) {
  const cached = readSubscriptionCache(userId);
  return queryOptions({
    queryKey: subscriptionKeys.mine(userId),
    queryFn: () => fetchMySubscriptions(userId),
    staleTime: SUBSCRIPTION_CACHE_MS,
    initialData: cached ?? undefined,
    initialDataUpdatedAt: cached?.checkedAt,
  });
}

const emptyState: SubscriptionState = { subscriptions: [], status: 'none', slug: 'free', isVip: false };

export function useSubscriptionState(userId: number | null): {
  state: SubscriptionState;
  isPending: boolean;
} {
  const query = useQuery({ ...mySubscriptionsQueryOptions(userId ?? 0), enabled: userId !== null });
  if (userId === null || !query.data)
    return { state: emptyState, isPending: userId !== null && query.isPending };
  return { state: deriveSubscriptionState(query.data.subscriptions, userId), isPending: false };
}

function readPlans(data: unknown): Plan[] {
  const list = Array.isArray(data)
    ? data
    : Array.isArray((data as { items?: unknown } | null)?.items)
      ? (data as { items: unknown[] }).items
      : null;
  if (!list) throw new Error('Unexpected plan list');
  return list.map((raw) => {
    const plan = raw as Partial<Plan>;
    return { ...(plan as Plan), features: Array.isArray(plan.features) ? plan.features : [] };
  });
}

/** The public plan list; when it cannot be fetched the default plans stand in. */
export function plansQueryOptions() {
  return queryOptions({
    queryKey: subscriptionKeys.plans(),
    queryFn: async () => {
      try {
        return readPlans(await api.get<unknown>('/public/subscriptions/plans'));
      } catch (error) {
        console.warn('Plans could not be fetched; showing default plans', error);
        return DEFAULT_PLANS;
      }
    },
    staleTime: SUBSCRIPTION_CACHE_MS,
  });
}

/** Whether the user's active plan includes a feature (create_landing_page, publish_blog, lms_access ...). */
export function useFeatureAccess(
  userId: number | null,
  feature: string,
): { allowed: boolean; isPending: boolean } {
  const subscriptions = useQuery({
    ...mySubscriptionsQueryOptions(userId ?? 0),
    enabled: userId !== null,
    refetchOnMount: true,
  });
  const plans = useQuery({ ...plansQueryOptions(), enabled: userId !== null });
  if (userId === null) return { allowed: false, isPending: false };
  if (!subscriptions.data || !plans.data) return { allowed: false, isPending: true };
  const state = deriveSubscriptionState(subscriptions.data.subscriptions, userId);
  return { allowed: hasPlanFeature(state.subscriptions, plans.data, feature), isPending: false };
}
