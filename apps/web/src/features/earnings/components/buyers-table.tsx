import type { PublisherBuyer } from '@pustaka/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatRupiah } from '../../../lib/format';

/** Purchases as a table on wide screens and as cards on phones. */
export function BuyersTable({ rows }: { rows: PublisherBuyer[] }) {
  const { t, i18n } = useTranslation();
  const when = (row: PublisherBuyer) => formatDateTime(row.paid_at, i18n.language);
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white md:block">
        <table className="min-w-full divide-y divide-slate-200 text-sm" data-testid="buyers-table">
          <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">
                {t('earnings.buyers.columns.buyer')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('earnings.buyers.columns.product')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('earnings.buyers.columns.paidAt')}
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                {t('earnings.buyers.columns.amount')}
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                {t('earnings.buyers.columns.earnings')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={row.order_id} className="hover:bg-slate-50/60" data-testid="buyer-row">
                <td className="max-w-64 px-4 py-3">
                  <p className="truncate font-medium text-slate-900">{row.buyer_name}</p>
                  <p className="truncate text-xs text-slate-500">{row.buyer_email}</p>
                </td>
                <td className="max-w-72 px-4 py-3">
                  <p className="truncate text-slate-900">{row.product_name}</p>
                  <p className="truncate text-xs text-slate-400">{row.order_code}</p>
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-600">{when(row)}</td>
                <td className="px-4 py-3 text-right whitespace-nowrap text-slate-700 tabular-nums">
                  {formatRupiah(row.amount)}
                </td>
                <td className="px-4 py-3 text-right font-semibold whitespace-nowrap text-emerald-700 tabular-nums">
                  {formatRupiah(row.earnings)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden" data-testid="buyers-cards">
        {rows.map((row) => (
          <li key={row.order_id} className="space-y-2 rounded-2xl border border-slate-200 bg-white p-4">
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
          </li>
        ))}
      </ul>
    </>
  );
}
