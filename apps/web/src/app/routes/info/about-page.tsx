import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { BookIcon, ShieldIcon, SparklesIcon } from '@/components/ui/icons';
import { UsersIcon } from '@/components/ui/more-icons';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { DocumentSection } from './legal-document';

export function AboutPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('about.title'));
  const sections = t('about.sections', { returnObjects: true }) as DocumentSection[];
  const values: { icon: ReactNode; title: string; text: string }[] = [
    { icon: <UsersIcon />, title: t('about.values.creators.title'), text: t('about.values.creators.text') },
    { icon: <BookIcon />, title: t('about.values.learning.title'), text: t('about.values.learning.text') },
    { icon: <ShieldIcon />, title: t('about.values.trust.title'), text: t('about.values.trust.text') },
    {
      icon: <SparklesIcon />,
      title: t('about.values.innovation.title'),
      text: t('about.values.innovation.text'),
    },
  ];

  return (
    <div className="pb-16">
      <section className="bg-gradient-to-b from-indigo-50 to-slate-50">
        <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6 sm:py-20">
          <p className="text-sm font-semibold tracking-wide text-indigo-600 uppercase">
            {t('about.eyebrow')}
          </p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl">
            {t('about.title')}
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-slate-600">{t('about.intro')}</p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl space-y-16 px-4 sm:px-6 lg:px-8">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {values.map((value) => (
            <div key={value.title} className="rounded-2xl border border-slate-200 bg-white p-6">
              <span className="flex size-11 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600">
                {value.icon}
              </span>
              <h2 className="mt-4 font-semibold text-slate-900">{value.title}</h2>
              <p className="mt-1.5 text-sm leading-relaxed text-slate-600">{value.text}</p>
            </div>
          ))}
        </div>
        <div className="mx-auto max-w-3xl space-y-10">
          {sections.map((section) => (
            <section key={section.title}>
              <h2 className="text-2xl font-bold text-slate-900">{section.title}</h2>
              <div className="mt-3 space-y-3 leading-relaxed text-slate-700">
                {section.body.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </section>
          ))}
        </div>
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 rounded-2xl bg-indigo-600 p-8 text-center text-white">
          <h2 className="text-2xl font-bold">{t('about.ctaTitle')}</h2>
          <p className="text-indigo-100">{t('about.ctaText')}</p>
          <div className="flex flex-wrap justify-center gap-3">
            <ButtonLink to="/register" variant="secondary">
              {t('about.ctaJoin')}
            </ButtonLink>
            <ButtonLink
              to="/contact"
              variant="outline"
              className="border-white/40 bg-transparent text-white hover:bg-white/10"
            >
              {t('footer.contact')}
            </ButtonLink>
          </div>
        </div>
      </div>
    </div>
  );
}
