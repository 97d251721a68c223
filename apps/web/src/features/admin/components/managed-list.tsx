import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * The list an admin manages (categories, groups): an error, skeleton rows while loading, the empty state, or
 * one row per item with its name, a line about it and its actions. It sits in a card body without padding.
 */
export function ManagedList<T extends { id: number }>({
  items,
  error,
  empty,
  name,
  meta,
  actions,
  rowTestId,
}: {
  /** Undefined while loading. */
  items: T[] | undefined;
  error: Error | null;
  empty: ReactNode;
  name: (item: T) => ReactNode;
  meta: (item: T) => ReactNode;
  actions: (item: T) => ReactNode;
  rowTestId?: string;
}) {
  if (error) {
    return (
      <Alert tone="error" className="m-4">
        {error.message}
      </Alert>
    );
  }
  if (!items) {
    return (
      <div className="space-y-2 p-4" aria-busy="true">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-12 w-full" />
        ))}
      </div>
    );
  }
  if (items.length === 0) return <div className="p-4">{empty}</div>;
  return (
    <ul className="divide-y divide-slate-100">
      {items.map((item) => (
        <li key={item.id} className="flex flex-wrap items-center gap-3 px-5 py-3" data-testid={rowTestId}>
          {/* At least 14rem for the name, so on a phone the actions move under it instead of squeezing it. */}
          <div className="min-w-0 flex-[1_1_14rem]">
            <p className="flex flex-wrap items-center gap-2 font-medium break-words text-slate-900">
              {name(item)}
            </p>
            <p className="truncate text-sm text-slate-500">{meta(item)}</p>
          </div>
          <div className="flex flex-wrap gap-1">{actions(item)}</div>
        </li>
      ))}
    </ul>
  );
}

/** Asks before deleting one item of a managed list. */
export function ConfirmDeleteDialog({
  open,
  title,
  text,
  pending,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: string;
  text: ReactNode;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      onClose={onCancel}
      title={title}
      confirmLabel={t('common.delete')}
      onConfirm={onConfirm}
      pending={pending}
    >
      <p className="text-sm text-slate-700">{text}</p>
    </ConfirmDialog>
  );
}
