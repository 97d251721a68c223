import clsx from 'clsx';
import { type ReactNode, useEffect } from 'react';
import { AlertIcon, CloseIcon } from './icons';
import { CheckCircleIcon, InfoIcon, XCircleIcon } from './more-icons';
import { dismissToast, type ToastItem, type ToastType } from './toast';

const icons: Record<ToastType, ReactNode> = {
  success: <CheckCircleIcon className="size-5 text-emerald-600" />,
  error: <XCircleIcon className="size-5 text-red-600" />,
  warning: <AlertIcon className="size-5 text-amber-600" />,
  info: <InfoIcon className="size-5 text-sky-600" />,
};

const accents: Record<ToastType, string> = {
  success: 'border-l-emerald-500',
  error: 'border-l-red-500',
  warning: 'border-l-amber-500',
  info: 'border-l-sky-500',
};

export interface ToastCardProps {
  item: ToastItem;
  dismissLabel: string;
  referenceLabel: (reference: string) => string;
}

/** One notification; it closes itself after its duration unless persistent. */
export function ToastCard({ item, dismissLabel, referenceLabel }: ToastCardProps) {
  useEffect(() => {
    if (item.persistent) return;
    const timer = window.setTimeout(() => dismissToast(item.id), item.duration);
    return () => window.clearTimeout(timer);
  }, [item]);

  return (
    <div
      role={item.type === 'error' ? 'alert' : 'status'}
      aria-live={item.type === 'error' ? 'assertive' : 'polite'}
      className={clsx(
        'pointer-events-auto flex w-full gap-3 rounded-xl border border-l-4 border-slate-200 bg-white p-4 shadow-lg',
        accents[item.type],
      )}
    >
      <span className="mt-0.5 shrink-0">{icons[item.type]}</span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-slate-900">{item.title}</p>
        {item.message ? <p className="mt-0.5 text-sm break-words text-slate-600">{item.message}</p> : null}
        {item.reference ? (
          <p className="mt-1 text-xs break-all text-slate-500 select-all">{referenceLabel(item.reference)}</p>
        ) : null}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(item.id)}
        className="-m-1 h-fit rounded-md p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-600"
        aria-label={dismissLabel}
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}
