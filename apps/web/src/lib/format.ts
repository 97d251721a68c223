const rupiahFormatter = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  maximumFractionDigits: 0,
});

/** Every money amount is an integer number of rupiah. */
export function formatRupiah(amount: number): string {
  return rupiahFormatter.format(amount);
}

function locale(language: string): string {
  return language === 'id' ? 'id-ID' : 'en-US';
}

export function formatDateTime(value: Date | string | number, language: string): string {
  return new Intl.DateTimeFormat(locale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(value),
  );
}

export function formatDate(value: Date | string | number, language: string): string {
  return new Intl.DateTimeFormat(locale(language), { dateStyle: 'long' }).format(new Date(value));
}

export function formatTime(value: Date | string | number, language: string): string {
  return new Intl.DateTimeFormat(locale(language), { timeStyle: 'medium' }).format(new Date(value));
}

export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(locale(language)).format(value);
}
