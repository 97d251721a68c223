import type { PublisherBuyer } from '@pustaka/contract';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable } from '@/components/ui/responsive-table';
import { formatDateTime, formatRupiah } from '@/lib/format';

/** Purchases as a table on wide screens and as cards on phones. */
export function BuyersTable({ rows }: { rows: PublisherBuyer[] }) {
  const { t, i18n } = useTranslation();
  const when = (row: PublisherBuyer) => formatDateTime(row.paid_at, i18n.language);
  return (
    <ResponsiveTable
      rows={rows}
      rowKey={(row) => row.order_id}
      tableTestId="buyers-table"
      rowTestId="buyer-row"
      cardsTestId="buyers-cards"
      columns={[
        {
          header: t('earnings.buyers.columns.buyer'),
          className: 'max-w-64',
          cell: (row) => (
            <>
              <p className="truncate font-medium text-slate-900">{row.buyer_name}</p>
              <p className="truncate text-xs text-slate-500">{row.buyer_email}</p>
            </>
          ),
        },
        {
          header: t('earnings.buyers.columns.product'),
          className: 'max-w-72',
          cell: (row) => (
            <>
              <p className="truncate text-slate-900">{row.product_name}</p>
              <p className="truncate text-xs text-slate-400">{row.order_code}</p>
            </>
          ),
        },
        {
          header: t('earnings.buyers.columns.paidAt'),
          className: 'whitespace-nowrap text-slate-600',
          cell: when,
        },
        {
          header: t('earnings.buyers.columns.amount'),
          align: 'right',
          className: 'whitespace-nowrap text-slate-700 tabular-nums',
          cell: (row) => formatRupiah(row.amount),
        },
        {
          header: t('earnings.buyers.columns.earnings'),
          align: 'right',
          className: 'font-semibold whitespace-nowrap text-emerald-700 tabular-nums',
          cell: (row) => formatRupiah(row.earnings),
        },
      ]}
      card={(row) => (
        <>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-medium break-words text-slate-900">{row.buyer_name}</p>
              <p className="text-xs break-all text-slate-500">{row.buyer_email}</p>
            </div>
            <div className="shrink-0 text-right">
              <p className="font-semibold text-emerald-700 tabular-nums">{formatRupiah(row.earnings)}</p>
              <p className="text-xs text-slate-500 tabular-nums">{formatRupiah(row.amount)}</p>
            </div>
          </div>
          <p className="text-sm break-words text-slate-700">{row.product_name}</p>
          <p className="text-xs text-slate-500">
            {when(row)} · {row.order_code}
          </p>
        </>
      )}
    />
  );
}
