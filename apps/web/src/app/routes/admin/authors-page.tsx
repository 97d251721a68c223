import { useTranslation } from 'react-i18next';
import { AuthorsManager } from '@/features/author-records/components/authors-manager';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSearchAndPage } from '@/lib/use-search-and-page';
import { AdminHeader } from './admin-header';

/** /admin/authors: the author directory. The search and page live in the address. */
export function AuthorsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('authorRecords.title'));
  // Typing a search replaces the address rather than adding to the history.
  const [filters, setFilters] = useSearchAndPage({ replace: true });
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <AdminHeader title={t('authorRecords.title')} description={t('authorRecords.subtitle')} />
      <AuthorsManager filters={filters} onChange={setFilters} basePath="/admin/authors" />
    </div>
  );
}
