import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { KIND_OF_FORMAT } from '@/components/ui/cover';
import { EmptyState } from '@/components/ui/empty-state';
import { RefreshIcon, SearchIcon } from '@/components/ui/icons';
import { ChevronRightIcon } from '@/components/ui/more-icons';
import { useSession } from '@/features/auth/lib/session-store';
import { isEmailVerified } from '@/features/auth/lib/user-rules';
import { RunningCampaignBadge } from '@/features/campaigns/components/running-campaign-badge';
import { useCheckoutQuote } from '@/features/orders/api/checkout';
import { viewerPath } from '@/features/orders/lib/order-rules';
import { useProductDetail } from '@/features/products/api/catalogue';
import {
  type Ownership,
  ProductDescription,
  ProductDetailSkeleton,
  ProductHero,
  SamplePreview,
  TableOfContents,
} from '@/features/products/components/product-detail';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';

const CATALOGUE_OF_KIND = {
  book: '/products?format=Ebook',
  audio: '/audio',
  video: '/courses',
  slides: '/slides',
} as const;

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
  useDocumentTitle(product?.name ?? t('detail.title'));

  const missing =
    !Number.isInteger(productId) ||
    productId <= 0 ||
    (isApiError(detail.error) && detail.error.status === 404);

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <nav
        aria-label={t('detail.breadcrumb')}
        className="flex min-w-0 items-center gap-1 text-sm text-slate-500"
      >
        <Link to="/products" className="shrink-0 hover:text-indigo-700 hover:underline">
          {t('catalogue.titles.all')}
        </Link>
        {product ? (
          <>
            <ChevronRightIcon className="size-4 shrink-0" />
            <Link
              to={CATALOGUE_OF_KIND[KIND_OF_FORMAT[product.format]]}
              className="shrink-0 hover:text-indigo-700 hover:underline"
            >
              {t(`products.kind.${KIND_OF_FORMAT[product.format]}`)}
            </Link>
            <ChevronRightIcon className="size-4 shrink-0" />
            <span aria-current="page" className="truncate text-slate-700">
              {product.name}
            </span>
          </>
        ) : null}
      </nav>

      {missing ? (
        <EmptyState
          icon={<SearchIcon className="size-6" />}
          title={t('detail.notFound')}
          description={t('detail.notFoundText')}
          action={<ButtonLink to="/products">{t('detail.browse')}</ButtonLink>}
        />
      ) : detail.isError ? (
        <Alert tone="error" title={t('detail.loadFailed')}>
          <p>{detail.error.message}</p>
          <Button
            size="sm"
            variant="outline"
            className="mt-2"
            icon={<RefreshIcon className="size-4" />}
            onClick={() => void detail.refetch()}
          >
            {t('catalogue.retry')}
          </Button>
        </Alert>
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
        </>
      )}
    </div>
  );
}
