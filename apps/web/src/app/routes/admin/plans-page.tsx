import { useTranslation } from 'react-i18next';
import { AdminPlanList } from '@/features/subscription/components/admin-plan-list';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AdminHeader } from './admin-header';

export function PlansPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('adminPlans.title'));
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <AdminHeader title={t('adminPlans.title')} description={t('adminPlans.subtitle')} />
      <AdminPlanList />
    </div>
  );
}
