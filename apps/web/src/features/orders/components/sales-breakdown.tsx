import type { AdminSalesSummary } from '@pustaka/contract';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../../../lib/format';
import {
  compactRupiah,
  type DaySales,
  dayBars,
  dayLabel,
  fillDays,
  labelledIndexes,
  shareOf,
} from '../lib/sales-chart';

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
      <div aria-hidden="true">
        <div className="flex gap-2">
          <div className="relative w-14 shrink-0 text-right text-[11px] text-slate-500 tabular-nums">
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
            className="block h-40 min-w-0 flex-1 overflow-visible sm:h-48"
            data-testid="sales-day-chart"
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
                key={bar.day}
                x={bar.x}
                width={bar.width}
                y={100 - bar.height}
                height={bar.height}
                rx={0.4}
                className="fill-indigo-500 hover:fill-indigo-700"
                data-testid="sales-day-bar"
              >
                <title>{`${label(bar.day)}: ${formatRupiah(bar.revenue)} · ${t('sales.breakdown.salesCount', { count: bar.sales })}`}</title>
              </rect>
            ))}
          </svg>
        </div>
        <div className="relative mt-1.5 ml-16 h-4 text-[11px] text-slate-500">
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
                key={bar.day}
                className={clsx('absolute whitespace-nowrap', !narrow.has(index) && 'hidden sm:inline')}
                style={position}
              >
                {label(bar.day)}
              </span>
            );
          })}
        </div>
      </div>
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
  if (creators.length === 0) return <p className="text-sm text-slate-500">{t('sales.breakdown.none')}</p>;
  const leader = Math.max(...creators.map((creator) => creator.revenue), 0);
  return (
    <ol className="space-y-3" data-testid="sales-creators">
      {creators.map((creator, index) => (
        <li key={creator.id} className="space-y-1">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="min-w-0 truncate font-medium text-slate-900">
              <span className="mr-1.5 text-slate-400 tabular-nums">{index + 1}.</span>
              {creator.name}
            </span>
            <span className="shrink-0 font-semibold text-slate-900 tabular-nums">
              {formatRupiah(creator.revenue)}
            </span>
          </div>
          <div className="flex items-center gap-2">
            <div className="h-1.5 flex-1 overflow-hidden rounded-full bg-slate-100">
              <div
                className="h-full rounded-full bg-indigo-400"
                style={{ width: `${shareOf(creator.revenue, leader)}%` }}
              />
            </div>
            <span className="w-24 shrink-0 text-right text-xs text-slate-500">
              {t('sales.breakdown.salesCount', { count: creator.sales })}
            </span>
          </div>
        </li>
      ))}
    </ol>
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
          <div className="flex items-center gap-2">
            <div className="h-1.5 flex-1 overflow-hidden rounded-full bg-slate-100">
              <div
                className="h-full rounded-full bg-indigo-400"
                style={{ width: `${shareOf(format.revenue, total)}%` }}
              />
            </div>
            <span className="shrink-0 text-xs text-slate-500">
              {t('sales.breakdown.salesCount', { count: format.sales })}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
