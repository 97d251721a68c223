import type { ProductStatus } from '@pustaka/contract';
import clsx from 'clsx';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useMatches, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { CheckCircleIcon, SettingsIcon } from '../../../components/ui/more-icons';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { useReviewQueue } from '../../../features/admin/api/products';
import { ReviewCard } from '../../../features/admin/components/review-card';
import { formatNumber } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { RouteHandle } from '../../layout/root-layout';
import { AdminHeader } from './admin-header';

const STATUSES: ProductStatus[] = ['pending', 'approved', 'rejected', 'draft'];

function isStatus(value: string | null): value is ProductStatus {
  return STATUSES.includes(value as ProductStatus);
}

/** Products by status with their counts; the review queue is the same list fixed to "pending". */
function Moderation({ queue }: { queue: boolean }) {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
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
  useDocumentTitle(title);

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <AdminHeader
        title={title}
        description={queue ? t('review.queueSubtitle') : t('review.allSubtitle')}
        action={
          <ButtonLink to="/admin/categories" variant="outline" icon={<SettingsIcon className="size-4" />}>
            {t('categories.title')}
          </ButtonLink>
        }
      />
      {queue ? null : (
        <nav
          aria-label={t('publisher.statusFilter')}
          className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0"
        >
          {STATUSES.map((status) => {
            const active = filters.status === status;
            const count = list.data?.counts[status];
            return (
              <Link
                key={status}
                to={`?status=${status}`}
                aria-current={active ? 'page' : undefined}
                data-testid={`tab-${status}`}
                className={clsx(
                  'inline-flex shrink-0 items-center gap-2 rounded-full px-3.5 py-1.5 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-indigo-600',
                  active
                    ? 'bg-indigo-600 text-white'
                    : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:ring-indigo-300',
                )}
              >
                {t(`productStatus.${status}`)}
                {count !== undefined ? (
                  <span
                    className={clsx('rounded-full px-1.5 text-xs', active ? 'bg-white/20' : 'bg-slate-100')}
                  >
                    {formatNumber(count, i18n.language)}
                  </span>
                ) : null}
              </Link>
            );
          })}
        </nav>
      )}
      {list.isError && !list.data ? (
        <Alert tone="error" title={t('review.loadFailed')}>
          {list.error.message}
        </Alert>
      ) : list.isPending ? (
        <div className="space-y-4" aria-busy="true">
          {[0, 1].map((key) => (
            <Skeleton key={key} className="h-64 w-full rounded-2xl" />
          ))}
        </div>
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={<CheckCircleIcon className="size-6" />}
          title={filters.status === 'pending' ? t('review.emptyQueue') : t('review.emptyStatus')}
          description={filters.status === 'pending' ? t('review.emptyQueueText') : undefined}
        />
      ) : (
        <div className={list.isPlaceholderData ? 'space-y-4 opacity-60' : 'space-y-4'}>
          {queue ? (
            <p className="text-sm text-slate-600">
              {t('review.waiting', { total: formatNumber(list.data.total, i18n.language) })}
            </p>
          ) : null}
          {list.data.items.map((product) => (
            <ReviewCard key={product.id} product={product} />
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

/** /admin/products (every status) and /admin/products/approve, /admin/products/review (the queue). */
export function ModerationPage() {
  const matches = useMatches();
  const queue = Boolean((matches.at(-1)?.handle as RouteHandle | undefined)?.reviewQueue);
  return <Moderation key={String(queue)} queue={queue} />;
}
