import type { RecommendationCreatorStats } from '@pustaka/contract';
import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { RefreshIcon, SparklesIcon } from '@/components/ui/icons';
import { ResponsiveTable } from '@/components/ui/responsive-table';
import { Skeleton } from '@/components/ui/skeleton';
import { useRecommendationCreatorStats } from '@/features/recommendations/api/creator-stats';
import { formatNumber } from '@/lib/format';

const PERIODS = [7, 30, 90] as const;

type Row = RecommendationCreatorStats['products'][number];

/** A share as a percentage with one decimal in the reader's locale ("4,2%"). */
function percent(rate: number, language: string): string {
  return new Intl.NumberFormat(language === 'en' ? 'en-US' : 'id-ID', {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(Number.isFinite(rate) ? rate : 0);
}

/**
 * The creator analytics' recommendation panel: for each of their products, how often it was recommended,
 * opened from a recommendation and bought after one, over 7, 30 or 90 days.
 */
export function CreatorRecommendationStats() {
  const { t, i18n } = useTranslation();
  const [days, setDays] = useState<(typeof PERIODS)[number]>(30);
  const stats = useRecommendationCreatorStats(days);
  const data = stats.data;
  const number = (value: number) => formatNumber(value, i18n.language);

  return (
    <section
      aria-labelledby="rec-stats-title"
      className="min-w-0 space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5"
      data-testid="rec-creator-stats"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="rec-stats-title" className="flex items-center gap-2 font-semibold text-slate-900">
            <SparklesIcon className="size-5 text-indigo-600" />
            {t('recommendations.stats.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('recommendations.stats.text')}</p>
        </div>
        <fieldset className="flex rounded-xl border border-slate-200 bg-white p-1">
          <legend className="sr-only">{t('recommendations.stats.days')}</legend>
          {PERIODS.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={option === days}
              onClick={() => setDays(option)}
              className={clsx(
                'flex-1 rounded-lg px-3 py-1.5 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-indigo-600 sm:flex-none',
                option === days ? 'bg-indigo-600 text-white' : 'text-slate-600 hover:bg-slate-100',
              )}
            >
              {t('recommendations.stats.lastDays', { count: option })}
            </button>
          ))}
        </fieldset>
      </div>

      {stats.isError && !data ? (
        <Alert tone="error" title={t('recommendations.stats.loadFailed')}>
          <p>{stats.error.message}</p>
          <Button
            size="sm"
            variant="outline"
            className="mt-2"
            icon={<RefreshIcon className="size-4" />}
            onClick={() => void stats.refetch()}
          >
            {t('recommendations.retry')}
          </Button>
        </Alert>
      ) : !data ? (
        <div className="space-y-3" aria-busy="true" data-testid="rec-stats-loading">
          <div className="grid grid-cols-3 gap-3">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="h-16 rounded-xl" />
            ))}
          </div>
          <Skeleton className="h-32 rounded-xl" />
        </div>
      ) : (
        <>
          <dl className="grid grid-cols-3 gap-3">
            {(
              [
                ['impressions', data.totals.impressions],
                ['clicks', data.totals.clicks],
                ['purchases', data.totals.purchases],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className="min-w-0 rounded-xl bg-slate-50 px-3 py-2 ring-1 ring-slate-100">
                <dt className="truncate text-xs text-slate-500">{t(`recommendations.stats.${key}`)}</dt>
                <dd
                  className="text-lg font-bold text-slate-900 tabular-nums"
                  data-testid={`rec-total-${key}`}
                >
                  {number(value)}
                </dd>
              </div>
            ))}
          </dl>
          {data.products.length === 0 ? (
            <EmptyState
              title={t('recommendations.stats.empty')}
              description={t('recommendations.stats.emptyText')}
              className="py-6"
            />
          ) : (
            <ResponsiveTable<Row>
              rows={data.products}
              rowKey={(row) => row.product_id}
              tableTestId="rec-stats-table"
              rowTestId="rec-stats-row"
              columns={[
                {
                  header: t('recommendations.stats.product'),
                  className: 'font-medium text-slate-900',
                  cell: (row) => row.product_name,
                },
                {
                  header: t('recommendations.stats.impressions'),
                  align: 'right',
                  cell: (row) => number(row.impressions),
                },
                {
                  header: t('recommendations.stats.clicks'),
                  align: 'right',
                  cell: (row) => number(row.clicks),
                },
                {
                  header: t('recommendations.stats.purchases'),
                  align: 'right',
                  cell: (row) => number(row.purchases),
                },
                {
                  header: t('recommendations.stats.clickRate'),
                  align: 'right',
                  cell: (row) => percent(row.click_rate, i18n.language),
                },
              ]}
              card={(row) => (
                <div className="space-y-2">
                  <p className="font-medium break-words text-slate-900">{row.product_name}</p>
                  <dl className="grid grid-cols-2 gap-2 text-xs sm:grid-cols-4">
                    {(
                      [
                        ['impressions', number(row.impressions)],
                        ['clicks', number(row.clicks)],
                        ['purchases', number(row.purchases)],
                        ['clickRate', percent(row.click_rate, i18n.language)],
                      ] as const
                    ).map(([key, value]) => (
                      <div key={key} className="min-w-0">
                        <dt className="truncate text-slate-500">{t(`recommendations.stats.${key}`)}</dt>
                        <dd className="font-semibold text-slate-900 tabular-nums">{value}</dd>
                      </div>
                    ))}
                  </dl>
                </div>
              )}
            />
          )}
        </>
      )}
    </section>
  );
}
