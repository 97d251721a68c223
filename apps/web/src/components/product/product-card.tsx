import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CoverPlaceholder, KindIcon, LazyImage } from '@/components/ui/cover';
import { formatRupiah } from '@/lib/format';
import { campaignPrice, categoryName, type ProductSummary, productKind } from './product-rules';
import { useRunningCampaignList } from './running-campaigns';

interface ProductCardProps {
  product: ProductSummary;
  /** Where the card leads; the product page unless the caller knows better (an owned product's viewer). */
  href?: string;
  /** Called as the card is opened, before the navigation (a list that reports which of its items was opened). */
  onOpen?: () => void;
  /** A line under the price: why the card is shown, how far the reader got. */
  note?: ReactNode;
}

export function ProductCard({ product, href, onOpen, note }: ProductCardProps) {
  const { t } = useTranslation();
  const kind = productKind(product.format ?? product.product_format);
  // Every card reads the one cached list of running campaigns: no request per card.
  const running = useRunningCampaignList();
  const priced = campaignPrice(product, running.data);
  const price = priced.price;
  const base = Number(product.base_price ?? 0);
  const discounted = base > price;
  const category = categoryName(product);

  return (
    <Link
      to={href ?? `/products/${product.id}`}
      onClick={onOpen}
      data-testid="product-card"
      className="group flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xs transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      <div className="relative aspect-[3/4] shrink-0 overflow-hidden bg-slate-100">
        <LazyImage
          src={product.cover_url}
          alt=""
          className="size-full object-cover group-hover:scale-105"
          fallback={<CoverPlaceholder kind={kind} />}
        />
        <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-white/90 px-2 py-0.5 text-xs font-semibold text-slate-800 shadow-xs">
          <KindIcon kind={kind} className="size-3.5" />
          {t(`products.kind.${kind}`)}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
        <h3 className="line-clamp-2 text-sm font-semibold text-slate-900 group-hover:text-indigo-700 sm:text-base">
          {product.name}
        </h3>
        <p className="truncate text-xs text-slate-600 sm:text-sm">
          {/* The named author says more about a book than the shop selling it. */}
          {product.author?.name || product.seller?.name || t('products.unknownCreator')}
        </p>
        {category ? <p className="truncate text-xs text-slate-400">{category}</p> : null}
        <div className="mt-auto flex flex-wrap items-baseline gap-x-2 pt-2">
          <span
            className={
              price === 0
                ? 'font-bold text-emerald-700'
                : priced.campaign
                  ? 'font-bold text-rose-700'
                  : 'font-bold text-slate-900'
            }
            data-testid="card-price"
          >
            {price === 0 ? t('products.free') : formatRupiah(price)}
          </span>
          {discounted ? (
            <span className="text-xs text-slate-400 line-through" data-testid="base-price">
              {formatRupiah(base)}
            </span>
          ) : null}
        </div>
        {priced.campaign ? (
          <p className="truncate text-xs font-medium text-rose-700" data-testid="card-campaign">
            {t('products.campaignPrice', { name: priced.campaign.name })}
          </p>
        ) : null}
        {note}
      </div>
    </Link>
  );
}
