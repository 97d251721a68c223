import clsx from 'clsx';
import type { ReactNode } from 'react';
import { AlertIcon } from './icons';
import { CheckCircleIcon, InfoIcon, XCircleIcon } from './more-icons';

type Tone = 'success' | 'error' | 'warning' | 'info';

const styles: Record<Tone, string> = {
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  error: 'border-red-200 bg-red-50 text-red-900',
  warning: 'border-amber-300 bg-amber-50 text-amber-900',
  info: 'border-sky-200 bg-sky-50 text-sky-900',
};

const icons: Record<Tone, ReactNode> = {
  success: <CheckCircleIcon className="size-5 shrink-0 text-emerald-600" />,
  error: <XCircleIcon className="size-5 shrink-0 text-red-600" />,
  warning: <AlertIcon className="size-5 shrink-0 text-amber-600" />,
  info: <InfoIcon className="size-5 shrink-0 text-sky-600" />,
};

export function Alert({
  tone = 'info',
  title,
  children,
  className,
}: {
  tone?: Tone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={clsx('flex gap-3 rounded-xl border px-4 py-3 text-sm', styles[tone], className)}
    >
      {icons[tone]}
      <div className="min-w-0 space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div>{children}</div> : null}
      </div>
    </div>
  );
}
