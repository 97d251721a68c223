import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { AuthorListFilters } from '../../../features/admin/api/authors';
import { AuthorsManager } from '../../../features/admin/components/authors-manager';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AdminHeader } from './admin-header';

/** /admin/authors: the author directory. The search and page live in the address. */
export function AuthorsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('authorRecords.title'));
  const [params, setParams] = useSearchParams();
  const filters = useMemo<AuthorListFilters>(() => {
    const page = Number(params.get('page'));
    return {
      q: params.get('q')?.trim().slice(0, 100) || undefined,
      page: Number.isInteger(page) && page > 0 ? page : 1,
    };
  }, [params]);
  const setFilters = useCallback(
    (next: AuthorListFilters) => {
      const search = new URLSearchParams();
      if (next.q) search.set('q', next.q);
      if (next.page > 1) search.set('page', String(next.page));
      setParams(search, { replace: true });
    },
    [setParams],
  );
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <AdminHeader title={t('authorRecords.title')} description={t('authorRecords.subtitle')} />
      <AuthorsManager filters={filters} onChange={setFilters} />
    </div>
  );
}
