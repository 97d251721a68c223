import type { ProductFormat } from '@pustaka/contract';
import clsx from 'clsx';
import { CoverPlaceholder, KIND_OF_FORMAT, LazyImage } from '@/components/ui/cover';

/** A small cover; the kind's coloured placeholder when there is none or it fails to load. */
export function ProductThumb({
  src,
  format,
  className,
}: {
  src: string | null;
  format: ProductFormat;
  className?: string;
}) {
  return (
    <div
      className={clsx(
        'aspect-[3/4] shrink-0 overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-200',
        className,
      )}
    >
      <LazyImage
        src={src}
        alt=""
        className="size-full object-cover"
        fallback={<CoverPlaceholder kind={KIND_OF_FORMAT[format]} iconClassName="size-6" />}
      />
    </div>
  );
}
