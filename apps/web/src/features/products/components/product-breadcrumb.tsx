import type { ProductDetail } from '@pustaka/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { KIND_OF_FORMAT } from '@/components/ui/cover';
import { ChevronRightIcon } from '@/components/ui/more-icons';

const CATALOGUE_OF_KIND = {
  book: '/products?format=Ebook',
  audio: '/audio',
  video: '/courses',
  slides: '/slides',
} as const;

/** The catalogue, then the product's kind and the product once it has loaded. */
export function ProductBreadcrumb({ product }: { product: ProductDetail | undefined }) {
  const { t } = useTranslation();
  return (
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
  );
}
