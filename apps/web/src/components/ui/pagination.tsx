import { ChevronLeftIcon, ChevronRightIcon } from './more-icons';

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  labels: { previous: string; next: string; summary: string };
}

export function Pagination({ page, pageSize, total, onPageChange, labels }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const button =
    'inline-flex h-9 items-center gap-1 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-50';
  return (
    <nav className="flex flex-wrap items-center justify-between gap-3" aria-label={labels.summary}>
      <p className="text-sm text-slate-600">{labels.summary}</p>
      <div className="flex gap-2">
        <button type="button" className={button} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeftIcon className="size-4" />
          {labels.previous}
        </button>
        <button
          type="button"
          className={button}
          disabled={page >= pages}
          onClick={() => onPageChange(page + 1)}
        >
          {labels.next}
          <ChevronRightIcon className="size-4" />
        </button>
      </div>
    </nav>
  );
}
