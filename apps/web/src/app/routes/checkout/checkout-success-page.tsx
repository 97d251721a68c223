import type { Order } from '@pustaka/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { BookIcon, SearchIcon } from '@/components/ui/icons';
import {
  CheckAgainButton,
  PollingNotice,
  ResultCard,
  ResultOutcome,
  ResultSkeleton,
} from '@/components/ui/result-card';
import { RetryAlert } from '@/components/ui/retry-alert';
import { checkoutKeys } from '@/features/orders/api/checkout';
import { libraryKeys } from '@/features/orders/api/library';
import { orderKeys, useReturningOrder } from '@/features/orders/api/orders';
import { OrderStatusBadge } from '@/features/orders/components/order-status-badge';
import { ProductThumb } from '@/features/orders/components/product-thumb';
import { orderIdFrom, viewerPath } from '@/features/orders/lib/order-rules';
import { OrderRecommendations } from '@/features/recommendations/components/order-recommendations';
import { formatRupiah } from '@/lib/format';
import { usePollGaveUp } from '@/lib/payment-polling';
import { useDocumentTitle } from '@/lib/use-document-title';

function OrderLine({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-4 rounded-xl bg-slate-50 p-3 text-left ring-1 ring-slate-100">
      <ProductThumb src={order.product.image_url} format={order.product.product_format} className="w-14" />
      <div className="min-w-0 flex-1 space-y-0.5">
        <p className="font-semibold break-words text-slate-900" data-testid="success-product">
          {order.product.name}
        </p>
        <p className="text-xs text-slate-500">
          {/* The code wraps as a whole, never mid-code: buyers read it out to support. */}
          {t('orders.code')} <span className="whitespace-nowrap">{order.code}</span>
        </p>
        <p className="text-sm font-semibold text-slate-900">
          {order.amount === 0 ? t('orders.free') : formatRupiah(order.amount)}
        </p>
      </div>
    </div>
  );
}

/** /checkout-success?order={id}: where the gateway sends the buyer back; waits for the payment to land. */
export function CheckoutSuccessPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderId = orderIdFrom(params.get('order'));
  const query = useReturningOrder(orderId);
  const order = query.data;
  const queryClient = useQueryClient();
  const paid = order?.status === 'paid';
  const gaveUp = usePollGaveUp(order?.status === 'pending');
  useDocumentTitle(paid ? t('checkoutResult.paidTitle') : t('checkoutResult.title'));

  useEffect(() => {
    // The library and the product's checkout state change the moment the order is paid.
    if (paid) {
      void queryClient.invalidateQueries({ queryKey: libraryKeys.all });
      void queryClient.invalidateQueries({ queryKey: checkoutKeys.all });
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
    }
  }, [paid, queryClient]);

  let body: ReactNode;
  if (orderId === null) {
    body = (
      <EmptyState
        icon={<SearchIcon className="size-6" />}
        title={t('checkoutResult.noOrder')}
        description={t('checkoutResult.noOrderText')}
        action={<ButtonLink to="/dashboard">{t('checkoutResult.myOrders')}</ButtonLink>}
      />
    );
  } else if (query.isError && !order) {
    body = (
      <RetryAlert
        title={t('checkoutResult.loadFailed')}
        message={query.error.message}
        retryLabel={t('catalogue.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (!order) {
    body = <ResultSkeleton testId="success-loading" />;
  } else if (order.status === 'paid') {
    body = (
      <ResultOutcome
        testId="checkout-paid"
        tone="success"
        title={t('checkoutResult.paidTitle')}
        text={t('checkoutResult.paidText')}
        actions={
          <>
            <ButtonLink
              to={viewerPath(order.product.id, order.product.product_format)}
              size="lg"
              icon={<BookIcon className="size-5" />}
              data-testid="open-content"
            >
              {t('checkoutResult.open')}
            </ButtonLink>
            <ButtonLink to="/dashboard/library" size="lg" variant="outline">
              {t('checkoutResult.library')}
            </ButtonLink>
          </>
        }
      >
        <OrderLine order={order} />
      </ResultOutcome>
    );
  } else if (order.status === 'pending' || order.status === 'awaiting_review') {
    const review = order.status === 'awaiting_review';
    body = (
      <ResultOutcome
        testId="checkout-waiting"
        tone="waiting"
        title={review ? t('checkoutResult.reviewTitle') : t('checkoutResult.waitingTitle')}
        text={review ? t('checkoutResult.reviewText') : t('checkoutResult.waitingText')}
        actions={
          <>
            <CheckAgainButton
              gaveUp={gaveUp}
              label={t('checkoutResult.checkAgain')}
              onClick={() => void query.refetch()}
            />
            <ButtonLink to={`/dashboard/orders/${order.id}`} variant="outline">
              {t('checkoutResult.viewOrder')}
            </ButtonLink>
          </>
        }
      >
        <OrderLine order={order} />
        {review ? null : (
          <PollingNotice
            gaveUp={gaveUp}
            checking={t('checkoutResult.checking')}
            slowTitle={t('checkoutResult.slowTitle')}
            slowText={t('checkoutResult.slowText')}
          />
        )}
      </ResultOutcome>
    );
  } else {
    body = (
      <ResultOutcome
        testId="checkout-not-paid"
        tone="failed"
        title={t('checkoutResult.notPaidTitle')}
        text={t('checkoutResult.notPaidText')}
        actions={
          <>
            <ButtonLink to={`/checkout/${order.product.id}`}>{t('checkoutResult.tryAgain')}</ButtonLink>
            <ButtonLink to={`/dashboard/orders/${order.id}`} variant="outline">
              {t('checkoutResult.viewOrder')}
            </ButtonLink>
          </>
        }
      >
        <div className="flex justify-center">
          <OrderStatusBadge status={order.status} />
        </div>
        <OrderLine order={order} />
      </ResultOutcome>
    );
  }

  return (
    <>
      <ResultCard>{body}</ResultCard>
      <div className="mx-auto max-w-5xl px-4 pb-12 sm:px-6 lg:px-8">
        <OrderRecommendations orderId={orderId} paid={paid} />
      </div>
    </>
  );
}
