import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { useEnvironment } from '@/features/health/api/health';

const tones: Record<string, string> = {
  production: 'bg-emerald-500/15 text-emerald-200 ring-emerald-400/30',
  error: 'bg-red-500/15 text-red-200 ring-red-400/30',
  unavailable: 'bg-amber-500/15 text-amber-200 ring-amber-400/30',
};

/** The live environment of the backend, for the footer. */
export function EnvironmentLabel() {
  const { t } = useTranslation();
  const environment = useEnvironment();
  return (
    <span
      data-testid="environment-label"
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
        tones[environment ?? ''] ?? 'bg-sky-500/15 text-sky-200 ring-sky-400/30',
      )}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {t('footer.environment')}: {environment ?? t('common.loadingShort')}
    </span>
  );
}
