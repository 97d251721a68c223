import { useTranslation } from 'react-i18next';
import { GroupsManager } from '@/features/admin/components/groups-manager';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AdminHeader } from './admin-header';

export function GroupsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.groups.title'));
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <AdminHeader title={t('admin.groups.title')} description={t('admin.groups.subtitle')} />
      <GroupsManager />
    </div>
  );
}
