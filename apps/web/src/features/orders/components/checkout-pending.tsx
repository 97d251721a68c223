import type { CheckoutQuote, Order } from '@pustaka/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { ChevronRightIcon, LockIcon } from '@/components/ui/more-icons';
import { useCancelOrder } from '@/features/orders/api/orders';
import { useFollowRedirect } from '@/features/orders/lib/use-follow-redirect';
import { formatRupiah } from '@/lib/format';
import { BankTransferPanel } from './bank-transfer-panel';
import { OrderStatusBadge } from './order-status-badge';

/** An order for this product is still open: pay it, send the proof, or drop it and start again. */
export function CheckoutPending({ quote, order }: { quote: CheckoutQuote; order: Order }) {
  const { t } = useTranslation();
  const cancel = useCancelOrder();
  const follow = useFollowRedirect();
  const manual = order.payment_method === 'bank_transfer';
  return (
    <Card data-testid="checkout-pending">
      <CardHeader
        title={manual ? t('checkout.pendingManualTitle') : t('checkout.pendingTitle')}
        description={t('checkout.pendingText', {
          code: order.code,
          method: t(`orders.methods.${order.payment_method}`),
        })}
        action={<OrderStatusBadge status={order.status} />}
      />
      <CardBody className="space-y-4">
        {manual ? (
          <BankTransferPanel order={order} account={quote.manual_transfer} />
        ) : order.payment_url ? (
          <Button
            size="lg"
            className="w-full"
            icon={<LockIcon className="size-5" />}
            onClick={() => follow(order.payment_url as string)}
            data-testid="resume-payment"
          >
            {t('checkout.resume', { amount: formatRupiah(order.amount) })}
          </Button>
        ) : null}
        {cancel.error ? <Alert tone="error">{cancel.error.message}</Alert> : null}
        <div className="flex flex-col gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
          <Link
            to={`/dashboard/orders/${order.id}`}
            className="inline-flex items-center gap-1 text-sm font-medium text-indigo-700 hover:underline"
          >
            {t('checkout.viewOrder')}
            <ChevronRightIcon className="size-4" />
          </Link>
          {order.status === 'pending' ? (
            <Button
              variant="ghost"
              size="sm"
              loading={cancel.isPending}
              onClick={() => cancel.mutate(order.id)}
              data-testid="cancel-pending"
            >
              {t('checkout.changeMethod')}
            </Button>
          ) : null}
        </div>
      </CardBody>
    </Card>
  );
}
