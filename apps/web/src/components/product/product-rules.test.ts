import { describe, expect, it } from 'vitest';
import { categoryName, ownPrice, productKind, toProductList } from './product-rules';

describe('ownPrice', () => {
  it('subtracts the discount and never goes below zero', () => {
    expect(ownPrice({ base_price: 99_000, discount_amount: 20_000 })).toBe(79_000);
    expect(ownPrice({ base_price: 10_000, discount_amount: 50_000 })).toBe(0);
    expect(ownPrice({ base_price: null, discount_amount: null })).toBe(0);
  });
});

describe('productKind', () => {
  it('maps formats and codes', () => {
    expect(productKind('Audio')).toBe('audio');
    expect(productKind('MP3')).toBe('audio');
    expect(productKind('Video')).toBe('video');
    expect(productKind('CRS')).toBe('video');
    expect(productKind('PPT')).toBe('slides');
    expect(productKind('PDF')).toBe('book');
    expect(productKind(undefined)).toBe('book');
  });
});

describe('toProductList', () => {
  it('reads lists, data.products and drops malformed items', () => {
    expect(toProductList([{ id: 1, name: 'A' }, { id: 2 }])).toHaveLength(1);
    expect(toProductList({ products: [{ id: 'x', name: 'B' }] })).toHaveLength(1);
    expect(toProductList(null)).toEqual([]);
  });
});

describe('categoryName', () => {
  it('hides the server placeholder of a product without category', () => {
    expect(categoryName({ category: 'Bisnis', category_id: 2 })).toBe('Bisnis');
    expect(categoryName({ category: 'Unknown Creator', category_id: null })).toBeNull();
    expect(categoryName({ category: '', category_id: 3 })).toBeNull();
  });
});
