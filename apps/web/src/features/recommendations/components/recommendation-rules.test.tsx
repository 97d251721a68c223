// @vitest-environment happy-dom
import type { RecommendationRule } from '@pustaka/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render-with-providers';
import { ProductRuleActions, productIdFrom, RecommendationRules } from './recommendation-rules';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...original, api: { ...original.api, get: vi.fn(), put: vi.fn(), delete: vi.fn() } };
});
const get = vi.mocked(api.get);
const put = vi.mocked(api.put);
const remove = vi.mocked(api.delete);

const pinned: RecommendationRule = {
  product_id: 8,
  product_name: 'Kamus Bisnis',
  action: 'pin',
  note: 'Kampanye akhir tahun',
  created_by: 1,
  created_at: '2026-11-20T08:00:00.000Z',
};

beforeEach(() => {
  for (const mock of [get, put, remove]) mock.mockReset();
  get.mockResolvedValue({ items: [pinned] });
  put.mockResolvedValue({
    ...pinned,
    product_id: 12,
    product_name: 'Atlas Dunia',
    action: 'exclude',
    note: null,
  });
  remove.mockResolvedValue({ removed: true });
});
afterEach(cleanup);

describe('productIdFrom', () => {
  it('takes a positive whole number only', () => {
    expect(productIdFrom(' 12 ')).toBe(12);
    for (const bad of ['', '0', '-3', '1.5', 'abc', '12345678901']) expect(productIdFrom(bad)).toBeNull();
  });
});

describe('RecommendationRules', () => {
  it('lists the rules in force and lifts one', async () => {
    renderWithProviders(<RecommendationRules />);
    const row = await screen.findByTestId('rule-row');
    expect(row.textContent).toContain('Disematkan');
    expect(row.textContent).toContain('Kamus Bisnis');
    expect(row.textContent).toContain('Kampanye akhir tahun');
    fireEvent.click(screen.getByRole('button', { name: 'Hapus aturan untuk Kamus Bisnis' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('/admin/recommendations/rules/8'));
  });

  it('refuses a product id that is not a number, and saves a valid rule', async () => {
    renderWithProviders(<RecommendationRules />);
    await screen.findByTestId('rule-row');
    fireEvent.change(screen.getByTestId('rule-product-id'), { target: { value: 'dua' } });
    fireEvent.click(screen.getByTestId('rule-save'));
    expect(await screen.findByText('Isian tidak valid')).toBeTruthy();
    expect(put).not.toHaveBeenCalled();

    fireEvent.change(screen.getByTestId('rule-product-id'), { target: { value: '12' } });
    fireEvent.change(screen.getByTestId('rule-action'), { target: { value: 'exclude' } });
    fireEvent.click(screen.getByTestId('rule-save'));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/admin/recommendations/rules/12', { action: 'exclude', note: null }),
    );
  });

  it('says so when there are no rules', async () => {
    get.mockResolvedValue({ items: [] });
    renderWithProviders(<RecommendationRules />);
    expect(await screen.findByText('Belum ada aturan')).toBeTruthy();
  });
});

describe('ProductRuleActions', () => {
  it('offers pin and exclude for a product without a rule', async () => {
    renderWithProviders(<ProductRuleActions productId={12} productName="Atlas Dunia" />);
    const exclude = await screen.findByRole('button', { name: 'Kecualikan Atlas Dunia dari rekomendasi' });
    await waitFor(() => expect(exclude.hasAttribute('disabled')).toBe(false));
    expect(screen.getByRole('button', { name: 'Sematkan Atlas Dunia di rekomendasi' })).toBeTruthy();
    fireEvent.click(exclude);
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/admin/recommendations/rules/12', { action: 'exclude' }),
    );
  });

  it('shows a pinned product as pinned, with exclude and lift', async () => {
    renderWithProviders(<ProductRuleActions productId={8} productName="Kamus Bisnis" />);
    expect(await screen.findByText('Disematkan')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sematkan Kamus Bisnis di rekomendasi' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Hapus aturan untuk Kamus Bisnis' })).toBeTruthy();
  });
});
