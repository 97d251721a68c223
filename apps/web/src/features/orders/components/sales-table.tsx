import type { Order } from '@pustaka/contract';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable } from '@/components/ui/responsive-table';
import { formatDateTime, formatRupiah } from '@/lib/format';

/** Paid orders as a table on wide screens and as cards on phones. */
export function SalesTable({ orders }: { orders: Order[] }) {
  const { t, i18n } = useTranslation();
  const when = (order: Order) => formatDateTime(order.paid_at ?? order.created_at, i18n.language);
  return (
    <ResponsiveTable
      rows={orders}
      rowKey={(order) => order.id}
      tableTestId="sales-table"
      rowTestId="sale-row"
      columns={[
        {
          header: t('sales.columns.paidAt'),
          className: 'whitespace-nowrap text-slate-600',
          cell: (order) => (
            <>
              {when(order)}
              <span className="block text-xs text-slate-400">{order.code}</span>
            </>
          ),
        },
        {
          header: t('sales.columns.product'),
          className: 'max-w-72',
          cell: (order) => (
            <>
              <p className="truncate font-medium text-slate-900">{order.product.name}</p>
              <p className="truncate text-xs text-slate-500">{order.seller.name}</p>
            </>
          ),
        },
        {
          header: t('sales.columns.buyer'),
          className: 'max-w-60',
          cell: (order) => (
            <>
              <p className="truncate text-slate-900">{order.buyer.name}</p>
              <p className="truncate text-xs text-slate-500">{order.buyer.email}</p>
            </>
          ),
        },
        {
          header: t('sales.columns.method'),
          className: 'whitespace-nowrap text-slate-700',
          cell: (order) => t(`orders.methods.${order.payment_method}`),
        },
        {
          header: t('sales.columns.amount'),
          align: 'right',
          className: 'font-semibold whitespace-nowrap text-slate-900 tabular-nums',
          cell: (order) => (
            <>
              {formatRupiah(order.amount)}
              {order.discount_amount > 0 ? (
                <span className="block text-xs font-normal text-slate-400 line-through">
                  {formatRupiah(order.base_price)}
                </span>
              ) : null}
            </>
          ),
        },
      ]}
      card={(order) => (
        <>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-medium break-words text-slate-900">{order.product.name}</p>
              <p className="text-xs text-slate-500">{order.seller.name}</p>
            </div>
            <p className="shrink-0 font-semibold text-slate-900 tabular-nums">{formatRupiah(order.amount)}</p>
          </div>
          <p className="text-sm break-words text-slate-700">
            {order.buyer.name} <span className="text-slate-500">· {order.buyer.email}</span>
          </p>
          <p className="text-xs text-slate-500">
            {when(order)} · {t(`orders.methods.${order.payment_method}`)} · {order.code}
          </p>
        </>
      )}
    />
  );
}
