import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchIcon } from '@/components/ui/icons';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useSession } from '@/features/auth/lib/session-store';
import { isEmailVerified } from '@/features/auth/lib/user-rules';
import { RunningCampaignBadge } from '@/features/campaigns/components/running-campaign-badge';
import { useCheckoutQuote } from '@/features/orders/api/checkout';
import { viewerPath } from '@/features/orders/lib/order-rules';
import { useProductDetail } from '@/features/products/api/catalogue';
import { ProductBreadcrumb } from '@/features/products/components/product-breadcrumb';
import type { Ownership } from '@/features/products/components/product-buy-box';
import { ProductDescription } from '@/features/products/components/product-description';
import { ProductDetailSkeleton } from '@/features/products/components/product-detail-skeleton';
import { ProductHero } from '@/features/products/components/product-hero';
import { SamplePreview } from '@/features/products/components/sample-preview';
import { TableOfContents } from '@/features/products/components/table-of-contents';
import { ProductRecommendations } from '@/features/recommendations/components/product-recommendations';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * Whether a signed-in, verified buyer already owns the product or has an order waiting. Asked side by side
 * with the product itself (both need only the id in the address), so neither waits for the other.
 */
function useOwnership(productId: number): Ownership | undefined {
  const { user } = useSession();
  const quote = useCheckoutQuote(productId, { enabled: Boolean(user && isEmailVerified(user)) });
  const data = quote.data;
  if (!data) return undefined;
  if (data.owned) return { state: 'owned', openPath: viewerPath(data.product_id, data.product_format) };
  if (data.pending_order)
    return { state: 'pending', orderPath: `/dashboard/orders/${data.pending_order.id}` };
  return undefined;
}

export function ProductDetailPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const productId = Number(id);
  const detail = useProductDetail(productId);
  const product = detail.data;
  const ownership = useOwnership(productId);
  const { isAuthenticated } = useSession();
  useDocumentTitle(product?.name ?? t('detail.title'));

  const missing =
    !Number.isInteger(productId) ||
    productId <= 0 ||
    (isApiError(detail.error) && detail.error.status === 404);

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <ProductBreadcrumb product={product} />
      {missing ? (
        <EmptyState
          icon={<SearchIcon className="size-6" />}
          title={t('detail.notFound')}
          description={t('detail.notFoundText')}
          action={<ButtonLink to="/products">{t('detail.browse')}</ButtonLink>}
        />
      ) : detail.isError ? (
        <RetryAlert
          title={t('detail.loadFailed')}
          message={detail.error.message}
          retryLabel={t('catalogue.retry')}
          onRetry={() => void detail.refetch()}
        />
      ) : !product ? (
        <ProductDetailSkeleton />
      ) : (
        <>
          <ProductHero
            product={product}
            ownership={ownership}
            promo={<RunningCampaignBadge productId={product.id} price={product.price} />}
          />
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
            <div className="min-w-0 space-y-6">
              <ProductDescription html={product.description_html} />
              <SamplePreview product={product} />
            </div>
            <div className="lg:sticky lg:top-20">
              <TableOfContents product={product} />
            </div>
          </div>
          <ProductRecommendations productId={product.id} signedIn={isAuthenticated} />
        </>
      )}
    </div>
  );
}
