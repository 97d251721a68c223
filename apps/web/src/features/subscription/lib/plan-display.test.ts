import type { Subscription } from '@pustaka/contract';
import { describe, expect, it } from 'vitest';
import {
  currentPlanId,
  isAutoDebit,
  orderPlans,
  paymentIdFrom,
  paymentPollInterval,
  planDuration,
} from './plan-display';
import { DEFAULT_PLANS } from './plan-rules';

const now = new Date('2026-11-22T00:00:00Z');

function sub(overrides: Partial<Subscription>): Subscription {
  return {
    id: 3,
    userId: 9,
    plan_id: 6,
    plan_name: 'Pro Bulanan',
    status: 'active',
    start_date: '2026-11-01T00:00:00Z',
    end_date: '2026-12-01T00:00:00Z',
    autoRenew: true,
    paymentMethod: 'qris',
    createdAt: '2026-11-01T00:00:00Z',
    updatedAt: '2026-11-01T00:00:00Z',
    ...overrides,
  };
}

describe('plan display rules', () => {
  it('names the plan the user is on: the active one, else free once the list is known', () => {
    expect(currentPlanId([sub({})], now)).toBe(6);
    expect(currentPlanId([sub({ status: 'expired' })], now)).toBe(5);
    expect(currentPlanId([sub({ end_date: '2026-11-21T00:00:00Z' })], now)).toBe(5);
    expect(currentPlanId([], now)).toBeNull();
  });

  it('says periods as people do', () => {
    expect(planDuration({ price: 0, duration_days: 3650 })).toEqual({ unit: 'forever', count: 0 });
    expect(planDuration({ price: 99_000, duration_days: 30 })).toEqual({ unit: 'month', count: 1 });
    expect(planDuration({ price: 990_000, duration_days: 365 })).toEqual({ unit: 'year', count: 1 });
    expect(planDuration({ price: 250_000, duration_days: 90 })).toEqual({ unit: 'month', count: 3 });
    expect(planDuration({ price: 10_000, duration_days: 7 })).toEqual({ unit: 'day', count: 7 });
  });

  it('orders active plans by their place and leaves archived ones out', () => {
    const plans = [
      { ...DEFAULT_PLANS[2]!, sort_order: 20 },
      { ...DEFAULT_PLANS[0]!, sort_order: 0 },
      { ...DEFAULT_PLANS[1]!, sort_order: 10, status: 'archived' },
    ];
    expect(orderPlans(plans).map((plan) => plan.id)).toEqual([5, 7]);
  });

  it('polls only a pending payment, for three minutes at most', () => {
    expect(paymentPollInterval({ status: 'pending' }, 0)).toBe(2_000);
    expect(paymentPollInterval({ status: 'pending' }, 3 * 60_000)).toBe(false);
    expect(paymentPollInterval({ status: 'paid' }, 0)).toBe(false);
    expect(paymentPollInterval(undefined, 0)).toBe(false);
  });

  it('reads the payment id and the auto-debit methods', () => {
    expect(paymentIdFrom('41')).toBe(41);
    expect(paymentIdFrom('0')).toBeNull();
    expect(paymentIdFrom('4x')).toBeNull();
    expect(paymentIdFrom('99999999999')).toBeNull();
    expect(isAutoDebit('gopay')).toBe(true);
    expect(isAutoDebit('shopeepay')).toBe(true);
    expect(isAutoDebit('va_bca')).toBe(false);
  });
});
