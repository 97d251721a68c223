import type { SubscriptionPayment } from '@pustaka/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { RefreshIcon } from '@/components/ui/icons';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { PAYMENTS_PAGE_SIZE, usePaymentHistory } from '@/features/subscription/api/manage-subscription';
import { isOnlineMethod } from '@/features/subscription/lib/plan-display';
import { formatDate, formatDateTime, formatRupiah } from '@/lib/format';
import { usePlanName } from './plan-text';

const TONES = { pending: 'warning', paid: 'success', failed: 'danger', expired: 'neutral' } as const;

export function PaymentStatusBadge({ status }: { status: SubscriptionPayment['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge tone={TONES[status]} data-testid="payment-status" data-status={status}>
      {t(`plans.paymentStatus.${status}`)}
    </Badge>
  );
}

export function MethodName({ method }: { method: string }) {
  const { t } = useTranslation();
  if (isOnlineMethod(method)) return <>{t(`plans.methods.${method}`)}</>;
  if (method === 'free') return <>{t('plans.free')}</>;
  return <>{method}</>;
}

function PaymentRow({ payment }: { payment: SubscriptionPayment }) {
  const { t, i18n } = useTranslation();
  const planName = usePlanName(payment.plan_id, payment.plan_name);
  return (
    <li
      className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
      data-testid="payment-row"
    >
      <div className="min-w-0 space-y-0.5">
        <p className="font-medium text-slate-900">
          {planName}
          <span className="ml-2 text-xs font-normal text-slate-500">
            {t(`plans.paymentKind.${payment.kind}`)}
          </span>
        </p>
        <p className="text-xs break-all text-slate-500">
          {payment.code} · <MethodName method={payment.payment_method} /> ·{' '}
          {formatDateTime(payment.paid_at ?? payment.created_at, i18n.language)}
        </p>
        {payment.period_start && payment.period_end ? (
          <p className="text-xs text-slate-500">
            {t('plans.period', {
              from: formatDate(payment.period_start, i18n.language),
              to: formatDate(payment.period_end, i18n.language),
            })}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:justify-end">
        <span className="font-semibold text-slate-900">{formatRupiah(payment.amount)}</span>
        <PaymentStatusBadge status={payment.status} />
        {payment.status === 'pending' && payment.payment_url ? (
          <a
            href={payment.payment_url}
            className="text-sm font-semibold text-indigo-700 hover:underline"
            data-testid="payment-continue"
          >
            {t('plans.continuePayment')}
          </a>
        ) : null}
      </div>
    </li>
  );
}

/** The user's subscription payments, newest first, ten a page. */
export function PaymentHistory() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const history = usePaymentHistory(page);
  if (history.error && !history.data) {
    return (
      <Alert tone="error" title={t('plans.historyFailed')}>
        <p>{history.error.message}</p>
        <Button
          size="sm"
          variant="outline"
          className="mt-2"
          icon={<RefreshIcon className="size-4" />}
          onClick={() => void history.refetch()}
        >
          {t('plans.retry')}
        </Button>
      </Alert>
    );
  }
  if (!history.data) {
    return (
      <div className="space-y-3" aria-busy="true">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-12 w-full rounded-lg" />
        ))}
      </div>
    );
  }
  if (history.data.items.length === 0) {
    return (
      <p className="text-sm text-slate-500" data-testid="payment-history-empty">
        {t('plans.historyEmptyText')}
      </p>
    );
  }
  const { items, total, pageSize } = history.data;
  return (
    <div className="space-y-3">
      <ul className="divide-y divide-slate-100" data-testid="payment-history">
        {items.map((payment) => (
          <PaymentRow key={payment.id} payment={payment} />
        ))}
      </ul>
      {total > pageSize ? (
        <Pagination
          page={page}
          pageSize={pageSize || PAYMENTS_PAGE_SIZE}
          total={total}
          onPageChange={setPage}
          labels={{
            previous: t('common.previous'),
            next: t('common.next'),
            summary: t('plans.historyPage', { page, pages: Math.ceil(total / pageSize) }),
          }}
        />
      ) : null}
    </div>
  );
}
