import type { Subscription } from '@pustaka/contract';
import { describe, expect, it } from 'vitest';
import { hasPlanFeature } from './plan-rules';
import {
  DEFAULT_FREE_PLAN_ID,
  deriveSubscriptionState,
  isSubscriptionActive,
  planSlug,
  subscriptionStatus,
} from './subscription-rules';

const now = new Date('2025-06-01T00:00:00Z');

function sub(overrides: Partial<Subscription>): Subscription {
  return {
    id: 1,
    userId: 9,
    plan_id: 8,
    plan_name: 'Pro',
    status: 'active',
    start_date: '2025-05-01T00:00:00Z',
    end_date: '2025-07-01T00:00:00Z',
    autoRenew: true,
    paymentMethod: 'va',
    createdAt: '2025-05-01T00:00:00Z',
    updatedAt: '2025-05-01T00:00:00Z',
    ...overrides,
  };
}

describe('subscription status', () => {
  it('is active only with status active (any case) and an end date in the future', () => {
    expect(isSubscriptionActive(sub({ status: 'ACTIVE' }), now)).toBe(true);
    expect(isSubscriptionActive(sub({ end_date: '2025-05-31T00:00:00Z' }), now)).toBe(false);
    expect(isSubscriptionActive(sub({ status: 'cancelled' }), now)).toBe(false);
  });

  it('is "none" or the status of the first active subscription', () => {
    expect(subscriptionStatus([], now)).toBe('none');
    expect(subscriptionStatus([sub({ status: 'expired' }), sub({ status: 'Active' })], now)).toBe('Active');
  });
});

describe('the rules of section 4, case by case', () => {
  it.each([
    ['active, ending later', { status: 'active' }, true],
    ['ACTIVE in capitals', { status: 'ACTIVE' }, true],
    ['" active " with spaces is not active', { status: ' active ' }, false],
    ['end date exactly now', { end_date: now.toISOString() }, false],
    ['end date a millisecond later', { end_date: new Date(now.getTime() + 1).toISOString() }, true],
    ['end date unreadable', { end_date: 'not a date' }, false],
    ['cancelled but still running', { status: 'cancelled' }, false],
    ['past_due', { status: 'past_due' }, false],
    ['empty status', { status: '' }, false],
  ] as const)('%s', (_case, overrides, active) => {
    expect(isSubscriptionActive(sub(overrides), now)).toBe(active);
  });

  it.each([
    ['no subscriptions', [], 'none'],
    ['only an expired one', [sub({ status: 'expired' })], 'none'],
    [
      'the first active of several',
      [sub({ status: 'expired' }), sub({ status: 'Active' }), sub({ status: 'active' })],
      'Active',
    ],
    ['active by status but ended', [sub({ end_date: '2025-05-01T00:00:00Z' })], 'none'],
  ] as const)('status with %s', (_case, list, status) => {
    expect(subscriptionStatus(list as readonly Subscription[], now)).toBe(status);
  });

  it.each([
    ['All Access VIP', 'all-vip'],
    ['Publisher VIP', 'publisher-vip'],
    ['TRAINER plan', 'trainer-vip'],
    ['Reader VIP', 'reader-vip'],
    ['Pro Bulanan', 'free'],
    ['', 'free'],
  ])('plan slug of "%s" is %s', (name, slug) => {
    expect(planSlug([{ plan_name: name }])).toBe(slug);
  });
});

describe('planSlug', () => {
  it('reads the first plan name', () => {
    expect(planSlug([sub({ plan_name: 'All Access VIP' })])).toBe('all-vip');
    expect(planSlug([sub({ plan_name: 'Publisher Pro' })])).toBe('publisher-vip');
    expect(planSlug([sub({ plan_name: 'Trainer' })])).toBe('trainer-vip');
    expect(planSlug([sub({ plan_name: 'Reader Plus' })])).toBe('reader-vip');
    expect(planSlug([sub({ plan_name: 'Pro Bulanan' })])).toBe('free');
    expect(planSlug([])).toBe('free');
  });
});

describe('deriveSubscriptionState', () => {
  it('creates the local free subscription for an empty list', () => {
    const state = deriveSubscriptionState([], 9, now);
    expect(state.subscriptions).toHaveLength(1);
    expect(state.subscriptions[0]).toMatchObject({
      plan_id: DEFAULT_FREE_PLAN_ID,
      paymentMethod: 'free',
      userId: 9,
    });
    expect(state.subscriptions[0]?.end_date.startsWith('2035-06-01')).toBe(true);
    expect(state.status).toBe('active');
    expect(state.isVip).toBe(false);
  });

  it('empties the list when the fetch failed', () => {
    expect(deriveSubscriptionState(null, 9, now)).toMatchObject({
      subscriptions: [],
      status: 'none',
      isVip: false,
    });
  });

  it('shows VIP for the Pro plans too, whose names carry no VIP slug', () => {
    const pro = sub({ plan_id: 6, plan_name: 'Pro Bulanan' });
    expect(deriveSubscriptionState([pro], 9, now)).toMatchObject({ slug: 'free', isVip: true });
    expect(deriveSubscriptionState([{ ...pro, end_date: '2025-05-31T00:00:00Z' }], 9, now).isVip).toBe(false);
    expect(deriveSubscriptionState([sub({ plan_id: 5, plan_name: 'Free' })], 9, now).isVip).toBe(false);
  });

  it('shows VIP for an active paid plan', () => {
    expect(deriveSubscriptionState([sub({ plan_name: 'Reader VIP' })], 9, now).isVip).toBe(true);
    expect(deriveSubscriptionState([sub({ plan_name: 'Reader VIP', status: 'pending' })], 9, now).isVip).toBe(
      false,
    );
  });
});

describe('hasPlanFeature', () => {
  const plans = [
    {
      id: 8,
      name: 'Publisher VIP',
      price: 99_000,
      duration_days: 30,
      description: '',
      status: 'active',
      features: [
        { code: 'publish_blog', is_enabled: true },
        { feature_code: 'lms_access', enabled: false },
      ],
    },
  ];

  it('checks the plan of an active subscription by feature code', () => {
    expect(hasPlanFeature([sub({})], plans, 'publish_blog', now)).toBe(true);
    expect(hasPlanFeature([sub({})], plans, 'lms_access', now)).toBe(false);
    expect(hasPlanFeature([sub({ status: 'expired' })], plans, 'publish_blog', now)).toBe(false);
  });
});
