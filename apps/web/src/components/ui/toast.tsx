import clsx from 'clsx';
import { type ReactNode, useEffect, useSyncExternalStore } from 'react';
import { AlertIcon, CheckCircleIcon, CloseIcon, InfoIcon, XCircleIcon } from './icons';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface ToastInput {
  type?: ToastType;
  title: string;
  message?: string;
  /** Milliseconds before it closes itself; default 5000. */
  duration?: number;
  /** Stays until dismissed. */
  persistent?: boolean;
}

export interface ToastItem extends Required<Omit<ToastInput, 'message'>> {
  id: number;
  message?: string;
}

export const DEFAULT_TOAST_DURATION = 5000;

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastItem[]) {
  items = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  emit(items.filter((item) => item.id !== id));
}

/** Shows a notification; returns its id. */
export function toast(input: ToastInput): number {
  const item: ToastItem = {
    id: nextId++,
    type: input.type ?? 'info',
    title: input.title,
    message: input.message,
    duration: input.duration ?? DEFAULT_TOAST_DURATION,
    persistent: input.persistent ?? false,
  };
  // Five at most: the oldest leave first.
  emit([...items, item].slice(-5));
  return item.id;
}

toast.success = (title: string, message?: string) => toast({ type: 'success', title, message });
toast.error = (title: string, message?: string) => toast({ type: 'error', title, message });
toast.warning = (title: string, message?: string) => toast({ type: 'warning', title, message });
toast.info = (title: string, message?: string) => toast({ type: 'info', title, message });

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

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

function ToastCard({ item, dismissLabel }: { item: ToastItem; dismissLabel: string }) {
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

/** Renders the notifications; mount once. */
export function Toaster({ dismissLabel, regionLabel }: { dismissLabel: string; regionLabel: string }) {
  const current = useSyncExternalStore(
    subscribe,
    () => items,
    () => items,
  );
  return (
    <section
      aria-label={regionLabel}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 p-4 sm:inset-x-auto sm:right-0 sm:w-96 sm:items-end"
    >
      {current.map((item) => (
        <ToastCard key={item.id} item={item} dismissLabel={dismissLabel} />
      ))}
    </section>
  );
}
