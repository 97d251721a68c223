import { describe, expect, it } from 'vitest';
import { createSaleProduct } from '#test/commerce-factories.ts';
import { api, createUser } from '#test/factories.ts';
import { admin, buyer, checkout, library, seller, t, useOrdersSuite } from './test-kit.ts';

/**
 * Checkout: the quote, free products owned at once, and the rules of checkout (what is refused, and whose
 * orders a buyer sees).
 */

useOrdersSuite();

describe('checkout quote', () => {
  it('shows price, methods and the owned flag; guests and unverified users are refused', async () => {
    const product = await createSaleProduct(t.ctx, { sellerId: seller.id, price: 80_000 });
    const quote = await api(t.app, {
      method: 'GET',
      url: `/api/v2/checkout/${product.id}`,
      token: buyer.token,
    });
    expect(quote.statusCode).toBe(200);
    expect(quote.json().data).toMatchObject({
      amount: 80_000,
      owned: false,
      provider: 'sandbox',
      pending_order: null,
    });
    expect(quote.json().data.payment_methods).toContain('bank_transfer');
    expect((await api(t.app, { method: 'GET', url: `/api/v2/checkout/${product.id}` })).statusCode).toBe(401);
    const unverified = await createUser(t.app, t.ctx, { verified: false });
    expect(
      (await api(t.app, { method: 'GET', url: `/api/v2/checkout/${product.id}`, token: unverified.token }))
        .statusCode,
    ).toBe(403);
    expect(
      (await api(t.app, { method: 'GET', url: '/api/v2/checkout/999999', token: buyer.token })).statusCode,
    ).toBe(404);
  });
});

describe('free products', () => {
  it('are owned at once, with a zero sale and no payment page', async () => {
    const product = await createSaleProduct(t.ctx, { sellerId: seller.id, price: 0 });
    const response = await checkout(buyer, { product_id: product.id });
    expect(response.statusCode).toBe(200);
    const { order, redirect_url } = response.json().data;
    expect(order).toMatchObject({ status: 'paid', amount: 0, payment_method: 'free', provider: 'free' });
    expect(redirect_url).toContain(`/checkout-success?order=${order.id}`);
    expect((await library(buyer)).items.map((item: { product_id: number }) => item.product_id)).toContain(
      product.id,
    );
    const again = await checkout(buyer, { product_id: product.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_OWNED');
  });
});

describe('rules of checkout', () => {
  it('refuses own products, unknown and unpublished products, and bad input', async () => {
    const own = await createSaleProduct(t.ctx, { sellerId: seller.id, price: 10_000 });
    const mine = await checkout(seller, { product_id: own.id, payment_method: 'qris' });
    expect(mine.statusCode).toBe(409);
    expect(mine.json().code).toBe('OWN_PRODUCT');
    expect((await checkout(buyer, { product_id: 999_999 })).statusCode).toBe(404);
    expect((await checkout(buyer, { product_id: own.id, payment_method: 'bitcoin' })).statusCode).toBe(400);
    expect((await checkout(buyer, { product_id: -1 })).statusCode).toBe(400);
    expect((await checkout(buyer, { product_id: own.id, extra: 1 })).statusCode).toBe(400);
    const member = await createUser(t.app, t.ctx);
    const guest = await api(t.app, {
      method: 'POST',
      url: '/api/v2/orders/checkout',
      body: { product_id: own.id },
    });
    expect(guest.statusCode).toBe(401);
    expect(
      (await api(t.app, { method: 'GET', url: '/api/v2/orders/', token: member.token })).json().data.total,
    ).toBe(0);
  });

  it('a buyer sees only their own orders', async () => {
    const product = await createSaleProduct(t.ctx, { sellerId: seller.id, price: 15_000 });
    const { order } = (await checkout(buyer, { product_id: product.id, payment_method: 'qris' })).json().data;
    const stranger = await createUser(t.app, t.ctx);
    expect(
      (await api(t.app, { method: 'GET', url: `/api/v2/orders/${order.id}`, token: stranger.token }))
        .statusCode,
    ).toBe(404);
    expect(
      (await api(t.app, { method: 'POST', url: `/api/v2/orders/${order.id}/cancel`, token: stranger.token }))
        .statusCode,
    ).toBe(404);
    expect(
      (await api(t.app, { method: 'GET', url: `/api/v2/orders/${order.id}`, token: seller.token }))
        .statusCode,
    ).toBe(200);
    expect(
      (await api(t.app, { method: 'GET', url: `/api/v2/orders/${order.id}`, token: admin.token })).statusCode,
    ).toBe(200);
    const cancelled = await api(t.app, {
      method: 'POST',
      url: `/api/v2/orders/${order.id}/cancel`,
      token: buyer.token,
    });
    expect(cancelled.json().data.status).toBe('cancelled');
    expect(
      (await api(t.app, { method: 'POST', url: `/api/v2/orders/${order.id}/cancel`, token: buyer.token }))
        .statusCode,
    ).toBe(409);
  });
});
