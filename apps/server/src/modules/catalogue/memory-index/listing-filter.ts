import type { ListingColumns } from './listing-columns.ts';

/**
 * A list's filters as the listing tests them: codes and ids of the columns (0 or -1 for none), the price
 * bounds, and the search's bitsets by slot.
 */
export type Filter = {
  format: number;
  category: number;
  seller: number;
  min: number;
  max: number;
  matches: Uint32Array | undefined;
  inName: Uint32Array | undefined;
};

/** Which matches a walk keeps: all, only those in the name, only those not in the name. */
export type NameRule = 0 | 1 | 2;

/** The filters as one test of a slot; plain locals, as it runs over many products. */
export function keeperOf(columns: ListingColumns, filter: Filter, rule: NameRule): (slot: number) => boolean {
  const { format, category, seller, price } = columns;
  const { min, max, matches, inName } = filter;
  const formatCode = filter.format;
  const categoryId = filter.category;
  const sellerId = filter.seller;
  return (slot) => {
    if (formatCode !== 0 && format[slot] !== formatCode) return false;
    if (categoryId !== -1 && category[slot] !== categoryId) return false;
    if (sellerId !== -1 && seller[slot] !== sellerId) return false;
    const p = price[slot] as number;
    if (p < min || p > max) return false;
    if (matches !== undefined && (((matches[slot >>> 5] as number) >>> (slot & 31)) & 1) === 0) return false;
    if (rule === 0 || inName === undefined) return true;
    return ((((inName[slot >>> 5] as number) >>> (slot & 31)) & 1) === 1) === (rule === 1);
  };
}
