import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ChartIcon } from '@/components/ui/icons';
import { ListPages } from '@/components/ui/list-pages';
import { CheckCircleIcon, DownloadIcon } from '@/components/ui/more-icons';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useExportSales, useSales } from '@/features/orders/api/admin-orders';
import { SalesFilters } from '@/features/orders/components/sales-filters';
import { SalesStats } from '@/features/orders/components/sales-stats';
import { SalesSummarySection } from '@/features/orders/components/sales-summary-section';
import { SalesTable } from '@/features/orders/components/sales-table';
import { useSalesFilter } from '@/features/orders/hooks/use-sales-filter';
import { formatNumber } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AdminHeader } from './admin-header';

/** /admin/sales: paid orders, filtered on the server, with the totals of everything the filters match. */
export function SalesPage() {
  const { t, i18n } = useTranslation();
  const salesFilter = useSalesFilter();
  const { page, filtered, reversed, query, apply, reset } = salesFilter;
  const sales = useSales({ page, ...query }, { enabled: !reversed });
  const exporter = useExportSales();
  const data = sales.data;
  useDocumentTitle(t('sales.title'));

  const first = data ? (data.page - 1) * data.pageSize + 1 : 0;
  const last = data ? first + data.items.length - 1 : 0;

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <AdminHeader
        title={t('sales.title')}
        description={t('sales.subtitle')}
        action={
          <div className="flex flex-wrap gap-2">
            <Button
              icon={<DownloadIcon className="size-4" />}
              loading={exporter.isPending}
              disabled={reversed || data?.total === 0}
              onClick={() => exporter.mutate(query)}
              data-testid="sales-export"
            >
              {t('sales.export.button')}
            </Button>
            <ButtonLink
              to="/admin/orders/approve"
              variant="outline"
              icon={<CheckCircleIcon className="size-4" />}
            >
              {t('adminOrders.title')}
            </ButtonLink>
          </div>
        }
      />

      <SalesStats
        totals={data && !reversed ? data.totals : undefined}
        filtered={filtered}
        busy={sales.isFetching}
      />
      <SalesFilters state={salesFilter} />

      {exporter.isError ? (
        <Alert tone="error" title={t('sales.export.failed')}>
          <p>{exporter.error.message}</p>
        </Alert>
      ) : exporter.isSuccess ? (
        <p className="text-sm text-emerald-700" role="status">
          {t('sales.export.done', { name: exporter.data })}
        </p>
      ) : null}

      <SalesSummarySection query={query} enabled={!reversed} />

      {reversed ? (
        <EmptyState
          title={t('sales.rangeReversed')}
          action={
            <Button variant="outline" onClick={() => apply({ to: '' })}>
              {t('sales.clearTo')}
            </Button>
          }
        />
      ) : sales.isError && !data ? (
        <RetryAlert
          title={t('sales.loadFailed')}
          message={sales.error.message}
          retryLabel={t('catalogue.retry')}
          onRetry={() => void sales.refetch()}
        />
      ) : !data ? (
        <div className="space-y-2" aria-busy="true" data-testid="sales-loading">
          {[0, 1, 2, 3, 4].map((key) => (
            <Skeleton key={key} className="h-14 w-full rounded-xl" />
          ))}
        </div>
      ) : data.total === 0 && !filtered ? (
        <EmptyState
          icon={<ChartIcon className="size-6" />}
          title={t('sales.empty')}
          description={t('sales.emptyText')}
        />
      ) : data.total === 0 ? (
        <div className={sales.isPlaceholderData ? 'opacity-60' : undefined}>
          <EmptyState
            title={t('sales.noMatch')}
            description={t('sales.noMatchText')}
            action={
              <Button variant="outline" onClick={reset}>
                {t('sales.reset')}
              </Button>
            }
          />
        </div>
      ) : (
        <div
          className={sales.isPlaceholderData ? 'space-y-4 opacity-60' : 'space-y-4'}
          aria-busy={sales.isPlaceholderData || undefined}
        >
          <p className="text-sm text-slate-600" data-testid="sales-showing">
            {t(filtered ? 'sales.showingFiltered' : 'sales.showing', {
              first: formatNumber(first, i18n.language),
              last: formatNumber(last, i18n.language),
              total: formatNumber(data.total, i18n.language),
            })}
          </p>
          <SalesTable orders={data.items} />
        </div>
      )}
      {data && !reversed && data.total > data.pageSize ? (
        <ListPages page={data.page} pageSize={data.pageSize} total={data.total} />
      ) : null}
    </div>
  );
}
