import clsx from 'clsx';
import type { ReactNode } from 'react';
import { ProductCard } from '@/components/product/product-card';
import type { ProductSummary } from '@/components/product/product-rules';
import { CardSkeleton } from '@/components/ui/skeleton';

const columns = {
  wide: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4',
  narrow: 'grid-cols-2 sm:grid-cols-3 xl:grid-cols-4',
} as const;

/** Cards in a responsive grid; skeleton cards while loading, `empty` when there are none. */
export function ProductGrid({
  products,
  loading,
  empty,
  skeletons = 8,
  layout = 'wide',
  dimmed = false,
}: {
  products: ProductSummary[] | undefined;
  loading: boolean;
  empty: ReactNode;
  skeletons?: number;
  /** narrow: the grid shares the row with a sidebar on large screens. */
  layout?: keyof typeof columns;
  /** Older results stay visible, faded, while the next ones load. */
  dimmed?: boolean;
}) {
  if (loading) {
    return (
      <div
        className={clsx('grid gap-3 sm:gap-4', columns[layout])}
        aria-busy="true"
        data-testid="grid-loading"
      >
        {Array.from({ length: skeletons }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
          <CardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (!products?.length) return <>{empty}</>;
  return (
    <div
      className={clsx('grid gap-3 transition-opacity sm:gap-4', columns[layout], dimmed && 'opacity-60')}
      aria-busy={dimmed || undefined}
    >
      {products.map((product) => (
        <ProductCard key={product.id} product={product} />
      ))}
    </div>
  );
}
