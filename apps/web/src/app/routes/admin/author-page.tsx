import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ChevronRightIcon } from '../../../components/ui/more-icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAuthorRecord } from '../../../features/admin/api/authors';
import { AuthorEditor } from '../../../features/admin/components/author-editor';
import { isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /admin/authors/{id}: one author record. */
export function AuthorPage() {
  const { t } = useTranslation();
  const params = useParams();
  const id = /^[1-9][0-9]{0,9}$/.test(params.id ?? '') ? Number(params.id) : -1;
  const query = useAuthorRecord(id);
  const author = query.data;
  useDocumentTitle(author?.name ?? t('authorRecords.title'));
  const missing = id < 0 || (isApiError(query.error) && query.error.status === 404);

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <div>
        <nav
          aria-label={t('admin.breadcrumb')}
          className="flex flex-wrap items-center gap-1 text-sm text-slate-500"
        >
          <Link to="/admin" className="hover:text-indigo-700 hover:underline">
            {t('admin.title')}
          </Link>
          <ChevronRightIcon className="size-4" />
          <Link to="/admin/authors" className="hover:text-indigo-700 hover:underline">
            {t('authorRecords.title')}
          </Link>
          <ChevronRightIcon className="size-4" />
          <span aria-current="page" className="max-w-[12rem] truncate text-slate-700">
            {author?.name ?? '…'}
          </span>
        </nav>
        {author ? (
          <h1 className="mt-1 text-2xl font-bold break-words text-slate-900 sm:text-3xl">{author.name}</h1>
        ) : null}
      </div>
      {missing ? (
        <EmptyState
          title={t('authorRecords.notFound')}
          description={t('authorRecords.notFoundText')}
          action={<ButtonLink to="/admin/authors">{t('authorRecords.back')}</ButtonLink>}
        />
      ) : query.error ? (
        <Alert tone="error" title={t('authorRecords.loadFailed')}>
          {query.error.message}
        </Alert>
      ) : !author ? (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]" aria-busy="true">
          <Skeleton className="h-96 rounded-2xl" />
          <Skeleton className="h-64 rounded-2xl" />
        </div>
      ) : (
        <AuthorEditor key={author.id} author={author} />
      )}
    </div>
  );
}
