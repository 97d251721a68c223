import { describe, expect, it } from 'vitest';
import { discountPercent } from './price-rules';

describe('discountPercent', () => {
  it('rounds the saving to whole percent', () => {
    expect(discountPercent({ base_price: 100_000, price: 75_000 })).toBe(25);
    expect(discountPercent({ base_price: 30_000, price: 20_000 })).toBe(33);
  });

  it('is zero without a discount or a price', () => {
    expect(discountPercent({ base_price: 50_000, price: 50_000 })).toBe(0);
    expect(discountPercent({ base_price: 0, price: 0 })).toBe(0);
  });
});
