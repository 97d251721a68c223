import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_PLANS, hasPlanFeature, type Plan } from '@/features/subscription/lib/plan-rules';
import {
  deriveSubscriptionState,
  SUBSCRIPTION_CACHE_MS,
} from '@/features/subscription/lib/subscription-rules';
import { api } from '@/lib/api-client';
import { mySubscriptionsQueryOptions, subscriptionKeys } from './subscriptions';

// The plan list and feature access, for the plan-feature guard; the top bar's state is in subscriptions.ts.

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

/** /subscription-live: the server's plan list only; a failure is shown, never replaced by the defaults. */
export function livePlansQueryOptions() {
  return queryOptions({
    queryKey: subscriptionKeys.livePlans(),
    queryFn: async ({ signal }) =>
      readPlans(await api.get<unknown>('/public/subscriptions/plans', { signal })),
    staleTime: SUBSCRIPTION_CACHE_MS,
  });
}
