import { describe, expect, it } from 'vitest';
import { formatRupiah } from './format';

// Intl puts a no-break space between "Rp" and the amount.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatRupiah', () => {
  it('writes whole rupiah with dots and no decimals', () => {
    expect(plain(formatRupiah(99_000))).toBe('Rp 99.000');
    expect(plain(formatRupiah(1_250_000))).toBe('Rp 1.250.000');
    expect(plain(formatRupiah(0))).toBe('Rp 0');
  });

  it('rounds away stray fractions', () => {
    expect(plain(formatRupiah(1499.6))).toBe('Rp 1.500');
  });
});
