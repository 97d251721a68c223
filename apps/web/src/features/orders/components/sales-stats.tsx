import type { AdminSalesPage } from '@pustaka/contract';
import { useTranslation } from 'react-i18next';
import { averageSale } from '@/features/orders/lib/sales-rules';
import { formatNumber, formatRupiah } from '@/lib/format';

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

/** The totals of every sale the filters match; a dash while there are none to show. */
export function SalesStats({
  totals,
  filtered,
  busy,
}: {
  totals: AdminSalesPage['totals'] | undefined;
  filtered: boolean;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-label={filtered ? t('sales.filteredFigures') : t('sales.allFigures')}>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-busy={busy || undefined}>
        <Stat
          label={filtered ? t('sales.filteredRevenue') : t('sales.totalRevenue')}
          value={totals ? formatRupiah(totals.revenue) : '—'}
          testId="sales-total-revenue"
        />
        <Stat
          label={filtered ? t('sales.filteredSales') : t('sales.totalSales')}
          value={totals ? formatNumber(totals.sales, i18n.language) : '—'}
          testId="sales-total-count"
        />
        <Stat
          label={filtered ? t('sales.filteredBuyers') : t('sales.buyers')}
          value={totals ? formatNumber(totals.buyers, i18n.language) : '—'}
          testId="sales-total-buyers"
        />
        <Stat
          label={t('sales.averageSale')}
          value={totals ? formatRupiah(averageSale(totals)) : '—'}
          testId="sales-average"
        />
      </div>
    </section>
  );
}
