import type { ExtractionUsage } from '@pustaka/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  chartDays,
  niceMax,
  PLAYGROUND_SERIES,
  seriesColour,
  seriesOf,
} from '@/features/extraction/lib/usage-chart';
import { formatDate } from '@/lib/format';

const HEIGHT = 180;
const PAD = { top: 10, right: 8, bottom: 22, left: 30 };

/** Successful extractions per day over 30 days, stacked by key (and the playground), in plain SVG. */
/** The drawn width follows the element's, so labels keep their size on a phone and on a desktop. */
function useWidth(fallback: number) {
  const ref = useRef<HTMLElement>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(200, Math.round(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

export function UsageChart({ usage, today }: { usage: ExtractionUsage; today: Date }) {
  const { t, i18n } = useTranslation();
  const [ref, WIDTH] = useWidth(600);
  const days = chartDays(usage, today);
  const series = seriesOf(usage, days);
  const max = niceMax(Math.max(...days.map((day) => day.total), 1));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / days.length;
  const barWidth = Math.max(2, slot * 0.7);
  const y = (value: number) => PAD.top + plotHeight - (value / max) * plotHeight;
  const nameOf = (id: string) =>
    id === PLAYGROUND_SERIES
      ? t('extraction.usage.playground')
      : (usage.keys.find((key) => String(key.id) === id)?.name ?? id);
  const total = days.reduce((sum, day) => sum + day.total, 0);
  const first = days[0]?.day ?? '';
  const last = days.at(-1)?.day ?? '';

  return (
    <figure className="space-y-3" ref={ref}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width={WIDTH}
        height={HEIGHT}
        className="block max-w-full"
        role="img"
        aria-label={t('extraction.usage.chartLabel', { total })}
        data-testid="usage-chart"
      >
        {(Number.isInteger(max / 2) ? [0, max / 2, max] : [0, max]).map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke="#e2e8f0" />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" fontSize="11" fill="#64748b">
              {tick}
            </text>
          </g>
        ))}
        {days.map((day, index) => {
          let base = 0;
          return (
            <g key={day.day} data-day={day.day} data-total={day.total}>
              <title>{`${formatDate(day.day, i18n.language)}: ${day.total}`}</title>
              {series.map((id, seriesIndex) => {
                const count = day.bySeries[id] ?? 0;
                if (count === 0) return null;
                const top = y(base + count);
                const height = y(base) - top;
                base += count;
                return (
                  <rect
                    key={id}
                    x={PAD.left + index * slot + (slot - barWidth) / 2}
                    y={top}
                    width={barWidth}
                    height={height}
                    rx={1.5}
                    fill={seriesColour(seriesIndex)}
                  />
                );
              })}
            </g>
          );
        })}
        <text x={PAD.left} y={HEIGHT - 6} fontSize="11" fill="#64748b">
          {formatDate(first, i18n.language)}
        </text>
        <text x={WIDTH - PAD.right} y={HEIGHT - 6} fontSize="11" fill="#64748b" textAnchor="end">
          {formatDate(last, i18n.language)}
        </text>
      </svg>
      {series.length > 0 ? (
        <figcaption className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
          {series.map((id, index) => (
            <span key={id} className="inline-flex items-center gap-1.5">
              <span className="size-2.5 rounded-sm" style={{ backgroundColor: seriesColour(index) }} />
              {nameOf(id)}
            </span>
          ))}
        </figcaption>
      ) : null}
    </figure>
  );
}
