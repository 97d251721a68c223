import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BookIcon, HeadphonesIcon, PresentationIcon, VideoIcon } from '../../../components/ui/icons';
import { formatRupiah } from '../../../lib/format';
import { effectivePrice, type ProductKind, type ProductSummary, productKind } from '../lib/product-rules';

const placeholders: Record<ProductKind, string> = {
  book: 'from-indigo-500 to-violet-500',
  audio: 'from-emerald-500 to-teal-500',
  video: 'from-rose-500 to-orange-400',
  slides: 'from-amber-500 to-yellow-400',
};

function KindIcon({ kind, className }: { kind: ProductKind; className?: string }) {
  if (kind === 'audio') return <HeadphonesIcon className={className} />;
  if (kind === 'video') return <VideoIcon className={className} />;
  if (kind === 'slides') return <PresentationIcon className={className} />;
  return <BookIcon className={className} />;
}

export function ProductCard({ product }: { product: ProductSummary }) {
  const { t } = useTranslation();
  const kind = productKind(product.product_format);
  const [broken, setBroken] = useState(false);
  const price = effectivePrice(product);
  const discounted = Number(product.discount_amount ?? 0) > 0 && Number(product.base_price ?? 0) > price;
  const cover = product.cover_url && !broken ? product.cover_url : null;

  return (
    <Link
      to={`/products/${product.id}`}
      className="group flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xs transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-slate-100">
        {cover ? (
          <img
            src={cover}
            alt=""
            loading="lazy"
            className="size-full object-cover transition group-hover:scale-105"
            onError={() => setBroken(true)}
          />
        ) : (
          <div
            className={clsx(
              'flex size-full items-center justify-center bg-gradient-to-br',
              placeholders[kind],
            )}
          >
            <KindIcon kind={kind} className="size-12 text-white/90" />
          </div>
        )}
        <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-white/90 px-2 py-0.5 text-xs font-semibold text-slate-800">
          <KindIcon kind={kind} className="size-3.5" />
          {t(`products.kind.${kind}`)}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="line-clamp-2 font-semibold text-slate-900 group-hover:text-indigo-700">
          {product.name}
        </h3>
        <p className="truncate text-sm text-slate-500">{product.category || t('products.unknownCreator')}</p>
        <div className="mt-auto flex items-baseline gap-2 pt-2">
          <span className="font-bold text-slate-900">
            {price === 0 ? t('products.free') : formatRupiah(price)}
          </span>
          {discounted ? (
            <span className="text-xs text-slate-400 line-through">
              {formatRupiah(Number(product.base_price))}
            </span>
          ) : null}
        </div>
      </div>
    </Link>
  );
}
