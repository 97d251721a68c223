import { useTranslation } from 'react-i18next';
import { BookIcon, HeadphonesIcon, PresentationIcon, StarIcon, VideoIcon } from '@/components/ui/icons';
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
import { HomeRecommendations } from '@/features/recommendations/components/home-recommendations';
import { useDocumentTitle } from '@/lib/use-document-title';

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
        <HomeRecommendations signedIn={session.isAuthenticated} />
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
