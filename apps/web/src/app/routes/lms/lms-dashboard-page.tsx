import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useTrainerDashboard } from '@/features/lms/api/trainer';
import { DashboardFigures } from '@/features/lms/components/dashboard-figures';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LoadFailed, pageClasses, TrainerHeader } from './trainer-header';

/** /lms/dashboard: how the trainer's courses are doing. */
export function LmsDashboardPage() {
  const { t } = useTranslation();
  const dashboard = useTrainerDashboard();
  useDocumentTitle(t('lms.dashboard.title'));
  return (
    <div className={pageClasses}>
      <TrainerHeader
        title={t('lms.dashboard.title')}
        description={t('lms.dashboard.subtitle')}
        action={<ButtonLink to="/lms/dashboard/courses/new">{t('lms.course.new')}</ButtonLink>}
      />
      {dashboard.isPending ? <Skeleton className="h-64 w-full" /> : null}
      {dashboard.error ? <LoadFailed onRetry={() => void dashboard.refetch()} /> : null}
      {dashboard.data ? <DashboardFigures data={dashboard.data} /> : null}
    </div>
  );
}
