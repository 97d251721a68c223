import type { RecommendationItem } from '@pustaka/contract';
import { useTranslation } from 'react-i18next';
import { ProductCard } from '@/components/product/product-card';
import { ButtonLink } from '@/components/ui/button';
import { CloseIcon, SparklesIcon } from '@/components/ui/icons';
import { clampPercent, reasonText } from '@/features/recommendations/lib/reason-text';

interface RecommendationCardProps {
  item: RecommendationItem;
  /** Where the card leads when not the product page (an owned product opens in its viewer). */
  href?: string;
  /** Called as the card or its buy button is opened. */
  onOpen: () => void;
  /** Present for signed-in members only: "jangan tampilkan lagi". */
  onHide?: () => void;
  hiding?: boolean;
  /** A one-click way to checkout, where buying it next is the point of the list. */
  buyable?: boolean;
}

/** A product card that says why it is shown, with the member's "hide" and, where it fits, a buy button. */
export function RecommendationCard({
  item,
  href,
  onOpen,
  onHide,
  hiding = false,
  buyable = false,
}: RecommendationCardProps) {
  const { t } = useTranslation();
  const { product, reason, slot } = item;
  const why = reasonText(t, reason, slot);
  const progress =
    reason.code === 'continue' && reason.progress !== null ? clampPercent(reason.progress) : null;

  return (
    <div
      className="relative flex h-full flex-col gap-2 [&>a:first-child]:flex-1"
      data-testid="rec-card"
      data-product-id={product.id}
    >
      <ProductCard
        product={product}
        href={href}
        onOpen={onOpen}
        note={
          <div className="mt-2 space-y-1.5 border-t border-slate-100 pt-2">
            <p
              className="flex items-start gap-1 text-xs font-medium text-indigo-700"
              data-testid="rec-reason"
            >
              <SparklesIcon className="mt-px size-3.5 shrink-0" />
              <span className="line-clamp-2">{why}</span>
            </p>
            {progress !== null ? (
              <div
                className="h-1.5 overflow-hidden rounded-full bg-slate-200"
                role="progressbar"
                aria-valuenow={progress}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-label={why}
              >
                <div className="h-full rounded-full bg-indigo-600" style={{ width: `${progress}%` }} />
              </div>
            ) : null}
          </div>
        }
      />
      {onHide ? (
        <button
          type="button"
          onClick={onHide}
          disabled={hiding}
          aria-label={t('recommendations.hideLabel', { name: product.name })}
          title={t('recommendations.hide')}
          className="absolute top-2 right-2 flex size-8 items-center justify-center rounded-full bg-white/95 text-slate-600 shadow-sm ring-1 ring-slate-200 transition hover:bg-white hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:opacity-60"
          data-testid="rec-hide"
        >
          <CloseIcon className="size-4" />
        </button>
      ) : null}
      {buyable ? (
        <ButtonLink
          to={`/checkout/${product.id}`}
          onClick={onOpen}
          size="sm"
          variant="secondary"
          className="w-full"
          aria-label={t('recommendations.buyLabel', { name: product.name })}
          data-testid="rec-buy"
        >
          {product.price === 0 ? t('recommendations.getFree') : t('recommendations.buy')}
        </ButtonLink>
      ) : null}
    </div>
  );
}
