/** The discount in whole percent, or 0 when there is none worth showing. */
export function discountPercent(product: { base_price: number; price: number }): number {
  const { base_price: base, price } = product;
  if (!(base > 0) || price >= base) return 0;
  return Math.round(((base - price) / base) * 100);
}
