import type { OnlinePaymentMethod, Subscription, SubscriptionPayment } from '@pustaka/contract';
import { pendingPollInterval } from '@/lib/payment-polling';
import { featureCode, featureEnabled, type Plan } from './plan-rules';
import { DEFAULT_FREE_PLAN_ID, isSubscriptionActive } from './subscription-rules';

// How plans, subscriptions and their payments are shown: order, duration, the user's current plan, polling.

/** Active plans in the order the server gives them a place (sort_order, then id). */
export function orderPlans(plans: readonly Plan[]): Plan[] {
  return plans
    .filter((plan) => plan.status === 'active')
    .map((plan, index) => ({ plan, index }))
    .sort((a, b) => (a.plan.sort_order ?? a.index) - (b.plan.sort_order ?? b.index) || a.plan.id - b.plan.id)
    .map(({ plan }) => plan);
}

export type DurationUnit = 'forever' | 'year' | 'month' | 'day';

/** A period as people say it: free plans last forever, 365 days is a year, 30 days a month. */
export function planDuration(plan: Pick<Plan, 'price' | 'duration_days'>): {
  unit: DurationUnit;
  count: number;
} {
  const days = plan.duration_days;
  if (plan.price === 0) return { unit: 'forever', count: 0 };
  if (days >= 365 && days % 365 === 0) return { unit: 'year', count: days / 365 };
  if (days >= 30 && days % 30 === 0) return { unit: 'month', count: days / 30 };
  return { unit: 'day', count: days };
}

/** The enabled feature codes of a plan, each once. */
export function enabledFeatureCodes(plan: Pick<Plan, 'features'>): string[] {
  const codes = plan.features
    .filter(featureEnabled)
    .map(featureCode)
    .filter((code): code is string => Boolean(code));
  return [...new Set(codes)];
}

/**
 * The plan the user is on: that of the first active subscription; the free plan once every subscription has
 * ended; null when nothing is known (the list could not be fetched).
 */
export function currentPlanId(subscriptions: readonly Subscription[], now = new Date()): number | null {
  const active = subscriptions.find((s) => isSubscriptionActive(s, now));
  if (active) return active.plan_id;
  return subscriptions.length > 0 ? DEFAULT_FREE_PLAN_ID : null;
}

/** A subscription the server keeps (the local free stand-in has id 0), on a plan that costs money. */
export function isPaidSubscription(subscription: Pick<Subscription, 'id' | 'paymentMethod'>): boolean {
  return subscription.id > 0 && subscription.paymentMethod !== 'free';
}

/** The subscription the "my subscription" panel shows: the first active one, else the newest the server has. */
export function shownSubscription(
  subscriptions: readonly Subscription[],
  now = new Date(),
): Subscription | null {
  return subscriptions.find((s) => isSubscriptionActive(s, now)) ?? subscriptions[0] ?? null;
}

/** Methods a subscription can be paid with, grouped as buyers know them. */
export const SUBSCRIPTION_METHOD_GROUPS: readonly {
  group: 'qris' | 'va' | 'ewallet';
  methods: readonly OnlinePaymentMethod[];
}[] = [
  { group: 'qris', methods: ['qris'] },
  { group: 'va', methods: ['va_bca', 'va_bni', 'va_bri', 'va_mandiri'] },
  { group: 'ewallet', methods: ['gopay', 'ovo', 'dana', 'shopeepay'] },
];

const AUTO_DEBIT: readonly string[] = ['gopay', 'shopeepay'];

/** GoPay and ShopeePay are charged on renewal without asking; every other method gets a payment link by email. */
export function isAutoDebit(method: string): boolean {
  return AUTO_DEBIT.includes(method);
}

export function isOnlineMethod(method: string): method is OnlinePaymentMethod {
  return SUBSCRIPTION_METHOD_GROUPS.some(({ methods }) => (methods as readonly string[]).includes(method));
}

/** The `payment` query parameter the gateway returns with: a positive 32-bit id, else null. */
export function paymentIdFrom(value: string | null): number | null {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/** How often the success page asks for a payment, in ms, or false once waiting cannot change it. */
export function paymentPollInterval(
  payment: Pick<SubscriptionPayment, 'status'> | undefined,
  elapsedMs: number,
): number | false {
  return pendingPollInterval(payment?.status === 'pending', elapsedMs);
}
