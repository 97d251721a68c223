import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MarketingPage } from '@/components/marketing/marketing-page';
import { ButtonLink } from '@/components/ui/button';

const FEATURES = ['outline', 'sources', 'layouts', 'present', 'export', 'sell'] as const;
const STEPS = ['register', 'plan', 'create', 'publish'] as const;

/** /publish-slides (guests): what publishing slide decks on Pustaka offers, and how to start. */
export function PublishSlidesPage() {
  const { t } = useTranslation();
  return (
    <MarketingPage
      palette="sky"
      kicker={t('aiSlides.publish.kicker')}
      title={t('aiSlides.publish.title')}
      lead={t('aiSlides.publish.lead')}
      featuresTitle={t('aiSlides.publish.featuresTitle')}
      features={FEATURES.map((key) => ({
        key,
        title: t(`aiSlides.publish.features.${key}.title`),
        text: t(`aiSlides.publish.features.${key}.text`),
      }))}
      stepsTitle={t('aiSlides.publish.stepsTitle')}
      steps={STEPS.map((key) => ({
        key,
        title: t(`aiSlides.publish.steps.${key}.title`),
        text: t(`aiSlides.publish.steps.${key}.text`),
      }))}
      heroActions={
        <>
          <ButtonLink to="/register" variant="secondary" size="lg">
            {t('aiSlides.publish.register')}
          </ButtonLink>
          <ButtonLink to="/slides" variant="outline" size="lg">
            {t('aiSlides.publish.browse')}
          </ButtonLink>
        </>
      }
      closing={{
        title: t('aiSlides.publish.shareTitle'),
        text: t('aiSlides.publish.shareText'),
        actions: (
          <>
            <ButtonLink to="/register" variant="secondary">
              {t('aiSlides.publish.register')}
            </ButtonLink>
            <Link
              to="/login"
              className="inline-flex h-10 items-center rounded-lg border border-white/50 px-4 text-sm font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {t('aiSlides.publish.login')}
            </Link>
          </>
        ),
      }}
    />
  );
}
