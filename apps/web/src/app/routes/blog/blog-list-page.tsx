import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { EmptyState } from '@/components/ui/empty-state';
import { ListPages } from '@/components/ui/list-pages';
import { Skeleton } from '@/components/ui/skeleton';
import { usePublicPosts } from '@/features/blog/api/public-posts';
import { PostSummaryList } from '@/features/blog/components/post-summary-list';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSearchAndPage } from '@/lib/use-search-and-page';

/** `/blog` (every author) and `/blog/{author}`: published posts, newest first. */
export function BlogListPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const authorId = id === undefined ? undefined : Number(id);
  const validAuthor = authorId === undefined || (Number.isInteger(authorId) && authorId > 0);
  const [filters, setFilters] = useSearchAndPage({ maxPage: 10_000 });
  const list = usePublicPosts(validAuthor ? authorId : -1, filters.page);
  const author = list.data?.author;
  useDocumentTitle(author ? t('blog.authorTitle', { name: author.name }) : t('blog.title'));
  const feed = authorId ? `/blog/${authorId}/rss.xml` : '/blog/rss.xml';

  if (!validAuthor || (list.isError && isApiError(list.error) && list.error.status === 404)) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <EmptyState title={t('blog.authorNotFound')} description={t('blog.authorNotFoundText')} />
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex min-w-0 items-center gap-4">
          {author ? (
            <Avatar
              src={author.avatar_url}
              initials={author.name.slice(0, 1).toUpperCase()}
              alt=""
              size="lg"
            />
          ) : null}
          <div className="min-w-0">
            <h1 className="text-3xl font-bold break-words text-slate-900">
              {author ? t('blog.authorTitle', { name: author.name }) : t('blog.title')}
            </h1>
            <p className="mt-1 text-slate-600">{author?.bio || t('blog.subtitle')}</p>
          </div>
        </div>
        <a href={feed} className="shrink-0 text-sm font-medium text-orange-700 hover:underline">
          RSS
        </a>
      </header>
      {list.isError && !list.data ? (
        <Alert tone="error" title={t('blog.loadFailed')}>
          {list.error.message}
        </Alert>
      ) : list.isPending ? (
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-72 w-full rounded-2xl" />
          ))}
        </div>
      ) : list.data.items.length === 0 ? (
        <EmptyState title={t('blog.empty')} description={t('blog.emptyText')} />
      ) : (
        <div className={list.isPlaceholderData ? 'space-y-6 opacity-60' : 'space-y-6'}>
          <PostSummaryList posts={list.data.items} />
          {list.data.total > list.data.pageSize ? (
            <ListPages
              page={list.data.page}
              pageSize={list.data.pageSize}
              total={list.data.total}
              onPageChange={(page) => setFilters({ page })}
            />
          ) : null}
        </div>
      )}
    </div>
  );
}
