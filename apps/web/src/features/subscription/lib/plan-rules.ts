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
  /** The rest come from the live plan list (PlanSchema of the contract); an older server may leave them out. */
  slug?: string;
  currency?: string;
  creator_share_percent?: number;
  is_popular?: boolean;
  highlight?: string | null;
  sort_order?: number;
}

export function featureCode(feature: PlanFeature): string | undefined {
  return feature.code ?? feature.feature_code;
}

export function featureEnabled(feature: PlanFeature): boolean {
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

const PRO_FEATURES: PlanFeature[] = [
  'create_landing_page',
  'publish_blog',
  'lms_access',
  'ai_generate_slides',
  'extract_text',
].map((code) => ({ code, is_enabled: true }));

/** Plans shown when the plan list cannot be fetched (spec section 3, "Default plans"). */
export const DEFAULT_PLANS: Plan[] = [
  {
    id: DEFAULT_FREE_PLAN_ID,
    slug: 'free',
    name: 'Free',
    price: 0,
    currency: 'IDR',
    duration_days: 3650,
    description: 'Gratis selamanya. Kreator menerima 70% dari setiap penjualan.',
    status: 'active',
    creator_share_percent: 70,
    is_popular: false,
    highlight: null,
    sort_order: 0,
    features: [],
  },
  {
    id: 6,
    slug: 'pro-monthly',
    name: 'Pro Bulanan',
    price: 99_000,
    currency: 'IDR',
    duration_days: 30,
    description: 'Paket Pro per bulan. Kreator menerima 80% dari setiap penjualan. Paling populer.',
    status: 'active',
    creator_share_percent: 80,
    is_popular: true,
    highlight: null,
    sort_order: 10,
    features: PRO_FEATURES,
  },
  {
    id: 7,
    slug: 'pro-yearly',
    name: 'Pro Tahunan',
    price: 990_000,
    currency: 'IDR',
    duration_days: 365,
    description: 'Paket Pro per tahun, hemat 2 bulan. Kreator menerima 80% dari setiap penjualan.',
    status: 'active',
    creator_share_percent: 80,
    is_popular: false,
    highlight: 'Hemat 2 bulan',
    sort_order: 20,
    features: PRO_FEATURES,
  },
];
