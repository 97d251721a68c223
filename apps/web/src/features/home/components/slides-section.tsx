import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { PresentationIcon, SparklesIcon } from '@/components/ui/icons';

export function SlidesSection() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8" aria-labelledby="slides-title">
      <div className="grid gap-8 overflow-hidden rounded-3xl bg-gradient-to-br from-amber-50 to-orange-50 p-6 ring-1 ring-amber-100 sm:p-10 lg:grid-cols-2 lg:items-center">
        <div>
          <span className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-xs font-semibold text-amber-800 ring-1 ring-amber-200">
            <PresentationIcon className="size-4" />
            {t('home.slides.eyebrow')}
          </span>
          <h2 id="slides-title" className="mt-4 text-3xl font-bold tracking-tight text-slate-900">
            {t('home.slides.title')}
          </h2>
          <p className="mt-3 text-slate-700">{t('home.slides.text')}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <ButtonLink to="/slides">{t('home.slides.browse')}</ButtonLink>
            <ButtonLink to="/ai-slides" variant="outline" icon={<SparklesIcon className="size-4" />}>
              {t('home.slides.ai')}
            </ButtonLink>
          </div>
        </div>
        <div aria-hidden="true" className="relative mx-auto aspect-video w-full max-w-md">
          <div className="absolute inset-0 translate-x-4 translate-y-4 rounded-2xl bg-amber-200/60" />
          <div className="absolute inset-0 flex flex-col rounded-2xl bg-white p-5 shadow-xl ring-1 ring-amber-100">
            <div className="h-3 w-1/2 rounded-full bg-slate-800" />
            <div className="mt-2 h-2 w-1/3 rounded-full bg-slate-300" />
            <div className="mt-auto grid grid-cols-3 items-end gap-3">
              <div className="h-10 rounded-md bg-indigo-200" />
              <div className="h-16 rounded-md bg-indigo-400" />
              <div className="h-24 rounded-md bg-indigo-600" />
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
