import type { ReactNode } from 'react';
import { shareOf } from '@/lib/chart-scale';
import { formatRupiah } from '@/lib/format';

/** A thin bar for one value's share of `whole`, with a caption (how many sales) on its right. */
export function ShareBar({
  value,
  whole,
  caption,
  captionClassName = 'w-24 text-right',
}: {
  value: number;
  whole: number;
  caption: string;
  captionClassName?: string;
}) {
  return (
    <div className="flex items-center gap-2">
      <div className="h-1.5 flex-1 overflow-hidden rounded-full bg-slate-100">
        <div className="h-full rounded-full bg-indigo-400" style={{ width: `${shareOf(value, whole)}%` }} />
      </div>
      <span className={`shrink-0 text-xs text-slate-500 ${captionClassName}`}>{caption}</span>
    </div>
  );
}

export type RankedRow = { id: number; name: ReactNode; revenue: number; sales: number };

/** The rows with the most revenue, numbered, each with a bar against the leader. */
export function RevenueRanking({
  rows,
  salesCaption,
  empty,
  testId,
}: {
  rows: RankedRow[];
  salesCaption: (sales: number) => string;
  empty: string;
  testId: string;
}) {
  if (rows.length === 0) return <p className="text-sm text-slate-500">{empty}</p>;
  const leader = Math.max(...rows.map((row) => row.revenue), 0);
  return (
    <ol className="space-y-3" data-testid={testId}>
      {rows.map((row, index) => (
        <li key={row.id} className="space-y-1">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="min-w-0 truncate font-medium text-slate-900">
              <span className="mr-1.5 text-slate-400 tabular-nums">{index + 1}.</span>
              {row.name}
            </span>
            <span className="shrink-0 font-semibold text-slate-900 tabular-nums">
              {formatRupiah(row.revenue)}
            </span>
          </div>
          <ShareBar value={row.revenue} whole={leader} caption={salesCaption(row.sales)} />
        </li>
      ))}
    </ol>
  );
}
