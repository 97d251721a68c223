import { type CreatorBalance, PAYOUT_CHANNELS } from '@pustaka/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField, SelectField } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { useRequestSettlement } from '@/features/earnings/api/earnings';
import {
  canRequest,
  type PayoutMethod,
  type SettlementDraft,
  type SettlementErrors,
  validateSettlement,
} from '@/features/earnings/lib/settlement-rules';
import { isApiError } from '@/lib/api-client';
import { formatRupiah } from '@/lib/format';
import { formatRupiahInput, parseRupiahInput } from '@/lib/rupiah-input';

const EMPTY: SettlementDraft = {
  amount: undefined,
  method: 'bank',
  channel: '',
  accountNumber: '',
  accountName: '',
};

/** The payout request: amount (at least the minimum, at most what is available) and where to send it. */
export function SettlementForm({ balance }: { balance: CreatorBalance }) {
  const { t } = useTranslation();
  const request = useRequestSettlement();
  const [draft, setDraft] = useState<SettlementDraft>(EMPTY);
  const [errors, setErrors] = useState<SettlementErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const limits = { available: balance.available, minimum: balance.minimum_settlement };
  const open = canRequest(balance.available, balance.minimum_settlement);
  const minimum = formatRupiah(balance.minimum_settlement);

  const set = (patch: Partial<SettlementDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch) as (keyof SettlementDraft)[]) delete next[key];
      return next;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateSettlement(draft, limits);
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length > 0) return;
    request.mutate(
      {
        amount: draft.amount as number,
        method: draft.method,
        channel: draft.channel,
        account_number: draft.accountNumber.trim(),
        account_name: draft.accountName.trim(),
      },
      {
        onSuccess: (settlement) => {
          toast({
            type: 'success',
            title: t('earnings.settlement.requested', { amount: formatRupiah(settlement.amount) }),
          });
          setDraft((current) => ({ ...current, amount: undefined }));
        },
        onError: (error) => setServerError(isApiError(error) ? error.message : String(error)),
      },
    );
  };

  const error = (key: keyof SettlementDraft) =>
    errors[key]
      ? t(`earnings.settlement.errors.${errors[key]}` as 'earnings.settlement.errors.amountRequired')
      : undefined;

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5"
      aria-labelledby="settlement-form-title"
      data-testid="settlement-form"
    >
      <div>
        <h2 id="settlement-form-title" className="text-lg font-semibold text-slate-900">
          {t('earnings.settlement.formTitle')}
        </h2>
        <p className="text-sm text-slate-600">{t('earnings.settlement.minimum', { amount: minimum })}</p>
      </div>
      {!open ? <Alert tone="info">{t('earnings.settlement.notEnough', { amount: minimum })}</Alert> : null}
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      <fieldset disabled={!open || request.isPending} className="space-y-4">
        <InputField
          label={t('earnings.settlement.amount')}
          inputMode="numeric"
          autoComplete="off"
          name="amount"
          placeholder={formatRupiahInput(balance.minimum_settlement)}
          value={formatRupiahInput(draft.amount)}
          onChange={(event) => set({ amount: parseRupiahInput(event.target.value) })}
          error={error('amount')}
          hint={
            open ? (
              <button
                type="button"
                className="font-semibold text-indigo-700 hover:underline"
                onClick={() => set({ amount: balance.available })}
              >
                {t('earnings.settlement.useAll', { amount: formatRupiah(balance.available) })}
              </button>
            ) : undefined
          }
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('earnings.settlement.method')}
            name="method"
            value={draft.method}
            onChange={(event) => set({ method: event.target.value as PayoutMethod, channel: '' })}
          >
            {(Object.keys(PAYOUT_CHANNELS) as PayoutMethod[]).map((method) => (
              <option key={method} value={method}>
                {t(`earnings.methods.${method}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('earnings.settlement.channel')}
            name="channel"
            value={draft.channel}
            onChange={(event) => set({ channel: event.target.value })}
            error={error('channel')}
          >
            <option value="">{t('earnings.settlement.chooseChannel')}</option>
            {PAYOUT_CHANNELS[draft.method].map((channel) => (
              <option key={channel} value={channel}>
                {channel}
              </option>
            ))}
          </SelectField>
          <InputField
            label={t('earnings.settlement.accountNumber')}
            name="account_number"
            inputMode="numeric"
            autoComplete="off"
            value={draft.accountNumber}
            onChange={(event) => set({ accountNumber: event.target.value })}
            error={error('accountNumber')}
          />
          <InputField
            label={t('earnings.settlement.accountName')}
            name="account_name"
            autoComplete="name"
            value={draft.accountName}
            onChange={(event) => set({ accountName: event.target.value })}
            error={error('accountName')}
          />
        </div>
        <Button type="submit" loading={request.isPending} disabled={!open} className="w-full sm:w-auto">
          {request.isPending ? t('earnings.settlement.submitting') : t('earnings.settlement.submit')}
        </Button>
      </fieldset>
    </form>
  );
}
