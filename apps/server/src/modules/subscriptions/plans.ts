import {
  type FeatureCode,
  FREE_PLAN_ID,
  type Plan,
  type PlanInput,
  PlanInputSchema,
  type PlanUpdateSchema,
} from '@pustaka/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '#db/client.ts';
import { AppError } from '#platform/errors.ts';
import { planFeatures, plans } from './tables.ts';

type PlanRow = typeof plans.$inferSelect;

const ALL_CREATOR_FEATURES: FeatureCode[] = [
  'create_landing_page',
  'publish_blog',
  'lms_access',
  'ai_generate_slides',
  'extract_text',
];

/**
 * The plans every installation starts with (spec section 3 and the plan-slug rules of section 4). Their ids
 * are fixed because clients know the free plan as 5; the rest follow it.
 */
export const DEFAULT_PLANS: (PlanInput & { id: number; slug: string })[] = [
  {
    id: FREE_PLAN_ID,
    slug: 'free',
    name: 'Free',
    description:
      'Gratis selamanya: beli, baca dan dengarkan konten; kreator menerima 70% dari setiap penjualan.',
    price: 0,
    duration_days: 3650,
    creator_share_percent: 70,
    sort_order: 0,
    features: [],
  },
  {
    id: 6,
    slug: 'pro-monthly',
    name: 'Pro Bulanan',
    description:
      'Semua alat kreator: landing page, blog, LMS, slide AI dan ekstraksi teks. Kreator menerima 80%.',
    price: 99_000,
    duration_days: 30,
    creator_share_percent: 80,
    is_popular: true,
    sort_order: 10,
    features: [...ALL_CREATOR_FEATURES],
  },
  {
    id: 7,
    slug: 'pro-yearly',
    name: 'Pro Tahunan',
    description: 'Semua yang ada di Pro Bulanan, dibayar setahun sekali. Kreator menerima 80%.',
    price: 990_000,
    duration_days: 365,
    creator_share_percent: 80,
    highlight: 'Hemat 2 bulan',
    sort_order: 20,
    features: [...ALL_CREATOR_FEATURES],
  },
  {
    id: 8,
    slug: 'reader-vip',
    name: 'Reader VIP',
    description: 'Untuk pembaca: ekstraksi teks dari halaman web dan PDF, dukungan prioritas.',
    price: 49_000,
    duration_days: 30,
    creator_share_percent: 70,
    sort_order: 30,
    features: ['extract_text', 'priority_support'],
  },
  {
    id: 9,
    slug: 'publisher-vip',
    name: 'Publisher VIP',
    description: 'Untuk penerbit: landing page, blog, slide AI dan ekstraksi teks. Kreator menerima 80%.',
    price: 149_000,
    duration_days: 30,
    creator_share_percent: 80,
    sort_order: 40,
    features: [
      'create_landing_page',
      'publish_blog',
      'ai_generate_slides',
      'extract_text',
      'priority_support',
    ],
  },
  {
    id: 10,
    slug: 'trainer-vip',
    name: 'Trainer VIP',
    description: 'Untuk pelatih: LMS dengan kuis dan kuis langsung, blog dan slide AI. Kreator menerima 80%.',
    price: 149_000,
    duration_days: 30,
    creator_share_percent: 80,
    sort_order: 50,
    features: ['lms_access', 'publish_blog', 'ai_generate_slides', 'priority_support'],
  },
  {
    id: 11,
    slug: 'all-vip',
    name: 'All VIP',
    description: 'Semua fitur Pustaka dalam satu paket, dengan dukungan prioritas. Kreator menerima 80%.',
    price: 249_000,
    duration_days: 30,
    creator_share_percent: 80,
    sort_order: 60,
    features: [...ALL_CREATOR_FEATURES, 'premium_content', 'priority_support'],
  },
];

/**
 * Adds the default plans that are missing; plans an admin changed stay as they are. Every start asks, so the
 * usual answer, all there, costs one read rather than a transaction of inserts.
 */
export async function ensureDefaultPlans(db: DbOrTx): Promise<void> {
  const ids = DEFAULT_PLANS.map((plan) => plan.id);
  const present = await db.select({ id: plans.id }).from(plans).where(inArray(plans.id, ids));
  if (present.length === ids.length) return;
  await db.transaction(async (tx) => {
    for (const { id, slug, ...fields } of DEFAULT_PLANS) {
      const plan = { id, slug };
      const input = PlanInputSchema.parse(fields);
      const inserted = await tx
        .insert(plans)
        .values({ id: plan.id, slug: plan.slug, ...columnsOf(input) })
        .onConflictDoNothing()
        .returning({ id: plans.id });
      if (inserted.length > 0 && input.features.length > 0) {
        await tx.insert(planFeatures).values(input.features.map((code) => ({ planId: plan.id, code })));
      }
    }
  });
}

function columnsOf(input: Partial<z.output<typeof PlanInputSchema>>) {
  return {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.description !== undefined && { description: input.description }),
    ...(input.price !== undefined && { price: input.price }),
    ...(input.duration_days !== undefined && { durationDays: input.duration_days }),
    ...(input.creator_share_percent !== undefined && { creatorShareBps: input.creator_share_percent * 100 }),
    ...(input.is_popular !== undefined && { isPopular: input.is_popular }),
    ...(input.highlight !== undefined && { highlight: input.highlight }),
    ...(input.status !== undefined && { status: input.status }),
    ...(input.sort_order !== undefined && { sortOrder: input.sort_order }),
  } as {
    name: string;
    description?: string;
    price: number;
    durationDays: number;
    creatorShareBps?: number;
    isPopular?: boolean;
    highlight?: string | null;
    status?: string;
    sortOrder?: number;
  };
}

async function toPlans(db: DbOrTx, rows: PlanRow[]): Promise<Plan[]> {
  if (rows.length === 0) return [];
  const features = await db
    .select()
    .from(planFeatures)
    .where(
      inArray(
        planFeatures.planId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    price: row.price,
    currency: 'IDR' as const,
    duration_days: row.durationDays,
    creator_share_percent: row.creatorShareBps / 100,
    is_popular: row.isPopular,
    highlight: row.highlight,
    status: row.status as Plan['status'],
    sort_order: row.sortOrder,
    features: features
      .filter((feature) => feature.planId === row.id)
      .map((feature) => ({ code: feature.code as FeatureCode, is_enabled: feature.isEnabled })),
  }));
}

export async function listPlans(db: DbOrTx, options: { includeArchived: boolean }): Promise<Plan[]> {
  const rows = await db
    .select()
    .from(plans)
    .where(options.includeArchived ? undefined : eq(plans.status, 'active'))
    .orderBy(asc(plans.sortOrder), asc(plans.id));
  return toPlans(db, rows);
}

export async function findPlan(db: DbOrTx, id: number): Promise<Plan | undefined> {
  const rows = await db.select().from(plans).where(eq(plans.id, id));
  return (await toPlans(db, rows))[0];
}

export async function getPlan(db: DbOrTx, id: number): Promise<Plan> {
  const plan = await findPlan(db, id);
  if (!plan) throw new AppError('NOT_FOUND');
  return plan;
}

function slugOf(name: string): string {
  const base = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${base || 'plan'}-${Date.now().toString(36)}`;
}

export async function createPlan(db: DbOrTx, input: z.output<typeof PlanInputSchema>): Promise<Plan> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(plans)
      .values({ slug: slugOf(input.name), ...columnsOf(input) })
      .returning({ id: plans.id });
    if (!row) throw new Error('plan was not created');
    if (input.features.length > 0) {
      await tx.insert(planFeatures).values(input.features.map((code) => ({ planId: row.id, code })));
    }
    return row.id;
  });
  return getPlan(db, id);
}

/** Changes a plan. Prices are copied into each subscription when bought, so a new price reaches new buyers only. */
export async function updatePlan(
  db: DbOrTx,
  id: number,
  input: z.output<typeof PlanUpdateSchema>,
): Promise<Plan> {
  await getPlan(db, id);
  if (id === FREE_PLAN_ID && ((input.price ?? 0) !== 0 || input.status === 'archived')) {
    throw new AppError('FREE_PLAN_FIXED');
  }
  await db.transaction(async (tx) => {
    const columns = columnsOf(input);
    if (Object.keys(columns).length > 0) {
      await tx
        .update(plans)
        .set({ ...columns, updatedAt: sql`now()` })
        .where(eq(plans.id, id));
    }
    if (input.features) {
      await tx.delete(planFeatures).where(eq(planFeatures.planId, id));
      if (input.features.length > 0) {
        await tx.insert(planFeatures).values(input.features.map((code) => ({ planId: id, code })));
      }
    }
  });
  return getPlan(db, id);
}

export async function archivePlan(db: DbOrTx, id: number): Promise<Plan> {
  if (id === FREE_PLAN_ID) throw new AppError('FREE_PLAN_PERMANENT');
  return updatePlan(db, id, { status: 'archived' });
}
