// @vitest-environment happy-dom
import type { RecommendationCreatorStats } from '@pustaka/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render-with-providers';
import { CreatorRecommendationStats } from './creator-recommendation-stats';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...original, api: { ...original.api, get: vi.fn() } };
});
const get = vi.mocked(api.get);

const stats: RecommendationCreatorStats = {
  days: 30,
  totals: { impressions: 1200, clicks: 60, purchases: 7 },
  products: [
    {
      product_id: 4,
      product_name: 'Belajar Python Jilid 1',
      impressions: 1000,
      clicks: 50,
      purchases: 6,
      click_rate: 0.05,
    },
    {
      product_id: 5,
      product_name: 'Belajar Python Jilid 2',
      impressions: 200,
      clicks: 10,
      purchases: 1,
      click_rate: 0.05,
    },
  ],
};

beforeEach(() => {
  get.mockReset();
  get.mockResolvedValue(stats);
});
afterEach(cleanup);

describe('CreatorRecommendationStats', () => {
  it('shows the totals and each product’s figures for the last 30 days', async () => {
    renderWithProviders(<CreatorRecommendationStats />);
    expect(screen.getByTestId('rec-stats-loading')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('rec-total-impressions').textContent).toBe('1.200'));
    expect(screen.getByTestId('rec-total-clicks').textContent).toBe('60');
    expect(screen.getByTestId('rec-total-purchases').textContent).toBe('7');
    expect(get).toHaveBeenCalledWith(
      '/recommendations/creator/stats',
      expect.objectContaining({ query: { days: 30 } }),
    );
    const rows = screen.getAllByTestId('rec-stats-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('Belajar Python Jilid 1');
    expect(rows[0]?.textContent).toContain('5%');
  });

  it('asks for another period when one is chosen', async () => {
    renderWithProviders(<CreatorRecommendationStats />);
    await waitFor(() => expect(get).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('button', { name: '7 hari' }));
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith(
        '/recommendations/creator/stats',
        expect.objectContaining({ query: { days: 7 } }),
      ),
    );
    expect(screen.getByRole('button', { name: '7 hari' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('says when none of the creator’s products has been recommended', async () => {
    get.mockResolvedValue({ ...stats, totals: { impressions: 0, clicks: 0, purchases: 0 }, products: [] });
    renderWithProviders(<CreatorRecommendationStats />);
    await waitFor(() => expect(screen.getByText('Belum ada produk Anda yang direkomendasikan')).toBeTruthy());
  });
});
