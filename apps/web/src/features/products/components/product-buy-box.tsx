import type { ProductDetail } from '@pustaka/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { campaignPrice } from '@/components/product/product-rules';
import { useRunningCampaignList } from '@/components/product/running-campaigns';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { BookIcon } from '@/components/ui/icons';
import { CheckCircleIcon, CreditCardIcon, DownloadIcon, LockIcon } from '@/components/ui/more-icons';
import { discountPercent } from '@/features/products/lib/price-rules';
import { formatRupiah } from '@/lib/format';

/**
 * What the signed-in visitor already has of a product, told by the page: owned (with where it opens) or an
 * order still waiting for payment. Undefined for guests and while it is being found out.
 */
export type Ownership = { state: 'owned'; openPath: string } | { state: 'pending'; orderPath: string };

/** Price, discount and the buy button; a free product is had for free, an owned one opens. */
export function ProductBuyBox({
  product,
  ownership,
  promo,
}: {
  product: ProductDetail;
  ownership?: Ownership;
  promo?: ReactNode;
}) {
  const { t } = useTranslation();
  const running = useRunningCampaignList();
  // The price cards show and checkout charges: the product's own price less the best running campaign.
  const priced = campaignPrice(product, running.data);
  const price = priced.price;
  const percent = discountPercent({ base_price: product.base_price, price });
  if (ownership?.state === 'owned') {
    return (
      <div
        className="space-y-3 rounded-2xl border border-emerald-200 bg-emerald-50/60 p-5 shadow-xs"
        data-testid="owned-box"
      >
        <p className="flex items-center gap-2 font-semibold text-emerald-800">
          <CheckCircleIcon className="size-5 shrink-0" />
          {t('detail.ownedText')}
        </p>
        <ButtonLink
          to={ownership.openPath}
          size="lg"
          className="w-full"
          icon={<BookIcon className="size-5" />}
          data-testid="open-owned"
        >
          {t('detail.ownedOpen')}
        </ButtonLink>
        <Link
          to="/dashboard/library"
          className="block text-center text-sm font-medium text-emerald-800 hover:underline"
        >
          {t('detail.toLibrary')}
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-xs">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span
          className={
            price === 0
              ? 'text-3xl font-extrabold text-emerald-700'
              : 'text-3xl font-extrabold text-slate-900'
          }
          data-testid="detail-price"
        >
          {price === 0 ? t('products.free') : formatRupiah(price)}
        </span>
        {percent > 0 ? (
          <>
            <span className="text-base text-slate-400 line-through" data-testid="detail-base-price">
              {formatRupiah(product.base_price)}
            </span>
            <Badge tone="danger">{t('detail.discount', { percent })}</Badge>
          </>
        ) : null}
      </div>
      {promo}
      <ButtonLink
        to={`/checkout/${product.id}`}
        size="lg"
        className="w-full"
        icon={price === 0 ? <DownloadIcon className="size-5" /> : <CreditCardIcon className="size-5" />}
        data-testid="buy-button"
      >
        {ownership?.state === 'pending'
          ? t('detail.continuePayment')
          : price === 0
            ? t('detail.getFree')
            : t('detail.buy')}
      </ButtonLink>
      {ownership?.state === 'pending' ? (
        <Link
          to={ownership.orderPath}
          className="block text-center text-sm font-medium text-indigo-700 hover:underline"
        >
          {t('detail.pendingOrder')}
        </Link>
      ) : null}
      <p className="flex items-center gap-2 text-xs text-slate-500">
        <LockIcon className="size-4 shrink-0" />
        {price === 0 ? t('detail.freeNote') : t('detail.secure')}
      </p>
    </div>
  );
}
