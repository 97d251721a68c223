import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { BookIcon, HeadphonesIcon, PresentationIcon, StarIcon, VideoIcon } from '@/components/ui/icons';
import { CardSkeleton, Skeleton } from '@/components/ui/skeleton';
import { WelcomeBlock } from '@/features/auth/components/welcome-block';
import { useSession } from '@/features/auth/lib/session-store';
import { CreatorProgramme } from '@/features/home/components/creator-programme';
import { HomeFeatures } from '@/features/home/components/home-features';
import { HomeHero } from '@/features/home/components/home-hero';
import { SlidesSection } from '@/features/home/components/slides-section';
import { TrustBanner } from '@/features/home/components/trust-banner';
import { useActiveProducts } from '@/features/products/api/home-products';
import { FormatRow } from '@/features/products/components/format-row';
import { ProductRow } from '@/features/products/components/product-row';
import { loadPageStrings } from '@/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * The recommendation lists come after the first paint, with their strings: the first load of `/` stays within
 * its budget. If they cannot be fetched the home page simply goes without them.
 */
const HomeRecommendations = lazy(() =>
  Promise.all([import('@/features/recommendations/components/home-recommendations'), loadPageStrings()]).then(
    ([module]) => ({ default: module.HomeRecommendations as ComponentType<{ signedIn: boolean }> }),
    (error: unknown) => {
      console.warn('Home recommendations could not be loaded', error);
      return { default: (() => null) as ComponentType<{ signedIn: boolean }> };
    },
  ),
);

/** The lists' footprint while their code arrives, so nothing below jumps. */
function RecommendationsPlaceholder() {
  return (
    <div className="space-y-4" aria-busy="true">
      <Skeleton className="h-7 w-48" />
      <div className="-mx-4 flex gap-3 overflow-hidden px-4 sm:mx-0 sm:grid sm:grid-cols-3 sm:gap-4 sm:px-0 lg:grid-cols-6">
        {[0, 1, 2, 3, 4, 5].map((key) => (
          <div key={key} className="w-[44vw] max-w-48 shrink-0 sm:w-auto sm:max-w-none">
            <CardSkeleton />
          </div>
        ))}
      </div>
    </div>
  );
}

export function HomePage() {
  const { t } = useTranslation();
  const session = useSession();
  const featured = useActiveProducts(6);
  useDocumentTitle(null);

  return (
    <div className="space-y-16 pb-20 sm:space-y-20">
      <HomeHero signedIn={session.isAuthenticated} />
      <WelcomeBlock />
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <Suspense fallback={<RecommendationsPlaceholder />}>
          <HomeRecommendations signedIn={session.isAuthenticated} />
        </Suspense>
      </div>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <ProductRow
          title={t('home.rows.featured')}
          description={t('home.rows.featuredText')}
          viewAllHref="/products"
          products={featured.data}
          loading={featured.isPending}
          emptyText={t('products.empty')}
          icon={<StarIcon className="size-5 text-amber-500" />}
        />
      </div>
      <HomeFeatures />
      <div className="mx-auto max-w-7xl space-y-14 px-4 sm:px-6 lg:px-8">
        <FormatRow
          format="PDF"
          title={t('home.rows.ebooks')}
          viewAll="/products?format=Ebook"
          icon={<BookIcon className="size-5 text-indigo-600" />}
        />
        <FormatRow
          format="MP3"
          title={t('home.rows.audio')}
          viewAll="/products?format=Audio"
          icon={<HeadphonesIcon className="size-5 text-emerald-600" />}
        />
        <FormatRow
          format="CRS"
          title={t('home.rows.video')}
          viewAll="/products?format=Video"
          icon={<VideoIcon className="size-5 text-rose-600" />}
        />
        <FormatRow
          format="PPT"
          title={t('home.rows.slides')}
          viewAll="/slides"
          icon={<PresentationIcon className="size-5 text-amber-600" />}
        />
      </div>
      <CreatorProgramme signedIn={session.isAuthenticated} />
      <SlidesSection />
      <TrustBanner />
    </div>
  );
}
