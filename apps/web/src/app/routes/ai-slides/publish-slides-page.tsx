import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/use-document-title';

const FEATURES = ['outline', 'sources', 'layouts', 'present', 'export', 'sell'] as const;
const STEPS = ['register', 'plan', 'create', 'publish'] as const;

/** /publish-slides (guests): what publishing slide decks on Pustaka offers, and how to start. */
export function PublishSlidesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('aiSlides.publish.title'));
  return (
    <div className="mx-auto max-w-6xl space-y-12 px-4 py-10 sm:px-6 lg:px-8">
      <section className="rounded-3xl bg-gradient-to-br from-sky-700 to-indigo-700 px-6 py-12 text-white sm:px-12">
        <p className="text-sm font-semibold uppercase tracking-wide text-sky-100">
          {t('aiSlides.publish.kicker')}
        </p>
        <h1 className="mt-2 max-w-3xl text-3xl font-bold sm:text-4xl">{t('aiSlides.publish.title')}</h1>
        <p className="mt-4 max-w-2xl text-lg text-sky-50">{t('aiSlides.publish.lead')}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to="/register" variant="secondary" size="lg">
            {t('aiSlides.publish.register')}
          </ButtonLink>
          <ButtonLink to="/slides" variant="outline" size="lg">
            {t('aiSlides.publish.browse')}
          </ButtonLink>
        </div>
      </section>
      <section className="space-y-4">
        <h2 className="text-2xl font-bold text-slate-900">{t('aiSlides.publish.featuresTitle')}</h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((key) => (
            <li key={key}>
              <Card className="h-full">
                <CardBody>
                  <p className="font-semibold text-slate-900">
                    {t(`aiSlides.publish.features.${key}.title`)}
                  </p>
                  <p className="mt-1 text-sm text-slate-600">{t(`aiSlides.publish.features.${key}.text`)}</p>
                </CardBody>
              </Card>
            </li>
          ))}
        </ul>
      </section>
      <section className="space-y-4">
        <h2 className="text-2xl font-bold text-slate-900">{t('aiSlides.publish.stepsTitle')}</h2>
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((key, index) => (
            <li key={key} className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
              <span className="flex size-8 items-center justify-center rounded-full bg-sky-600 font-bold text-white">
                {index + 1}
              </span>
              <p className="mt-3 font-semibold text-slate-900">{t(`aiSlides.publish.steps.${key}.title`)}</p>
              <p className="mt-1 text-sm text-slate-600">{t(`aiSlides.publish.steps.${key}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className="rounded-2xl bg-slate-900 px-6 py-8 text-white sm:px-10">
        <h2 className="text-xl font-bold">{t('aiSlides.publish.shareTitle')}</h2>
        <p className="mt-2 max-w-3xl text-slate-200">{t('aiSlides.publish.shareText')}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <ButtonLink to="/register" variant="secondary">
            {t('aiSlides.publish.register')}
          </ButtonLink>
          <Link
            to="/login"
            className="inline-flex h-10 items-center rounded-lg border border-white/50 px-4 text-sm font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {t('aiSlides.publish.login')}
          </Link>
        </div>
      </section>
    </div>
  );
}
