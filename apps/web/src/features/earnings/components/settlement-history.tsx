import type { Settlement } from '@pustaka/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatRupiah } from '@/lib/format';
import { SettlementStatusBadge } from './settlement-status-badge';

/** A creator's payout requests, newest first, each with what became of it. */
export function SettlementHistory({ items }: { items: Settlement[] }) {
  const { t, i18n } = useTranslation();
  const when = (value: string) => formatDateTime(value, i18n.language);
  return (
    <ul
      className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white"
      data-testid="settlement-history"
    >
      {items.map((item) => (
        <li key={item.id} className="space-y-1 px-4 py-3" data-testid="settlement-row">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold text-slate-900 tabular-nums">{formatRupiah(item.amount)}</p>
            <SettlementStatusBadge status={item.status} />
          </div>
          <p className="text-sm break-words text-slate-700">
            {t(`earnings.methods.${item.method}`)} · {item.channel} {item.account_number} ·{' '}
            {item.account_name}
          </p>
          <p className="text-xs text-slate-500">
            {t('earnings.settlement.requestedAt', { date: when(item.created_at) })}
            {item.paid_at ? ` · ${t('earnings.settlement.paidAt', { date: when(item.paid_at) })}` : ''}
            {item.cancelled_at
              ? ` · ${t('earnings.settlement.cancelledAt', { date: when(item.cancelled_at) })}`
              : ''}
          </p>
          {item.transfer_reference ? (
            <p className="text-xs break-words text-emerald-700" data-testid="settlement-reference">
              {t('earnings.settlement.reference', { reference: item.transfer_reference })}
            </p>
          ) : null}
          {item.status === 'cancelled' && item.note ? (
            <p className="text-xs break-words text-slate-600">
              {t('earnings.settlement.reason', { reason: item.note })}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
