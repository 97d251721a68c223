import clsx from 'clsx';
import type { ReactNode } from 'react';

/** A white panel of figures under its own heading, which also names the section for screen readers. */
export function FigurePanel({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={clsx(
        'min-w-0 space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5',
        className,
      )}
    >
      <h2 id={id} className="font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
