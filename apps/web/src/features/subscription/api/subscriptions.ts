import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  type CachedSubscriptions,
  clearSubscriptionCache,
  readSubscriptionCache,
  writeSubscriptionCache,
} from '@/features/subscription/lib/subscription-cache';
import {
  deriveSubscriptionState,
  SUBSCRIPTION_CACHE_MS,
  type SubscriptionState,
} from '@/features/subscription/lib/subscription-rules';
import { verifySubscription } from '@/features/subscription/lib/subscription-verify';
import { i18n } from '@/i18n';
import { api } from '@/lib/api-client';

export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  mine: (userId: number) => [...subscriptionKeys.all, 'me', userId] as const,
  plans: () => [...subscriptionKeys.all, 'plans'] as const,
  livePlans: () => [...subscriptionKeys.all, 'plans', 'live'] as const,
  features: () => [...subscriptionKeys.all, 'features'] as const,
  payments: () => [...subscriptionKeys.all, 'payments'] as const,
  paymentList: (page: number) => [...subscriptionKeys.payments(), 'list', page] as const,
  payment: (id: number) => [...subscriptionKeys.payments(), 'detail', id] as const,
};

async function fetchMySubscriptions(userId: number): Promise<CachedSubscriptions> {
  const verification = await verifySubscription(
    userId,
    () => api.get<unknown>('/subscriptions/me'),
    i18n.t('subscription.verifyFailed'),
  );
  const entry: CachedSubscriptions = verification.success
    ? { userId, subscriptions: verification.subscriptions, checkedAt: Date.now() }
    : { userId, subscriptions: null, failure: verification.reason, checkedAt: Date.now() };
  // A failed check is not kept for the next page: it asks the server again instead of trusting the failure.
  if (verification.success) writeSubscriptionCache(entry);
  else clearSubscriptionCache();
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

/** The user's subscription state; `failure` says why the last check with the server failed, if it did. */
export function useSubscriptionState(userId: number | null): {
  state: SubscriptionState;
  isPending: boolean;
  failure: string | null;
} {
  const query = useQuery({ ...mySubscriptionsQueryOptions(userId ?? 0), enabled: userId !== null });
  if (userId === null || !query.data)
    return { state: emptyState, isPending: userId !== null && query.isPending, failure: null };
  return {
    state: deriveSubscriptionState(query.data.subscriptions, userId),
    isPending: false,
    failure: query.data.failure ?? null,
  };
}

/**
 * After a purchase, a cancellation or a change: forget the session-storage copy (a page opened later must not
 * start from it) and fetch the user's subscriptions, payments and features again, which refreshes the badge.
 */
export function useRefreshSubscriptions() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    clearSubscriptionCache();
    return queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
  }, [queryClient]);
}
