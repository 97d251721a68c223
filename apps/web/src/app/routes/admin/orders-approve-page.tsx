import type { OrderStatus } from '@pustaka/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { ChartIcon } from '@/components/ui/icons';
import { useAdminOrders } from '@/features/orders/api/admin-orders';
import { OrderReviewCard } from '@/features/orders/components/order-review-card';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AdminHeader } from './admin-header';
import { QueueList, StatusTabs } from './queue-parts';

const TABS: OrderStatus[] = ['awaiting_review', 'pending', 'paid', 'rejected', 'expired', 'cancelled'];

function isTab(value: string | null): value is OrderStatus {
  return TABS.includes(value as OrderStatus);
}

/** /admin/orders/approve: transfer proofs to check first; the other statuses to tidy up. */
export function OrdersApprovePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
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
      <StatusTabs
        label={t('adminOrders.statusFilter')}
        active={filters.status}
        tabs={TABS.map((status) => ({
          status,
          label: t(`orders.status.${status}`),
          // Orders are counted per status only for the list on show.
          count: status === filters.status ? list.data?.total : undefined,
          testId: `order-tab-${status}`,
        }))}
      />
      <QueueList
        list={list}
        loadFailed={t('adminOrders.loadFailed')}
        empty={queue ? t('adminOrders.emptyQueue') : t('adminOrders.emptyStatus')}
        emptyText={queue ? t('adminOrders.emptyQueueText') : undefined}
        lead={queue ? (total) => t('adminOrders.waiting', { total }) : undefined}
        loadingTestId="orders-loading"
        renderItem={(order) => <OrderReviewCard order={order} />}
      />
    </div>
  );
}
