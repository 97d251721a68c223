import type { SubscriptionPayment } from '@pustaka/contract';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchIcon } from '@/components/ui/icons';
import {
  CheckAgainButton,
  PollingNotice,
  ResultCard,
  ResultHeading,
  ResultOutcome,
  ResultSkeleton,
} from '@/components/ui/result-card';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useSession } from '@/features/auth/lib/session-store';
import { usePayment } from '@/features/subscription/api/manage-subscription';
import { useRefreshSubscriptions, useSubscriptionState } from '@/features/subscription/api/subscriptions';
import { MethodName, PaymentStatusBadge } from '@/features/subscription/components/payment-history';
import { paymentIdFrom } from '@/features/subscription/lib/plan-display';
import { isSubscriptionActive } from '@/features/subscription/lib/subscription-rules';
import { isApiError } from '@/lib/api-client';
import { formatDate, formatRupiah } from '@/lib/format';
import { usePollGaveUp } from '@/lib/payment-polling';
import { useDocumentTitle } from '@/lib/use-document-title';

function PaymentLine({
  payment,
  activeUntil,
}: {
  payment: SubscriptionPayment;
  activeUntil?: string | null;
}) {
  const { t, i18n } = useTranslation();
  const until = payment.status === 'paid' ? (activeUntil ?? payment.period_end) : null;
  return (
    <div className="space-y-1 rounded-xl bg-slate-50 p-4 text-left ring-1 ring-slate-100">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold break-words text-slate-900" data-testid="result-plan">
          {payment.plan_name}
        </p>
        <PaymentStatusBadge status={payment.status} />
      </div>
      <p className="text-xs break-all text-slate-500">
        {payment.code} · <MethodName method={payment.payment_method} />
      </p>
      <p className="text-sm font-semibold text-slate-900">{formatRupiah(payment.amount)}</p>
      {until ? (
        <p className="text-sm text-slate-600" data-testid="result-active-until">
          {t('plans.activeUntil', { date: formatDate(until, i18n.language) })}
        </p>
      ) : null}
    </div>
  );
}

function NoPayment({ missing = false }: { missing?: boolean }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<SearchIcon className="size-6" />}
      title={missing ? t('plans.result.notFound') : t('plans.result.noPayment')}
      description={missing ? t('plans.result.notFoundText') : t('plans.result.noPaymentText')}
      action={<ButtonLink to="/subscription">{t('plans.result.toPlans')}</ButtonLink>}
    />
  );
}

function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <RetryAlert
      title={t('plans.result.loadFailed')}
      message={message}
      retryLabel={t('plans.retry')}
      onRetry={onRetry}
    />
  );
}

/** Someone else's payment answers 404 as well as one that does not exist. */
function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/** What both pages show until there is a payment to talk about: missing, failed to load, or loading. */
function Lookup({ query }: { query: ReturnType<typeof usePayment> }) {
  if (query.isError) {
    return isNotFound(query.error) ? (
      <NoPayment missing />
    ) : (
      <LoadFailed message={query.error.message} onRetry={() => void query.refetch()} />
    );
  }
  return <ResultSkeleton testId="result-loading" />;
}

function NotPaid({ payment }: { payment?: SubscriptionPayment }) {
  const { t } = useTranslation();
  return (
    <ResultOutcome
      testId="subscription-not-paid"
      tone="failed"
      title={t('plans.result.notPaidTitle')}
      text={t('plans.result.notPaidText')}
      actions={<ButtonLink to="/subscription">{t('plans.result.tryAgain')}</ButtonLink>}
    >
      {payment ? <PaymentLine payment={payment} /> : null}
    </ResultOutcome>
  );
}

/**
 * /subscription/checkout-success?payment={id}: where the gateway returns the buyer. Asks every 2 s while the
 * payment is pending; once it is paid the user's subscription is fetched again, so the badge turns VIP.
 */
export function SubscriptionSuccessPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const paymentId = paymentIdFrom(params.get('payment'));
  const query = usePayment(paymentId, { poll: true });
  const payment = query.data;
  const paid = payment?.status === 'paid';
  const gaveUp = usePollGaveUp(payment?.status === 'pending');
  const refresh = useRefreshSubscriptions();
  const session = useSession();
  const { state } = useSubscriptionState(session.user?.id ?? null);
  // The payment names its period on renewals; on a purchase the new subscription says how long it runs.
  const started = paid
    ? state.subscriptions.find((s) => s.plan_id === payment.plan_id && isSubscriptionActive(s))
    : undefined;
  useDocumentTitle(paid ? t('plans.result.paidTitle') : t('plans.result.title'));

  useEffect(() => {
    if (paid) void refresh();
  }, [paid, refresh]);

  let body: ReactNode;
  if (paymentId === null) body = <NoPayment />;
  else if (!payment) body = <Lookup query={query} />;
  else if (payment.status === 'paid') {
    body = (
      <ResultOutcome
        testId="subscription-paid"
        tone="success"
        title={t('plans.result.paidTitle')}
        text={t('plans.result.paidText')}
        actions={
          <>
            <ButtonLink to="/subscription" size="lg" data-testid="to-my-subscription">
              {t('plans.result.mySubscription')}
            </ButtonLink>
            <ButtonLink to="/dashboard" size="lg" variant="outline">
              {t('plans.result.dashboard')}
            </ButtonLink>
          </>
        }
      >
        <PaymentLine payment={payment} activeUntil={started?.end_date} />
      </ResultOutcome>
    );
  } else if (payment.status === 'pending') {
    body = (
      <ResultOutcome
        testId="subscription-waiting"
        tone="waiting"
        title={t('plans.result.waitingTitle')}
        text={t('plans.result.waitingText')}
        actions={
          <>
            <CheckAgainButton
              gaveUp={gaveUp}
              label={t('plans.result.checkAgain')}
              onClick={() => void query.refetch()}
            />
            {payment.payment_url ? (
              <a
                href={payment.payment_url}
                className="text-center text-sm font-semibold text-indigo-700 hover:underline sm:self-center"
              >
                {t('plans.continuePayment')}
              </a>
            ) : null}
          </>
        }
      >
        <PaymentLine payment={payment} />
        <PollingNotice
          gaveUp={gaveUp}
          checking={t('plans.result.checking')}
          slowTitle={t('plans.result.slowTitle')}
          slowText={t('plans.result.slowText')}
        />
      </ResultOutcome>
    );
  } else body = <NotPaid payment={payment} />;

  return <ResultCard>{body}</ResultCard>;
}

/** /subscription/checkout-fail?payment={id}: the gateway says the payment did not go through. */
export function SubscriptionFailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const paymentId = paymentIdFrom(params.get('payment'));
  const query = usePayment(paymentId);
  const payment = query.data;
  useDocumentTitle(t('plans.result.notPaidTitle'));

  let body: ReactNode;
  if (paymentId === null) body = <NotPaid />;
  else if (!payment) body = <Lookup query={query} />;
  else if (payment.status === 'paid') {
    // The buyer came back through the failure address but the money did arrive.
    body = (
      <div className="space-y-6" data-testid="subscription-paid">
        <ResultHeading tone="success" title={t('plans.result.paidTitle')} text={t('plans.result.paidText')} />
        <PaymentLine payment={payment} />
        <div className="flex justify-center">
          <ButtonLink to={`/subscription/checkout-success?payment=${payment.id}`}>
            {t('plans.result.mySubscription')}
          </ButtonLink>
        </div>
      </div>
    );
  } else body = <NotPaid payment={payment} />;

  return <ResultCard>{body}</ResultCard>;
}
