import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface DocumentSection {
  title: string;
  body: string[];
}

/** A long text page: heading, introduction, a table of contents and numbered sections. */
export function LegalDocument({
  title,
  intro,
  sections,
  aside,
}: {
  title: string;
  intro: string;
  sections: DocumentSection[];
  aside?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm text-slate-500">{t('legal.updated')}</p>
        <p className="mt-5 text-lg leading-relaxed text-slate-700">{intro}</p>
      </header>
      <div className="mt-10 grid gap-10 lg:grid-cols-[16rem_1fr]">
        <nav aria-label={t('legal.contents')} className="lg:sticky lg:top-24 lg:self-start">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {t('legal.contents')}
          </p>
          <ol className="mt-3 space-y-1.5 text-sm">
            {sections.map((section, index) => (
              <li key={section.title}>
                <a
                  href={`#section-${index + 1}`}
                  className="text-slate-700 hover:text-indigo-700 hover:underline"
                >
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
          {aside}
        </nav>
        <article className="max-w-3xl space-y-10">
          {sections.map((section, index) => (
            <section key={section.title} id={`section-${index + 1}`} className="scroll-mt-24">
              <h2 className="text-xl font-semibold text-slate-900">
                {index + 1}. {section.title}
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed text-slate-700">
                {section.body.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </section>
          ))}
        </article>
      </div>
    </div>
  );
}
