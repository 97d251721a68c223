import type { PublisherStats } from '@pustaka/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RevenueRanking } from '@/components/ui/revenue-ranking';

/** The best sellers of the window, each linked to its editor, with a bar against the leader's revenue. */
export function TopProducts({ products }: { products: PublisherStats['top_products'] }) {
  const { t } = useTranslation();
  return (
    <RevenueRanking
      testId="top-products"
      empty={t('earnings.stats.topEmpty')}
      salesCaption={(count) => t('earnings.stats.salesCount', { count })}
      rows={products.map((product) => ({
        ...product,
        name: (
          <Link to={`/publisher/products/${product.id}`} className="hover:text-indigo-700 hover:underline">
            {product.name}
          </Link>
        ),
      }))}
    />
  );
}
