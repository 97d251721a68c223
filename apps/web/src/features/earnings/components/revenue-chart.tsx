import type { StatsPeriod } from '@pustaka/contract';
import { useTranslation } from 'react-i18next';
import { BarPlot } from '@/components/ui/bar-plot';
import {
  bucketLabel,
  type ChartPoint,
  chartBars,
  compactRupiah,
  labelledIndexes,
} from '@/features/earnings/lib/chart';
import { formatRupiah } from '@/lib/format';

/**
 * Revenue per bucket as bars. The bars are an SVG stretched to the box; the axis labels are HTML, so
 * they keep their size on a phone. A table with the same figures is there for screen readers.
 */
export function RevenueChart({ points, period }: { points: ChartPoint[]; period: StatsPeriod }) {
  const { t, i18n } = useTranslation();
  const { bars, ticks, max } = chartBars(points);
  // About six labels on a wide screen, three on a phone (a subset of the six).
  const wide = labelledIndexes(points.length, 6);
  const narrow = labelledIndexes(points.length, 3);
  const label = (bucket: string) => bucketLabel(bucket, period, i18n.language);
  return (
    <figure className="space-y-2">
      <figcaption className="sr-only">
        {t('earnings.stats.chartSummary', {
          unit: t(`earnings.stats.units.${period}`),
          window: t(`earnings.stats.windows.${period}`),
        })}
      </figcaption>
      <BarPlot
        bars={bars.map((bar) => ({
          key: bar.bucket,
          x: bar.x,
          width: bar.width,
          height: bar.height,
          label: label(bar.bucket),
          title: `${label(bar.bucket)}: ${formatRupiah(bar.revenue)} · ${t('earnings.stats.salesCount', { count: bar.sales })}`,
        }))}
        ticks={ticks}
        max={max}
        tickLabel={(tick) => compactRupiah(tick, i18n.language)}
        wide={wide}
        narrow={narrow}
        rx={0.6}
        plotClassName="h-48 sm:h-60"
        axisClassName="w-14 sm:w-16"
        labelsClassName="ml-16 sm:ml-18"
        testId="revenue-chart"
        barTestId="chart-bar"
      />
      <table className="sr-only">
        <thead>
          <tr>
            <th scope="col">{t('earnings.stats.column.bucket')}</th>
            <th scope="col">{t('earnings.stats.column.revenue')}</th>
            <th scope="col">{t('earnings.stats.column.sales')}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.bucket}>
              <td>{label(point.bucket)}</td>
              <td>{formatRupiah(point.revenue)}</td>
              <td>{point.sales}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
