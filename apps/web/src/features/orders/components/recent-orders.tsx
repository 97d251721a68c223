import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ChevronRightIcon, CreditCardIcon } from '@/components/ui/more-icons';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { useMyOrders } from '@/features/orders/api/orders';
import { formatDateTime, formatNumber, formatRupiah } from '@/lib/format';
import { OrderStatusBadge } from './order-status-badge';
import { ProductThumb } from './product-thumb';

const PAGE_SIZE = 5;

/** The buyer's orders, newest first, each leading to its detail and history. */
export function RecentOrders() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const orders = useMyOrders({ page, pageSize: PAGE_SIZE });
  const data = orders.data;

  return (
    <Card data-testid="recent-orders">
      <CardHeader title={t('orders.recentTitle')} description={t('orders.recentText')} />
      {orders.isError && !data ? (
        <div className="p-5">
          <Alert tone="error" title={t('orders.loadFailed')}>
            {orders.error.message}
          </Alert>
        </div>
      ) : !data ? (
        <ul className="divide-y divide-slate-100" aria-busy="true">
          {[0, 1, 2].map((key) => (
            <li key={key} className="flex items-center gap-3 px-5 py-3">
              <Skeleton className="aspect-[3/4] w-10 rounded-md" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-3 w-1/3" />
              </div>
            </li>
          ))}
        </ul>
      ) : data.items.length === 0 ? (
        <div className="p-5">
          <EmptyState
            icon={<CreditCardIcon className="size-6" />}
            title={t('orders.empty')}
            description={t('orders.emptyText')}
            action={<ButtonLink to="/products">{t('orders.browse')}</ButtonLink>}
          />
        </div>
      ) : (
        <>
          <ul
            className={
              orders.isPlaceholderData ? 'divide-y divide-slate-100 opacity-60' : 'divide-y divide-slate-100'
            }
          >
            {data.items.map((order) => (
              <li key={order.id}>
                <Link
                  to={`/dashboard/orders/${order.id}`}
                  className="group flex items-center gap-3 px-5 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600"
                  data-testid="order-row"
                >
                  <ProductThumb
                    src={order.product.image_url}
                    format={order.product.product_format}
                    className="w-10"
                  />
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-semibold text-slate-900 group-hover:text-indigo-700">
                      {order.product.name}
                    </p>
                    <p className="truncate text-xs text-slate-500">
                      {order.code} · {formatDateTime(order.created_at, i18n.language)}
                    </p>
                  </div>
                  <div className="flex shrink-0 flex-col items-end gap-1">
                    <span className="text-sm font-semibold text-slate-900">
                      {order.amount === 0 ? t('orders.free') : formatRupiah(order.amount)}
                    </span>
                    <OrderStatusBadge status={order.status} />
                  </div>
                  <ChevronRightIcon className="hidden size-5 shrink-0 text-slate-400 sm:block" />
                </Link>
              </li>
            ))}
          </ul>
          {data.total > data.pageSize ? (
            <div className="border-t border-slate-100 px-5 py-3">
              <Pagination
                page={data.page}
                pageSize={data.pageSize}
                total={data.total}
                onPageChange={setPage}
                labels={{
                  previous: t('common.previous'),
                  next: t('common.next'),
                  summary: t('orders.pageSummary', {
                    page: formatNumber(data.page, i18n.language),
                    pages: formatNumber(Math.ceil(data.total / data.pageSize), i18n.language),
                  }),
                }}
              />
            </div>
          ) : null}
        </>
      )}
    </Card>
  );
}
