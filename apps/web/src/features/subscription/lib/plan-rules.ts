import type { Subscription } from '@pustaka/contract';
import { DEFAULT_FREE_PLAN_ID, isSubscriptionActive } from './subscription-rules';

// Plans and their features: what the plan-feature guard checks. Kept apart from the subscription state the
// top bar shows, so the shell does not carry them.

export interface PlanFeature {
  code?: string;
  feature_code?: string;
  is_enabled?: boolean;
  enabled?: boolean;
}

export interface Plan {
  id: number;
  name: string;
  price: number;
  duration_days: number;
  description: string;
  status: string;
  features: PlanFeature[];
}

function featureCode(feature: PlanFeature): string | undefined {
  return feature.code ?? feature.feature_code;
}

function featureEnabled(feature: PlanFeature): boolean {
  return (feature.is_enabled ?? feature.enabled) !== false;
}

/** A feature is available when an active subscription's plan lists it as enabled. */
export function hasPlanFeature(
  subscriptions: readonly Subscription[],
  plans: readonly Plan[],
  code: string,
  now = new Date(),
): boolean {
  return subscriptions
    .filter((s) => isSubscriptionActive(s, now))
    .some((s) => {
      const plan = plans.find((p) => p.id === s.plan_id);
      return plan?.features.some((f) => featureCode(f) === code && featureEnabled(f)) ?? false;
    });
}

/** Plans shown when the plan list cannot be fetched (spec section 3, "Default plans"). */
export const DEFAULT_PLANS: Plan[] = [
  {
    id: DEFAULT_FREE_PLAN_ID,
    name: 'Free',
    price: 0,
    duration_days: 0,
    description: 'Gratis selamanya. Kreator menerima 70% dari setiap penjualan.',
    status: 'active',
    features: [],
  },
  {
    id: 6,
    name: 'Pro Bulanan',
    price: 99_000,
    duration_days: 30,
    description: 'Paket Pro per bulan. Kreator menerima 80% dari setiap penjualan. Paling populer.',
    status: 'active',
    features: [],
  },
  {
    id: 7,
    name: 'Pro Tahunan',
    price: 990_000,
    duration_days: 365,
    description: 'Paket Pro per tahun, hemat 2 bulan. Kreator menerima 80% dari setiap penjualan.',
    status: 'active',
    features: [],
  },
];
