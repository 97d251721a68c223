// @vitest-environment happy-dom
import type { RunningCampaign } from '@pustaka/contract';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render-with-providers';
import { ProductCard } from './product-card';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...original, api: { ...original.api, get: vi.fn() } };
});
const get = vi.mocked(api.get);

const running: RunningCampaign[] = [
  {
    id: 5,
    name: 'Harbolnas',
    description: null,
    discount_type: 'percent',
    discount_value: 25,
    ends_at: '2026-12-12T16:59:00.000Z',
    scope: 'category',
    category_id: 3,
    product_ids: [],
  },
];

function card(patch: Record<string, unknown> = {}) {
  return {
    id: 7,
    name: 'Belajar Membaca',
    category: 'Anak',
    category_id: 3,
    base_price: 100_000,
    discount_amount: 20_000,
    price: 80_000,
    format: 'PDF' as const,
    cover_url: null,
    ...patch,
  };
}

beforeEach(() => {
  get.mockReset();
  get.mockResolvedValue(running);
});
afterEach(cleanup);

describe('ProductCard', () => {
  it('shows the campaign price with the original struck through', async () => {
    renderWithProviders(<ProductCard product={card()} />);
    await waitFor(() => expect(screen.getByTestId('card-price').textContent).toMatch(/60\.000/));
    expect(screen.getByTestId('base-price').textContent).toMatch(/100\.000/);
    expect(screen.getByTestId('card-campaign').textContent).toContain('Harbolnas');
  });

  it('keeps the product own price where no campaign reaches it', async () => {
    renderWithProviders(<ProductCard product={card({ category_id: 4 })} />);
    await waitFor(() => expect(get).toHaveBeenCalled());
    expect(screen.getByTestId('card-price').textContent).toMatch(/80\.000/);
    expect(screen.queryByTestId('card-campaign')).toBeNull();
  });

  it('asks for the running campaigns once for a whole page of cards', async () => {
    renderWithProviders(
      <>
        <ProductCard product={card()} />
        <ProductCard product={card({ id: 8 })} />
        <ProductCard product={card({ id: 9, category_id: 4 })} />
      </>,
    );
    await waitFor(() => expect(screen.getAllByTestId('card-campaign')).toHaveLength(2));
    expect(get).toHaveBeenCalledTimes(1);
    expect(get.mock.calls[0]?.[0]).toBe('/public/campaigns/running');
  });
});
