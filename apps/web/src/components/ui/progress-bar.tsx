import clsx from 'clsx';

export function ProgressBar({
  percent,
  label,
  tone = 'brand',
}: {
  percent: number;
  label: string;
  tone?: 'brand' | 'danger';
}) {
  return (
    <div className="space-y-1">
      <div
        className="h-2 overflow-hidden rounded-full bg-slate-200"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={label}
      >
        <div
          className={clsx('h-full transition-[width]', tone === 'danger' ? 'bg-red-500' : 'bg-indigo-600')}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-xs text-slate-600">{label}</p>
    </div>
  );
}
