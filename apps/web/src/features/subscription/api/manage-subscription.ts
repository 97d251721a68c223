import type {
  OnlinePaymentMethod,
  PurchaseResult,
  Subscription,
  SubscriptionPayment,
  SubscriptionPaymentSchema,
} from '@pustaka/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { paymentPollInterval } from '@/features/subscription/lib/plan-display';
import { api } from '@/lib/api-client';
import type { PageOf } from '@/lib/api-types';
import { subscriptionKeys, useRefreshSubscriptions } from './subscriptions';

// Buying, cancelling and paying for a subscription: only the subscription pages load this.

/** Starts a purchase; the caller sends the browser to `redirect_url`, the gateway's payment page. */
export function usePurchasePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { plan_id: number; payment_method?: OnlinePaymentMethod }) =>
      api.post<PurchaseResult>('/subscriptions/purchase', input),
    onSuccess: (result) => {
      queryClient.setQueryData(subscriptionKeys.payment(result.payment.id), result.payment);
    },
  });
}

function useSubscriptionChange<Input>(request: (input: Input) => Promise<Subscription>) {
  const refresh = useRefreshSubscriptions();
  return useMutation({ mutationFn: request, onSuccess: () => refresh() });
}

/** Auto-renew off; the subscription stays active until its end date. */
export function useCancelSubscription() {
  return useSubscriptionChange((id: number) => api.post<Subscription>(`/subscriptions/${id}/cancel`, {}));
}

/** Auto-renew on again. */
export function useReactivateSubscription() {
  return useSubscriptionChange((id: number) => api.post<Subscription>(`/subscriptions/${id}/reactivate`, {}));
}

export function useChangePaymentMethod() {
  return useSubscriptionChange(({ id, method }: { id: number; method: OnlinePaymentMethod }) =>
    api.put<Subscription>(`/subscriptions/${id}/payment-method`, { paymentMethod: method }),
  );
}

export type PaymentPage = PageOf<typeof SubscriptionPaymentSchema>;

export const PAYMENTS_PAGE_SIZE = 10;

export function usePaymentHistory(page: number, enabled = true) {
  return useQuery({
    queryKey: subscriptionKeys.paymentList(page),
    queryFn: ({ signal }) =>
      api.get<PaymentPage>('/subscriptions/payments', {
        query: { page, pageSize: PAYMENTS_PAGE_SIZE },
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function paymentQueryOptions(id: number) {
  return queryOptions({
    queryKey: subscriptionKeys.payment(id),
    queryFn: ({ signal }) => api.get<SubscriptionPayment>(`/subscriptions/payments/${id}`, { signal }),
  });
}

/** One payment; while it is pending it is asked for again every 2 s, for a few minutes at most. */
export function usePayment(id: number | null, { poll = false }: { poll?: boolean } = {}) {
  const [startedAt] = useState(() => Date.now());
  return useQuery({
    ...paymentQueryOptions(id ?? 0),
    enabled: id !== null,
    refetchInterval: poll ? (query) => paymentPollInterval(query.state.data, Date.now() - startedAt) : false,
    refetchIntervalInBackground: false,
  });
}
