import type { OwnedProduct } from '@pustaka/contract';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { CoverPlaceholder, KIND_OF_FORMAT, KindIcon, LazyImage } from '@/components/ui/cover';
import { Skeleton } from '@/components/ui/skeleton';
import { viewerPath } from '@/features/orders/lib/order-rules';
import { formatDate } from '@/lib/format';

const OPEN_KEYS = { book: 'read', audio: 'listen', video: 'watch', slides: 'view' } as const;

function LibraryCard({ item }: { item: OwnedProduct }) {
  const { t, i18n } = useTranslation();
  const kind = KIND_OF_FORMAT[item.product_format];
  return (
    <li
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xs"
      data-testid="library-item"
    >
      <div className="relative aspect-[3/4] overflow-hidden bg-slate-100">
        <LazyImage
          src={item.image_url}
          alt=""
          className="size-full object-cover"
          fallback={<CoverPlaceholder kind={kind} />}
        />
        <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-white/90 px-2 py-0.5 text-xs font-semibold text-slate-800 shadow-xs">
          <KindIcon kind={kind} className="size-3.5" />
          {t(`products.kind.${kind}`)}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
        <h2 className="line-clamp-2 text-sm font-semibold text-slate-900 sm:text-base">{item.name}</h2>
        <p className="truncate text-xs text-slate-600 sm:text-sm">
          {item.seller_name || t('products.unknownCreator')}
        </p>
        <p className="text-xs text-slate-400">
          {t('library.acquired', { date: formatDate(item.acquired_at, i18n.language) })}
        </p>
        <ButtonLink
          to={viewerPath(item.product_id, item.product_format)}
          size="sm"
          className="mt-auto w-full"
          data-testid="library-open"
        >
          {t(`library.open.${OPEN_KEYS[kind]}`)}
        </ButtonLink>
      </div>
    </li>
  );
}

export function LibraryGrid({ items }: { items: OwnedProduct[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4">
      {items.map((item) => (
        <LibraryCard key={item.product_id} item={item} />
      ))}
    </ul>
  );
}

export function LibraryGridSkeleton() {
  return (
    <div
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4"
      aria-busy="true"
      data-testid="library-loading"
    >
      {[0, 1, 2, 3].map((key) => (
        <div key={key} className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
          <Skeleton className="aspect-[3/4] rounded-none" />
          <div className="space-y-2 p-4">
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="h-3 w-1/2" />
            <Skeleton className="h-8 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
