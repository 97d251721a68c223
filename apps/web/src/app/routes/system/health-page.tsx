import { useTranslation } from 'react-i18next';
import { InfoIcon } from '@/components/ui/more-icons';
import { ServiceCard } from '@/features/health/components/service-card';
import { HEALTH_POLL_MS, HEALTH_TIMEOUT_MS } from '@/features/health/lib/health-check';
import { useDocumentTitle } from '@/lib/use-document-title';

export function HealthPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('health.title'));
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('health.title')}</h1>
      <p className="mt-2 text-slate-600">{t('health.subtitle')}</p>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <ServiceCard name="backend" />
        <ServiceCard name="gateway" />
      </div>
      <p className="mt-6 flex items-start gap-2 text-sm text-slate-500">
        <InfoIcon className="mt-0.5 size-4 shrink-0" />
        {t('health.pollNote', { seconds: HEALTH_POLL_MS / 1000, timeout: HEALTH_TIMEOUT_MS / 1000 })}
      </p>
    </div>
  );
}
