import type { ProductDetail } from '@pustaka/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { KIND_OF_FORMAT, KindIcon } from '@/components/ui/cover';
import { type Ownership, ProductBuyBox } from './product-buy-box';
import { ProductCover } from './product-cover';
import { ProductFacts } from './product-facts';

function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase() || 'U';
}

/** `promo` is shown in the buy box under the price (a running campaign, which checkout applies). */
export function ProductHero({
  product,
  ownership,
  promo,
}: {
  product: ProductDetail;
  ownership?: Ownership;
  promo?: ReactNode;
}) {
  const { t } = useTranslation();
  const kind = KIND_OF_FORMAT[product.format];
  // The server names a product without a category "Unknown Creator"; the detail leaves it out.
  const category = product.category_id === null ? null : product.category;
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,4fr)_minmax(0,8fr)] md:gap-10">
      <ProductCover product={product} />
      <div className="min-w-0 space-y-5">
        <div className="space-y-3">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="brand">
              <KindIcon kind={kind} className="size-3.5" />
              {t(`products.kind.${kind}`)}
            </Badge>
            {category ? <Badge>{category}</Badge> : null}
          </div>
          <h1 className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">
            {product.name}
          </h1>
          <Link
            to={`/authors/${product.seller.id}`}
            className="group inline-flex items-center gap-2 rounded-lg text-sm text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-600"
            data-testid="creator-link"
          >
            <Avatar
              src={product.seller.avatar_url}
              initials={initialsOf(product.seller.name)}
              alt=""
              size="sm"
            />
            <span>
              {t('detail.by')}{' '}
              <span className="font-semibold text-indigo-700 group-hover:underline">
                {product.seller.name || t('products.unknownCreator')}
              </span>
            </span>
          </Link>
          {product.author ? (
            <p className="flex items-center gap-2 text-sm text-slate-700" data-testid="product-author">
              <Avatar
                src={product.author.photo_url}
                initials={initialsOf(product.author.name)}
                alt=""
                size="sm"
              />
              <span>
                {t('detail.writtenBy')}:{' '}
                <span className="font-semibold text-slate-900">{product.author.name}</span>
              </span>
            </p>
          ) : null}
        </div>
        <ProductBuyBox product={product} ownership={ownership} promo={promo} />
        <ProductFacts product={product} />
      </div>
    </div>
  );
}
