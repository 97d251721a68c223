import { describe, expect, it } from 'vitest';
import { slugify } from './slug.ts';

describe('slugify', () => {
  it('makes ASCII words joined by dashes', () => {
    expect(slugify('Belajar Bahasa Jawa: Ngoko & Krama!', 'produk')).toBe('belajar-bahasa-jawa-ngoko-krama');
    expect(slugify('Café Ñusantara', 'produk')).toBe('cafe-nusantara');
    expect(slugify('!!!', 'produk')).toBe('produk');
    expect(slugify('satu dua tiga', 'x', 8)).toBe('satu-dua');
  });
});
