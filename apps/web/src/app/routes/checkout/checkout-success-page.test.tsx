// @vitest-environment happy-dom
import type { Order, RecommendationList } from '@pustaka/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { advanceTimers } from '@/test/advance-timers';
import { renderWithProviders } from '@/test/render-with-providers';
import { CheckoutSuccessPage } from './checkout-success-page';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...original, api: { ...original.api, get: vi.fn() } };
});

const get = vi.mocked(api.get);
/** How often the order itself was asked for; a paid order also asks for what goes with it. */
const orderCalls = () => get.mock.calls.filter(([path]) => path === '/orders/7').length;

function order(status: Order['status']): Order {
  return {
    id: 7,
    code: 'PST-0007',
    status,
    product: { id: 12, name: 'Belajar Fotografi', product_format: 'MP3', image_url: null },
    buyer: { id: 3, name: 'Citra Lestari', email: 'anggota@pustaka.test' },
    seller: { id: 2, name: 'Budi Santoso' },
    base_price: 100_000,
    discount_amount: 25_000,
    amount: 75_000,
    campaign_name: null,
    payment_method: 'qris',
    provider: 'sandbox',
    payment_url: status === 'pending' ? '/pay/sandbox/abc' : null,
    has_proof: false,
    review_note: null,
    expires_at: null,
    paid_at: status === 'paid' ? '2026-11-22T10:00:00.000Z' : null,
    created_at: '2026-11-22T09:58:00.000Z',
    events: [],
  };
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
  get.mockReset();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('CheckoutSuccessPage', () => {
  it('asks again every two seconds while the order is pending and stops once it is paid', async () => {
    get
      .mockResolvedValueOnce(order('pending'))
      .mockResolvedValueOnce(order('pending'))
      .mockResolvedValue(order('paid'));
    renderWithProviders(<CheckoutSuccessPage />, { path: '/checkout-success?order=7' });

    await advanceTimers(0);
    expect(orderCalls()).toBe(1);
    expect(get).toHaveBeenLastCalledWith('/orders/7', expect.anything());
    expect(screen.getByText('Menunggu konfirmasi pembayaran')).toBeTruthy();
    expect(screen.getByText('Memeriksa status pembayaran…')).toBeTruthy();

    await advanceTimers(1_900);
    expect(orderCalls()).toBe(1);
    await advanceTimers(95);
    expect(orderCalls()).toBe(2);
    expect(screen.getByText('Menunggu konfirmasi pembayaran')).toBeTruthy();

    await advanceTimers(2_000);
    expect(orderCalls()).toBe(3);
    expect(screen.getByText('Pembayaran berhasil')).toBeTruthy();
    const open = screen.getByRole('link', { name: 'Buka sekarang' });
    expect(open.getAttribute('href')).toBe('/dashboard/audio-player/12');
    expect(screen.getByRole('link', { name: 'Ke perpustakaan' }).getAttribute('href')).toBe(
      '/dashboard/library',
    );

    await advanceTimers(20_000);
    expect(orderCalls()).toBe(3);
  });

  it('shows what goes with a paid order, each with its reason', async () => {
    const related: RecommendationList = {
      slot: 'after_checkout',
      items: [
        {
          product: {
            id: 13,
            name: 'Belajar Fotografi Jilid 2',
            slug: 'belajar-fotografi-jilid-2',
            category: 'Hobi',
            category_id: 4,
            image_name: null,
            cover_url: null,
            format: 'MP3',
            product_format: 'Audio',
            base_price: 90_000,
            discount_amount: 0,
            price: 90_000,
            language: 'id',
            seller: { id: 2, name: 'Budi Santoso', avatar_url: null },
            author: null,
            sales_count: 3,
            published_at: null,
          },
          reason: {
            code: 'next_in_series',
            product: { id: 12, name: 'Belajar Fotografi' },
            author: null,
            category: null,
            query: null,
            progress: null,
          },
          slot: 'after_checkout',
          position: 0,
          rec_id: 'rec-after-checkout-13',
        },
      ],
    };
    get.mockImplementation(async (path: string) => {
      if (path === '/orders/7') return order('paid');
      if (path === '/recommendations/orders/7') return related;
      return [];
    });
    renderWithProviders(<CheckoutSuccessPage />, { path: '/checkout-success?order=7' });
    await advanceTimers(0);
    await advanceTimers(0);
    const list = screen.getByTestId('rec-after-checkout');
    expect(list.textContent).toContain('Belajar Fotografi Jilid 2');
    expect(screen.getByTestId('rec-reason').textContent).toBe('Lanjutan dari Belajar Fotografi');
    expect(screen.getByRole('link', { name: 'Beli Belajar Fotografi Jilid 2' }).getAttribute('href')).toBe(
      '/checkout/13',
    );
  });

  it('does not poll an order that failed, and offers to try again', async () => {
    get.mockResolvedValue(order('failed'));
    renderWithProviders(<CheckoutSuccessPage />, { path: '/checkout-success?order=7' });
    await advanceTimers(0);
    expect(screen.getByText('Pembayaran tidak selesai')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Coba bayar lagi' }).getAttribute('href')).toBe('/checkout/12');
    await advanceTimers(10_000);
    expect(get).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('rec-after-checkout')).toBeNull();
  });

  it('gives up after a few minutes and says the confirmation is late', async () => {
    get.mockResolvedValue(order('pending'));
    renderWithProviders(<CheckoutSuccessPage />, { path: '/checkout-success?order=7' });
    await advanceTimers(3 * 60_000);
    const calls = get.mock.calls.length;
    expect(calls).toBeGreaterThan(80);
    expect(screen.getByText('Konfirmasi masih belum datang')).toBeTruthy();
    await advanceTimers(30_000);
    expect(get).toHaveBeenCalledTimes(calls);
  });

  it('asks for nothing without an order in the address', async () => {
    renderWithProviders(<CheckoutSuccessPage />, { path: '/checkout-success?order=abc' });
    await advanceTimers(0);
    expect(screen.getByText('Pesanan tidak disebutkan')).toBeTruthy();
    expect(get).not.toHaveBeenCalled();
  });
});
