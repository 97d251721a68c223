import { type ComponentType, useEffect, useState, useSyncExternalStore } from 'react';
import type { ToastCardProps } from './toast-card';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface ToastInput {
  type?: ToastType;
  title: string;
  message?: string;
  /** Milliseconds before it closes itself; default 5000. */
  duration?: number;
  /** Stays until dismissed. */
  persistent?: boolean;
  /** The failed request's id, shown so the user can quote it to support. */
  reference?: string;
}

export interface ToastItem extends Required<Omit<ToastInput, 'message' | 'reference'>> {
  id: number;
  message?: string;
  reference?: string;
}

export const DEFAULT_TOAST_DURATION = 5000;

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastItem[]) {
  items = next;
  for (const listener of listeners) listener();
}

/** The notifications shown now, oldest first. */
export const currentToasts = (): readonly ToastItem[] => items;

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
    reference: input.reference,
  };
  // Five at most: the oldest leave first.
  emit([...items, item].slice(-5));
  return item.id;
}

toast.success = (title: string, message?: string) => toast({ type: 'success', title, message });
/** An error's text, or the error itself: a failed API call's then shows its reference (request id) too. */
toast.error = (title: string, detail?: string | Error) => {
  if (typeof detail === 'string' || detail === undefined)
    return toast({ type: 'error', title, message: detail });
  const reference =
    'requestId' in detail && typeof detail.requestId === 'string' ? detail.requestId : undefined;
  // A reference is for reading out or copying: the toast stays until dismissed.
  return toast({
    type: 'error',
    title,
    message: detail.message,
    reference,
    persistent: reference !== undefined,
  });
};
toast.warning = (title: string, message?: string) => toast({ type: 'warning', title, message });
toast.info = (title: string, message?: string) => toast({ type: 'info', title, message });

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// No notification shows before the user has done something, so the cards' code is fetched with the first one
// rather than with the app. A failed fetch is tried again with the next notification.
let toastCard: Promise<ComponentType<ToastCardProps>> | null = null;

function loadToastCard(): Promise<ComponentType<ToastCardProps>> {
  toastCard ??= import('./toast-card').then(
    (module) => module.ToastCard,
    (error: unknown) => {
      toastCard = null;
      throw error;
    },
  );
  return toastCard;
}

/** Renders the notifications; mount once. */
export function Toaster({
  dismissLabel,
  regionLabel,
  referenceLabel,
}: {
  dismissLabel: string;
  regionLabel: string;
  /** The line naming a failed request's reference, given it. */
  referenceLabel: (reference: string) => string;
}) {
  const current = useSyncExternalStore(
    subscribe,
    () => items,
    () => items,
  );
  const [Card, setCard] = useState<ComponentType<ToastCardProps> | null>(null);

  useEffect(() => {
    if (Card || current.length === 0) return;
    let active = true;
    loadToastCard().then(
      (card) => {
        if (active) setCard(() => card);
      },
      (error: unknown) => console.warn('Notifications could not be loaded', error),
    );
    return () => {
      active = false;
    };
  }, [Card, current]);

  return (
    <section
      aria-label={regionLabel}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 p-4 sm:inset-x-auto sm:right-0 sm:w-96 sm:items-end"
    >
      {Card
        ? current.map((item) => (
            <Card key={item.id} item={item} dismissLabel={dismissLabel} referenceLabel={referenceLabel} />
          ))
        : null}
    </section>
  );
}
