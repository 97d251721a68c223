import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FigurePanel } from '@/components/ui/figure-panel';
import { RefreshIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { type SalesFilterQuery, useSalesSummary } from '@/features/orders/api/admin-orders';
import { CreatorTable, DailySalesChart, FormatBars } from './sales-breakdown';

/**
 * Sales by day, by creator and by format for what the filters match. While `enabled` is false (a range the
 * server would refuse) nothing shows, and the last answer is kept for when the range is right again.
 */
export function SalesSummarySection({ query, enabled }: { query: SalesFilterQuery; enabled: boolean }) {
  const { t } = useTranslation();
  const summary = useSalesSummary(query, { enabled });
  if (!enabled) return null;
  if (summary.isError && !summary.data) {
    return (
      <Alert tone="error" title={t('sales.breakdown.loadFailed')}>
        <Button
          size="sm"
          variant="outline"
          className="mt-2"
          icon={<RefreshIcon className="size-4" />}
          onClick={() => void summary.refetch()}
        >
          {t('catalogue.retry')}
        </Button>
      </Alert>
    );
  }
  if (!summary.data) {
    return (
      <div className="grid gap-4 lg:grid-cols-2" aria-busy="true" data-testid="sales-breakdown-loading">
        <Skeleton className="h-64 rounded-2xl lg:col-span-2" />
        <Skeleton className="h-48 rounded-2xl" />
        <Skeleton className="h-48 rounded-2xl" />
      </div>
    );
  }
  if (summary.data.totals.sales === 0) return null;
  return (
    <div
      className={
        summary.isPlaceholderData ? 'grid gap-4 opacity-60 lg:grid-cols-2' : 'grid gap-4 lg:grid-cols-2'
      }
      aria-busy={summary.isPlaceholderData || undefined}
      data-testid="sales-breakdown"
    >
      <FigurePanel id="sales-by-day" title={t('sales.breakdown.byDay')} className="lg:col-span-2">
        <DailySalesChart days={summary.data.by_day} range={{ from: query.from, to: query.to }} />
      </FigurePanel>
      <FigurePanel id="sales-by-creator" title={t('sales.breakdown.byCreator')}>
        <CreatorTable creators={summary.data.by_creator} />
      </FigurePanel>
      <FigurePanel id="sales-by-format" title={t('sales.breakdown.byFormat')}>
        <FormatBars formats={summary.data.by_format} />
      </FigurePanel>
    </div>
  );
}
