import type { ManagedProduct } from '@pustaka/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { CoverPlaceholder, KIND_OF_FORMAT, LazyImage } from '@/components/ui/cover';
import { ChevronRightIcon } from '@/components/ui/more-icons';
import { formatDate, formatNumber, formatRupiah } from '@/lib/format';
import { StatusBadge } from './status-badge';

function Thumb({ product }: { product: ManagedProduct }) {
  return (
    <span className="block h-16 w-12 shrink-0 overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-200">
      <LazyImage
        src={product.cover_url}
        alt=""
        className="size-full object-cover"
        fallback={<CoverPlaceholder kind={KIND_OF_FORMAT[product.format]} iconClassName="size-6" />}
      />
    </span>
  );
}

/** The creator's products: status, staged changes, sales and revenue; each row opens the editor. */
export function ProductsList({ products }: { products: ManagedProduct[] }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white">
      {products.map((product) => (
        <li key={product.id}>
          <Link
            to={`/publisher/products/${product.id}`}
            className="flex gap-3 p-4 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600"
            data-testid="publisher-product"
          >
            <Thumb product={product} />
            <div className="min-w-0 flex-1 space-y-1">
              <div className="flex flex-wrap items-center gap-2">
                <p className="min-w-0 truncate font-semibold text-slate-900">{product.name}</p>
                <StatusBadge status={product.status} />
                {product.has_staged_changes && product.is_published ? (
                  <Badge tone="info">{t('publisher.stagedChanges')}</Badge>
                ) : null}
                {product.is_published ? <Badge tone="brand">{t('publisher.onSale')}</Badge> : null}
              </div>
              <p className="text-sm text-slate-600">
                {t(`editor.formats.${product.format}.name`)} ·{' '}
                {product.price === 0 ? t('products.free') : formatRupiah(product.price)} ·{' '}
                {t('publisher.updated', { date: formatDate(product.updated_at, i18n.language) })}
              </p>
              {product.status === 'rejected' && product.rejection_reason ? (
                <p className="line-clamp-2 text-sm text-red-700" data-testid="rejection-reason">
                  {t('editor.banner.reason')}: {product.rejection_reason}
                </p>
              ) : null}
            </div>
            <dl className="hidden shrink-0 grid-cols-2 gap-x-6 text-right sm:grid">
              <div>
                <dt className="text-xs text-slate-500">{t('publisher.sales')}</dt>
                <dd className="font-semibold text-slate-900">
                  {formatNumber(product.sales_count, i18n.language)}
                </dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500">{t('publisher.revenue')}</dt>
                <dd className="font-semibold text-slate-900">{formatRupiah(product.revenue)}</dd>
              </div>
            </dl>
            <ChevronRightIcon className="mt-4 size-5 shrink-0 text-slate-400" />
          </Link>
          <dl className="-mt-2 flex gap-6 px-4 pb-3 pl-21 text-sm sm:hidden">
            <div className="flex gap-1">
              <dt className="text-slate-500">{t('publisher.sales')}:</dt>
              <dd className="font-semibold text-slate-900">
                {formatNumber(product.sales_count, i18n.language)}
              </dd>
            </div>
            <div className="flex gap-1">
              <dt className="text-slate-500">{t('publisher.revenue')}:</dt>
              <dd className="font-semibold text-slate-900">{formatRupiah(product.revenue)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
