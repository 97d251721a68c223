import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { InputField, SelectField } from '../../../components/ui/field';
import { ChartIcon, RefreshIcon } from '../../../components/ui/icons';
import { CheckCircleIcon } from '../../../components/ui/more-icons';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSales } from '../../../features/orders/api/admin-orders';
import { SalesTable } from '../../../features/orders/components/sales-table';
import { METHOD_GROUPS } from '../../../features/orders/lib/payment-methods';
import {
  EMPTY_SALES_FILTER,
  filterSales,
  type SalesFilter,
  salesTotals,
} from '../../../features/orders/lib/sales-rules';
import { formatNumber, formatRupiah } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AdminHeader } from './admin-header';

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

/** /admin/sales: paid orders with their totals; the filters narrow the loaded page. */
export function SalesPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('page'));
  const page = Number.isInteger(requested) && requested > 1 ? requested : 1;
  const sales = useSales(page);
  const [filter, setFilter] = useState<SalesFilter>(EMPTY_SALES_FILTER);
  const data = sales.data;
  const shown = useMemo(() => (data ? filterSales(data.items, filter) : []), [data, filter]);
  const totals = useMemo(() => salesTotals(shown), [shown]);
  const filtered = filter !== EMPTY_SALES_FILTER;
  useDocumentTitle(t('sales.title'));

  const set = (patch: Partial<SalesFilter>) => setFilter((current) => ({ ...current, ...patch }));

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <AdminHeader
        title={t('sales.title')}
        description={t('sales.subtitle')}
        action={
          <ButtonLink
            to="/admin/orders/approve"
            variant="outline"
            icon={<CheckCircleIcon className="size-4" />}
          >
            {t('adminOrders.title')}
          </ButtonLink>
        }
      />

      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat
          label={t('sales.totalRevenue')}
          value={data ? formatRupiah(data.totals.revenue) : '—'}
          testId="sales-total-revenue"
        />
        <Stat
          label={t('sales.totalSales')}
          value={data ? formatNumber(data.totals.sales, i18n.language) : '—'}
          testId="sales-total-count"
        />
        <Stat
          label={filtered ? t('sales.shownRevenue') : t('sales.pageRevenue')}
          value={data ? formatRupiah(totals.revenue) : '—'}
          testId="sales-revenue"
        />
        <Stat
          label={filtered ? t('sales.buyers') : t('sales.pageBuyers')}
          value={data ? formatNumber(totals.buyers, i18n.language) : '—'}
        />
      </div>

      <form
        className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] lg:items-end"
        onSubmit={(event) => event.preventDefault()}
        aria-label={t('sales.filters')}
      >
        <InputField
          label={t('sales.search')}
          type="search"
          value={filter.q}
          placeholder={t('sales.searchPlaceholder')}
          onChange={(event) => set({ q: event.target.value })}
        />
        <SelectField
          label={t('sales.method')}
          value={filter.group}
          onChange={(event) => set({ group: event.target.value as SalesFilter['group'] })}
        >
          <option value="">{t('sales.allMethods')}</option>
          {METHOD_GROUPS.map(({ group }) => (
            <option key={group} value={group}>
              {t(`orders.groups.${group}`)}
            </option>
          ))}
          <option value="free">{t('orders.methods.free')}</option>
        </SelectField>
        <InputField
          label={t('sales.from')}
          type="date"
          value={filter.from}
          onChange={(event) => set({ from: event.target.value })}
        />
        <InputField
          label={t('sales.to')}
          type="date"
          value={filter.to}
          onChange={(event) => set({ to: event.target.value })}
        />
        <Button variant="ghost" disabled={!filtered} onClick={() => setFilter(EMPTY_SALES_FILTER)}>
          {t('sales.reset')}
        </Button>
      </form>

      {sales.isError && !data ? (
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
      ) : data.items.length === 0 ? (
        <EmptyState
          icon={<ChartIcon className="size-6" />}
          title={t('sales.empty')}
          description={t('sales.emptyText')}
        />
      ) : shown.length === 0 ? (
        <EmptyState
          title={t('sales.noMatch')}
          action={
            <Button variant="outline" onClick={() => setFilter(EMPTY_SALES_FILTER)}>
              {t('sales.reset')}
            </Button>
          }
        />
      ) : (
        <div className={sales.isPlaceholderData ? 'space-y-4 opacity-60' : 'space-y-4'}>
          <p className="text-sm text-slate-600">
            {t('sales.showing', {
              shown: formatNumber(shown.length, i18n.language),
              loaded: formatNumber(data.items.length, i18n.language),
              total: formatNumber(data.total, i18n.language),
            })}
          </p>
          <SalesTable orders={shown} />
        </div>
      )}
      {data && data.total > data.pageSize ? (
        <Pagination
          page={data.page}
          pageSize={data.pageSize}
          total={data.total}
          onPageChange={(next) => {
            const search = new URLSearchParams(params);
            search.set('page', String(next));
            setParams(search);
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
          labels={{
            previous: t('common.previous'),
            next: t('common.next'),
            summary: t('catalogue.pageSummary', {
              page: formatNumber(data.page, i18n.language),
              pages: formatNumber(Math.ceil(data.total / data.pageSize), i18n.language),
            }),
          }}
        />
      ) : null}
    </div>
  );
}
