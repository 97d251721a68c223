import type { PaymentRequest } from '../payment-provider.ts';

let sequence = 0;

/**
 * A checkout as the orders module would ask for it, with an order code no other call has used, so
 * tests against one long-running fake gateway never see each other's orders.
 */
export function samplePaymentRequest(
  notifyUrl: string,
  overrides: Partial<PaymentRequest> = {},
): PaymentRequest {
  sequence += 1;
  return {
    orderCode: `PST-${Date.now()}-${sequence}`,
    amount: 75_000,
    method: 'va_bca',
    item: { id: 'prod_123', name: 'Belajar TypeScript dari Nol' },
    customer: { name: 'Siti Rahma', email: 'siti@example.com' },
    expiresAt: new Date(Date.now() + 30 * 60_000),
    finishUrl: 'https://shop.example/orders/finish',
    failUrl: 'https://shop.example/orders/failed',
    notifyUrl,
    ...overrides,
  };
}
