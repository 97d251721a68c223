import type { AuthorRecord as AuthorRecordData } from '@pustaka/contract';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuthorRecord } from '@/features/author-records/api/author-records';
import { isApiError } from '@/lib/api-client';
import { AuthorEditor } from './author-editor';

/** The record's id from the address, or -1 for anything that is not one. */
export const authorIdOf = (param: string | undefined) =>
  /^[1-9][0-9]{0,9}$/.test(param ?? '') ? Number(param) : -1;

/** One author record as a page shows it: loading, missing, failed, or the editor. */
export function AuthorRecord({
  id,
  listPath,
  mayForceDelete,
}: {
  id: number;
  listPath: string;
  mayForceDelete: boolean;
}) {
  const { t } = useTranslation();
  const query = useAuthorRecord(id);
  const author: AuthorRecordData | undefined = query.data;
  const missing = id < 0 || (isApiError(query.error) && query.error.status === 404);
  if (missing) {
    return (
      <EmptyState
        title={t('authorRecords.notFound')}
        description={t('authorRecords.notFoundText')}
        action={<ButtonLink to={listPath}>{t('authorRecords.back')}</ButtonLink>}
      />
    );
  }
  if (query.error) {
    return (
      <Alert tone="error" title={t('authorRecords.loadFailed')}>
        {query.error.message}
      </Alert>
    );
  }
  if (!author) {
    return (
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]" aria-busy="true">
        <Skeleton className="h-96 rounded-2xl" />
        <Skeleton className="h-64 rounded-2xl" />
      </div>
    );
  }
  return <AuthorEditor key={author.id} author={author} listPath={listPath} mayForceDelete={mayForceDelete} />;
}
