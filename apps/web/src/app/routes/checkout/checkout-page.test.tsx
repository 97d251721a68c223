// @vitest-environment happy-dom
import type { CheckoutQuote, CheckoutResult, Order } from '@pustaka/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render-with-providers';
import { CheckoutPage } from './checkout-page';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...original, api: { ...original.api, get: vi.fn(), post: vi.fn() } };
});

const get = vi.mocked(api.get);
const post = vi.mocked(api.post);

function quote(patch: Partial<CheckoutQuote> = {}): CheckoutQuote {
  return {
    product_id: 4,
    name: 'Kebiasaan Kecil, Hasil Besar',
    product_format: 'PDF',
    image_url: null,
    seller_name: 'Budi Santoso',
    base_price: 69_000,
    discount_amount: 20_000,
    amount: 49_000,
    campaign: null,
    owned: false,
    pending_order: null,
    payment_methods: ['qris', 'va_bca', 'gopay', 'bank_transfer'],
    provider: 'sandbox',
    manual_transfer: {
      bank: 'BCA',
      accountNumber: '8730 1234 56',
      accountName: 'PT Pustaka Kreatif Nusantara',
    },
    ...patch,
  } as CheckoutQuote;
}

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/checkout/:id" element={<CheckoutPage />} />
      <Route path="/checkout-success" element={<p>halaman sukses</p>} />
      <Route path="/dashboard/orders/:id" element={<p>halaman pesanan</p>} />
    </Routes>,
    { path },
  );
}

beforeEach(() => {
  get.mockReset();
  post.mockReset();
});
afterEach(cleanup);

describe('CheckoutPage', () => {
  it('shows the discounted price and places the order with the picked method', async () => {
    get.mockResolvedValue(quote());
    post.mockResolvedValue({
      order: { id: 9, status: 'pending', payment_method: 'bank_transfer', product: { id: 4 } } as Order,
      redirect_url: 'http://localhost:3000/dashboard/orders/9',
    } as CheckoutResult);
    renderAt('/checkout/4');

    expect(await screen.findByTestId('order-total')).toHaveProperty('textContent', 'Rp\u00a049.000');
    expect(screen.getByTestId('base-price').className).toContain('line-through');
    expect((screen.getByRole('radio', { name: 'QRIS' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: 'Transfer bank' }));
    expect(screen.getByTestId('manual-account').textContent).toContain('8730 1234 56');
    fireEvent.click(screen.getByTestId('checkout-submit'));

    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/orders/checkout', {
        product_id: 4,
        payment_method: 'bank_transfer',
      }),
    );
    // The server's absolute address of an app page is followed inside the app.
    expect(await screen.findByText('halaman pesanan')).toBeTruthy();
  });

  it('applies a voucher code, pays under it, and shows why another code does not apply', async () => {
    get.mockImplementation(async (_path, options) => {
      const code = (options as { query?: { voucher_code?: string } } | undefined)?.query?.voucher_code;
      if (code === undefined) return quote();
      if (code === 'HEMAT-10') {
        return quote({
          discount_amount: 29_000,
          amount: 40_000,
          voucher_code: 'HEMAT-10',
          campaign: { name: 'Voucher Hemat', amount: 9_000, ends_at: '2026-12-31T16:59:00.000Z' },
        });
      }
      throw new ApiError(422, 'VOUCHER_NOT_FOUND', 'Kode voucher tidak dikenal. Periksa kembali kodenya.');
    });
    post.mockResolvedValue({
      order: { id: 9, status: 'pending', payment_method: 'qris', product: { id: 4 } } as Order,
      redirect_url: 'http://localhost:3000/dashboard/orders/9',
    } as CheckoutResult);
    renderAt('/checkout/4');
    expect(await screen.findByTestId('order-total')).toHaveProperty('textContent', 'Rp\u00a049.000');

    fireEvent.change(screen.getByTestId('voucher-input'), { target: { value: 'a b' } });
    fireEvent.click(screen.getByTestId('voucher-apply'));
    expect(screen.getByTestId('voucher-error').textContent).toContain('3 sampai 32 karakter');

    fireEvent.change(screen.getByTestId('voucher-input'), { target: { value: 'salah-kode' } });
    fireEvent.click(screen.getByTestId('voucher-apply'));
    expect((await screen.findByTestId('voucher-error')).textContent).toContain('Kode voucher tidak dikenal');
    expect(screen.getByTestId('order-total').textContent).toBe('Rp\u00a049.000');

    fireEvent.change(screen.getByTestId('voucher-input'), { target: { value: 'hemat-10' } });
    fireEvent.click(screen.getByTestId('voucher-apply'));
    expect((await screen.findByTestId('voucher-applied')).textContent).toContain('HEMAT-10');
    expect(screen.getByTestId('order-total').textContent).toBe('Rp\u00a040.000');
    expect(screen.getByTestId('campaign-name').textContent).toBe('Voucher Hemat');

    fireEvent.click(screen.getByTestId('checkout-submit'));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/orders/checkout', {
        product_id: 4,
        payment_method: 'qris',
        voucher_code: 'HEMAT-10',
      }),
    );
  });

  it('removes an applied voucher and goes back to the price without it', async () => {
    get.mockImplementation(async (_path, options) =>
      (options as { query?: { voucher_code?: string } } | undefined)?.query?.voucher_code
        ? quote({
            amount: 40_000,
            discount_amount: 29_000,
            voucher_code: 'HEMAT-10',
            campaign: { name: 'Voucher Hemat', amount: 9_000, ends_at: '2026-12-31T16:59:00.000Z' },
          })
        : quote(),
    );
    renderAt('/checkout/4');
    fireEvent.change(await screen.findByTestId('voucher-input'), { target: { value: 'HEMAT-10' } });
    fireEvent.click(screen.getByTestId('voucher-apply'));
    await screen.findByTestId('voucher-applied');
    fireEvent.click(screen.getByTestId('voucher-remove'));
    expect(await screen.findByTestId('voucher-input')).toBeTruthy();
    expect(screen.getByTestId('order-total').textContent).toBe('Rp\u00a049.000');
  });

  it('gives a free product without asking for a method', async () => {
    get.mockResolvedValue(quote({ base_price: 0, discount_amount: 0, amount: 0, payment_methods: ['free'] }));
    post.mockResolvedValue({
      order: { id: 5, status: 'paid', payment_method: 'free', product: { id: 4 } } as Order,
      redirect_url: '/checkout-success?order=5',
    } as CheckoutResult);
    renderAt('/checkout/4');

    const button = await screen.findByRole('button', { name: 'Dapatkan gratis' });
    expect(screen.queryByTestId('method-picker')).toBeNull();
    fireEvent.click(button);
    await waitFor(() => expect(post).toHaveBeenCalledWith('/orders/checkout', { product_id: 4 }));
    expect(await screen.findByText('halaman sukses')).toBeTruthy();
  });

  it('opens an owned product instead of selling it again', async () => {
    get.mockResolvedValue(quote({ owned: true, product_format: 'MP3' }));
    renderAt('/checkout/4');
    expect(await screen.findByText('Anda sudah memiliki produk ini')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buka' }).getAttribute('href')).toBe('/dashboard/audio-player/4');
    expect(screen.queryByTestId('checkout-submit')).toBeNull();
  });

  it('turns into the owned state when the server says the product is already owned', async () => {
    get.mockResolvedValueOnce(quote()).mockResolvedValue(quote({ owned: true }));
    post.mockRejectedValue(new ApiError(409, 'ALREADY_OWNED', 'Produk ini sudah Anda miliki'));
    renderAt('/checkout/4');
    fireEvent.click(await screen.findByTestId('checkout-submit'));
    expect(await screen.findByText('Anda sudah memiliki produk ini')).toBeTruthy();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('says when the product is not for sale', async () => {
    get.mockResolvedValue(quote());
    post.mockRejectedValue(new ApiError(409, 'PRODUCT_NOT_FOR_SALE', 'Produk tidak dijual'));
    renderAt('/checkout/4');
    fireEvent.click(await screen.findByTestId('checkout-submit'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Produk ini sedang tidak dijual');
    expect(alert.textContent).toContain('Produk tidak dijual');
  });

  it('resumes an order still waiting for payment', async () => {
    get.mockResolvedValue(
      quote({
        pending_order: {
          id: 12,
          code: 'PST-12',
          status: 'pending',
          payment_method: 'gopay',
          payment_url: 'http://localhost:3000/pay/sandbox/x',
          amount: 49_000,
        } as Order,
      }),
    );
    renderAt('/checkout/4');
    expect(await screen.findByTestId('resume-payment')).toBeTruthy();
    expect(screen.getByText(/Pesanan PST-12 \(GoPay\) masih menunggu/)).toBeTruthy();
    expect(screen.queryByTestId('method-picker')).toBeNull();
  });
});
