import { useTranslation } from 'react-i18next';
import { AuthorsManager } from '@/features/author-records/components/authors-manager';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSearchAndPage } from '@/lib/use-search-and-page';
import { PublisherHeader } from './publisher-header';

/**
 * /publisher/authors: the shared author directory as a creator uses it. They add authors and change the
 * ones they made that no other creator's product names; the rest they can read.
 */
export function PublisherAuthorsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('authorRecords.title'));
  // Typing a search replaces the address rather than adding to the history.
  const [filters, setFilters] = useSearchAndPage({ replace: true });
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <PublisherHeader title={t('authorRecords.title')} description={t('authorRecords.publisherSubtitle')} />
      <AuthorsManager filters={filters} onChange={setFilters} basePath="/publisher/authors" />
    </div>
  );
}
