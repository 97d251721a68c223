import type { ProductDetail } from '@pustaka/contract';
import { useState } from 'react';
import { CoverPlaceholder, KIND_OF_FORMAT } from '@/components/ui/cover';

export function ProductCover({ product }: { product: ProductDetail }) {
  const [failed, setFailed] = useState(false);
  const kind = KIND_OF_FORMAT[product.format];
  const src = product.cover_large_url ?? product.cover_url;
  return (
    <div className="relative mx-auto aspect-[3/4] w-full max-w-64 overflow-hidden rounded-2xl bg-slate-100 shadow-sm ring-1 ring-slate-200 md:max-w-none">
      {src && !failed ? (
        <img
          src={src}
          alt={product.name}
          // The cover is the largest thing on the page: fetch it first and at once.
          fetchPriority="high"
          className="size-full object-contain"
          onError={() => setFailed(true)}
        />
      ) : (
        <CoverPlaceholder kind={kind} iconClassName="size-20" />
      )}
    </div>
  );
}
