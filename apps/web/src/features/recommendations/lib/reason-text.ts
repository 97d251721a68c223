import type { RecommendationReason, RecommendationSlot } from '@pustaka/contract';
import type { TFunction } from 'i18next';

/**
 * Slots whose items come from the member's own history: there a purchase is "yours" ("karena Anda membeli").
 * On a product page the same reason speaks of other buyers, since the reader may own nothing.
 */
const PERSONAL_SLOTS: ReadonlySet<RecommendationSlot> = new Set([
  'home_for_you',
  'library_continue',
  'library_next',
  'after_checkout',
  'after_certificate',
]);

/**
 * One short line saying why an item is shown, in the reader's language. A reason whose subject the server left
 * out (a product since deleted, say) falls back to the wording without a name rather than an empty quote.
 */
export function reasonText(t: TFunction, reason: RecommendationReason, slot: RecommendationSlot): string {
  const product = reason.product?.name;
  switch (reason.code) {
    case 'bought_together':
      if (!product) return t('recommendations.reason.bought_together.plain');
      return PERSONAL_SLOTS.has(slot)
        ? t('recommendations.reason.bought_together.yours', { product })
        : t('recommendations.reason.bought_together.others', { product });
    case 'similar_to':
      return product
        ? t('recommendations.reason.similar_to.named', { product })
        : t('recommendations.reason.similar_to.plain');
    case 'viewed':
      return product
        ? t('recommendations.reason.viewed.named', { product })
        : t('recommendations.reason.viewed.plain');
    case 'next_in_series':
      return product
        ? t('recommendations.reason.next_in_series.named', { product })
        : t('recommendations.reason.next_in_series.plain');
    case 'course_on_product':
      return product
        ? t('recommendations.reason.course_on_product.named', { product })
        : t('recommendations.reason.course_on_product.plain');
    case 'studied':
      return product
        ? t('recommendations.reason.studied.named', { product })
        : t('recommendations.reason.studied.plain');
    case 'searched':
      return reason.query
        ? t('recommendations.reason.searched.named', { query: reason.query })
        : t('recommendations.reason.searched.plain');
    case 'same_author':
      return reason.author
        ? t('recommendations.reason.same_author.named', { author: reason.author.name })
        : t('recommendations.reason.same_author.plain');
    case 'same_category':
      return reason.category
        ? t('recommendations.reason.same_category.named', { category: reason.category.name })
        : t('recommendations.reason.same_category.plain');
    case 'continue':
      return reason.progress === null
        ? t('recommendations.reason.continue.plain')
        : t('recommendations.reason.continue.named', { progress: clampPercent(reason.progress) });
    case 'best_seller':
      return t('recommendations.reason.best_seller');
    case 'trending':
      return t('recommendations.reason.trending');
    case 'new_release':
      return t('recommendations.reason.new_release');
    case 'editor_pick':
      return t('recommendations.reason.editor_pick');
  }
}

/** A whole percentage between 0 and 100, whatever the server's rounding. */
export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}
