import type { StatsPeriod } from '@pustaka/contract';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../../../lib/format';
import { bucketLabel, type ChartPoint, chartBars, compactRupiah, labelledIndexes } from '../lib/chart';

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
      <div aria-hidden="true">
        <div className="flex gap-2">
          <div className="relative w-14 shrink-0 text-right text-[11px] text-slate-500 tabular-nums sm:w-16">
            {ticks.map((tick) => (
              <span
                key={tick}
                className="absolute right-0 -translate-y-1/2 whitespace-nowrap"
                style={{ top: `${max > 0 ? 100 - (tick / max) * 100 : 100}%` }}
              >
                {compactRupiah(tick, i18n.language)}
              </span>
            ))}
          </div>
          <svg
            viewBox="0 0 100 100"
            preserveAspectRatio="none"
            className="block h-48 min-w-0 flex-1 overflow-visible sm:h-60"
            data-testid="revenue-chart"
          >
            {ticks.map((tick) => {
              const y = max > 0 ? 100 - (tick / max) * 100 : 100;
              return (
                <line
                  key={tick}
                  x1={0}
                  x2={100}
                  y1={y}
                  y2={y}
                  className="stroke-slate-200"
                  strokeWidth={1}
                  vectorEffect="non-scaling-stroke"
                />
              );
            })}
            {bars.map((bar) => (
              <rect
                key={bar.bucket}
                x={bar.x}
                width={bar.width}
                y={100 - bar.height}
                height={bar.height}
                rx={0.6}
                className="fill-indigo-500 hover:fill-indigo-700"
                data-testid="chart-bar"
              >
                <title>
                  {`${label(bar.bucket)}: ${formatRupiah(bar.revenue)} · ${t('earnings.stats.salesCount', { count: bar.sales })}`}
                </title>
              </rect>
            ))}
          </svg>
        </div>
        <div className="relative mt-1.5 ml-16 h-4 text-[11px] text-slate-500 sm:ml-18">
          {bars.map((bar, index) => {
            if (!wide.has(index)) return null;
            const centre = bar.x + bar.width / 2;
            // Labels near an edge are pinned to it instead of centred, so none is cut off.
            const position =
              centre > 88
                ? { right: `${Math.max(100 - (bar.x + bar.width), 0)}%` }
                : centre < 12
                  ? { left: `${bar.x}%` }
                  : { left: `${centre}%`, transform: 'translateX(-50%)' };
            return (
              <span
                key={bar.bucket}
                className={clsx('absolute whitespace-nowrap', !narrow.has(index) && 'hidden sm:inline')}
                style={position}
              >
                {label(bar.bucket)}
              </span>
            );
          })}
        </div>
      </div>
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
