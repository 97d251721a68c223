import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useProductOptions } from '@/features/blog/api/own-posts';
import { formatRupiah } from '@/lib/format';

/** Picks one of the creator's products to embed as a card. */
export function ProductCardPicker({
  onPick,
  onCancel,
}: {
  onPick: (product: { id: number; name: string }) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const options = useProductOptions();
  return (
    <div className="space-y-2 border-b border-slate-200 bg-indigo-50/50 p-2">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium text-slate-800">{t('blog.editor.pickProduct')}</p>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
      {options.isPending ? (
        <Skeleton className="h-10 w-full" />
      ) : options.isError ? (
        <p className="text-sm text-red-600">{options.error.message}</p>
      ) : options.data.items.length === 0 ? (
        <p className="text-sm text-slate-600">{t('blog.editor.noProducts')}</p>
      ) : (
        <ul className="max-h-56 divide-y divide-slate-200 overflow-y-auto rounded-md bg-white ring-1 ring-slate-200">
          {options.data.items.map((product) => (
            <li key={product.id}>
              <button
                type="button"
                className="flex w-full items-center justify-between gap-3 px-3 py-2 text-left text-sm hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
                onClick={() => onPick({ id: product.id, name: product.name })}
              >
                <span className="min-w-0 truncate font-medium text-slate-800">{product.name}</span>
                <span className="shrink-0 text-slate-500">
                  {product.is_published ? formatRupiah(product.price) : t('blog.editor.notOnSale')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
