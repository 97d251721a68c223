import { SALES_METHOD_GROUPS, type SalesMethodGroup } from '@pustaka/contract';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { InputField, SelectField } from '@/components/ui/field';
import { FigurePanel } from '@/components/ui/figure-panel';
import { ChartIcon, RefreshIcon } from '@/components/ui/icons';
import { ListPages } from '@/components/ui/list-pages';
import { CheckCircleIcon, DownloadIcon } from '@/components/ui/more-icons';
import { Skeleton } from '@/components/ui/skeleton';
import { useExportSales, useSales, useSalesSummary } from '@/features/orders/api/admin-orders';
import { CreatorTable, DailySalesChart, FormatBars } from '@/features/orders/components/sales-breakdown';
import { SalesTable } from '@/features/orders/components/sales-table';
import {
  averageSale,
  EMPTY_SALES_FILTER,
  isRangeReversed,
  isSalesDay,
  isSalesFiltered,
  readSalesFilter,
  readSalesPage,
  type SalesFilter,
  withSalesFilter,
} from '@/features/orders/lib/sales-rules';
import { formatNumber, formatRupiah } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AdminHeader } from './admin-header';

/** How long the search field waits for the typing to stop before asking the server. */
export const SALES_SEARCH_DELAY_MS = 300;

function Stat({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white px-4 py-3 shadow-xs">
      <p className="text-xs text-slate-500">{label}</p>
      <p className="mt-1 text-lg font-bold text-slate-900 tabular-nums sm:text-xl" data-testid={testId}>
        {value}
      </p>
    </div>
  );
}

/** /admin/sales: paid orders, filtered on the server, with the totals of everything the filters match. */
export function SalesPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = readSalesPage(params);
  const filter = useMemo(() => readSalesFilter(params), [params]);
  const filtered = isSalesFiltered(filter);
  const reversed = isRangeReversed(filter);
  const query = useMemo(
    () => ({
      q: filter.q || undefined,
      method: filter.method || undefined,
      from: filter.from || undefined,
      to: filter.to || undefined,
    }),
    [filter],
  );
  const sales = useSales({ page, ...query }, { enabled: !reversed });
  const summary = useSalesSummary(query, { enabled: !reversed });
  const exporter = useExportSales();
  const data = sales.data;
  useDocumentTitle(t('sales.title'));

  // What the fields show while it is typed: the search waits for a pause, a day for a whole date.
  const [draft, setDraft] = useState({ q: filter.q, from: filter.from, to: filter.to });
  useEffect(() => {
    setDraft((current) => (current.q.trim() === filter.q ? current : { ...current, q: filter.q }));
  }, [filter.q]);
  useEffect(() => setDraft((current) => ({ ...current, from: filter.from })), [filter.from]);
  useEffect(() => setDraft((current) => ({ ...current, to: filter.to })), [filter.to]);

  const apply = useCallback(
    (patch: Partial<SalesFilter>, options?: { replace?: boolean }) =>
      setParams((current) => withSalesFilter(current, { ...readSalesFilter(current), ...patch }), options),
    [setParams],
  );

  useEffect(() => {
    const q = draft.q.trim();
    if (q === filter.q) return;
    const timer = window.setTimeout(() => apply({ q }, { replace: true }), SALES_SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [draft.q, filter.q, apply]);

  const setDay = (key: 'from' | 'to', value: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
    // A half-typed date (the year still being entered) stays in the field until it is a real day.
    if (value === '' || isSalesDay(value)) apply({ [key]: value });
  };

  const reset = () => {
    setDraft({ q: '', from: '', to: '' });
    apply(EMPTY_SALES_FILTER);
  };

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

      <section aria-label={filtered ? t('sales.filteredFigures') : t('sales.allFigures')}>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-busy={sales.isFetching || undefined}>
          <Stat
            label={filtered ? t('sales.filteredRevenue') : t('sales.totalRevenue')}
            value={data && !reversed ? formatRupiah(data.totals.revenue) : '—'}
            testId="sales-total-revenue"
          />
          <Stat
            label={filtered ? t('sales.filteredSales') : t('sales.totalSales')}
            value={data && !reversed ? formatNumber(data.totals.sales, i18n.language) : '—'}
            testId="sales-total-count"
          />
          <Stat
            label={filtered ? t('sales.filteredBuyers') : t('sales.buyers')}
            value={data && !reversed ? formatNumber(data.totals.buyers, i18n.language) : '—'}
            testId="sales-total-buyers"
          />
          <Stat
            label={t('sales.averageSale')}
            value={data && !reversed ? formatRupiah(averageSale(data.totals)) : '—'}
            testId="sales-average"
          />
        </div>
      </section>

      <form
        className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] lg:items-start"
        onSubmit={(event) => event.preventDefault()}
        aria-label={t('sales.filters')}
      >
        <InputField
          label={t('sales.search')}
          type="search"
          value={draft.q}
          maxLength={100}
          placeholder={t('sales.searchPlaceholder')}
          onChange={(event) => setDraft((current) => ({ ...current, q: event.target.value }))}
        />
        <SelectField
          label={t('sales.method')}
          value={filter.method}
          onChange={(event) => apply({ method: event.target.value as SalesMethodGroup | '' })}
        >
          <option value="">{t('sales.allMethods')}</option>
          {SALES_METHOD_GROUPS.map((group) => (
            <option key={group} value={group}>
              {group === 'free' ? t('orders.methods.free') : t(`orders.groups.${group}`)}
            </option>
          ))}
        </SelectField>
        <InputField
          label={t('sales.from')}
          type="date"
          value={draft.from}
          min="2000-01-01"
          max={filter.to || '2999-12-31'}
          onChange={(event) => setDay('from', event.target.value)}
        />
        <InputField
          label={t('sales.to')}
          type="date"
          value={draft.to}
          min={filter.from || '2000-01-01'}
          max="2999-12-31"
          error={reversed ? t('sales.rangeReversed') : undefined}
          onChange={(event) => setDay('to', event.target.value)}
        />
        <Button
          variant="ghost"
          className="lg:mt-6"
          disabled={!filtered && !draft.q && !draft.from && !draft.to}
          onClick={reset}
        >
          {t('sales.reset')}
        </Button>
        <p className="text-xs text-slate-500 sm:col-span-2 lg:col-span-5">{t('sales.daysNote')}</p>
      </form>

      {exporter.isError ? (
        <Alert tone="error" title={t('sales.export.failed')}>
          <p>{exporter.error.message}</p>
        </Alert>
      ) : exporter.isSuccess ? (
        <p className="text-sm text-emerald-700" role="status">
          {t('sales.export.done', { name: exporter.data })}
        </p>
      ) : null}

      {reversed ? null : summary.isError && !summary.data ? (
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
      ) : !summary.data ? (
        <div className="grid gap-4 lg:grid-cols-2" aria-busy="true" data-testid="sales-breakdown-loading">
          <Skeleton className="h-64 rounded-2xl lg:col-span-2" />
          <Skeleton className="h-48 rounded-2xl" />
          <Skeleton className="h-48 rounded-2xl" />
        </div>
      ) : summary.data.totals.sales > 0 ? (
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
      ) : null}

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
        <Alert tone="error" title={t('sales.loadFailed')}>
          <p>{sales.error.message}</p>
          <Button
            size="sm"
            variant="outline"
            className="mt-2"
            icon={<RefreshIcon className="size-4" />}
            onClick={() => void sales.refetch()}
          >
            {t('catalogue.retry')}
          </Button>
        </Alert>
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
