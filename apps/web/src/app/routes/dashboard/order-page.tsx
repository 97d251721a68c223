import { MANUAL_TRANSFER_ACCOUNT, type Order } from '@pustaka/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { BookIcon, SearchIcon } from '@/components/ui/icons';
import { ChevronRightIcon, LockIcon } from '@/components/ui/more-icons';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useCancelOrder, useOrder } from '@/features/orders/api/orders';
import { BankTransferPanel } from '@/features/orders/components/bank-transfer-panel';
import { OrderHistory } from '@/features/orders/components/order-history';
import { OrderStatusBadge } from '@/features/orders/components/order-status-badge';
import { PriceLines } from '@/features/orders/components/price-lines';
import { ProductThumb } from '@/features/orders/components/product-thumb';
import { ProofPreview } from '@/features/orders/components/proof-preview';
import { orderIdFrom, viewerPath } from '@/features/orders/lib/order-rules';
import { OrderRecommendations } from '@/features/recommendations/components/order-recommendations';
import { isApiError } from '@/lib/api-client';
import { formatDateTime, formatRupiah } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-sm font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

function NextStep({ order }: { order: Order }) {
  const { t } = useTranslation();
  const cancel = useCancelOrder();
  const [confirming, setConfirming] = useState(false);
  if (order.status === 'paid') {
    return (
      <ButtonLink
        to={viewerPath(order.product.id, order.product.product_format)}
        icon={<BookIcon className="size-4" />}
        data-testid="order-open"
      >
        {t('orders.open')}
      </ButtonLink>
    );
  }
  if (order.status !== 'pending') {
    if (order.status === 'awaiting_review') return null;
    return (
      <ButtonLink to={`/checkout/${order.product.id}`} variant="outline">
        {t('orders.buyAgain')}
      </ButtonLink>
    );
  }
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {order.payment_method !== 'bank_transfer' && order.payment_url ? (
          <Button
            icon={<LockIcon className="size-4" />}
            onClick={() => window.location.assign(order.payment_url as string)}
            data-testid="order-pay"
          >
            {t('orders.payNow', { amount: formatRupiah(order.amount) })}
          </Button>
        ) : null}
        <Button variant="outline" onClick={() => setConfirming(true)} data-testid="order-cancel">
          {t('orders.cancel')}
        </Button>
      </div>
      {cancel.error ? <Alert tone="error">{cancel.error.message}</Alert> : null}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('orders.cancelTitle')}
        description={`${order.code} · ${order.product.name}`}
        confirmLabel={t('orders.cancel')}
        onConfirm={() => cancel.mutate(order.id, { onSettled: () => setConfirming(false) })}
        pending={cancel.isPending}
        confirmTestId="confirm-cancel"
        cancelLabel={t('common.back')}
      >
        <p className="text-sm text-slate-700">{t('orders.cancelConfirm')}</p>
      </ConfirmDialog>
    </div>
  );
}

/** /dashboard/orders/{id}: one order, how to finish paying it, and its history. */
export function OrderPage() {
  const { t, i18n } = useTranslation();
  const { id } = useParams();
  const orderId = orderIdFrom(id ?? null);
  const query = useOrder(orderId);
  const order = query.data;
  useDocumentTitle(order ? t('orders.titleWithCode', { code: order.code }) : t('orders.title'));
  const missing = orderId === null || (isApiError(query.error) && query.error.status === 404);

  let body: ReactNode;
  if (missing) {
    body = (
      <EmptyState
        icon={<SearchIcon className="size-6" />}
        title={t('orders.notFound')}
        description={t('orders.notFoundText')}
        action={<ButtonLink to="/dashboard">{t('orders.backToDashboard')}</ButtonLink>}
      />
    );
  } else if (query.isError && !order) {
    body = (
      <RetryAlert
        title={t('orders.loadFailedOne')}
        message={query.error.message}
        retryLabel={t('catalogue.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (!order) {
    body = (
      <div
        className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
        aria-busy="true"
        data-testid="order-loading"
      >
        <Skeleton className="h-80 w-full rounded-2xl" />
        <Skeleton className="h-60 w-full rounded-2xl" />
      </div>
    );
  } else {
    const manual = order.payment_method === 'bank_transfer';
    body = (
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="min-w-0 space-y-6">
          <Card>
            <CardBody className="space-y-5">
              <div className="flex gap-4">
                <ProductThumb
                  src={order.product.image_url}
                  format={order.product.product_format}
                  className="w-20"
                />
                <div className="min-w-0 flex-1 space-y-2">
                  <OrderStatusBadge status={order.status} />
                  <h2 className="font-semibold text-slate-900">
                    <Link
                      to={`/products/${order.product.id}`}
                      className="hover:text-indigo-700 hover:underline"
                    >
                      {order.product.name}
                    </Link>
                  </h2>
                  <p className="text-sm text-slate-600">{order.seller.name}</p>
                </div>
              </div>
              <dl className="grid grid-cols-2 gap-4 border-t border-slate-100 pt-4 sm:grid-cols-3">
                <Fact label={t('orders.code')}>{order.code}</Fact>
                <Fact label={t('orders.method')}>{t(`orders.methods.${order.payment_method}`)}</Fact>
                <Fact label={t('orders.createdAt')}>{formatDateTime(order.created_at, i18n.language)}</Fact>
                {order.paid_at ? (
                  <Fact label={t('orders.paidAt')}>{formatDateTime(order.paid_at, i18n.language)}</Fact>
                ) : null}
                {order.status === 'pending' && order.expires_at ? (
                  <Fact label={t('orders.expiresAt')}>{formatDateTime(order.expires_at, i18n.language)}</Fact>
                ) : null}
              </dl>
              {order.review_note && order.status !== 'pending' ? (
                <Alert tone={order.status === 'rejected' ? 'error' : 'info'} title={t('orders.reviewNote')}>
                  {order.review_note}
                </Alert>
              ) : null}
              <NextStep order={order} />
            </CardBody>
          </Card>
          {manual && (order.status === 'pending' || order.status === 'awaiting_review') ? (
            <Card>
              <CardHeader title={t('orders.transfer.title')} description={t('orders.transfer.text')} />
              <CardBody>
                <BankTransferPanel order={order} account={MANUAL_TRANSFER_ACCOUNT} />
              </CardBody>
            </Card>
          ) : null}
          {order.has_proof ? (
            <Card>
              <CardHeader title={t('orders.proof.title')} />
              <CardBody>
                <ProofPreview orderId={order.id} lazy />
              </CardBody>
            </Card>
          ) : null}
        </div>
        <div className="space-y-6 lg:sticky lg:top-20">
          <Card>
            <CardHeader title={t('orders.summary')} />
            <CardBody>
              <PriceLines
                basePrice={order.base_price}
                discount={order.discount_amount}
                amount={order.amount}
                campaign={order.campaign_name}
              />
            </CardBody>
          </Card>
          <Card>
            <CardHeader title={t('orders.history')} />
            <CardBody>
              <OrderHistory events={order.events} />
            </CardBody>
          </Card>
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <div>
        <nav aria-label={t('orders.breadcrumb')} className="flex items-center gap-1 text-sm text-slate-500">
          <Link to="/dashboard" className="hover:text-indigo-700 hover:underline">
            {t('dashboard.title')}
          </Link>
          <ChevronRightIcon className="size-4" />
          <span aria-current="page" className="text-slate-700">
            {t('orders.title')}
          </span>
        </nav>
        <h1 className="mt-1 text-2xl font-bold break-words text-slate-900 sm:text-3xl">
          {order ? t('orders.titleWithCode', { code: order.code }) : t('orders.title')}
        </h1>
      </div>
      {body}
      <OrderRecommendations orderId={orderId} paid={order?.status === 'paid'} />
    </div>
  );
}
