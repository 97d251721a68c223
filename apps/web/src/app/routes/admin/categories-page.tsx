import { useTranslation } from 'react-i18next';
import { CategoriesManager } from '@/features/admin/components/categories-manager';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AdminHeader } from './admin-header';

export function CategoriesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('categories.title'));
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <AdminHeader title={t('categories.title')} description={t('categories.subtitle')} />
      <CategoriesManager />
    </div>
  );
}
