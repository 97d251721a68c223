import { z } from 'zod';
import { OnlinePaymentMethodSchema } from './commerce.ts';

/** Feature codes a plan can grant; gated API routes check them on the server. */
export const FEATURE_CODES = [
  'create_landing_page',
  'publish_blog',
  'lms_access',
  'ai_generate_slides',
  'extract_text',
  'premium_content',
  'priority_support',
] as const;
export const FeatureCodeSchema = z.enum(FEATURE_CODES);
export type FeatureCode = z.infer<typeof FeatureCodeSchema>;

/** The free plan every user without a subscription is on (spec: plan id 5). */
export const FREE_PLAN_ID = 5;

export const PlanFeatureSchema = z.object({ code: FeatureCodeSchema, is_enabled: z.boolean() });
export type PlanFeature = z.infer<typeof PlanFeatureSchema>;

export const PlanSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  currency: z.literal('IDR'),
  duration_days: z.number().int(),
  /** Share of each sale a creator on this plan keeps, in percent. */
  creator_share_percent: z.number(),
  is_popular: z.boolean(),
  /** A short note shown on the card ("Hemat 2 bulan"). */
  highlight: z.string().nullable(),
  status: z.enum(['active', 'archived']),
  sort_order: z.number().int(),
  features: z.array(PlanFeatureSchema),
});
export type Plan = z.infer<typeof PlanSchema>;

export const PlanInputSchema = z
  .object({
    name: z.string().trim().min(2).max(80),
    description: z.string().trim().max(1000).default(''),
    price: z.number().int().min(0).max(100_000_000),
    duration_days: z.number().int().min(1).max(3660),
    creator_share_percent: z.number().int().min(50).max(95),
    is_popular: z.boolean().default(false),
    highlight: z.string().trim().max(60).nullable().default(null),
    status: z.enum(['active', 'archived']).default('active'),
    sort_order: z.number().int().min(0).max(1000).default(100),
    features: z.array(FeatureCodeSchema).max(FEATURE_CODES.length).default([]),
  })
  .strict();
export type PlanInput = z.input<typeof PlanInputSchema>;
export const PlanUpdateSchema = PlanInputSchema.partial().strict();

export const SUBSCRIPTION_PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'expired'] as const;
export const SubscriptionPaymentSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  plan_id: z.number().int(),
  plan_name: z.string(),
  amount: z.number().int(),
  kind: z.enum(['purchase', 'renewal']),
  status: z.enum(SUBSCRIPTION_PAYMENT_STATUSES),
  payment_method: z.string(),
  payment_url: z.string().nullable(),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
});
export type SubscriptionPayment = z.infer<typeof SubscriptionPaymentSchema>;

export const PurchaseInputSchema = z
  .object({
    plan_id: z.number().int().positive().max(2_147_483_647),
    payment_method: OnlinePaymentMethodSchema.optional(),
  })
  .strict();
export const SubscribeInputSchema = z
  .object({
    planId: z.number().int().positive().max(2_147_483_647),
    paymentMethod: OnlinePaymentMethodSchema.optional(),
  })
  .strict();

export const PurchaseResultSchema = z.object({
  payment: SubscriptionPaymentSchema,
  redirect_url: z.string(),
});
export type PurchaseResult = z.infer<typeof PurchaseResultSchema>;

export const PaymentMethodUpdateSchema = z.object({ paymentMethod: OnlinePaymentMethodSchema }).strict();
