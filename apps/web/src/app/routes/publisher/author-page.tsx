import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAuthorRecord } from '@/features/author-records/api/author-records';
import { AuthorRecord, authorIdOf } from '@/features/author-records/components/author-record';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PublisherHeader } from './publisher-header';

/** /publisher/authors/{id}: one author record, changeable when the creator made it and only they use it. */
export function PublisherAuthorPage() {
  const { t } = useTranslation();
  const id = authorIdOf(useParams().id);
  const author = useAuthorRecord(id).data;
  useDocumentTitle(author?.name ?? t('authorRecords.title'));
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <PublisherHeader
        title={author?.name ?? t('authorRecords.title')}
        parent={{ to: '/publisher/authors', label: t('authorRecords.title') }}
      />
      <AuthorRecord id={id} listPath="/publisher/authors" mayForceDelete={false} />
    </div>
  );
}
