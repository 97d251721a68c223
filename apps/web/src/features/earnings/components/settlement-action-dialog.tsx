import type { Settlement } from '@pustaka/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { InputField, TextareaField } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import {
  useCancelSettlement,
  useEmailSettlementCreator,
  usePaySettlement,
} from '@/features/earnings/api/earnings';
import { isApiError } from '@/lib/api-client';
import { formatRupiah } from '@/lib/format';

export type SettlementAction = 'pay' | 'cancel' | 'email';

const MIN_TEXT = 3;

/** Pay (with the transfer reference), cancel (with a reason) or write to the creator about one request. */
export function SettlementActionDialog({
  settlement,
  action,
  onClose,
}: {
  settlement: Settlement;
  action: SettlementAction;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const pay = usePaySettlement();
  const cancel = useCancelSettlement();
  const email = useEmailSettlementCreator();
  const [text, setText] = useState('');
  const [subject, setSubject] = useState('');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const pending = pay.isPending || cancel.isPending || email.isPending;
  const amount = formatRupiah(settlement.amount);
  const account = `${settlement.channel} ${settlement.account_number} (${settlement.account_name})`;
  const tooShort = (value: string) => value.trim().length < MIN_TEXT;
  const invalid = tooShort(text) || (action === 'email' && tooShort(subject));

  const done = (message: string) => {
    toast({ type: 'success', title: message });
    onClose();
  };
  const failed = (error: unknown) => setFailure(isApiError(error) ? error.message : String(error));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setFailure(null);
    if (invalid) return;
    const id = settlement.id;
    if (action === 'pay')
      pay.mutate(
        { id, transferReference: text.trim() },
        { onSuccess: () => done(t('earnings.admin.paid')), onError: failed },
      );
    else if (action === 'cancel')
      cancel.mutate(
        { id, reason: text.trim() },
        { onSuccess: () => done(t('earnings.admin.cancelled')), onError: failed },
      );
    else
      email.mutate(
        { id, subject: subject.trim(), message: text.trim() },
        { onSuccess: () => done(t('earnings.admin.emailed')), onError: failed },
      );
  };

  const title =
    action === 'pay'
      ? t('earnings.admin.payTitle')
      : action === 'cancel'
        ? t('earnings.admin.cancelTitle')
        : t('earnings.admin.emailTitle');
  const formId = `settlement-${action}-${settlement.id}`;
  const shortError = (value: string) =>
    touched && tooShort(value) ? t('earnings.admin.tooShort') : undefined;

  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      description={`#${settlement.id} · ${settlement.creator.name} · ${amount}`}
      closeLabel={t('earnings.admin.close')}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={pending}>
            {t('earnings.admin.close')}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant={action === 'cancel' ? 'danger' : 'primary'}
            loading={pending}
          >
            {action === 'pay'
              ? t('earnings.admin.confirmPay')
              : action === 'cancel'
                ? t('earnings.admin.confirmCancel')
                : t('earnings.admin.send')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        {action === 'pay' ? (
          <p className="text-sm text-slate-700">{t('earnings.admin.payText', { amount, account })}</p>
        ) : action === 'cancel' ? (
          <p className="text-sm text-slate-700">{t('earnings.admin.cancelText', { amount })}</p>
        ) : null}
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        {action === 'pay' ? (
          <InputField
            label={t('earnings.admin.reference')}
            name="transfer_reference"
            placeholder={t('earnings.admin.referencePlaceholder')}
            value={text}
            maxLength={120}
            autoFocus
            onChange={(event) => setText(event.target.value)}
            error={shortError(text)}
          />
        ) : action === 'cancel' ? (
          <TextareaField
            label={t('earnings.admin.reason')}
            name="reason"
            rows={3}
            value={text}
            maxLength={1000}
            autoFocus
            onChange={(event) => setText(event.target.value)}
            error={shortError(text)}
          />
        ) : (
          <>
            <InputField
              label={t('earnings.admin.subject')}
              name="subject"
              value={subject}
              maxLength={200}
              autoFocus
              onChange={(event) => setSubject(event.target.value)}
              error={shortError(subject)}
            />
            <TextareaField
              label={t('earnings.admin.message')}
              name="message"
              rows={5}
              value={text}
              maxLength={5000}
              onChange={(event) => setText(event.target.value)}
              error={shortError(text)}
            />
          </>
        )}
      </form>
    </Dialog>
  );
}
