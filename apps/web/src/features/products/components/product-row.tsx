import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProductCard } from '@/components/product/product-card';
import type { ProductSummary } from '@/components/product/product-rules';
import { EmptyState } from '@/components/ui/empty-state';
import { ArrowRightIcon, InboxIcon } from '@/components/ui/icons';
import { CardSkeleton } from '@/components/ui/skeleton';

interface ProductRowProps {
  title: string;
  description?: string;
  viewAllHref: string;
  products: ProductSummary[] | undefined;
  loading: boolean;
  emptyText: string;
  icon?: ReactNode;
  /** A one-line empty message instead of the full empty state (for secondary rows). */
  compactEmpty?: boolean;
  /**
   * Rows that get three products (the per-format rows) end with a "view all" tile in the fourth place, so the
   * grid is full on a phone's two columns and on a desktop's four.
   */
  viewAllTile?: boolean;
}

/** A titled row of up to four cards: four skeletons while loading, then cards or an empty message. */
export function ProductRow({
  title,
  description,
  viewAllHref,
  products,
  loading,
  emptyText,
  icon,
  compactEmpty = false,
  viewAllTile = false,
}: ProductRowProps) {
  const { t } = useTranslation();
  const items = (products ?? []).slice(0, viewAllTile ? 3 : 4);
  return (
    <section aria-label={title} className="space-y-4">
      <div className="flex items-end justify-between gap-4">
        <div className="min-w-0">
          <h2 className="flex items-center gap-2 text-xl font-bold text-slate-900">
            {icon}
            {title}
          </h2>
          {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
        </div>
        <Link
          to={viewAllHref}
          className="inline-flex shrink-0 items-center gap-1 rounded-md text-sm font-semibold text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          {t('home.viewAll')}
          <ArrowRightIcon className="size-4" />
        </Link>
      </div>
      {loading ? (
        <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-busy="true">
          {[0, 1, 2, 3].map((key) => (
            <CardSkeleton key={key} />
          ))}
        </div>
      ) : items.length ? (
        <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" data-testid="product-row-cards">
          {items.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
          {viewAllTile ? (
            <Link
              to={viewAllHref}
              className="group flex flex-col items-center justify-center gap-3 rounded-2xl border border-dashed border-indigo-200 bg-indigo-50/60 p-4 text-center transition hover:border-indigo-400 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
              data-testid="view-all-tile"
            >
              <span className="flex size-12 items-center justify-center rounded-full bg-white text-indigo-600 shadow-xs ring-1 ring-indigo-100 [&>svg]:size-6">
                {icon}
              </span>
              <span className="text-sm font-semibold text-slate-900 sm:text-base">{title}</span>
              <span className="inline-flex items-center gap-1 text-sm font-semibold text-indigo-700 group-hover:underline">
                {t('home.viewAll')}
                <ArrowRightIcon className="size-4" />
              </span>
            </Link>
          ) : null}
        </div>
      ) : compactEmpty ? (
        <p className="flex items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-5 text-sm text-slate-600">
          <InboxIcon className="size-5 shrink-0 text-indigo-500" />
          {emptyText}
        </p>
      ) : (
        <EmptyState title={emptyText} description={t('products.emptyHint')} className="py-8" />
      )}
    </section>
  );
}
