import type { Settlement } from '@pustaka/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/icons';
import { MailIcon } from '@/components/ui/more-icons';
import { formatDateTime, formatRupiah } from '@/lib/format';
import { type SettlementAction, SettlementActionDialog } from './settlement-action-dialog';
import { SettlementStatusBadge } from './settlement-status-badge';

/** The admin queue as cards (the same on a phone and a desk): who, how much, where to, and the actions. */
export function SettlementQueue({ items }: { items: Settlement[] }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState<{ settlement: Settlement; action: SettlementAction } | null>(null);
  const when = (value: string) => formatDateTime(value, i18n.language);
  return (
    <>
      <ul className="grid gap-3 lg:grid-cols-2" data-testid="settlement-queue">
        {items.map((item) => (
          <li
            key={item.id}
            className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs"
            data-testid="queue-item"
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="text-xl font-bold text-slate-900 tabular-nums">{formatRupiah(item.amount)}</p>
                <p className="text-xs text-slate-500">
                  #{item.id} · {t('earnings.admin.requestedAt')} {when(item.created_at)}
                </p>
              </div>
              <SettlementStatusBadge status={item.status} />
            </div>
            <dl className="grid gap-2 text-sm sm:grid-cols-2">
              <div className="min-w-0">
                <dt className="text-xs text-slate-500">{t('earnings.admin.creator')}</dt>
                <dd className="font-medium break-words text-slate-900">{item.creator.name}</dd>
                <dd className="text-xs break-all text-slate-500">{item.creator.email}</dd>
              </div>
              <div className="min-w-0">
                <dt className="text-xs text-slate-500">{t('earnings.admin.account')}</dt>
                <dd className="font-medium break-words text-slate-900">
                  {item.channel} · <span className="tabular-nums">{item.account_number}</span>
                </dd>
                <dd className="text-xs break-words text-slate-500">
                  {item.account_name} · {t(`earnings.methods.${item.method}`)}
                </dd>
              </div>
            </dl>
            {item.transfer_reference ? (
              <p className="text-xs break-words text-emerald-700">
                {t('earnings.settlement.reference', { reference: item.transfer_reference })}
                {item.paid_at ? ` · ${when(item.paid_at)}` : ''}
              </p>
            ) : null}
            {item.status === 'cancelled' && item.note ? (
              <p className="text-xs break-words text-slate-600">
                {t('earnings.settlement.reason', { reason: item.note })}
              </p>
            ) : null}
            <div className="mt-auto flex flex-wrap gap-2 border-t border-slate-100 pt-3">
              {item.status === 'pending' ? (
                <>
                  <Button
                    size="sm"
                    icon={<CheckIcon className="size-4" />}
                    onClick={() => setOpen({ settlement: item, action: 'pay' })}
                  >
                    {t('earnings.admin.pay')}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setOpen({ settlement: item, action: 'cancel' })}
                  >
                    {t('earnings.admin.cancel')}
                  </Button>
                </>
              ) : null}
              <Button
                size="sm"
                variant="ghost"
                icon={<MailIcon className="size-4" />}
                onClick={() => setOpen({ settlement: item, action: 'email' })}
              >
                {t('earnings.admin.email')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {open ? (
        <SettlementActionDialog
          key={`${open.settlement.id}-${open.action}`}
          settlement={open.settlement}
          action={open.action}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </>
  );
}
