import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentNotifications } from '#db/schema.ts';
import type { AppContext } from '#platform/context.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { applyToPayer, registerPayer, UNCLAIMED_OUTCOME } from './payers.ts';
import type { ProviderStatus } from './providers/payment-provider.ts';
import { signSandboxBody } from './sandbox-gateway.ts';

/** The gateway's dispatch table: verified news goes to the module whose code prefix it carries. */

const news = (orderCode: string): ProviderStatus => ({
  orderCode,
  state: 'paid',
  amount: 10_000,
  providerRef: 'ref-1',
  rawStatus: 'paid',
  fee: 0,
});

describe('registerPayer', () => {
  it('hands news to the payer whose prefix the code carries, and answers unknown_order for the rest', async () => {
    const ctx = {} as AppContext;
    const heard: string[] = [];
    registerPayer(ctx, {
      name: 'books',
      codePrefix: 'BK-',
      apply: async (s) => `books:${heard.push(s.orderCode)}`,
    });
    registerPayer(ctx, { name: 'plans', codePrefix: 'PL-', apply: async () => 'plans' });
    expect(await applyToPayer(ctx, news('BK-1'))).toBe('books:1');
    expect(await applyToPayer(ctx, news('PL-1'))).toBe('plans');
    expect(await applyToPayer(ctx, news('ZZ-1'))).toBe(UNCLAIMED_OUTCOME);
    expect(heard).toEqual(['BK-1']);
    // Another app keeps its own table.
    expect(await applyToPayer({} as AppContext, news('BK-2'))).toBe(UNCLAIMED_OUTCOME);
  });

  it('refuses a prefix that overlaps one already registered, either way round', () => {
    const ctx = {} as AppContext;
    registerPayer(ctx, { name: 'books', codePrefix: 'BK-', apply: async () => 'x' });
    expect(() => registerPayer(ctx, { name: 'more', codePrefix: 'BK-X', apply: async () => 'x' })).toThrow(
      /overlaps payer books/,
    );
    expect(() => registerPayer(ctx, { name: 'less', codePrefix: 'B', apply: async () => 'x' })).toThrow(
      /overlaps payer books/,
    );
  });
});

describe('the app’s payers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.app.close());

  const signed = (orderCode: string) => {
    const body = JSON.stringify({
      transaction_id: `sbx_${orderCode}`,
      order_code: orderCode,
      status: 'paid',
      amount: 10_000,
      method: 'qris',
    });
    return t.app.inject({
      method: 'POST',
      url: '/pay/webhooks/sandbox',
      headers: {
        'content-type': 'application/json',
        'x-sandbox-signature': signSandboxBody(t.ctx.config.payments.sandboxSecret, body),
      },
      payload: body,
    });
  };

  it('orders and subscriptions registered at start; a code neither claims is logged as unknown', async () => {
    // Both payers look the code up and find nothing: the answer is theirs, not the table's.
    for (const code of ['PST-260101-NOSUCHORDER', 'SUB-260101-NOSUCHPLAN', 'OTHER-1']) {
      const heard = await signed(code);
      expect(heard.statusCode).toBe(200);
      expect(heard.json().data.outcome).toBe('unknown_order');
      const [row] = await t.ctx.db
        .select()
        .from(paymentNotifications)
        .where(eq(paymentNotifications.orderCode, code));
      expect(row).toMatchObject({ verified: 'yes', outcome: 'unknown_order' });
    }
    expect(() => registerPayer(t.ctx, { name: 'again', codePrefix: 'PST-', apply: async () => 'x' })).toThrow(
      /overlaps payer orders/,
    );
    expect(() => registerPayer(t.ctx, { name: 'again', codePrefix: 'SUB-', apply: async () => 'x' })).toThrow(
      /overlaps payer subscriptions/,
    );
  });
});
