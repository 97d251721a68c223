import { HOLDING_DAYS, MIN_SETTLEMENT_AMOUNT } from '@pustaka/contract';
import { describe, expect, it } from 'vitest';
import { createPaidOrder, createSaleProduct, refundPaidOrder } from '#test/commerce-factories.ts';
import { api, createPublisher } from '#test/factories.ts';
import { ledgerImbalance } from './index.ts';
import {
  admin,
  BANK,
  balanceOf,
  buyer,
  creatorWithEarnings,
  DAY,
  get,
  later,
  member,
  send,
  t,
  useSettlementsSuite,
} from './test-kit.ts';

/**
 * The creator's balance and payout requests: holding, refunds, the minimum and the available amount,
 * requests sent together, payout channels, who may do what, and the premium creator's share.
 */

useSettlementsSuite();

describe('the creator balance', () => {
  it('holds a sale for the holding period, then makes the creator share available', async () => {
    const { creator } = await creatorWithEarnings([100_000], { held: true });
    expect(await balanceOf(creator)).toEqual({
      balance: 70_000,
      on_hold: 70_000,
      available: 0,
      pending_settlements: 0,
      paid_out: 0,
      minimum_settlement: MIN_SETTLEMENT_AMOUNT,
      holding_days: HOLDING_DAYS,
      creator_share_percent: 70,
    });
    await later(HOLDING_DAYS * DAY + 1);
    expect(await balanceOf(creator)).toMatchObject({ balance: 70_000, on_hold: 0, available: 70_000 });
  });

  it('takes a refunded sale out at once, held or not', async () => {
    const { creator, product } = await creatorWithEarnings([100_000]);
    const held = await createPaidOrder(t.ctx, { buyer: member, product, amount: 50_000, shareBps: 7_000 });
    expect(await balanceOf(creator)).toMatchObject({ balance: 105_000, on_hold: 35_000, available: 70_000 });
    await refundPaidOrder(t.ctx, held.id);
    expect(await balanceOf(creator)).toMatchObject({ balance: 70_000, on_hold: 0, available: 70_000 });
  });
});

describe('POST /publisher/settlements', () => {
  it('moves the amount from the balance into a pending request', async () => {
    const { creator } = await creatorWithEarnings([100_000, 100_000]);
    const response = await send('POST', '/publisher/settlements', creator.token, { ...BANK, amount: 60_000 });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      amount: 60_000,
      status: 'pending',
      method: 'bank',
      channel: 'BCA',
      account_number: '1234567890',
      creator: { id: creator.id, email: creator.email },
      transfer_reference: null,
    });
    const page = (await get('/publisher/settlements', creator.token)).json().data;
    expect(page.balance).toMatchObject({ balance: 80_000, available: 80_000, pending_settlements: 60_000 });
    expect(page.items).toHaveLength(1);
    expect(page.total).toBe(1);
    expect(await ledgerImbalance(t.ctx.db)).toBe(0);
  });

  it('refuses less than the minimum and more than is available, and changes nothing', async () => {
    const { creator } = await creatorWithEarnings([100_000]);
    await createPaidOrder(t.ctx, {
      buyer: member,
      product: await createSaleProduct(t.ctx, { sellerId: creator.id }),
      amount: 100_000,
      shareBps: 7_000,
    });
    const small = await send('POST', '/publisher/settlements', creator.token, {
      ...BANK,
      amount: MIN_SETTLEMENT_AMOUNT - 1,
    });
    expect(small.statusCode).toBe(422);
    expect(small.json()).toMatchObject({
      code: 'SETTLEMENT_BELOW_MINIMUM',
      error: 'Jumlah pencairan minimal Rp 50.000.',
    });
    // 70,000 available; the other 70,000 is still held.
    const large = await send('POST', '/publisher/settlements', creator.token, { ...BANK, amount: 70_001 });
    expect(large.statusCode).toBe(422);
    expect(large.json()).toMatchObject({
      code: 'SETTLEMENT_EXCEEDS_AVAILABLE',
      details: { available: 70_000 },
    });
    const english = await api(t.app, {
      method: 'POST',
      url: '/api/v2/publisher/settlements',
      token: creator.token,
      body: { ...BANK, amount: 70_001 },
      headers: { 'accept-language': 'en' },
    });
    expect(english.json().error).toBe('The amount exceeds your available balance (Rp 70.000).');
    expect((await get('/publisher/settlements', creator.token)).json().data).toMatchObject({
      total: 0,
      balance: { balance: 140_000, available: 70_000, on_hold: 70_000 },
    });
    const exact = await send('POST', '/publisher/settlements', creator.token, { ...BANK, amount: 70_000 });
    expect(exact.statusCode).toBe(201);
    expect(await balanceOf(creator)).toMatchObject({ balance: 70_000, available: 0, on_hold: 70_000 });
  });

  it('never pays out more than the balance when requests arrive together', async () => {
    const { creator } = await creatorWithEarnings([100_000, 100_000, 50_000]); // 175,000 available
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        send('POST', '/publisher/settlements', creator.token, { ...BANK, amount: 60_000 }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 201, 422, 422, 422, 422]);
    expect(await balanceOf(creator)).toMatchObject({
      balance: 55_000,
      available: 55_000,
      pending_settlements: 120_000,
    });
    expect(await ledgerImbalance(t.ctx.db)).toBe(0);
  });

  it('checks the payout channel against the method and the account details', async () => {
    const { creator } = await creatorWithEarnings([100_000]);
    for (const body of [
      { ...BANK, amount: 60_000, channel: 'GoPay' },
      { ...BANK, amount: 60_000, method: 'ewallet' },
      { ...BANK, amount: 60_000, method: 'cash' },
      { ...BANK, amount: 60_000, account_number: 'abc-def' },
      { ...BANK, amount: 60_000, account_name: ' ' },
      { ...BANK, amount: 60_000.5 },
      { ...BANK, amount: -60_000 },
      { ...BANK, amount: '60000' },
      { ...BANK, amount: 60_000, note: 'x' },
      { amount: 60_000 },
    ]) {
      const response = await send('POST', '/publisher/settlements', creator.token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
    const wallet = await send('POST', '/publisher/settlements', creator.token, {
      amount: 60_000,
      method: 'ewallet',
      channel: 'GoPay',
      account_number: '0812-3456-7890',
      account_name: 'Sari',
    });
    expect(wallet.statusCode).toBe(201);
  });
});

describe('who may do what', () => {
  it('keeps guests out, members and publishers off the admin queue, and each creator to their own', async () => {
    const { creator } = await creatorWithEarnings([100_000]);
    const other = await createPublisher(t.app, t.ctx);
    const { id } = (
      await send('POST', '/publisher/settlements', creator.token, { ...BANK, amount: 60_000 })
    ).json().data;

    const publisherRoutes: [string, string, unknown?][] = [
      ['GET', '/publisher/settlements'],
      ['POST', '/publisher/settlements', { ...BANK, amount: 60_000 }],
      ['GET', '/publisher/settlements/paid-revenue'],
    ];
    const adminRoutes: [string, string, unknown?][] = [
      ['GET', '/admin/settlements'],
      ['PUT', `/admin/settlements/${id}/pay`, { transfer_reference: 'TRF-X' }],
      ['PUT', `/admin/settlements/${id}/cancel`, { reason: 'Tidak boleh' }],
      ['POST', `/admin/settlements/${id}/email`, { subject: 'Halo', message: 'Pesan' }],
      ['PUT', `/admin/users/${creator.id}/premium-creator`, { until: '2027-06-01' }],
    ];
    const call = (method: string, url: string, token?: string, body?: unknown) =>
      api(t.app, { method: method as 'GET', url: `/api/v2${url}`, token, body });
    for (const [method, url, body] of [...publisherRoutes, ...adminRoutes]) {
      expect((await call(method, url, undefined, body)).statusCode, `guest ${method} ${url}`).toBe(401);
      expect((await call(method, url, member.token, body)).statusCode, `member ${method} ${url}`).toBe(403);
    }
    for (const [method, url, body] of adminRoutes) {
      expect((await call(method, url, other.token, body)).statusCode, `publisher ${method} ${url}`).toBe(403);
    }
    const theirs = (await get('/publisher/settlements', other.token)).json().data;
    expect(theirs).toMatchObject({ total: 0, items: [], balance: { balance: 0, available: 0 } });
    expect((await get('/publisher/settlements/paid-revenue', other.token)).json().data).toMatchObject({
      total_paid: 0,
      total: 0,
    });
    // The request is still pending: nobody above could touch it.
    expect((await get('/publisher/settlements', creator.token)).json().data.items[0]).toMatchObject({
      id,
      status: 'pending',
    });
  });
});

describe('PUT /admin/users/{id}/premium-creator', () => {
  it('sets the share of future sales to 90% until the end of the given day, and ends it', async () => {
    const creator = await createPublisher(t.app, t.ctx);
    const response = await send('PUT', `/admin/users/${creator.id}/premium-creator`, admin.token, {
      until: '2026-12-31',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      user_id: creator.id,
      premium_creator_until: '2026-12-31T16:59:59.999Z',
      creator_share_percent: 90,
    });
    expect((await balanceOf(creator)).creator_share_percent).toBe(90);
    const product = await createSaleProduct(t.ctx, { sellerId: creator.id });
    const order = await createPaidOrder(t.ctx, { buyer, product, amount: 100_000 });
    expect(order.shareBps).toBe(9_000);

    const ended = await send('PUT', `/admin/users/${creator.id}/premium-creator`, admin.token, {
      until: null,
    });
    expect(ended.json().data).toMatchObject({ premium_creator_until: null, creator_share_percent: 70 });
    expect(await balanceOf(creator)).toMatchObject({ balance: 90_000, creator_share_percent: 70 });

    for (const body of [{}, { until: '31-12-2026' }, { until: '2026-02-30' }, { until: 20261231 }]) {
      expect(
        (await send('PUT', `/admin/users/${creator.id}/premium-creator`, admin.token, body)).statusCode,
      ).toBe(400);
    }
    expect(
      (await send('PUT', '/admin/users/999999/premium-creator', admin.token, { until: null })).statusCode,
    ).toBe(404);
  });
});
