import type { ShortLinkStats } from '@pustaka/contract';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';

const WIDTH = 300;
const HEIGHT = 80;
const GAP = 2;

/** The day as "5 Jun" in the reader's language (the dates are UTC days). */
function dayLabel(day: string, language: string) {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(language, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

/** Clicks per day as a small bar chart, with the clicks and visitors as a table for screen readers. */
export function ClicksChart({ days }: { days: ShortLinkStats['days'] }) {
  const { t, i18n } = useTranslation();
  const max = Math.max(1, ...days.map((day) => day.clicks));
  const bar = WIDTH / days.length;
  const first = days[0];
  const last = days[days.length - 1];
  return (
    <figure className="space-y-1">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-24 w-full rounded-lg bg-slate-50"
        aria-hidden="true"
        data-testid="clicks-chart"
      >
        <line x1="0" y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} stroke="#cbd5e1" strokeWidth="1" />
        {days.map((day, i) => {
          const height = (day.clicks / max) * (HEIGHT - 6);
          return (
            <rect
              key={day.day}
              x={i * bar + GAP / 2}
              y={HEIGHT - height}
              width={Math.max(1, bar - GAP)}
              height={height}
              rx="1"
              className={day.clicks > 0 ? 'fill-indigo-500' : 'fill-transparent'}
            >
              <title>
                {`${dayLabel(day.day, i18n.language)}: ${t('shortLinks.stats.dayFigures', {
                  clicks: formatNumber(day.clicks, i18n.language),
                  visitors: formatNumber(day.visitors, i18n.language),
                })}`}
              </title>
            </rect>
          );
        })}
      </svg>
      <figcaption className="flex justify-between text-xs text-slate-500">
        <span>{first ? dayLabel(first.day, i18n.language) : ''}</span>
        <span>
          {t('shortLinks.stats.peak', { count: max === 1 && days.every((d) => d.clicks === 0) ? 0 : max })}
        </span>
        <span>{last ? dayLabel(last.day, i18n.language) : ''}</span>
      </figcaption>
      <table className="sr-only">
        <caption>{t('shortLinks.stats.perDay')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('shortLinks.stats.day')}</th>
            <th scope="col">{t('shortLinks.stats.clicks')}</th>
            <th scope="col">{t('shortLinks.stats.visitors')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row">{dayLabel(day.day, i18n.language)}</th>
              <td>{day.clicks}</td>
              <td>{day.visitors}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
