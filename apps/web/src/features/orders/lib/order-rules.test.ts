import { describe, expect, it } from 'vitest';
import { PAYMENT_POLL_LIMIT_MS } from '@/lib/payment-polling';
import { canUploadProof, orderIdFrom, redirectTarget, successPollInterval, viewerPath } from './order-rules';

describe('successPollInterval', () => {
  it('asks every two seconds while the order is pending, within the time limit', () => {
    expect(successPollInterval({ status: 'pending' }, 0)).toBe(2_000);
    expect(successPollInterval({ status: 'pending' }, PAYMENT_POLL_LIMIT_MS - 1)).toBe(2_000);
    expect(successPollInterval({ status: 'pending' }, PAYMENT_POLL_LIMIT_MS)).toBe(false);
  });

  it('stops for every other status and before the first answer', () => {
    for (const status of ['paid', 'failed', 'expired', 'cancelled', 'awaiting_review'] as const) {
      expect(successPollInterval({ status }, 0)).toBe(false);
    }
    expect(successPollInterval(undefined, 0)).toBe(false);
  });
});

describe('viewerPath', () => {
  it('opens each format in its own viewer', () => {
    expect(viewerPath(4, 'PDF')).toBe('/dashboard/content/4');
    expect(viewerPath(4, 'MP3')).toBe('/dashboard/audio-player/4');
    expect(viewerPath(4, 'CRS')).toBe('/dashboard/courses/4');
    expect(viewerPath(4, 'PPT')).toBe('/dashboard/slide/4');
  });
});

describe('redirectTarget', () => {
  const origin = 'http://localhost:3000';

  it('keeps the app’s own pages in the router, whether named by path or by absolute address', () => {
    expect(redirectTarget('/checkout-success?order=3', origin)).toEqual({
      internal: true,
      to: '/checkout-success?order=3',
    });
    expect(redirectTarget('http://localhost:3000/dashboard/orders/9', origin)).toEqual({
      internal: true,
      to: '/dashboard/orders/9',
    });
  });

  it('sends the gateway and other sites to the browser', () => {
    expect(redirectTarget('http://localhost:3000/pay/sandbox/abc', origin)).toEqual({
      internal: false,
      to: 'http://localhost:3000/pay/sandbox/abc',
    });
    expect(redirectTarget('/pay/sandbox/abc', origin).internal).toBe(false);
    expect(redirectTarget('https://app.sandbox.midtrans.com/snap/v4/x', origin).internal).toBe(false);
    expect(redirectTarget('//evil.example/x', origin).internal).toBe(false);
  });

  it('never hands the router a path it would read as another site', () => {
    // `/x/..//evil.example` resolves to the path `//evil.example`, which the router would follow off-site.
    expect(redirectTarget('http://localhost:3000/x/..//evil.example/phish', origin)).toEqual({
      internal: false,
      to: 'http://localhost:3000/x/..//evil.example/phish',
    });
    expect(redirectTarget('/x/..//evil.example/phish', origin).internal).toBe(false);
  });
});

describe('orderIdFrom', () => {
  it('reads a plain positive id only', () => {
    expect(orderIdFrom('12')).toBe(12);
    expect(orderIdFrom(null)).toBeNull();
    expect(orderIdFrom('0')).toBeNull();
    expect(orderIdFrom('1e3')).toBeNull();
    expect(orderIdFrom('99999999999')).toBeNull();
  });
});

describe('canUploadProof', () => {
  it('only for a bank transfer still waiting for payment', () => {
    expect(canUploadProof({ status: 'pending', payment_method: 'bank_transfer' })).toBe(true);
    expect(canUploadProof({ status: 'awaiting_review', payment_method: 'bank_transfer' })).toBe(false);
    expect(canUploadProof({ status: 'pending', payment_method: 'qris' })).toBe(false);
  });
});
