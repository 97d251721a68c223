import { HOLDING_DAYS, MIN_SETTLEMENT_AMOUNT } from '@pustaka/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { createPaidOrder, createSaleProduct, refundPaidOrder } from '#test/commerce-factories.ts';
import {
  api,
  createAdmin,
  createPublisher,
  createUser,
  lastMailTo,
  login,
  type TestUser,
} from '#test/factories.ts';
import { ledgerImbalance } from './index.ts';

const DAY = 86_400_000;
const BANK = { method: 'bank', channel: 'BCA', account_number: '1234567890', account_name: 'Sari Penulis' };

let t: TestApp;
let admin: TestUser;
let member: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  [admin, member, buyer] = await Promise.all([
    createAdmin(t.app, t.ctx),
    createUser(t.app, t.ctx),
    createUser(t.app, t.ctx),
  ]);
  everyone.push(admin, member, buyer);
  loggedInAt = t.clock.now().getTime();
});
afterAll(() => t.app.close());

/** Everyone the suite made: moving the clock past their sessions logs them in again. */
const everyone: TestUser[] = [];
const known = (user: TestUser) => {
  everyone.push(user);
  return user;
};
let loggedInAt = 0;
async function later(ms: number) {
  t.clock.advance(ms);
  const now = t.clock.now().getTime();
  if (now - loggedInAt < 20 * 3_600_000) return;
  loggedInAt = now;
  await Promise.all(
    everyone.map(async (user) => {
      user.token = await login(t.app, user.email, user.password);
    }),
  );
}

const get = (url: string, token?: string) => api(t.app, { method: 'GET', url: `/api/v2${url}`, token });
const send = (method: 'POST' | 'PUT', url: string, token: string | undefined, body?: unknown) =>
  api(t.app, { method, url: `/api/v2${url}`, token, body });
const balanceOf = async (creator: TestUser) => {
  const response = await get('/publisher/settlements', creator.token);
  if (response.statusCode !== 200) throw new Error(`balance: ${response.statusCode} ${response.body}`);
  return response.json().data.balance;
};

/** A publisher with `amount` of sales already past the holding period (and so available at 70%). */
async function creatorWithEarnings(saleAmounts: number[], options: { held?: boolean } = {}) {
  const creator = known(await createPublisher(t.app, t.ctx));
  const product = await createSaleProduct(t.ctx, { sellerId: creator.id, price: 100_000 });
  const paidAt = options.held ? t.clock.now() : new Date(t.clock.now().getTime() - (HOLDING_DAYS + 1) * DAY);
  for (const amount of saleAmounts)
    await createPaidOrder(t.ctx, { buyer, product, amount, paidAt, shareBps: 7_000 });
  return { creator, product };
}

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

describe('the admin queue', () => {
  it('pays a request once, with the reference, and tells the creator', async () => {
    const { creator } = await creatorWithEarnings([100_000]);
    const { id } = (
      await send('POST', '/publisher/settlements', creator.token, { ...BANK, amount: 70_000 })
    ).json().data;
    const queue = (await get('/admin/settlements?status=pending', admin.token)).json().data;
    expect(queue.items.map((s: { id: number }) => s.id)).toContain(id);
    expect(queue.pending_count).toBeGreaterThanOrEqual(1);
    expect(queue.items.find((s: { id: number }) => s.id === id).creator).toMatchObject({
      id: creator.id,
      email: creator.email,
    });

    const paid = await send('PUT', `/admin/settlements/${id}/pay`, admin.token, {
      transfer_reference: 'TRF-BCA-0001',
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toMatchObject({
      status: 'paid',
      transfer_reference: 'TRF-BCA-0001',
      paid_at: expect.any(String),
    });
    const mail = await lastMailTo(t.app, creator.email);
    expect(mail.subject).toBe('Pencairan Rp 70.000 sudah ditransfer');
    expect(mail.text).toContain('TRF-BCA-0001');
    expect(await balanceOf(creator)).toMatchObject({
      balance: 0,
      available: 0,
      pending_settlements: 0,
      paid_out: 70_000,
    });

    const again = await send('PUT', `/admin/settlements/${id}/pay`, admin.token, {
      transfer_reference: 'TRF-BCA-0002',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('SETTLEMENT_NOT_PENDING');
    const cancel = await send('PUT', `/admin/settlements/${id}/cancel`, admin.token, { reason: 'Terlambat' });
    expect(cancel.statusCode).toBe(409);

    const revenue = (await get('/publisher/settlements/paid-revenue', creator.token)).json().data;
    expect(revenue).toMatchObject({
      total_paid: 70_000,
      total: 1,
      items: [expect.objectContaining({ id, status: 'paid' })],
    });
    expect(await ledgerImbalance(t.ctx.db)).toBe(0);
  });

  it('cancels a request with a reason: the money returns to the balance', async () => {
    const { creator } = await creatorWithEarnings([100_000]);
    const { id } = (
      await send('POST', '/publisher/settlements', creator.token, { ...BANK, amount: 60_000 })
    ).json().data;
    const cancelled = await send('PUT', `/admin/settlements/${id}/cancel`, admin.token, {
      reason: 'Nama rekening tidak cocok.',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', note: 'Nama rekening tidak cocok.' });
    expect((await lastMailTo(t.app, creator.email)).text).toContain('Nama rekening tidak cocok.');
    expect(await balanceOf(creator)).toMatchObject({
      balance: 70_000,
      available: 70_000,
      pending_settlements: 0,
    });
    expect(
      (await send('PUT', `/admin/settlements/${id}/cancel`, admin.token, { reason: 'Lagi' })).statusCode,
    ).toBe(409);
    expect(
      (await send('PUT', `/admin/settlements/${id}/pay`, admin.token, { transfer_reference: 'TRF-1' }))
        .statusCode,
    ).toBe(409);
  });

  it('lets only one of a pay and a cancel sent together through', async () => {
    const { creator } = await creatorWithEarnings([100_000]);
    const { id } = (
      await send('POST', '/publisher/settlements', creator.token, { ...BANK, amount: 60_000 })
    ).json().data;
    const responses = await Promise.all([
      send('PUT', `/admin/settlements/${id}/pay`, admin.token, { transfer_reference: 'TRF-A' }),
      send('PUT', `/admin/settlements/${id}/cancel`, admin.token, { reason: 'Batal saja' }),
      send('PUT', `/admin/settlements/${id}/pay`, admin.token, { transfer_reference: 'TRF-B' }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await ledgerImbalance(t.ctx.db)).toBe(0);
  });

  it('mails the creator an admin message about a request', async () => {
    const { creator } = await creatorWithEarnings([100_000]);
    const { id } = (
      await send('POST', '/publisher/settlements', creator.token, { ...BANK, amount: 60_000 })
    ).json().data;
    const response = await send('POST', `/admin/settlements/${id}/email`, admin.token, {
      subject: 'Data rekening',
      message: 'Mohon periksa kembali nomor rekening Anda.',
    });
    expect(response.statusCode).toBe(200);
    const mail = await lastMailTo(t.app, creator.email);
    expect(mail.subject).toBe('Data rekening');
    expect(mail.text).toContain('Mohon periksa kembali nomor rekening Anda.');
    expect(mail.text).toContain(`#${id}`);
    expect(
      (
        await send('POST', '/admin/settlements/999999/email', admin.token, {
          subject: 'Halo',
          message: 'Pesan',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('filters by status and searches by creator', async () => {
    const { creator } = await creatorWithEarnings([100_000]);
    await send('POST', '/publisher/settlements', creator.token, {
      ...BANK,
      amount: 60_000,
      account_name: 'Rekening Unik Sekali',
    });
    const found = (await get('/admin/settlements?q=unik%20sekali', admin.token)).json().data;
    expect(found.items).toHaveLength(1);
    const byEmail = (
      await get(`/admin/settlements?q=${encodeURIComponent(creator.email)}`, admin.token)
    ).json().data;
    expect(byEmail.items.every((s: { creator: { id: number } }) => s.creator.id === creator.id)).toBe(true);
    const cancelled = (await get('/admin/settlements?status=cancelled', admin.token)).json().data;
    expect(cancelled.items.every((s: { status: string }) => s.status === 'cancelled')).toBe(true);
    expect((await get('/admin/settlements?status=done', admin.token)).statusCode).toBe(400);
    expect((await get('/admin/settlements?pageSize=500', admin.token)).statusCode).toBe(400);
  });

  it('needs the right values to pay, cancel or write', async () => {
    const cases: [string, unknown][] = [
      ['/admin/settlements/1/pay', {}],
      ['/admin/settlements/1/pay', { transfer_reference: 'ab' }],
      ['/admin/settlements/1/pay', { transfer_reference: 'TRF-1', amount: 5 }],
      ['/admin/settlements/1/cancel', { reason: '' }],
      ['/admin/settlements/abc/cancel', { reason: 'Alasan jelas' }],
    ];
    for (const [url, body] of cases) {
      const response = await send('PUT', url, admin.token, body);
      expect(response.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
    }
    expect(
      (await send('POST', '/admin/settlements/1/email', admin.token, { subject: 'Hi' })).statusCode,
    ).toBe(400);
    expect(
      (await send('PUT', '/admin/settlements/999999/pay', admin.token, { transfer_reference: 'TRF-9' }))
        .statusCode,
    ).toBe(404);
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

/** A small deterministic PRNG (mulberry32), so a failing sequence can be replayed. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe('the ledger invariant', () => {
  it('holds through a random sequence of sales, refunds, payout requests, payments and cancellations', async () => {
    const seed = Number(process.env.LEDGER_SEED ?? 20_261_122);
    const random = prng(seed);
    const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)] as T;
    const creators = (await Promise.all([0, 1, 2].map(() => createPublisher(t.app, t.ctx)))).map(known);
    const products = await Promise.all(creators.map((c) => createSaleProduct(t.ctx, { sellerId: c.id })));

    type Sale = { orderId: number; creator: number; cut: number; availableAt: number; refunded: boolean };
    type Payout = { id: number; creator: number; amount: number; status: 'pending' | 'paid' | 'cancelled' };
    const sales: Sale[] = [];
    const payouts: Payout[] = [];
    const expected = (creator: number) => {
      const now = t.clock.now().getTime();
      const own = sales.filter((s) => s.creator === creator);
      const earned = own.filter((s) => !s.refunded).reduce((sum, s) => sum + s.cut, 0);
      const mine = payouts.filter((p) => p.creator === creator);
      const out = mine.filter((p) => p.status !== 'cancelled').reduce((sum, p) => sum + p.amount, 0);
      const balance = earned - out;
      const held = own.filter((s) => !s.refunded && s.availableAt > now).reduce((sum, s) => sum + s.cut, 0);
      const onHold = Math.min(held, Math.max(balance, 0));
      const sumOf = (status: Payout['status']) =>
        mine.filter((p) => p.status === status).reduce((sum, p) => sum + p.amount, 0);
      return {
        balance,
        on_hold: onHold,
        available: Math.max(balance - onHold, 0),
        pending_settlements: sumOf('pending'),
        paid_out: sumOf('paid'),
      };
    };

    const log: string[] = [];
    for (let step = 0; step < 160; step += 1) {
      const roll = random();
      const index = Math.floor(random() * creators.length);
      const creator = creators[index] as TestUser;
      if (roll < 0.35) {
        const amount = 10_000 + Math.floor(random() * 290) * 1_000;
        const shareBps = pick([7_000, 8_000, 9_000]);
        // The gateway keeps up to 3% (the platform bears it; the creator's share is of the full price).
        const gatewayFee = Math.floor(random() * amount * 0.03);
        const order = await createPaidOrder(t.ctx, {
          buyer,
          product: products[index] as { id: number },
          amount,
          shareBps,
          gatewayFee,
        });
        sales.push({
          orderId: order.id,
          creator: creator.id,
          cut: Math.floor((amount * shareBps) / 10_000),
          availableAt: order.paidAt.getTime() + HOLDING_DAYS * DAY,
          refunded: false,
        });
        log.push(`sale ${creator.id} ${amount}`);
      } else if (roll < 0.45) {
        const open = sales.filter((s) => !s.refunded);
        if (open.length === 0) continue;
        const sale = pick(open);
        await refundPaidOrder(t.ctx, sale.orderId);
        sale.refunded = true;
        log.push(`refund ${sale.orderId}`);
      } else if (roll < 0.6) {
        await later(Math.floor(random() * 4 * DAY));
        log.push('time');
      } else if (roll < 0.82) {
        const { available } = expected(creator.id);
        const amount = pick([
          MIN_SETTLEMENT_AMOUNT - 1_000,
          available,
          available + 1,
          Math.max(MIN_SETTLEMENT_AMOUNT, Math.floor(available / 2)),
          MIN_SETTLEMENT_AMOUNT,
        ]);
        if (amount < 1) continue;
        const response = await send('POST', '/publisher/settlements', creator.token, { ...BANK, amount });
        const allowed = amount >= MIN_SETTLEMENT_AMOUNT && amount <= available;
        expect(response.statusCode, `${log.join('\n')}\nrequest ${amount} of ${available}`).toBe(
          allowed ? 201 : 422,
        );
        if (allowed)
          payouts.push({ id: response.json().data.id, creator: creator.id, amount, status: 'pending' });
        log.push(`request ${creator.id} ${amount} → ${response.statusCode}`);
      } else {
        if (payouts.length === 0) continue;
        const payout = pick(payouts);
        const pay = random() < 0.55;
        const response = pay
          ? await send('PUT', `/admin/settlements/${payout.id}/pay`, admin.token, {
              transfer_reference: `TRF-${step}`,
            })
          : await send('PUT', `/admin/settlements/${payout.id}/cancel`, admin.token, {
              reason: `Langkah ${step}`,
            });
        expect(response.statusCode).toBe(payout.status === 'pending' ? 200 : 409);
        if (payout.status === 'pending') payout.status = pay ? 'paid' : 'cancelled';
        log.push(`${pay ? 'pay' : 'cancel'} ${payout.id} → ${response.statusCode}`);
      }
      for (const each of creators) {
        const balance = await balanceOf(each);
        expect(balance.available, `seed ${seed} step ${step}`).toBeGreaterThanOrEqual(0);
        expect(balance, `seed ${seed} step ${step}\n${log.join('\n')}`).toMatchObject(expected(each.id));
      }
      expect(await ledgerImbalance(t.ctx.db)).toBe(0);
    }
    // The sequence did exercise every kind of move.
    expect(payouts.some((p) => p.status === 'paid')).toBe(true);
    expect(payouts.some((p) => p.status === 'cancelled')).toBe(true);
    expect(sales.some((s) => s.refunded)).toBe(true);
  }, 120_000);
});
