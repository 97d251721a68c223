import { CampaignInputSchema } from '@pustaka/contract';
import { describe, expect, it } from 'vitest';
import {
  draftOf,
  emptyDraft,
  formatJakarta,
  fromJakartaInput,
  inputOf,
  timeLeft,
  toJakartaInput,
  usesLabel,
} from './campaign-rules';

describe('Jakarta time', () => {
  it('turns an instant into a datetime-local value in WIB and back', () => {
    expect(toJakartaInput('2026-11-22T17:00:00.000Z')).toBe('2026-11-23T00:00');
    expect(fromJakartaInput('2026-11-23T00:00')).toBe('2026-11-23T00:00:00+07:00');
    expect(new Date(fromJakartaInput('2026-11-23T00:00')).toISOString()).toBe('2026-11-22T17:00:00.000Z');
    expect(fromJakartaInput('2026-11-23')).toBe('');
    expect(toJakartaInput('bukan tanggal')).toBe('');
  });

  it('names the zone when showing a time', () => {
    expect(formatJakarta('2026-11-22T17:00:00.000Z', 'id')).toMatch(/23 Nov 2026.*00[.:]00 WIB$/);
    expect(formatJakarta('2026-11-22T17:00:00.000Z', 'en')).toMatch(/23 Nov 2026.*00:00 WIB$/);
  });

  it('says how long is left in minutes, hours or days', () => {
    const now = new Date('2026-11-22T00:00:00Z');
    expect(timeLeft('2026-11-22T00:30:00Z', now)).toEqual({ unit: 'minutes', count: 30 });
    expect(timeLeft('2026-11-23T05:00:00Z', now)).toEqual({ unit: 'hours', count: 29 });
    expect(timeLeft('2026-11-27T01:00:00Z', now)).toEqual({ unit: 'days', count: 5 });
  });
});

describe('campaign drafts', () => {
  it('starts at the next full hour for a week, valid once named and given a discount', () => {
    const draft = emptyDraft(new Date('2026-11-22T10:20:00Z'));
    expect(draft.starts_at).toBe('2026-11-22T18:00');
    expect(draft.ends_at).toBe('2026-11-29T18:00');
    expect(CampaignInputSchema.safeParse(inputOf(draft)).success).toBe(false);
    const input = inputOf({ ...draft, name: 'Promo Akhir Tahun', discount_value: '20' });
    expect(CampaignInputSchema.safeParse(input).success).toBe(true);
  });

  it('reads rupiah as typed and sends only what the scope needs', () => {
    const draft = {
      ...emptyDraft(),
      name: 'Promo Rupiah',
      discount_type: 'fixed' as const,
      discount_value: 'Rp 25.000',
      scope: 'products' as const,
      category_id: '3',
      products: [{ id: 7, name: 'Buku' }],
    };
    expect(inputOf(draft)).toMatchObject({ discount_value: 25_000, category_id: null, product_ids: [7] });
    expect(inputOf({ ...draft, scope: 'category' })).toMatchObject({
      category_id: 3,
      product_ids: undefined,
    });
  });

  it('round-trips a stored campaign', () => {
    const draft = draftOf({
      id: 1,
      name: 'Harbolnas',
      description: null,
      discount_type: 'percent',
      discount_value: 12,
      starts_at: '2026-12-11T17:00:00.000Z',
      ends_at: '2026-12-12T16:59:00.000Z',
      scope: 'category',
      category: { id: 4, name: 'Bisnis' },
      products: [],
      is_active: true,
      code: 'HARBOLNAS-12',
      usage_limit: 100,
      uses_count: 7,
      status: 'scheduled',
      created_by: null,
      created_at: '2026-11-22T00:00:00.000Z',
      updated_at: '2026-11-22T00:00:00.000Z',
    });
    expect(draft).toMatchObject({
      starts_at: '2026-12-12T00:00',
      ends_at: '2026-12-12T23:59',
      category_id: '4',
      code: 'HARBOLNAS-12',
      usage_limit: '100',
    });
    expect(inputOf(draft)).toMatchObject({
      starts_at: '2026-12-12T00:00:00+07:00',
      ends_at: '2026-12-12T23:59:00+07:00',
      discount_value: 12,
      code: 'HARBOLNAS-12',
      usage_limit: 100,
    });
  });

  it('sends a voucher code in any case, and a limit only with a code', () => {
    const draft = { ...emptyDraft(), name: 'Promo Kode', discount_value: '10' };
    expect(inputOf(draft)).toMatchObject({ code: null, usage_limit: null });
    expect(inputOf({ ...draft, usage_limit: '5' })).toMatchObject({ code: null, usage_limit: null });
    const parsed = CampaignInputSchema.parse(inputOf({ ...draft, code: ' hemat-10 ', usage_limit: '5' }));
    expect(parsed).toMatchObject({ code: 'HEMAT-10', usage_limit: 5 });
    expect(CampaignInputSchema.safeParse(inputOf({ ...draft, code: 'ab' })).success).toBe(false);
    expect(CampaignInputSchema.safeParse(inputOf({ ...draft, code: 'HEMAT 10' })).success).toBe(false);
  });

  it('shows uses against the limit', () => {
    expect(usesLabel({ code: null, usage_limit: null, uses_count: 0 })).toBeNull();
    expect(usesLabel({ code: 'HEMAT', usage_limit: null, uses_count: 4 })).toBe('4');
    expect(usesLabel({ code: 'HEMAT', usage_limit: 10, uses_count: 4 })).toBe('4 / 10');
  });
});
