import type { OrderStatus } from '@pustaka/contract';
import clsx from 'clsx';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ChartIcon } from '../../../components/ui/icons';
import { CheckCircleIcon } from '../../../components/ui/more-icons';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAdminOrders } from '../../../features/orders/api/admin-orders';
import { OrderReviewCard } from '../../../features/orders/components/order-review-card';
import { formatNumber } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AdminHeader } from './admin-header';

const TABS: OrderStatus[] = ['awaiting_review', 'pending', 'paid', 'rejected', 'expired', 'cancelled'];

function isTab(value: string | null): value is OrderStatus {
  return TABS.includes(value as OrderStatus);
}

/** /admin/orders/approve: transfer proofs to check first; the other statuses to tidy up. */
export function OrdersApprovePage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => {
    const status = params.get('status');
    const page = Number(params.get('page'));
    return {
      status: isTab(status) ? status : ('awaiting_review' as const),
      page: Number.isInteger(page) && page > 1 ? page : 1,
    };
  }, [params]);
  const list = useAdminOrders(filters);
  const queue = filters.status === 'awaiting_review';
  useDocumentTitle(t('adminOrders.title'));

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <AdminHeader
        title={t('adminOrders.title')}
        description={t('adminOrders.subtitle')}
        action={
          <ButtonLink to="/admin/sales" variant="outline" icon={<ChartIcon className="size-4" />}>
            {t('sales.title')}
          </ButtonLink>
        }
      />
      <nav
        aria-label={t('adminOrders.statusFilter')}
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0"
      >
        {TABS.map((status) => {
          const active = filters.status === status;
          return (
            <Link
              key={status}
              to={`?status=${status}`}
              aria-current={active ? 'page' : undefined}
              data-testid={`order-tab-${status}`}
              className={clsx(
                'inline-flex shrink-0 items-center gap-2 rounded-full px-3.5 py-1.5 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-indigo-600',
                active
                  ? 'bg-indigo-600 text-white'
                  : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:ring-indigo-300',
              )}
            >
              {t(`orders.status.${status}`)}
              {active && list.data ? (
                <span className="rounded-full bg-white/20 px-1.5 text-xs">
                  {formatNumber(list.data.total, i18n.language)}
                </span>
              ) : null}
            </Link>
          );
        })}
      </nav>
      {list.isError && !list.data ? (
        <Alert tone="error" title={t('adminOrders.loadFailed')}>
          {list.error.message}
        </Alert>
      ) : list.isPending ? (
        <div className="space-y-4" aria-busy="true" data-testid="orders-loading">
          {[0, 1].map((key) => (
            <Skeleton key={key} className="h-72 w-full rounded-2xl" />
          ))}
        </div>
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={<CheckCircleIcon className="size-6" />}
          title={queue ? t('adminOrders.emptyQueue') : t('adminOrders.emptyStatus')}
          description={queue ? t('adminOrders.emptyQueueText') : undefined}
        />
      ) : (
        <div className={list.isPlaceholderData ? 'space-y-4 opacity-60' : 'space-y-4'}>
          {queue ? (
            <p className="text-sm text-slate-600">
              {t('adminOrders.waiting', { total: formatNumber(list.data.total, i18n.language) })}
            </p>
          ) : null}
          {list.data.items.map((order) => (
            <OrderReviewCard key={order.id} order={order} />
          ))}
          {list.data.total > list.data.pageSize ? (
            <Pagination
              page={list.data.page}
              pageSize={list.data.pageSize}
              total={list.data.total}
              onPageChange={(page) => {
                const next = new URLSearchParams(params);
                next.set('page', String(page));
                setParams(next);
                window.scrollTo({ top: 0, behavior: 'smooth' });
              }}
              labels={{
                previous: t('common.previous'),
                next: t('common.next'),
                summary: t('catalogue.pageSummary', {
                  page: formatNumber(list.data.page, i18n.language),
                  pages: formatNumber(Math.ceil(list.data.total / list.data.pageSize), i18n.language),
                }),
              }}
            />
          ) : null}
        </div>
      )}
    </div>
  );
}
