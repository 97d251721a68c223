import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { XCircleIcon } from '@/components/ui/more-icons';
import { Skeleton } from '@/components/ui/skeleton';
import { useOrder } from '@/features/orders/api/orders';
import { OrderStatusBadge } from '@/features/orders/components/order-status-badge';
import { ProductThumb } from '@/features/orders/components/product-thumb';
import { orderIdFrom } from '@/features/orders/lib/order-rules';
import { formatRupiah } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /checkout-fail?order={id}: the gateway sent the buyer back without a payment. */
export function CheckoutFailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderId = orderIdFrom(params.get('order'));
  const query = useOrder(orderId);
  const order = query.data;
  useDocumentTitle(t('checkoutResult.failTitle'));

  // The buyer may come back here after all (the back button) once the order was paid after all.
  const paidAfterAll = order?.status === 'paid';

  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:py-16">
      <Card>
        <CardBody className="space-y-6 px-5 py-8 text-center sm:px-8" data-testid="checkout-fail">
          <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-red-50 text-red-600">
            <XCircleIcon className="size-9" />
          </span>
          <div className="space-y-2">
            <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('checkoutResult.failTitle')}</h1>
            <p className="mx-auto max-w-md text-slate-600">{t('checkoutResult.failText')}</p>
          </div>
          {orderId !== null && query.isPending ? (
            <Skeleton className="h-20 w-full rounded-xl" />
          ) : order ? (
            <div className="flex items-center gap-4 rounded-xl bg-slate-50 p-3 text-left ring-1 ring-slate-100">
              <ProductThumb
                src={order.product.image_url}
                format={order.product.product_format}
                className="w-14"
              />
              <div className="min-w-0 flex-1 space-y-1">
                <p className="font-semibold break-words text-slate-900">{order.product.name}</p>
                <p className="text-xs break-all text-slate-500">
                  {t('orders.code')} {order.code}
                </p>
                <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
                  {formatRupiah(order.amount)}
                  <OrderStatusBadge status={order.status} />
                </p>
              </div>
            </div>
          ) : null}
          <div className="flex flex-col justify-center gap-2 sm:flex-row">
            {paidAfterAll && order ? (
              <ButtonLink to={`/checkout-success?order=${order.id}`}>
                {t('checkoutResult.seePaid')}
              </ButtonLink>
            ) : order ? (
              <ButtonLink to={`/checkout/${order.product.id}`} data-testid="retry-checkout">
                {t('checkoutResult.tryAgain')}
              </ButtonLink>
            ) : (
              <ButtonLink to="/products">{t('checkout.browse')}</ButtonLink>
            )}
            <ButtonLink to={order ? `/dashboard/orders/${order.id}` : '/dashboard'} variant="outline">
              {order ? t('checkoutResult.viewOrder') : t('checkoutResult.myOrders')}
            </ButtonLink>
          </div>
        </CardBody>
      </Card>
    </div>
  );
}
