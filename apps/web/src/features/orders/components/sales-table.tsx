import type { Order } from '@pustaka/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatRupiah } from '../../../lib/format';

/** Paid orders as a table on wide screens and as cards on phones. */
export function SalesTable({ orders }: { orders: Order[] }) {
  const { t, i18n } = useTranslation();
  const when = (order: Order) => formatDateTime(order.paid_at ?? order.created_at, i18n.language);
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white md:block">
        <table className="min-w-full divide-y divide-slate-200 text-sm" data-testid="sales-table">
          <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">
                {t('sales.columns.paidAt')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('sales.columns.product')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('sales.columns.buyer')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('sales.columns.method')}
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                {t('sales.columns.amount')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {orders.map((order) => (
              <tr key={order.id} className="hover:bg-slate-50/60" data-testid="sale-row">
                <td className="px-4 py-3 whitespace-nowrap text-slate-600">
                  {when(order)}
                  <span className="block text-xs text-slate-400">{order.code}</span>
                </td>
                <td className="max-w-72 px-4 py-3">
                  <p className="truncate font-medium text-slate-900">{order.product.name}</p>
                  <p className="truncate text-xs text-slate-500">{order.seller.name}</p>
                </td>
                <td className="max-w-60 px-4 py-3">
                  <p className="truncate text-slate-900">{order.buyer.name}</p>
                  <p className="truncate text-xs text-slate-500">{order.buyer.email}</p>
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                  {t(`orders.methods.${order.payment_method}`)}
                </td>
                <td className="px-4 py-3 text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums">
                  {formatRupiah(order.amount)}
                  {order.discount_amount > 0 ? (
                    <span className="block text-xs font-normal text-slate-400 line-through">
                      {formatRupiah(order.base_price)}
                    </span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden">
        {orders.map((order) => (
          <li key={order.id} className="space-y-2 rounded-2xl border border-slate-200 bg-white p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium break-words text-slate-900">{order.product.name}</p>
                <p className="text-xs text-slate-500">{order.seller.name}</p>
              </div>
              <p className="shrink-0 font-semibold text-slate-900 tabular-nums">
                {formatRupiah(order.amount)}
              </p>
            </div>
            <p className="text-sm break-words text-slate-700">
              {order.buyer.name} <span className="text-slate-500">· {order.buyer.email}</span>
            </p>
            <p className="text-xs text-slate-500">
              {when(order)} · {t(`orders.methods.${order.payment_method}`)} · {order.code}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
