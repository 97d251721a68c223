import type { OnlinePaymentMethod } from '@pustaka/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { usePurchasePlan } from '@/features/subscription/api/manage-subscription';
import { isAutoDebit } from '@/features/subscription/lib/plan-display';
import type { Plan } from '@/features/subscription/lib/plan-rules';
import { formatRupiah } from '@/lib/format';
import { MethodChoice } from './method-choice';
import { PlanDurationText } from './plan-card';
import { usePlanText } from './plan-text';

/** Leaves the app for the gateway's payment page (a page of this server in the sandbox, or the provider's). */
export function leaveForPayment(url: string): void {
  window.location.assign(url);
}

export function PurchaseDialog({ plan, onClose }: { plan: Plan | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={plan !== null}
      onClose={onClose}
      title={t('plans.buyTitle')}
      description={t('plans.buyText')}
      closeLabel={t('common.close')}
    >
      {plan ? <PurchaseForm key={plan.id} plan={plan} onCancel={onClose} /> : null}
    </Dialog>
  );
}

function PurchaseForm({ plan, onCancel }: { plan: Plan; onCancel: () => void }) {
  const { t } = useTranslation();
  const text = usePlanText(plan);
  const [method, setMethod] = useState<OnlinePaymentMethod>('qris');
  const purchase = usePurchasePlan();
  const [leaving, setLeaving] = useState(false);

  function pay() {
    purchase.mutate(
      { plan_id: plan.id, payment_method: method },
      {
        onSuccess: (result) => {
          setLeaving(true);
          leaveForPayment(result.redirect_url);
        },
      },
    );
  }

  return (
    <div className="space-y-5" data-testid="purchase-dialog">
      <div className="flex flex-wrap items-baseline justify-between gap-2 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-100">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900" data-testid="purchase-plan">
            {text.name}
          </p>
          <p className="text-sm text-slate-600">
            <PlanDurationText plan={plan} />
          </p>
        </div>
        <p className="text-xl font-bold text-slate-900" data-testid="purchase-amount">
          {formatRupiah(plan.price)}
        </p>
      </div>
      <MethodChoice value={method} onChange={setMethod} disabled={purchase.isPending || leaving} />
      <p className="text-xs text-slate-500" data-testid="renewal-note">
        {isAutoDebit(method) ? t('plans.renewAutoDebit') : t('plans.renewByLink')}
      </p>
      {purchase.error ? (
        <Alert tone="error" title={t('plans.buyFailed')}>
          {purchase.error.message}
        </Alert>
      ) : null}
      <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel} disabled={leaving}>
          {t('common.cancel')}
        </Button>
        <Button onClick={pay} loading={purchase.isPending || leaving} data-testid="purchase-pay">
          {t('plans.payNow', { amount: formatRupiah(plan.price) })}
        </Button>
      </div>
    </div>
  );
}
