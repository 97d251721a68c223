import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/use-document-title';

const FEATURES = ['courses', 'invites', 'progress', 'certificates', 'dashboard', 'local'] as const;
const STEPS = ['register', 'plan', 'build', 'invite'] as const;

/** /lms-edukasi: what the LMS offers trainers and schools, and how to start. */
export function EdukasiPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('lms.edukasi.title'));
  return (
    <div className="mx-auto max-w-6xl space-y-12 px-4 py-10 sm:px-6 lg:px-8">
      <section className="rounded-3xl bg-gradient-to-br from-indigo-700 to-sky-600 px-6 py-12 text-white sm:px-12">
        <p className="text-sm font-semibold uppercase tracking-wide text-indigo-100">
          {t('lms.edukasi.kicker')}
        </p>
        <h1 className="mt-2 max-w-3xl text-3xl font-bold sm:text-4xl">{t('lms.edukasi.title')}</h1>
        <p className="mt-4 max-w-2xl text-lg text-indigo-50">{t('lms.edukasi.lead')}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to="/register" variant="secondary" size="lg">
            {t('lms.edukasi.register')}
          </ButtonLink>
          <ButtonLink to="/subscription" variant="outline" size="lg">
            {t('lms.edukasi.plans')}
          </ButtonLink>
        </div>
      </section>
      <section className="space-y-4">
        <h2 className="text-2xl font-bold text-slate-900">{t('lms.edukasi.featuresTitle')}</h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((key) => (
            <li key={key}>
              <Card className="h-full">
                <CardBody>
                  <p className="font-semibold text-slate-900">{t(`lms.edukasi.features.${key}.title`)}</p>
                  <p className="mt-1 text-sm text-slate-600">{t(`lms.edukasi.features.${key}.text`)}</p>
                </CardBody>
              </Card>
            </li>
          ))}
        </ul>
      </section>
      <section className="space-y-4">
        <h2 className="text-2xl font-bold text-slate-900">{t('lms.edukasi.stepsTitle')}</h2>
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((key, index) => (
            <li key={key} className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
              <span className="flex size-8 items-center justify-center rounded-full bg-indigo-600 font-bold text-white">
                {index + 1}
              </span>
              <p className="mt-3 font-semibold text-slate-900">{t(`lms.edukasi.steps.${key}.title`)}</p>
              <p className="mt-1 text-sm text-slate-600">{t(`lms.edukasi.steps.${key}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className="rounded-2xl bg-slate-900 px-6 py-8 text-white sm:px-10">
        <h2 className="text-xl font-bold">{t('lms.edukasi.schoolsTitle')}</h2>
        <p className="mt-2 max-w-3xl text-slate-200">{t('lms.edukasi.schoolsText')}</p>
        <ButtonLink to="/contact" variant="secondary" className="mt-4">
          {t('lms.edukasi.contact')}
        </ButtonLink>
      </section>
    </div>
  );
}
