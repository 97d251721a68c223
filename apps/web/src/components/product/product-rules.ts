import {
  type EffectivePrice,
  effectivePrice,
  type ProductCard,
  type ProductFormat,
  type RunningCampaign,
} from '@pustaka/contract';

/**
 * What a card needs. The server sends a whole ProductCard; the list reader only insists on id and name so one
 * malformed item never blanks a page.
 */
export interface ProductSummary extends Partial<Omit<ProductCard, 'id' | 'name'>> {
  id: number | string;
  name: string;
}

export type ProductKind = 'audio' | 'video' | 'slides' | 'book';

/** Query codes for the per-format lists. */
export type FormatCode = ProductFormat;

/** Audio and Video by name; slide decks by their PPT code; everything else is a book. */
export function productKind(format: string | null | undefined): ProductKind {
  const value = (format ?? '').toLowerCase();
  if (value === 'audio' || value === 'mp3') return 'audio';
  if (value === 'video' || value === 'crs') return 'video';
  if (value === 'ppt' || value === 'slides' || value === 'slide') return 'slides';
  return 'book';
}

export interface Priced {
  base_price?: number | null;
  discount_amount?: number | null;
}

/** The creator's price: base_price minus the product's own discount_amount, never below zero. */
export function ownPrice(product: Priced): number {
  const base = Number(product.base_price ?? 0);
  const discount = Number(product.discount_amount ?? 0);
  if (!Number.isFinite(base)) return 0;
  return Math.max(0, base - (Number.isFinite(discount) ? discount : 0));
}

/**
 * What a shopper pays for a product under the running campaigns without a code: the same function the server
 * charges with, so a card, the product page and checkout agree.
 */
export function campaignPrice(
  product: Priced & Pick<ProductSummary, 'id' | 'category_id'>,
  campaigns: readonly RunningCampaign[] | undefined,
): EffectivePrice<RunningCampaign> {
  const id = Number(product.id);
  return effectivePrice(
    { id: Number.isInteger(id) ? id : 0, category_id: product.category_id ?? null, price: ownPrice(product) },
    campaigns ?? [],
  );
}

/** A product without a category has the server's placeholder name; the card shows the translated fallback. */
export function categoryName(product: Pick<ProductSummary, 'category' | 'category_id'>): string | null {
  if (product.category_id === null) return null;
  const name = product.category?.trim();
  return name && name !== 'Unknown Creator' ? name : null;
}

function isProduct(value: unknown): value is ProductSummary {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (typeof item.id === 'number' || typeof item.id === 'string') && typeof item.name === 'string';
}

/** Keeps the well-formed items of whatever list shape arrives. */
export function toProductList(value: unknown): ProductSummary[] {
  if (Array.isArray(value)) return value.filter(isProduct);
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    for (const key of ['products', 'items', 'data']) {
      if (Array.isArray(record[key])) return (record[key] as unknown[]).filter(isProduct);
    }
  }
  return [];
}
