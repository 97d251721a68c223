import { type StatsPeriod, StatsPeriodSchema } from '@pustaka/contract';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FigurePanel } from '@/components/ui/figure-panel';
import { ChartIcon, RefreshIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { useSalesStats } from '@/features/earnings/api/earnings';
import { Figure } from '@/features/earnings/components/figure';
import { RevenueChart } from '@/features/earnings/components/revenue-chart';
import { TopProducts } from '@/features/earnings/components/top-products';
import { CreatorRecommendationStats } from '@/features/recommendations/components/creator-recommendation-stats';
import { formatNumber, formatRupiah } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PublisherHeader } from './publisher-header';

const PERIODS = StatsPeriodSchema.options;

/** /publisher/stats: figures, the revenue chart by day, week or month, and the best sellers. */
export function PublisherStatsPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const parsed = StatsPeriodSchema.safeParse(params.get('period'));
  const period: StatsPeriod = parsed.success ? parsed.data : 'day';
  const stats = useSalesStats(period);
  const data = stats.data;
  useDocumentTitle(t('earnings.stats.title'));

  const choose = (next: StatsPeriod) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'day') copy.delete('period');
        else copy.set('period', next);
        return copy;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <PublisherHeader
        title={t('earnings.stats.title')}
        description={t('earnings.stats.subtitle')}
        action={
          <fieldset className="flex w-full rounded-xl border border-slate-200 bg-white p-1 shadow-xs sm:w-auto">
            <legend className="sr-only">{t('earnings.stats.period')}</legend>
            {PERIODS.map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={option === period}
                onClick={() => choose(option)}
                className={clsx(
                  'flex-1 rounded-lg px-3 py-1.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-indigo-600 sm:flex-none',
                  option === period ? 'bg-indigo-600 text-white' : 'text-slate-600 hover:bg-slate-100',
                )}
                data-testid={`period-${option}`}
              >
                {t(`earnings.stats.periods.${option}`)}
              </button>
            ))}
          </fieldset>
        }
      />

      {stats.isError && !data ? (
        <Alert tone="error" title={t('earnings.stats.loadFailed')}>
          <p>{stats.error.message}</p>
          <Button
            size="sm"
            variant="outline"
            className="mt-2"
            icon={<RefreshIcon className="size-4" />}
            onClick={() => void stats.refetch()}
          >
            {t('earnings.retry')}
          </Button>
        </Alert>
      ) : !data ? (
        <div className="space-y-4" aria-busy="true" data-testid="stats-loading">
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
            {[0, 1, 2, 3, 4].map((key) => (
              <Skeleton key={key} className="h-20 rounded-2xl" />
            ))}
          </div>
          <Skeleton className="h-72 rounded-2xl" />
        </div>
      ) : (
        <>
          <p className="text-sm text-slate-500 first-letter:uppercase">
            {t(`earnings.stats.windows.${data.period}`)}
          </p>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-5" aria-busy={stats.isFetching}>
            <Figure
              label={t('earnings.stats.revenue')}
              value={formatRupiah(data.revenue)}
              testId="stats-revenue"
            />
            <Figure
              label={t('earnings.stats.earnings')}
              value={formatRupiah(data.earnings)}
              tone="brand"
              testId="stats-earnings"
            />
            <Figure
              label={t('earnings.stats.sales')}
              value={formatNumber(data.sales, i18n.language)}
              testId="stats-sales"
            />
            <Figure label={t('earnings.stats.buyers')} value={formatNumber(data.buyers, i18n.language)} />
            <Figure label={t('earnings.stats.products')} value={formatNumber(data.products, i18n.language)} />
          </div>
          <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <FigurePanel id="chart-title" title={t('earnings.stats.chartTitle')}>
              {data.sales === 0 ? (
                <EmptyState
                  icon={<ChartIcon className="size-6" />}
                  title={t('earnings.stats.empty')}
                  description={t('earnings.stats.emptyText')}
                  action={
                    <ButtonLink to="/publisher/products" variant="outline" size="sm">
                      {t('publisher.products')}
                    </ButtonLink>
                  }
                  className="border-none"
                />
              ) : (
                <RevenueChart points={data.chart} period={data.period} />
              )}
            </FigurePanel>
            <FigurePanel id="top-title" title={t('earnings.stats.top')}>
              <TopProducts products={data.top_products} />
            </FigurePanel>
          </div>
        </>
      )}
      <CreatorRecommendationStats />
    </div>
  );
}
