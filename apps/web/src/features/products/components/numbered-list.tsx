import { formatDuration } from '@/lib/units';

export function NumberedList({
  rows,
}: {
  rows: { id: number; title: string; duration_seconds: number | null }[];
}) {
  return (
    <ol className="divide-y divide-slate-100">
      {rows.map((row, index) => (
        <li key={row.id} className="flex items-center gap-3 py-2.5 text-sm">
          <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-slate-100 text-xs font-semibold text-slate-600">
            {index + 1}
          </span>
          <span className="min-w-0 flex-1 truncate text-slate-800">{row.title}</span>
          <span className="shrink-0 tabular-nums text-slate-500">{formatDuration(row.duration_seconds)}</span>
        </li>
      ))}
    </ol>
  );
}
