/** The largest price the API accepts (MAX_PRICE of the contract): Rp 100.000.000. */
export const MAX_RUPIAH = 100_000_000;

/** Turns what a person typed in a price box ("Rp 25.000", "25000") into whole rupiah, or undefined. */
export function parseRupiahInput(text: string): number | undefined {
  const digits = text.replace(/[^\d]/g, '');
  if (!digits) return undefined;
  return Math.min(Number(digits.slice(0, 12)), MAX_RUPIAH);
}

/** A rupiah amount for an input box, grouped with dots and without the currency: "25.000". */
export function formatRupiahInput(amount: number | undefined): string {
  return amount === undefined ? '' : new Intl.NumberFormat('id-ID').format(amount);
}
