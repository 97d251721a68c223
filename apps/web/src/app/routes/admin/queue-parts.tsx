import type { UseQueryResult } from '@tanstack/react-query';
import clsx from 'clsx';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { ListPages } from '@/components/ui/list-pages';
import { CheckCircleIcon } from '@/components/ui/more-icons';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/format';

export type StatusTab = { status: string; label: string; count?: number; testId: string };

/** The status pills above an admin queue; each is a link, so the address keeps the chosen status. */
export function StatusTabs({ label, tabs, active }: { label: string; tabs: StatusTab[]; active: string }) {
  const { i18n } = useTranslation();
  return (
    <nav aria-label={label} className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">
      {tabs.map((tab) => {
        const current = tab.status === active;
        return (
          <Link
            key={tab.status}
            to={`?status=${tab.status}`}
            aria-current={current ? 'page' : undefined}
            data-testid={tab.testId}
            className={clsx(
              'inline-flex shrink-0 items-center gap-2 rounded-full px-3.5 py-1.5 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-indigo-600',
              current
                ? 'bg-indigo-600 text-white'
                : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:ring-indigo-300',
            )}
          >
            {tab.label}
            {tab.count !== undefined ? (
              <span className={clsx('rounded-full px-1.5 text-xs', current ? 'bg-white/20' : 'bg-slate-100')}>
                {formatNumber(tab.count, i18n.language)}
              </span>
            ) : null}
          </Link>
        );
      })}
    </nav>
  );
}

type Page<Item> = { items: Item[]; page: number; pageSize: number; total: number };

/**
 * An admin queue's list: the error, two skeleton cards while it loads, the empty state, or the cards with
 * a lead line and pages. The page number lives in the address.
 */
export function QueueList<Item extends { id: number }>({
  list,
  loadFailed,
  empty,
  emptyText,
  lead,
  renderItem,
  loadingTestId,
}: {
  list: UseQueryResult<Page<Item>>;
  loadFailed: string;
  empty: string;
  emptyText?: string;
  lead?: (total: string) => string;
  renderItem: (item: Item) => ReactNode;
  loadingTestId?: string;
}) {
  const { i18n } = useTranslation();
  if (list.isError && !list.data) {
    return (
      <Alert tone="error" title={loadFailed}>
        {list.error.message}
      </Alert>
    );
  }
  if (!list.data) {
    return (
      <div className="space-y-4" aria-busy="true" data-testid={loadingTestId}>
        {[0, 1].map((key) => (
          <Skeleton key={key} className="h-64 w-full rounded-2xl" />
        ))}
      </div>
    );
  }
  const data = list.data;
  if (data.items.length === 0) {
    return <EmptyState icon={<CheckCircleIcon className="size-6" />} title={empty} description={emptyText} />;
  }
  return (
    <div className={list.isPlaceholderData ? 'space-y-4 opacity-60' : 'space-y-4'}>
      {lead ? (
        <p className="text-sm text-slate-600">{lead(formatNumber(data.total, i18n.language))}</p>
      ) : null}
      {data.items.map((item) => (
        <Fragment key={item.id}>{renderItem(item)}</Fragment>
      ))}
      {data.total > data.pageSize ? (
        <ListPages page={data.page} pageSize={data.pageSize} total={data.total} />
      ) : null}
    </div>
  );
}
