import clsx from 'clsx';
import type { ReactNode } from 'react';

/** One figure: a label and its value, with an optional line beneath. */
export function Figure({
  label,
  value,
  hint,
  tone = 'plain',
  testId,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  tone?: 'plain' | 'brand';
  testId?: string;
}) {
  return (
    <div
      className={clsx(
        'min-w-0 rounded-2xl border px-4 py-3 shadow-xs',
        tone === 'brand' ? 'border-indigo-200 bg-indigo-50' : 'border-slate-200 bg-white',
      )}
    >
      <p className={clsx('text-xs', tone === 'brand' ? 'text-indigo-700' : 'text-slate-500')}>{label}</p>
      <p
        className="mt-1 text-base font-bold break-words text-slate-900 tabular-nums sm:text-xl"
        data-testid={testId}
      >
        {value}
      </p>
      {hint ? <p className="mt-0.5 text-xs text-slate-500">{hint}</p> : null}
    </div>
  );
}
