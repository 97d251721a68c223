import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { BookIcon, CheckIcon, SparklesIcon } from '@/components/ui/icons';
import { HeroArt } from './hero-art';

export function HomeHero({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-indigo-50 via-white to-slate-50">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-96 rounded-full bg-indigo-200/40 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-7xl gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:items-center lg:px-8">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-xs font-semibold text-indigo-700 shadow-sm ring-1 ring-indigo-100">
            <SparklesIcon className="size-4" />
            {t('home.hero.eyebrow')}
          </p>
          <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl">
            {t('home.hero.title')}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-slate-600">{t('home.hero.text')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to="/products" size="lg" icon={<BookIcon className="size-5" />}>
              {t('home.hero.browse')}
            </ButtonLink>
            <ButtonLink to={signedIn ? '/dashboard' : '/register'} size="lg" variant="outline">
              {t('home.hero.sell')}
            </ButtonLink>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-600">
            {[t('home.hero.point1'), t('home.hero.point2'), t('home.hero.point3')].map((point) => (
              <li key={point} className="flex items-center gap-1.5">
                <CheckIcon className="size-4 text-emerald-600" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <HeroArt />
      </div>
    </section>
  );
}
