import { FEATURE_CODES, type FeatureCode } from '@pustaka/contract';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { plansQueryOptions } from '@/features/subscription/api/plans';
import type { Plan } from '@/features/subscription/lib/plan-rules';

/** The plans every installation starts with; their texts exist in both languages. */
const SEEDED_SLUGS = [
  'free',
  'pro-monthly',
  'pro-yearly',
  'reader-vip',
  'publisher-vip',
  'trainer-vip',
  'all-vip',
] as const;
type SeededSlug = (typeof SEEDED_SLUGS)[number];

function seededSlug(slug: string | undefined): SeededSlug | null {
  return slug && (SEEDED_SLUGS as readonly string[]).includes(slug) ? (slug as SeededSlug) : null;
}

export interface PlanText {
  name: string;
  description: string;
  highlight: string | null;
}

/**
 * Plan names and descriptions are written by admins in Indonesian. In English, the seeded plans use their
 * English texts from the dictionary; plans an admin added show as written.
 */
export function planText(plan: Plan, t: TFunction, language: string): PlanText {
  const slug = seededSlug(plan.slug);
  if (language === 'id' || !slug) {
    return { name: plan.name, description: plan.description, highlight: plan.highlight ?? null };
  }
  return {
    name: t(`plans.catalog.${slug}.name`),
    description: t(`plans.catalog.${slug}.description`),
    highlight: plan.highlight
      ? slug === 'pro-yearly'
        ? t('plans.catalog.pro-yearly.highlight')
        : plan.highlight
      : null,
  };
}

export function usePlanText(plan: Plan): PlanText {
  const { t, i18n } = useTranslation();
  return planText(plan, t, i18n.language);
}

export function isFeatureCode(code: string): code is FeatureCode {
  return (FEATURE_CODES as readonly string[]).includes(code);
}

/** A feature's name in the current language; an unknown code shows as it is. */
export function featureName(code: string, t: TFunction): string {
  return isFeatureCode(code) ? t(`subscription.features.${code}`) : code;
}

/** A plan's name in the current language by its id; `fallback` (the name stored with a payment) otherwise. */
export function usePlanName(planId: number, fallback: string): string {
  const { t, i18n } = useTranslation();
  const plans = useQuery(plansQueryOptions());
  const plan = plans.data?.find((p) => p.id === planId);
  return plan ? planText(plan, t, i18n.language).name : fallback;
}
