import type { BlogPostStatus } from '@pustaka/contract';
import clsx from 'clsx';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { controlClasses } from '@/components/ui/field';
import { ListPages } from '@/components/ui/list-pages';
import { PlusIcon } from '@/components/ui/more-icons';
import { Skeleton } from '@/components/ui/skeleton';
import { useOwnPosts } from '@/features/blog/api/own-posts';
import { OwnPostsList } from '@/features/blog/components/own-posts-list';
import { formatNumber } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PublisherHeader } from './publisher-header';

const STATUSES: BlogPostStatus[] = ['draft', 'scheduled', 'published'];

/** `/publisher/blog`: the creator's posts by state, with search. */
export function PublisherBlogPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => {
    const status = params.get('status') as BlogPostStatus | null;
    const page = Number(params.get('page'));
    return {
      status: status && STATUSES.includes(status) ? status : undefined,
      q: params.get('q')?.slice(0, 100) || undefined,
      page: Number.isInteger(page) && page > 1 ? page : 1,
    };
  }, [params]);
  const [search, setSearch] = useState(filters.q ?? '');
  const list = useOwnPosts(filters);
  useDocumentTitle(t('blog.own.title'));
  const counts = list.data?.counts;
  const total = counts ? STATUSES.reduce((sum, status) => sum + counts[status], 0) : undefined;

  const go = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };
  const tab = (status: BlogPostStatus | undefined, label: string, count: number | undefined) => {
    const active = filters.status === status;
    return (
      <Link
        key={status ?? 'all'}
        to={status ? `?status=${status}` : '?'}
        aria-current={active ? 'page' : undefined}
        className={clsx(
          'inline-flex shrink-0 items-center gap-2 rounded-full px-3.5 py-1.5 text-sm font-medium',
          active
            ? 'bg-indigo-600 text-white'
            : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:ring-indigo-300',
        )}
      >
        {label}
        {count !== undefined ? (
          <span className={clsx('rounded-full px-1.5 text-xs', active ? 'bg-white/20' : 'bg-slate-100')}>
            {formatNumber(count, i18n.language)}
          </span>
        ) : null}
      </Link>
    );
  };
  const newPost = (
    <ButtonLink to="/publisher/blog/new" icon={<PlusIcon className="size-4" />}>
      {t('blog.own.new')}
    </ButtonLink>
  );

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <PublisherHeader title={t('blog.own.title')} description={t('blog.own.subtitle')} action={newPost} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <nav
          aria-label={t('blog.own.statusFilter')}
          className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0"
        >
          {tab(undefined, t('publisher.all'), total)}
          {STATUSES.map((status) => tab(status, t(`blog.status.${status}`), counts?.[status]))}
        </nav>
        <search>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              go({ q: search.trim() || undefined, page: undefined });
            }}
          >
            <input
              type="search"
              value={search}
              maxLength={100}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t('blog.own.search')}
              aria-label={t('blog.own.search')}
              className={clsx(controlClasses, 'h-9 w-full border-slate-300 sm:w-64')}
            />
          </form>
        </search>
      </div>
      {list.isError && !list.data ? (
        <Alert tone="error" title={t('blog.loadFailed')}>
          {list.error.message}
        </Alert>
      ) : list.isPending ? (
        <div className="space-y-2" aria-busy="true">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-20 w-full rounded-2xl" />
          ))}
        </div>
      ) : list.data.items.length === 0 ? (
        <EmptyState
          title={filters.status || filters.q ? t('blog.own.emptyFilter') : t('blog.own.empty')}
          description={filters.status || filters.q ? undefined : t('blog.own.emptyText')}
          action={filters.status || filters.q ? undefined : newPost}
        />
      ) : (
        <div className={list.isPlaceholderData ? 'space-y-4 opacity-60' : 'space-y-4'}>
          <OwnPostsList posts={list.data.items} />
          {list.data.total > list.data.pageSize ? (
            <ListPages
              page={list.data.page}
              pageSize={list.data.pageSize}
              total={list.data.total}
              onPageChange={(page) => go({ page: String(page) })}
            />
          ) : null}
        </div>
      )}
    </div>
  );
}
