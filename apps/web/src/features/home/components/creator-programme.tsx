import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/icons';

export function CreatorProgramme({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const standard = [t('home.creators.standard1'), t('home.creators.standard2'), t('home.creators.standard3')];
  const premium = [t('home.creators.premium1'), t('home.creators.premium2'), t('home.creators.premium3')];
  return (
    <section className="bg-slate-900 py-16 text-white sm:py-20" aria-labelledby="creators-title">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wide text-indigo-300 uppercase">
            {t('home.creators.eyebrow')}
          </p>
          <h2 id="creators-title" className="mt-2 text-3xl font-bold tracking-tight">
            {t('home.creators.title')}
          </h2>
          <p className="mt-3 text-slate-300">{t('home.creators.text')}</p>
        </div>
        <div className="mt-10 grid gap-6 lg:grid-cols-2">
          <div className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/10 sm:p-8">
            <p className="text-sm font-semibold text-slate-300">{t('home.creators.standardName')}</p>
            <p className="mt-2 text-5xl font-extrabold">70%</p>
            <p className="mt-1 text-sm text-slate-300">{t('home.creators.shareLabel')}</p>
            <ul className="mt-6 space-y-3">
              {standard.map((item) => (
                <li key={item} className="flex gap-2 text-sm text-slate-200">
                  <CheckIcon className="size-5 shrink-0 text-emerald-400" />
                  {item}
                </li>
              ))}
            </ul>
            <ButtonLink to={signedIn ? '/dashboard' : '/register'} className="mt-8">
              {t('home.creators.standardCta')}
            </ButtonLink>
          </div>
          <div className="relative rounded-2xl bg-gradient-to-br from-indigo-600 to-violet-600 p-6 shadow-xl sm:p-8">
            <span className="absolute top-6 right-6 rounded-full bg-amber-400 px-2.5 py-0.5 text-xs font-bold text-amber-950">
              {t('home.creators.premiumBadge')}
            </span>
            <p className="text-sm font-semibold text-indigo-100">{t('home.creators.premiumName')}</p>
            <p className="mt-2 text-5xl font-extrabold">90%</p>
            <p className="mt-1 text-sm text-indigo-100">{t('home.creators.shareLabel')}</p>
            <ul className="mt-6 space-y-3">
              {premium.map((item) => (
                <li key={item} className="flex gap-2 text-sm text-white">
                  <CheckIcon className="size-5 shrink-0 text-amber-300" />
                  {item}
                </li>
              ))}
            </ul>
            {/* The tier goes to an account: a guest signs in on the way (the page asks for it). */}
            <ButtonLink to="/dashboard/support/new?type=premium_creator" variant="secondary" className="mt-8">
              {t('home.creators.premiumCta')}
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
