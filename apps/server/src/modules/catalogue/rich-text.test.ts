import { describe, expect, it } from 'vitest';
import { sanitizeDescription, slugify } from './rich-text.ts';

describe('sanitizeDescription', () => {
  it('keeps formatting, drops scripts and handlers, and makes links safe', () => {
    const { html } = sanitizeDescription(
      '<p onclick="x()">Halo <strong>dunia</strong><script>alert(1)</script></p><a href="javascript:alert(1)">x</a><a href="https://contoh.id">y</a>',
    );
    expect(html).toBe(
      // The javascript: link loses its href and so goes nowhere.
      '<p>Halo <strong>dunia</strong></p><a target="_blank" rel="noopener noreferrer nofollow">x</a><a href="https://contoh.id" target="_blank" rel="noopener noreferrer nofollow">y</a>',
    );
  });

  it('gives search and the length rule the text a person reads', () => {
    const { text } = sanitizeDescription(
      '<p>Ringkasan <b>materi</b>&nbsp;inti</p><ul><li>satu</li><li>dua &amp; tiga</li></ul>',
    );
    expect(text).toBe('Ringkasan materi inti satu dua & tiga');
  });
});

describe('slugify', () => {
  it('makes ASCII words joined by dashes', () => {
    expect(slugify('Belajar Bahasa Jawa: Ngoko & Krama!')).toBe('belajar-bahasa-jawa-ngoko-krama');
    expect(slugify('Café Ñusantara')).toBe('cafe-nusantara');
    expect(slugify('!!!')).toBe('produk');
  });
});
