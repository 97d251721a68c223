import type { CheckoutQuote, Order } from '@pustaka/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { CheckIcon } from '@/components/ui/icons';
import { canUploadProof } from '@/features/orders/lib/order-rules';
import { formatDateTime, formatRupiah } from '@/lib/format';
import { ProofUpload } from './proof-upload';

export type TransferAccount = CheckoutQuote['manual_transfer'];

/** How long "copied" shows after a copy button is pressed. */
const COPY_FEEDBACK_MS = 2_000;

function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      className="shrink-0 rounded-md px-2 py-1 text-xs font-semibold text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
      aria-label={t('orders.transfer.copyLabel', { label })}
      onClick={() => {
        void navigator.clipboard?.writeText(value).then(
          () => setCopied(true),
          () => undefined,
        );
      }}
    >
      {copied ? (
        <span className="inline-flex items-center gap-1 text-emerald-700">
          <CheckIcon className="size-3.5" />
          {t('orders.transfer.copied')}
        </span>
      ) : (
        t('orders.transfer.copy')
      )}
    </button>
  );
}

function Row({
  label,
  value,
  copy,
  testId,
}: {
  label: string;
  value: string;
  copy?: string;
  testId?: string;
}) {
  return (
    <div className="flex items-center justify-between gap-3 px-4 py-3">
      <div className="min-w-0">
        <dt className="text-xs text-slate-500">{label}</dt>
        <dd className="font-semibold break-words text-slate-900 tabular-nums" data-testid={testId}>
          {value}
        </dd>
      </div>
      {copy ? <CopyButton value={copy} label={label} /> : null}
    </div>
  );
}

/** The platform's bank account, the exact amount, and the proof upload (or its review state). */
export function BankTransferPanel({ order, account }: { order: Order; account: TransferAccount }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="space-y-4" data-testid="bank-transfer">
      <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-slate-50/60">
        <Row label={t('orders.transfer.bank')} value={account.bank} />
        <Row
          label={t('orders.transfer.accountNumber')}
          value={account.accountNumber}
          copy={account.accountNumber.replace(/\s/g, '')}
          testId="transfer-account"
        />
        <Row label={t('orders.transfer.accountName')} value={account.accountName} />
        <Row
          label={t('orders.transfer.amount')}
          value={formatRupiah(order.amount)}
          copy={String(order.amount)}
          testId="transfer-amount"
        />
        <Row label={t('orders.transfer.reference')} value={order.code} copy={order.code} />
      </dl>
      {order.status === 'awaiting_review' ? (
        <Alert tone="info" title={t('orders.transfer.reviewTitle')}>
          {t('orders.transfer.reviewText')}
        </Alert>
      ) : canUploadProof(order) ? (
        <>
          <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
            <li>{t('orders.transfer.step1', { amount: formatRupiah(order.amount) })}</li>
            <li>{t('orders.transfer.step2', { code: order.code })}</li>
            <li>{t('orders.transfer.step3')}</li>
          </ol>
          {order.review_note ? (
            <Alert tone="warning" title={t('orders.transfer.rejectedBefore')}>
              {order.review_note}
            </Alert>
          ) : null}
          {order.expires_at ? (
            <p className="text-xs text-slate-500">
              {t('orders.transfer.expires', { date: formatDateTime(order.expires_at, i18n.language) })}
            </p>
          ) : null}
          <ProofUpload order={order} />
        </>
      ) : null}
    </div>
  );
}
