import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { ShieldIcon } from '@/components/ui/icons';

export function TrustBanner() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
      <div className="flex flex-col items-start gap-4 rounded-2xl border border-slate-200 bg-white p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div className="flex items-start gap-4">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-emerald-50 text-emerald-600">
            <ShieldIcon />
          </span>
          <div>
            <h2 className="text-lg font-semibold text-slate-900">{t('home.trust.title')}</h2>
            <p className="mt-1 text-sm text-slate-600">{t('home.trust.text')}</p>
          </div>
        </div>
        <ButtonLink to="/about" variant="outline">
          {t('home.trust.cta')}
        </ButtonLink>
      </div>
    </section>
  );
}
