import type { ProductStatus } from '@pustaka/contract';
import clsx from 'clsx';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListPages } from '@/components/ui/list-pages';
import { PlusIcon } from '@/components/ui/more-icons';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/features/auth/lib/session-store';
import { useOwnProducts, useStatusCounts } from '@/features/publisher/api/products';
import { ProductsList } from '@/features/publisher/components/products-list';
import { formatNumber } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PublisherHeader } from './publisher-header';

const STATUSES: ProductStatus[] = ['draft', 'pending', 'approved', 'rejected'];
const PAGE_SIZE = 20;

function isStatus(value: string | null): value is ProductStatus {
  return STATUSES.includes(value as ProductStatus);
}

export function PublisherProductsPage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => {
    const status = params.get('status');
    const page = Number(params.get('page'));
    return {
      status: isStatus(status) ? status : undefined,
      page: Number.isInteger(page) && page > 1 ? page : 1,
      pageSize: PAGE_SIZE,
    };
  }, [params]);
  const list = useOwnProducts(filters);
  const counts = useStatusCounts(session.user?.id ?? null);
  useDocumentTitle(t('publisher.products'));

  const total = counts.data
    ? STATUSES.reduce((sum, status) => sum + (counts.data[status] ?? 0), 0)
    : undefined;
  const tab = (status: ProductStatus | undefined, label: string, count: number | undefined) => {
    const active = filters.status === status;
    return (
      <Link
        key={status ?? 'all'}
        to={status ? `?status=${status}` : '?'}
        aria-current={active ? 'page' : undefined}
        className={clsx(
          'inline-flex shrink-0 items-center gap-2 rounded-full px-3.5 py-1.5 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-indigo-600',
          active
            ? 'bg-indigo-600 text-white'
            : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:ring-indigo-300',
        )}
      >
        {label}
        {count !== undefined ? (
          <span className={clsx('rounded-full px-1.5 text-xs', active ? 'bg-white/20' : 'bg-slate-100')}>
            {formatNumber(count, i18n.language)}
          </span>
        ) : null}
      </Link>
    );
  };

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <PublisherHeader
        title={t('publisher.products')}
        description={t('publisher.productsSubtitle')}
        action={
          <ButtonLink to="/publisher/products/new" icon={<PlusIcon className="size-4" />}>
            {t('publisher.newProduct')}
          </ButtonLink>
        }
      />
      <nav
        aria-label={t('publisher.statusFilter')}
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0"
      >
        {tab(undefined, t('publisher.all'), total)}
        {STATUSES.map((status) => tab(status, t(`productStatus.${status}`), counts.data?.[status]))}
      </nav>
      {list.isError && !list.data ? (
        <Alert tone="error" title={t('publisher.loadFailed')}>
          {list.error.message}
        </Alert>
      ) : list.isPending ? (
        <div className="space-y-2" aria-busy="true">
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} className="h-20 w-full rounded-2xl" />
          ))}
        </div>
      ) : list.data.items.length === 0 ? (
        <EmptyState
          title={filters.status ? t('publisher.emptyStatus') : t('publisher.empty')}
          description={filters.status ? undefined : t('publisher.emptyText')}
          action={
            <ButtonLink to="/publisher/products/new" icon={<PlusIcon className="size-4" />}>
              {t('publisher.newProduct')}
            </ButtonLink>
          }
        />
      ) : (
        <div className={list.isPlaceholderData ? 'space-y-4 opacity-60' : 'space-y-4'}>
          <ProductsList products={list.data.items} />
          {list.data.total > list.data.pageSize ? (
            <ListPages
              page={list.data.page}
              pageSize={list.data.pageSize}
              total={list.data.total}
              onPageChange={(page) => {
                const next = new URLSearchParams(params);
                next.set('page', String(page));
                setParams(next);
              }}
            />
          ) : null}
        </div>
      )}
    </div>
  );
}
