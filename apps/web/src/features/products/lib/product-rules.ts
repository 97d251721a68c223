/** The fields a product card needs; the catalogue contract will replace this loose shape. */
export interface ProductSummary {
  id: number | string;
  name: string;
  category?: string | null;
  image_name?: string | null;
  cover_url?: string | null;
  product_format?: string | null;
  base_price?: number | null;
  discount_amount?: number | null;
}

export type ProductKind = 'audio' | 'video' | 'slides' | 'book';

/** Query codes for the per-format lists. */
export type FormatCode = 'PDF' | 'MP3' | 'CRS' | 'PPT';

/** Audio and Video by name; slide decks by their PPT code; everything else is a book. */
export function productKind(format: string | null | undefined): ProductKind {
  const value = (format ?? '').toLowerCase();
  if (value === 'audio' || value === 'mp3') return 'audio';
  if (value === 'video' || value === 'crs') return 'video';
  if (value === 'ppt' || value === 'slides' || value === 'slide') return 'slides';
  return 'book';
}

/** base_price minus discount_amount, never below zero. */
export function effectivePrice(product: Pick<ProductSummary, 'base_price' | 'discount_amount'>): number {
  const base = Number(product.base_price ?? 0);
  const discount = Number(product.discount_amount ?? 0);
  if (!Number.isFinite(base)) return 0;
  return Math.max(0, base - (Number.isFinite(discount) ? discount : 0));
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
