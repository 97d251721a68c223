import { useTranslation } from 'react-i18next';
import { MarketingPage } from '@/components/marketing/marketing-page';
import { ButtonLink } from '@/components/ui/button';

const FEATURES = ['courses', 'invites', 'progress', 'certificates', 'dashboard', 'local'] as const;
const STEPS = ['register', 'plan', 'build', 'invite'] as const;

/** /lms-edukasi: what the LMS offers trainers and schools, and how to start. */
export function EdukasiPage() {
  const { t } = useTranslation();
  return (
    <MarketingPage
      palette="indigo"
      kicker={t('lms.edukasi.kicker')}
      title={t('lms.edukasi.title')}
      lead={t('lms.edukasi.lead')}
      featuresTitle={t('lms.edukasi.featuresTitle')}
      features={FEATURES.map((key) => ({
        key,
        title: t(`lms.edukasi.features.${key}.title`),
        text: t(`lms.edukasi.features.${key}.text`),
      }))}
      stepsTitle={t('lms.edukasi.stepsTitle')}
      steps={STEPS.map((key) => ({
        key,
        title: t(`lms.edukasi.steps.${key}.title`),
        text: t(`lms.edukasi.steps.${key}.text`),
      }))}
      heroActions={
        <>
          <ButtonLink to="/register" variant="secondary" size="lg">
            {t('lms.edukasi.register')}
          </ButtonLink>
          <ButtonLink to="/subscription" variant="outline" size="lg">
            {t('lms.edukasi.plans')}
          </ButtonLink>
        </>
      }
      closing={{
        title: t('lms.edukasi.schoolsTitle'),
        text: t('lms.edukasi.schoolsText'),
        actions: (
          <ButtonLink to="/contact" variant="secondary">
            {t('lms.edukasi.contact')}
          </ButtonLink>
        ),
      }}
    />
  );
}
