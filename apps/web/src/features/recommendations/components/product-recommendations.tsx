import { useTranslation } from 'react-i18next';
import { useProductRecommendations } from '@/features/recommendations/api/recommendations';
import { RecommendationList } from './recommendation-list';

const LIMIT = 6;

/**
 * The product page's "Sering dibeli bersama" (with a buy button: the point is to take it too) and "Mirip dengan
 * ini". A list with nothing in it takes no room: the page is about the product, not about them.
 */
export function ProductRecommendations({ productId, signedIn }: { productId: number; signedIn: boolean }) {
  const { t } = useTranslation();
  const lists = useProductRecommendations(productId, LIMIT);
  return (
    <div className="space-y-10" data-testid="product-recommendations">
      <RecommendationList
        title={t('recommendations.product.boughtTogether')}
        description={t('recommendations.product.boughtTogetherText')}
        list={lists.data?.bought_together}
        loading={lists.isPending}
        failed={lists.isError}
        signedIn={signedIn}
        buyable
        empty="hide"
        testId="rec-bought-together"
      />
      <RecommendationList
        title={t('recommendations.product.similar')}
        description={t('recommendations.product.similarText')}
        list={lists.data?.similar}
        loading={lists.isPending}
        failed={lists.isError}
        signedIn={signedIn}
        empty="hide"
        testId="rec-similar"
      />
    </div>
  );
}
