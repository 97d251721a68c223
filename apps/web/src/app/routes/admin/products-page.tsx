import type { ProductStatus } from '@pustaka/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches, useSearchParams } from 'react-router';
import type { RouteHandle } from '@/app/layout/root-layout';
import { ButtonLink } from '@/components/ui/button';
import { SettingsIcon } from '@/components/ui/more-icons';
import { useReviewQueue } from '@/features/admin/api/products';
import { ReviewCard } from '@/features/admin/components/review-card';
import { ProductRuleActions } from '@/features/recommendations/components/recommendation-rules';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AdminHeader } from './admin-header';
import { QueueList, StatusTabs } from './queue-parts';

const STATUSES: ProductStatus[] = ['pending', 'approved', 'rejected', 'draft'];

function isStatus(value: string | null): value is ProductStatus {
  return STATUSES.includes(value as ProductStatus);
}

/** Products by status with their counts; the review queue is the same list fixed to "pending". */
function Moderation({ queue }: { queue: boolean }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const filters = useMemo(() => {
    const status = params.get('status');
    const page = Number(params.get('page'));
    return {
      status: queue ? ('pending' as const) : isStatus(status) ? status : 'pending',
      page: Number.isInteger(page) && page > 1 ? page : 1,
    };
  }, [params, queue]);
  const list = useReviewQueue(filters);
  const title = queue ? t('review.queueTitle') : t('review.allTitle');
  const pending = filters.status === 'pending';
  useDocumentTitle(title);

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <AdminHeader
        title={title}
        description={queue ? t('review.queueSubtitle') : t('review.allSubtitle')}
        action={
          <div className="flex flex-wrap gap-2">
            <ButtonLink to="/admin/categories" variant="outline" icon={<SettingsIcon className="size-4" />}>
              {t('categories.title')}
            </ButtonLink>
            <ButtonLink to="/admin/recommendations" variant="outline">
              {t('recommendations.rules.nav')}
            </ButtonLink>
          </div>
        }
      />
      {queue ? null : (
        <StatusTabs
          label={t('publisher.statusFilter')}
          active={filters.status}
          tabs={STATUSES.map((status) => ({
            status,
            label: t(`productStatus.${status}`),
            count: list.data?.counts[status],
            testId: `tab-${status}`,
          }))}
        />
      )}
      <QueueList
        list={list}
        loadFailed={t('review.loadFailed')}
        empty={pending ? t('review.emptyQueue') : t('review.emptyStatus')}
        emptyText={pending ? t('review.emptyQueueText') : undefined}
        lead={queue ? (total) => t('review.waiting', { total }) : undefined}
        renderItem={(product) =>
          // An approved product is on sale, so it can be pinned in or kept out of recommendations.
          product.status === 'approved' ? (
            <div className="space-y-2">
              <ReviewCard product={product} />
              <ProductRuleActions productId={product.id} productName={product.name} />
            </div>
          ) : (
            <ReviewCard product={product} />
          )
        }
      />
    </div>
  );
}

/** /admin/products (every status) and /admin/products/approve, /admin/products/review (the queue). */
export function ModerationPage() {
  const matches = useMatches();
  const queue = Boolean((matches.at(-1)?.handle as RouteHandle | undefined)?.reviewQueue);
  return <Moderation key={String(queue)} queue={queue} />;
}
