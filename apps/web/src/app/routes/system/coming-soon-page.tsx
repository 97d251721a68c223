import { useTranslation } from 'react-i18next';
import { useMatches, useNavigate } from 'react-router';
import type { RouteHandle } from '@/app/layout/root-layout';
import { Button, ButtonLink } from '@/components/ui/button';
import { ArrowLeftIcon, SparklesIcon } from '@/components/ui/icons';
import { useDocumentTitle } from '@/lib/use-document-title';

const AREAS = [
  'products',
  'productDetail',
  'courses',
  'audio',
  'slides',
  'checkout',
  'checkoutSuccess',
  'checkoutFail',
  'authors',
  'authorDetail',
  'subscription',
  'subscriptionSuccess',
  'subscriptionFail',
  'blog',
  'blogPost',
  'lmsEdukasi',
  'lmsQuiz',
  'lmsVerify',
  'lmsCourse',
  'lms',
  'lmsContent',
  'lmsEnroll',
  'lmsJoin',
  'publishSlides',
  'library',
  'contentViewer',
  'courseViewer',
  'audioPlayer',
  'slideViewer',
  'audioAlbum',
  'slideFullscreen',
  'shortUrl',
  'aiSlides',
  'adminProducts',
  'adminOrders',
  'adminSales',
  'adminCampaigns',
  'adminSettlement',
  'adminAuthors',
  'publisher',
  'publisherProducts',
  'publisherCourses',
  'publisherStats',
  'publisherProfile',
  'publisherBuyers',
  'publisherSettlement',
  'publisherAudio',
  'landingPage',
  'publisherBlog',
] as const;
type Area = (typeof AREAS)[number];

function isArea(value: unknown): value is Area {
  return typeof value === 'string' && (AREAS as readonly string[]).includes(value);
}

/** The placeholder for pages other parts of the product will deliver. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  const area: Area = isArea(handle?.area) ? handle.area : 'products';
  const title = t(`comingSoon.areas.${area}`);
  useDocumentTitle(title);

  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-gradient-to-br from-indigo-500 to-violet-500 text-white shadow-lg shadow-indigo-200">
        <SparklesIcon className="size-8" />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-wide text-indigo-600 uppercase">
        {t('comingSoon.badge')}
      </p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 max-w-lg text-slate-600">{t('comingSoon.text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button
          variant="outline"
          icon={<ArrowLeftIcon className="size-4" />}
          onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}
        >
          {t('common.back')}
        </Button>
        <ButtonLink to="/">{t('common.backHome')}</ButtonLink>
      </div>
    </div>
  );
}
