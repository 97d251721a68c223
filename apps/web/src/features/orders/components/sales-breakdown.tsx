import type { AdminSalesSummary } from '@pustaka/contract';
import { useTranslation } from 'react-i18next';
import { BarPlot } from '@/components/ui/bar-plot';
import { RevenueRanking, ShareBar } from '@/components/ui/revenue-ranking';
import {
  compactRupiah,
  type DaySales,
  dayBars,
  dayLabel,
  fillDays,
  labelledIndexes,
} from '@/features/orders/lib/sales-chart';
import { formatRupiah } from '@/lib/format';

/**
 * Revenue per Jakarta day as bars: an SVG stretched to its box, with HTML labels that keep their size
 * on a phone, and a table of the same figures for screen readers.
 */
export function DailySalesChart({
  days,
  range,
}: {
  days: DaySales[];
  range: { from?: string; to?: string };
}) {
  const { t, i18n } = useTranslation();
  const { points, truncated } = fillDays(days, range);
  const { bars, max } = dayBars(points);
  const wide = labelledIndexes(points.length, 6);
  const narrow = labelledIndexes(points.length, 3);
  const ticks = max > 0 ? [0, max / 2, max] : [0];
  const label = (day: string) => dayLabel(day, i18n.language);
  return (
    <figure className="space-y-2">
      <figcaption className="sr-only">{t('sales.breakdown.chartSummary')}</figcaption>
      <BarPlot
        bars={bars.map((bar) => ({
          key: bar.day,
          x: bar.x,
          width: bar.width,
          height: bar.height,
          label: label(bar.day),
          title: `${label(bar.day)}: ${formatRupiah(bar.revenue)} · ${t('sales.breakdown.salesCount', { count: bar.sales })}`,
        }))}
        ticks={ticks}
        max={max}
        tickLabel={(tick) => compactRupiah(tick, i18n.language)}
        wide={wide}
        narrow={narrow}
        rx={0.4}
        plotClassName="h-40 sm:h-48"
        axisClassName="w-14"
        labelsClassName="ml-16"
        testId="sales-day-chart"
        barTestId="sales-day-bar"
      />
      {truncated ? (
        <p className="text-xs text-slate-500">{t('sales.breakdown.latestDays', { count: points.length })}</p>
      ) : null}
      <table className="sr-only">
        <thead>
          <tr>
            <th scope="col">{t('sales.breakdown.day')}</th>
            <th scope="col">{t('sales.breakdown.revenue')}</th>
            <th scope="col">{t('sales.breakdown.sales')}</th>
          </tr>
        </thead>
        <tbody>
          {points
            .filter((point) => point.sales > 0)
            .map((point) => (
              <tr key={point.day}>
                <td>{label(point.day)}</td>
                <td>{formatRupiah(point.revenue)}</td>
                <td>{point.sales}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </figure>
  );
}

/** The creators with the most revenue, each with a bar against the leader. */
export function CreatorTable({ creators }: { creators: AdminSalesSummary['by_creator'] }) {
  const { t } = useTranslation();
  return (
    <RevenueRanking
      testId="sales-creators"
      empty={t('sales.breakdown.none')}
      salesCaption={(count) => t('sales.breakdown.salesCount', { count })}
      rows={creators}
    />
  );
}

/** Revenue by format as bars; formats that sold nothing stay listed at zero. */
export function FormatBars({ formats }: { formats: AdminSalesSummary['by_format'] }) {
  const { t } = useTranslation();
  const total = formats.reduce((sum, format) => sum + format.revenue, 0);
  return (
    <ul className="grid gap-3 sm:grid-cols-2" data-testid="sales-formats">
      {formats.map((format) => (
        <li key={format.format} className="space-y-1 rounded-xl border border-slate-200 px-3 py-2">
          <div className="flex items-baseline justify-between gap-2 text-sm">
            <span className="inline-flex items-center gap-1.5 font-medium text-slate-900">
              <span className="rounded-md bg-indigo-50 px-1.5 py-0.5 text-xs font-bold text-indigo-700">
                {format.format}
              </span>
              <span className="truncate text-slate-600">{t(`editor.formats.${format.format}.name`)}</span>
            </span>
            <span className="shrink-0 font-semibold text-slate-900 tabular-nums">
              {formatRupiah(format.revenue)}
            </span>
          </div>
          <ShareBar
            value={format.revenue}
            whole={total}
            caption={t('sales.breakdown.salesCount', { count: format.sales })}
            captionClassName=""
          />
        </li>
      ))}
    </ul>
  );
}
