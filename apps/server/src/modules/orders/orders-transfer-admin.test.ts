import { describe, expect, it } from 'vitest';
import { ledgerImbalance } from '#modules/ledger/index.ts';
import { createSaleProduct } from '#test/commerce-factories.ts';
import { api, createUser, lastMailTo, multipart, type TestUser } from '#test/factories.ts';
import { admin, buyer, checkout, getOrder, library, seller, t, useOrdersSuite } from './test-kit.ts';

/**
 * Bank transfers with a proof the admin approves or rejects, and the admin's deletion of orders and sales
 * list.
 */

useOrdersSuite();

describe('bank transfer', () => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const sendProof = (user: TestUser, id: number, data: Buffer, filename = 'bukti.png') => {
    const form = multipart([{ name: 'file', filename, contentType: 'image/png', data }]);
    return api(t.app, {
      method: 'POST',
      url: `/api/v2/orders/${id}/proof`,
      token: user.token,
      headers: form.headers,
      payload: form.payload,
    } as never);
  };

  it('proof → admin approves → owned; reject sends the reason; the queue is admin-only', async () => {
    const product = await createSaleProduct(t.ctx, { sellerId: seller.id, price: 99_000 });
    const { order, redirect_url } = (
      await checkout(buyer, { product_id: product.id, payment_method: 'bank_transfer' })
    ).json().data;
    expect(order).toMatchObject({ status: 'pending', provider: 'manual' });
    expect(redirect_url).toContain(`/dashboard/orders/${order.id}`);

    const fake = await sendProof(buyer, order.id, Buffer.from('#!/bin/sh\necho not an image'), 'bukti.png');
    expect(fake.statusCode).toBe(415);
    expect((await sendProof(buyer, order.id, Buffer.alloc(0))).statusCode).toBe(400);
    const stranger = await createUser(t.app, t.ctx);
    expect((await sendProof(stranger, order.id, png)).statusCode).toBe(404);
    const sent = await sendProof(buyer, order.id, png);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({ status: 'awaiting_review', has_proof: true });

    const proof = await api(t.app, {
      method: 'GET',
      url: `/api/v2/orders/${order.id}/proof`,
      token: admin.token,
    });
    expect(proof.statusCode).toBe(200);
    expect(proof.headers['content-type']).toBe('image/png');
    expect(
      (await api(t.app, { method: 'GET', url: `/api/v2/orders/${order.id}/proof`, token: stranger.token }))
        .statusCode,
    ).toBe(404);

    const queue = await api(t.app, {
      method: 'GET',
      url: '/api/v2/admin/orders?status=awaiting_review',
      token: admin.token,
    });
    expect(queue.json().data.items.map((o: { id: number }) => o.id)).toContain(order.id);
    expect(
      (await api(t.app, { method: 'GET', url: '/api/v2/admin/orders', token: buyer.token })).statusCode,
    ).toBe(403);
    expect(
      (
        await api(t.app, {
          method: 'PUT',
          url: `/api/v2/admin/orders/${order.id}/approve`,
          token: seller.token,
          body: {},
        })
      ).statusCode,
    ).toBe(403);

    // A second checkout while the proof is checked would ask for a second payment.
    expect((await checkout(buyer, { product_id: product.id, payment_method: 'qris' })).json().code).toBe(
      'ORDER_AWAITING_REVIEW',
    );

    const approved = await api(t.app, {
      method: 'PUT',
      url: `/api/v2/admin/orders/${order.id}/approve`,
      token: admin.token,
      body: {},
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.status).toBe('paid');
    expect((await library(buyer)).items.map((i: { product_id: number }) => i.product_id)).toContain(
      product.id,
    );
    expect(
      (
        await api(t.app, {
          method: 'PUT',
          url: `/api/v2/admin/orders/${order.id}/approve`,
          token: admin.token,
          body: {},
        })
      ).statusCode,
    ).toBe(409);

    const other = await createSaleProduct(t.ctx, { sellerId: seller.id, price: 25_000 });
    const second = (await checkout(buyer, { product_id: other.id, payment_method: 'bank_transfer' })).json()
      .data.order;
    await sendProof(buyer, second.id, png);
    expect(
      (
        await api(t.app, {
          method: 'PUT',
          url: `/api/v2/admin/orders/${second.id}/reject`,
          token: admin.token,
          body: { note: '' },
        })
      ).statusCode,
    ).toBe(400);
    const rejected = await api(t.app, {
      method: 'PUT',
      url: `/api/v2/admin/orders/${second.id}/reject`,
      token: admin.token,
      body: { note: 'Nominal transfer tidak sesuai' },
    });
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      review_note: 'Nominal transfer tidak sesuai',
    });
    expect((await lastMailTo(t.app, buyer.email))?.text).toContain('Nominal transfer tidak sesuai');
  });
});

describe('admin deletion', () => {
  it('plain delete only for orders without money; force refunds a paid order and withdraws access', async () => {
    const product = await createSaleProduct(t.ctx, { sellerId: seller.id, price: 0 });
    const paid = (await checkout(buyer, { product_id: product.id })).json().data.order;
    const plain = await api(t.app, {
      method: 'DELETE',
      url: `/api/v2/admin/orders/${paid.id}`,
      token: admin.token,
    });
    expect(plain.statusCode).toBe(409);
    expect(plain.json().code).toBe('ORDER_HAS_PAYMENT');
    const forced = await api(t.app, {
      method: 'DELETE',
      url: `/api/v2/admin/orders/${paid.id}/force`,
      token: admin.token,
    });
    expect(forced.json().data).toEqual({ deleted: false, refunded: true });
    expect((await getOrder(buyer, paid.id)).status).toBe('refunded');
    expect((await library(buyer)).items.map((i: { product_id: number }) => i.product_id)).not.toContain(
      product.id,
    );
    expect(await ledgerImbalance(t.ctx.db)).toBe(0);

    const unpaid = await createSaleProduct(t.ctx, { sellerId: seller.id, price: 5_000 });
    const open = (await checkout(buyer, { product_id: unpaid.id, payment_method: 'qris' })).json().data.order;
    expect(
      (await api(t.app, { method: 'DELETE', url: `/api/v2/admin/orders/${open.id}`, token: buyer.token }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await api(t.app, { method: 'DELETE', url: `/api/v2/admin/orders/${open.id}`, token: admin.token })
      ).json().data.deleted,
    ).toBe(true);
    expect(
      (await api(t.app, { method: 'GET', url: `/api/v2/orders/${open.id}`, token: buyer.token })).statusCode,
    ).toBe(404);
  });

  it('admin sales list paid orders with totals', async () => {
    const sales = await api(t.app, { method: 'GET', url: '/api/v2/admin/sales', token: admin.token });
    expect(sales.statusCode).toBe(200);
    expect(sales.json().data.items.every((o: { status: string }) => o.status === 'paid')).toBe(true);
    expect(sales.json().data.totals.sales).toBe(sales.json().data.total);
  });
});
