import type { RecommendationReason } from '@pustaka/contract';
import { describe, expect, it } from 'vitest';
import { testI18n } from '@/test/render-with-providers';
import { clampPercent, reasonText } from './reason-text';

function reason(patch: Partial<RecommendationReason>): RecommendationReason {
  return {
    code: 'best_seller',
    product: null,
    author: null,
    category: null,
    query: null,
    progress: null,
    ...patch,
  };
}

const t = testI18n.t;
const book = { id: 3, name: 'Atomic Habits' };

describe('reasonText', () => {
  it('says "karena Anda membeli" where the list is the member’s own, and speaks of other buyers on a product page', () => {
    const bought = reason({ code: 'bought_together', product: book });
    expect(reasonText(t, bought, 'after_checkout')).toBe('Karena Anda membeli Atomic Habits');
    expect(reasonText(t, bought, 'home_for_you')).toBe('Karena Anda membeli Atomic Habits');
    expect(reasonText(t, bought, 'product_bought_together')).toBe('Pembeli Atomic Habits juga membeli ini');
  });

  it('names what the reason refers to', () => {
    expect(reasonText(t, reason({ code: 'similar_to', product: book }), 'product_similar')).toBe(
      'Mirip dengan Atomic Habits',
    );
    expect(reasonText(t, reason({ code: 'next_in_series', product: book }), 'library_next')).toBe(
      'Lanjutan dari Atomic Habits',
    );
    expect(reasonText(t, reason({ code: 'searched', query: 'ekonomi' }), 'home_for_you')).toBe(
      'Karena Anda mencari “ekonomi”',
    );
    expect(
      reasonText(t, reason({ code: 'same_author', author: { id: 1, name: 'Tere Liye' } }), 'home_for_you'),
    ).toBe('Karya lain Tere Liye');
    expect(
      reasonText(t, reason({ code: 'same_category', category: { id: 2, name: 'Bisnis' } }), 'home_for_you'),
    ).toBe('Pilihan lain di Bisnis');
    expect(reasonText(t, reason({ code: 'continue', progress: 42.6 }), 'library_continue')).toBe(
      '43% selesai',
    );
  });

  it('falls back to the wording without a name when the server left the subject out', () => {
    expect(reasonText(t, reason({ code: 'bought_together' }), 'after_checkout')).toBe(
      'Sering dibeli bersama',
    );
    expect(reasonText(t, reason({ code: 'viewed' }), 'home_for_you')).toBe('Mirip yang baru Anda lihat');
    expect(reasonText(t, reason({ code: 'continue' }), 'library_continue')).toBe('Lanjutkan dari terakhir');
    expect(reasonText(t, reason({ code: 'trending' }), 'home_trending')).toBe('Sedang tren minggu ini');
    expect(reasonText(t, reason({ code: 'editor_pick' }), 'home_for_you')).toBe('Pilihan tim Pustaka');
  });

  it('words every reason code in both languages', async () => {
    const en = testI18n.cloneInstance({ lng: 'en' });
    en.addResourceBundle('en', 'translation', (await import('@/i18n/en.json')).default);
    const codes = [
      'bought_together',
      'similar_to',
      'viewed',
      'searched',
      'same_author',
      'same_category',
      'continue',
      'next_in_series',
      'course_on_product',
      'best_seller',
      'trending',
      'new_release',
      'editor_pick',
    ] as const;
    for (const code of codes) {
      const text = reasonText(en.t, reason({ code, product: book }), 'home_for_you');
      expect(text, code).not.toContain('recommendations.');
      expect(text, code).not.toBe(reasonText(t, reason({ code, product: book }), 'home_for_you'));
    }
  });
});

describe('clampPercent', () => {
  it('keeps a whole number between 0 and 100', () => {
    expect(clampPercent(-3)).toBe(0);
    expect(clampPercent(100.4)).toBe(100);
    expect(clampPercent(Number.NaN)).toBe(0);
    expect(clampPercent(12.5)).toBe(13);
  });
});
