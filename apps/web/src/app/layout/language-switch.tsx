import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { GlobeIcon } from '@/components/ui/icons';
import { type AppLanguage, changeLanguage, LANGUAGES } from '@/i18n';

/** id / en; the choice is kept in localStorage `lang`. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const active = i18n.resolvedLanguage;
  return (
    <fieldset className={clsx('inline-flex items-center gap-1', className)}>
      <legend className="sr-only">{t('nav.language')}</legend>
      <GlobeIcon className="size-4 text-slate-500" />
      <div className="inline-flex rounded-lg bg-slate-100 p-0.5">
        {LANGUAGES.map((lng: AppLanguage) => (
          <button
            key={lng}
            type="button"
            lang={lng}
            aria-pressed={active === lng}
            onClick={() => void changeLanguage(lng)}
            className={clsx(
              'rounded-md px-2 py-1 text-xs font-semibold uppercase transition focus-visible:outline-2 focus-visible:outline-indigo-600',
              active === lng ? 'bg-indigo-600 text-white shadow-sm' : 'text-slate-600 hover:text-slate-900',
            )}
          >
            {/* The name starts with the code on the button (what a voice user says), then the language. */}
            {lng}
            <span className="sr-only">, {t(`languages.${lng}`)}</span>
          </button>
        ))}
      </div>
    </fieldset>
  );
}
