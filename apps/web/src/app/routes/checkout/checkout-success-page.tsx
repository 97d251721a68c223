import type { Order } from '@pustaka/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { BookIcon, RefreshIcon, SearchIcon } from '../../../components/ui/icons';
import { CheckCircleIcon, ClockIcon, XCircleIcon } from '../../../components/ui/more-icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { libraryKeys } from '../../../features/orders/api/library';
import { useReturningOrder } from '../../../features/orders/api/orders';
import { OrderStatusBadge } from '../../../features/orders/components/order-status-badge';
import { ProductThumb } from '../../../features/orders/components/product-thumb';
import { orderIdFrom, SUCCESS_POLL_LIMIT_MS, viewerPath } from '../../../features/orders/lib/order-rules';
import { formatRupiah } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';

function OrderLine({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-4 rounded-xl bg-slate-50 p-3 text-left ring-1 ring-slate-100">
      <ProductThumb src={order.product.image_url} format={order.product.product_format} className="w-14" />
      <div className="min-w-0 flex-1 space-y-0.5">
        <p className="font-semibold break-words text-slate-900" data-testid="success-product">
          {order.product.name}
        </p>
        <p className="text-xs break-all text-slate-500">
          {t('orders.code')} {order.code}
        </p>
        <p className="text-sm font-semibold text-slate-900">
          {order.amount === 0 ? t('orders.free') : formatRupiah(order.amount)}
        </p>
      </div>
    </div>
  );
}

function Heading({
  tone,
  title,
  text,
}: {
  tone: 'success' | 'waiting' | 'failed';
  title: string;
  text: string;
}) {
  const icon =
    tone === 'success' ? (
      <CheckCircleIcon className="size-9" />
    ) : tone === 'failed' ? (
      <XCircleIcon className="size-9" />
    ) : (
      <ClockIcon className="size-9" />
    );
  const colours =
    tone === 'success'
      ? 'bg-emerald-50 text-emerald-600'
      : tone === 'failed'
        ? 'bg-red-50 text-red-600'
        : 'bg-amber-50 text-amber-600';
  return (
    <div className="space-y-3 text-center">
      <span className={`mx-auto flex size-16 items-center justify-center rounded-full ${colours}`}>
        {icon}
      </span>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mx-auto max-w-md text-slate-600">{text}</p>
    </div>
  );
}

/** True once the page has waited longer than the polling limit; the timer only runs while it waits. */
function useGaveUp(waiting: boolean) {
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setGaveUp(true), SUCCESS_POLL_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  return gaveUp;
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
  const gaveUp = useGaveUp(order?.status === 'pending');
  useDocumentTitle(paid ? t('checkoutResult.paidTitle') : t('checkoutResult.title'));

  useEffect(() => {
    // The library and the product's checkout state change the moment the order is paid.
    if (paid) {
      void queryClient.invalidateQueries({ queryKey: libraryKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['checkout'] });
      void queryClient.invalidateQueries({ queryKey: ['orders', 'list'] });
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
      <Alert tone="error" title={t('checkoutResult.loadFailed')}>
        <p>{query.error.message}</p>
        <Button
          size="sm"
          variant="outline"
          className="mt-2"
          icon={<RefreshIcon className="size-4" />}
          onClick={() => void query.refetch()}
        >
          {t('catalogue.retry')}
        </Button>
      </Alert>
    );
  } else if (!order) {
    body = (
      <div className="space-y-4" aria-busy="true" data-testid="success-loading">
        <Skeleton className="mx-auto size-16 rounded-full" />
        <Skeleton className="mx-auto h-8 w-2/3" />
        <Skeleton className="h-20 w-full rounded-xl" />
      </div>
    );
  } else if (order.status === 'paid') {
    body = (
      <div className="space-y-6" data-testid="checkout-paid">
        <Heading tone="success" title={t('checkoutResult.paidTitle')} text={t('checkoutResult.paidText')} />
        <OrderLine order={order} />
        <div className="flex flex-col justify-center gap-2 sm:flex-row">
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
        </div>
      </div>
    );
  } else if (order.status === 'pending' || order.status === 'awaiting_review') {
    const review = order.status === 'awaiting_review';
    body = (
      <div className="space-y-6" data-testid="checkout-waiting">
        <Heading
          tone="waiting"
          title={review ? t('checkoutResult.reviewTitle') : t('checkoutResult.waitingTitle')}
          text={review ? t('checkoutResult.reviewText') : t('checkoutResult.waitingText')}
        />
        <OrderLine order={order} />
        {review ? null : gaveUp ? (
          <Alert tone="warning" title={t('checkoutResult.slowTitle')}>
            {t('checkoutResult.slowText')}
          </Alert>
        ) : (
          <p className="flex items-center justify-center gap-2 text-sm text-slate-600" role="status">
            <Spinner />
            {t('checkoutResult.checking')}
          </p>
        )}
        <div className="flex flex-col justify-center gap-2 sm:flex-row">
          {gaveUp ? (
            <Button
              variant="outline"
              icon={<RefreshIcon className="size-4" />}
              onClick={() => void query.refetch()}
            >
              {t('checkoutResult.checkAgain')}
            </Button>
          ) : null}
          <ButtonLink to={`/dashboard/orders/${order.id}`} variant="outline">
            {t('checkoutResult.viewOrder')}
          </ButtonLink>
        </div>
      </div>
    );
  } else {
    body = (
      <div className="space-y-6" data-testid="checkout-not-paid">
        <Heading
          tone="failed"
          title={t('checkoutResult.notPaidTitle')}
          text={t('checkoutResult.notPaidText')}
        />
        <div className="flex justify-center">
          <OrderStatusBadge status={order.status} />
        </div>
        <OrderLine order={order} />
        <div className="flex flex-col justify-center gap-2 sm:flex-row">
          <ButtonLink to={`/checkout/${order.product.id}`}>{t('checkoutResult.tryAgain')}</ButtonLink>
          <ButtonLink to={`/dashboard/orders/${order.id}`} variant="outline">
            {t('checkoutResult.viewOrder')}
          </ButtonLink>
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:py-16">
      <Card>
        <CardBody className="px-5 py-8 sm:px-8">{body}</CardBody>
      </Card>
    </div>
  );
}
