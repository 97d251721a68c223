import { HOLDING_DAYS, MIN_SETTLEMENT_AMOUNT } from '@pustaka/contract';
import { describe, expect, it } from 'vitest';
import { createPaidOrder, createSaleProduct, refundPaidOrder } from '#test/commerce-factories.ts';
import { createPublisher, type TestUser } from '#test/factories.ts';
import { ledgerImbalance } from './index.ts';
import {
  admin,
  BANK,
  balanceOf,
  buyer,
  DAY,
  known,
  later,
  send,
  t,
  useSettlementsSuite,
} from './test-kit.ts';

/**
 * The ledger balances through a random sequence of sales, refunds, payout requests, payments and
 * cancellations.
 */

useSettlementsSuite();

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
