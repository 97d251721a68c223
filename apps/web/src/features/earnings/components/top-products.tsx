import type { PublisherStats } from '@pustaka/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatRupiah } from '../../../lib/format';

/** The best sellers of the window, with a bar showing each one's part of the leader's revenue. */
export function TopProducts({ products }: { products: PublisherStats['top_products'] }) {
  const { t } = useTranslation();
  if (products.length === 0) return <p className="text-sm text-slate-500">{t('earnings.stats.topEmpty')}</p>;
  const leader = Math.max(...products.map((product) => product.revenue), 1);
  return (
    <ol className="space-y-3" data-testid="top-products">
      {products.map((product, index) => (
        <li key={product.id} className="space-y-1">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <Link
              to={`/publisher/products/${product.id}`}
              className="min-w-0 truncate font-medium text-slate-900 hover:text-indigo-700 hover:underline"
            >
              <span className="mr-1.5 text-slate-400 tabular-nums">{index + 1}.</span>
              {product.name}
            </Link>
            <span className="shrink-0 font-semibold text-slate-900 tabular-nums">
              {formatRupiah(product.revenue)}
            </span>
          </div>
          <div className="flex items-center gap-2">
            <div className="h-1.5 flex-1 overflow-hidden rounded-full bg-slate-100">
              <div
                className="h-full rounded-full bg-indigo-400"
                style={{ width: `${(product.revenue / leader) * 100}%` }}
              />
            </div>
            <span className="w-24 shrink-0 text-right text-xs text-slate-500">
              {t('earnings.stats.salesCount', { count: product.sales })}
            </span>
          </div>
        </li>
      ))}
    </ol>
  );
}
