import { effectivePrice, type RunningCampaign } from '@pustaka/contract';
import { describe, expect, it } from 'vitest';
import { campaignPrice } from './product-rules';

function campaign(patch: Partial<RunningCampaign>): RunningCampaign {
  return {
    id: 1,
    name: 'Promo',
    description: null,
    discount_type: 'percent',
    discount_value: 10,
    ends_at: '2026-12-31T16:59:00.000Z',
    scope: 'all',
    category_id: null,
    product_ids: [],
    ...patch,
  };
}

const product = { id: 7, category_id: 3, price: 80_000 };

describe('effectivePrice (shared with the server)', () => {
  it('takes the campaign that takes most off, whatever its scope', () => {
    const all = campaign({ id: 1, name: 'Semua', discount_value: 10 });
    const category = campaign({
      id: 2,
      name: 'Kategori',
      scope: 'category',
      category_id: 3,
      discount_value: 25,
    });
    const listed = campaign({
      id: 3,
      name: 'Pilihan',
      scope: 'products',
      product_ids: [7],
      discount_type: 'fixed',
      discount_value: 15_000,
    });
    expect(effectivePrice(product, [all, category, listed])).toEqual({
      price: 60_000,
      campaign: category,
      campaign_discount: 20_000,
    });
  });

  it('ignores campaigns that do not reach the product, and leaves the price alone without any', () => {
    const otherCategory = campaign({ scope: 'category', category_id: 9, discount_value: 50 });
    const otherProducts = campaign({ id: 2, scope: 'products', product_ids: [8], discount_value: 50 });
    expect(effectivePrice(product, [otherCategory, otherProducts])).toEqual({
      price: 80_000,
      campaign: null,
      campaign_discount: 0,
    });
    expect(
      effectivePrice({ ...product, category_id: null }, [campaign({ scope: 'category', category_id: null })])
        .campaign,
    ).toBeNull();
  });

  it('rounds down, never goes below zero, and leaves free products free', () => {
    expect(effectivePrice({ ...product, price: 9_999 }, [campaign({ discount_value: 15 })]).price).toBe(
      8_500,
    );
    expect(
      effectivePrice(product, [campaign({ discount_type: 'fixed', discount_value: 500_000 })]).price,
    ).toBe(0);
    expect(effectivePrice({ ...product, price: 0 }, [campaign({})])).toMatchObject({
      price: 0,
      campaign: null,
    });
  });

  it('breaks a tie for the campaign ending first', () => {
    const later = campaign({ id: 1, name: 'Nanti', ends_at: '2027-01-31T00:00:00.000Z' });
    const sooner = campaign({ id: 2, name: 'Segera', ends_at: '2026-12-01T00:00:00.000Z' });
    expect(effectivePrice(product, [later, sooner]).campaign?.name).toBe('Segera');
    expect(effectivePrice(product, [sooner, later]).campaign?.name).toBe('Segera');
  });
});

describe('campaignPrice', () => {
  it('starts from the product own discount and reads a card as the server sends it', () => {
    const card = { id: 7, category_id: 3, base_price: 100_000, discount_amount: 20_000 };
    expect(campaignPrice(card, undefined)).toMatchObject({ price: 80_000, campaign: null });
    expect(campaignPrice(card, [campaign({ discount_value: 25 })])).toMatchObject({
      price: 60_000,
      campaign_discount: 20_000,
    });
  });
});
