import type { CheckoutInput, CheckoutQuote, CheckoutResult } from '@pustaka/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { libraryKeys } from './library';
import { orderKeys } from './orders';

export const checkoutKeys = {
  all: ['checkout'] as const,
  quote: (productId: number) => [...checkoutKeys.all, 'quote', productId] as const,
  voucherQuote: (productId: number, code: string) =>
    [...checkoutKeys.quote(productId), 'voucher', code] as const,
};

/** Price, ownership, a pending order and the methods on offer: everything the checkout page shows. */
export function checkoutQuoteQueryOptions(productId: number) {
  return queryOptions({
    queryKey: checkoutKeys.quote(productId),
    queryFn: ({ signal }) => api.get<CheckoutQuote>(`/checkout/${productId}`, { signal }),
    staleTime: 15_000,
  });
}

export function useCheckoutQuote(productId: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...checkoutQuoteQueryOptions(productId),
    enabled: (options.enabled ?? true) && Number.isInteger(productId) && productId > 0,
  });
}

/** The quote under a voucher code; an unusable code fails with the reason the server names. */
export function useVoucherQuote(productId: number, code: string | null) {
  return useQuery({
    queryKey: checkoutKeys.voucherQuote(productId, code ?? ''),
    queryFn: ({ signal }) =>
      api.get<CheckoutQuote>(`/checkout/${productId}`, { query: { voucher_code: code ?? '' }, signal }),
    enabled: code !== null && Number.isInteger(productId) && productId > 0,
    staleTime: 15_000,
    retry: false,
  });
}

/** Places the order; the caller sends the browser to `redirect_url`. */
export function useCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CheckoutInput) => api.post<CheckoutResult>('/orders/checkout', input),
    onSuccess: (result) => {
      queryClient.setQueryData(orderKeys.detail(result.order.id), result.order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: checkoutKeys.quote(result.order.product.id) });
      if (result.order.status === 'paid') void queryClient.invalidateQueries({ queryKey: libraryKeys.all });
    },
  });
}
