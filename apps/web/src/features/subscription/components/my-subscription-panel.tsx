import type { OnlinePaymentMethod, Subscription } from '@pustaka/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { RefreshIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import {
  useCancelSubscription,
  useChangePaymentMethod,
  useReactivateSubscription,
} from '@/features/subscription/api/manage-subscription';
import { useRefreshSubscriptions, useSubscriptionState } from '@/features/subscription/api/subscriptions';
import {
  isAutoDebit,
  isOnlineMethod,
  isPaidSubscription,
  shownSubscription,
} from '@/features/subscription/lib/plan-display';
import { isSubscriptionActive } from '@/features/subscription/lib/subscription-rules';
import { formatDate } from '@/lib/format';
import { MethodChoice } from './method-choice';
import { MethodName, PaymentHistory } from './payment-history';
import { usePlanName } from './plan-text';

function Detail({
  label,
  children,
  testId,
  wide = false,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
  /** Takes a whole row on phones. */
  wide?: boolean;
}) {
  return (
    <div className={wide ? 'col-span-2 min-w-0 sm:col-span-1' : 'min-w-0'}>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm font-medium break-words text-slate-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function StatusBadge({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation();
  if (isSubscriptionActive(subscription)) {
    return subscription.autoRenew ? (
      <Badge tone="success">{t('plans.status.active')}</Badge>
    ) : (
      <Badge tone="warning">{t('plans.status.ending')}</Badge>
    );
  }
  return subscription.status.toLowerCase() === 'pending' ? (
    <Badge tone="info">{t('plans.status.pending')}</Badge>
  ) : (
    <Badge tone="neutral">{t('plans.status.ended')}</Badge>
  );
}

function CancelDialog({
  subscription,
  open,
  onClose,
}: {
  subscription: Subscription;
  open: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const cancel = useCancelSubscription();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('plans.cancelTitle')}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('plans.keep')}
          </Button>
          <Button
            variant="danger"
            loading={cancel.isPending}
            data-testid="confirm-cancel"
            onClick={() =>
              cancel.mutate(subscription.id, {
                onSuccess: () => {
                  toast.success(t('plans.cancelled'));
                  onClose();
                },
              })
            }
          >
            {t('plans.cancelConfirm')}
          </Button>
        </>
      }
    >
      <div className="space-y-3 text-sm text-slate-700">
        <p>{t('plans.cancelText', { date: formatDate(subscription.end_date, i18n.language) })}</p>
        {cancel.error ? <Alert tone="error">{cancel.error.message}</Alert> : null}
      </div>
    </Dialog>
  );
}

function MethodDialog({
  subscription,
  open,
  onClose,
}: {
  subscription: Subscription;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const change = useChangePaymentMethod();
  const [method, setMethod] = useState<OnlinePaymentMethod>(
    isOnlineMethod(subscription.paymentMethod) ? subscription.paymentMethod : 'qris',
  );
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('plans.methodTitle')}
      description={t('plans.methodText')}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            loading={change.isPending}
            data-testid="save-method"
            onClick={() =>
              change.mutate(
                { id: subscription.id, method },
                {
                  onSuccess: () => {
                    toast.success(t('plans.methodSaved'));
                    onClose();
                  },
                },
              )
            }
          >
            {t('common.save')}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <MethodChoice value={method} onChange={setMethod} disabled={change.isPending} name="renewal_method" />
        <p className="text-xs text-slate-500">
          {isAutoDebit(method) ? t('plans.renewAutoDebit') : t('plans.renewByLink')}
        </p>
        {change.error ? <Alert tone="error">{change.error.message}</Alert> : null}
      </div>
    </Dialog>
  );
}

function PaidDetails({ subscription }: { subscription: Subscription }) {
  const { t, i18n } = useTranslation();
  const reactivate = useReactivateSubscription();
  const [dialog, setDialog] = useState<'cancel' | 'method' | null>(null);
  const active = isSubscriptionActive(subscription);
  const planName = usePlanName(subscription.plan_id, subscription.plan_name);
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <Detail label={t('plans.plan')} testId="my-plan" wide>
          {planName}
        </Detail>
        <Detail label={t('plans.statusLabel')} wide>
          <StatusBadge subscription={subscription} />
        </Detail>
        <Detail label={active ? t('plans.endsOn') : t('plans.endedOn')} testId="my-end-date">
          {formatDate(subscription.end_date, i18n.language)}
        </Detail>
        <Detail label={t('plans.autoRenew')} testId="my-auto-renew">
          {subscription.autoRenew ? t('plans.on') : t('plans.off')}
        </Detail>
        <Detail label={t('plans.paymentMethod')} testId="my-method">
          <MethodName method={subscription.paymentMethod} />
        </Detail>
      </dl>
      {active ? (
        <p className="text-sm text-slate-600">
          {subscription.autoRenew
            ? t(isAutoDebit(subscription.paymentMethod) ? 'plans.renewsAuto' : 'plans.renewsByLink', {
                date: formatDate(subscription.end_date, i18n.language),
              })
            : t('plans.endsWithoutRenewal', { date: formatDate(subscription.end_date, i18n.language) })}
        </p>
      ) : null}
      {reactivate.error ? <Alert tone="error">{reactivate.error.message}</Alert> : null}
      {active ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button variant="outline" onClick={() => setDialog('method')} data-testid="change-method">
            {t('plans.changeMethod')}
          </Button>
          {subscription.autoRenew ? (
            <Button variant="ghost" onClick={() => setDialog('cancel')} data-testid="cancel-subscription">
              {t('plans.cancel')}
            </Button>
          ) : (
            <Button
              variant="secondary"
              loading={reactivate.isPending}
              data-testid="reactivate-subscription"
              onClick={() =>
                reactivate.mutate(subscription.id, { onSuccess: () => toast.success(t('plans.reactivated')) })
              }
            >
              {t('plans.reactivate')}
            </Button>
          )}
        </div>
      ) : null}
      <CancelDialog subscription={subscription} open={dialog === 'cancel'} onClose={() => setDialog(null)} />
      {dialog === 'method' ? (
        <MethodDialog subscription={subscription} open onClose={() => setDialog(null)} />
      ) : null}
    </div>
  );
}

/** Status, end date, auto-renew, the renewal method and the payment history of the signed-in user. */
export function MySubscriptionPanel({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { state, isPending } = useSubscriptionState(userId);
  const refresh = useRefreshSubscriptions();
  const subscription = shownSubscription(state.subscriptions);
  let body: ReactNode;
  if (isPending) {
    body = (
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4" aria-busy="true">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-10 w-full" />
        ))}
      </div>
    );
  } else if (!subscription) {
    body = (
      <Alert tone="error" title={t('plans.stateFailed')}>
        <Button
          size="sm"
          variant="outline"
          className="mt-1"
          icon={<RefreshIcon className="size-4" />}
          onClick={() => void refresh()}
        >
          {t('plans.retry')}
        </Button>
      </Alert>
    );
  } else if (isPaidSubscription(subscription)) {
    body = <PaidDetails subscription={subscription} />;
  } else {
    body = (
      <p className="text-sm text-slate-600" data-testid="my-plan-free">
        {t('plans.onFree')}
      </p>
    );
  }
  return (
    <Card data-testid="my-subscription">
      <CardHeader title={t('plans.mineTitle')} description={t('plans.mineText')} />
      <CardBody className="space-y-6">
        {body}
        <section aria-labelledby="payment-history-title" className="space-y-2">
          <h3 id="payment-history-title" className="text-sm font-semibold text-slate-900">
            {t('plans.historyTitle')}
          </h3>
          <PaymentHistory />
        </section>
      </CardBody>
    </Card>
  );
}
