import {
  type Campaign,
  type CampaignDiscountType,
  type CampaignInput,
  type CampaignListQuery,
  type CampaignScope,
  type CampaignStatus,
  campaignDiscount,
  effectivePrice,
  type RunningCampaign,
} from '@pustaka/contract';
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, ne, not, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { findCategoryNames, findProductNames } from '#modules/catalogue/index.ts';
import { findUserSummaries } from '#modules/users/index.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { overLimit } from '#platform/rate-limit/rate-limiter.ts';
import { campaignProducts, campaigns } from './tables.ts';

type CampaignRow = typeof campaigns.$inferSelect;

/** The campaign a price is reduced by, and by how much. */
export type CampaignDiscount = { campaignId: number; name: string; amount: number; endsAt: Date };

export function statusAt(
  row: Pick<CampaignRow, 'isActive' | 'startsAt' | 'endsAt'>,
  at: Date,
): CampaignStatus {
  if (row.endsAt.getTime() <= at.getTime()) return 'ended';
  if (!row.isActive) return 'paused';
  return row.startsAt.getTime() > at.getTime() ? 'scheduled' : 'running';
}

function statusCondition(status: CampaignStatus, at: Date): SQL | undefined {
  switch (status) {
    case 'ended':
      return lte(campaigns.endsAt, at);
    case 'paused':
      return and(gt(campaigns.endsAt, at), not(campaigns.isActive));
    case 'scheduled':
      return and(gt(campaigns.endsAt, at), campaigns.isActive, gt(campaigns.startsAt, at));
    case 'running':
      return runningAt(at);
  }
}

function runningAt(at: Date): SQL | undefined {
  return and(campaigns.isActive, lte(campaigns.startsAt, at), gt(campaigns.endsAt, at));
}

async function productIdsOf(db: DbOrTx, ids: number[]): Promise<Map<number, number[]>> {
  const byCampaign = new Map<number, number[]>();
  if (ids.length === 0) return byCampaign;
  const rows = await db
    .select()
    .from(campaignProducts)
    .where(inArray(campaignProducts.campaignId, ids))
    .orderBy(asc(campaignProducts.productId));
  for (const row of rows) {
    const list = byCampaign.get(row.campaignId) ?? [];
    list.push(row.productId);
    byCampaign.set(row.campaignId, list);
  }
  return byCampaign;
}

/** Campaigns as admins see them, with category, product and author names, in a fixed number of queries. */
async function toCampaigns(db: DbOrTx, rows: CampaignRow[], at: Date): Promise<Campaign[]> {
  const productIds = await productIdsOf(
    db,
    rows.map((row) => row.id),
  );
  const [productNames, categoryNames, people] = await Promise.all([
    findProductNames(db, [...productIds.values()].flat()),
    findCategoryNames(
      db,
      rows.flatMap((row) => (row.categoryId === null ? [] : [row.categoryId])),
    ),
    findUserSummaries(
      db,
      rows.flatMap((row) => (row.createdBy === null ? [] : [row.createdBy])),
    ),
  ]);
  return rows.map((row) => {
    const categoryName = row.categoryId === null ? undefined : categoryNames.get(row.categoryId);
    const creator = row.createdBy === null ? undefined : people.get(row.createdBy);
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      discount_type: row.discountType as CampaignDiscountType,
      discount_value: row.discountValue,
      starts_at: row.startsAt.toISOString(),
      ends_at: row.endsAt.toISOString(),
      scope: row.scope as CampaignScope,
      category:
        row.categoryId !== null && categoryName !== undefined
          ? { id: row.categoryId, name: categoryName }
          : null,
      products: (productIds.get(row.id) ?? []).flatMap((id) => {
        const name = productNames.get(id);
        return name === undefined ? [] : [{ id, name }];
      }),
      is_active: row.isActive,
      code: row.code,
      usage_limit: row.usageLimit,
      uses_count: row.usesCount,
      status: statusAt(row, at),
      created_by: creator ? { id: creator.id, name: creator.name } : null,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

export async function listCampaigns(db: DbOrTx, query: CampaignListQuery, at: Date) {
  const where = query.status ? statusCondition(query.status, at) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(campaigns)
      .where(where)
      .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(campaigns).where(where),
  ]);
  return {
    items: await toCampaigns(db, rows, at),
    page: query.page,
    pageSize: query.pageSize,
    total: total?.value ?? 0,
  };
}

export async function getCampaign(db: DbOrTx, id: number, at: Date): Promise<Campaign> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  const [view] = await toCampaigns(db, [row], at);
  if (!view) throw new AppError('NOT_FOUND');
  return view;
}

/**
 * Unknown categories and products are refused by name, so the admin sees which one is missing; a voucher code
 * another campaign carries is refused too (codes are stored upper-case, so this compares them in any case).
 */
async function checkTargets(db: DbOrTx, input: CampaignInput, id?: number) {
  if (input.code) {
    const [taken] = await db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(and(eq(campaigns.code, input.code), id === undefined ? undefined : ne(campaigns.id, id)));
    if (taken) {
      throw new AppError('VOUCHER_CODE_TAKEN', {
        details: [
          {
            field: 'body.code',
            message: {
              id: 'Kode sudah dipakai kampanye lain',
              en: 'Another campaign already uses this code',
            },
          },
        ],
      });
    }
  }
  if (input.scope === 'category' && input.category_id) {
    const found = await findCategoryNames(db, [input.category_id]);
    if (!found.has(input.category_id)) {
      throw new AppError('NOT_FOUND', {
        details: [
          {
            field: 'body.category_id',
            message: { id: 'Kategori tidak ditemukan', en: 'Category not found' },
          },
        ],
      });
    }
  }
  if (input.scope === 'products') {
    const ids = input.product_ids ?? [];
    const found = await findProductNames(db, ids);
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) {
      throw new AppError('NOT_FOUND', {
        details: [
          {
            field: 'body.product_ids',
            message: {
              id: `Produk tidak ditemukan: ${missing.join(', ')}`,
              en: `Products not found: ${missing.join(', ')}`,
            },
          },
        ],
      });
    }
  }
}

function columnsOf(input: CampaignInput) {
  return {
    name: input.name,
    description: input.description?.trim() ? input.description : null,
    discountType: input.discount_type,
    discountValue: input.discount_value,
    startsAt: new Date(input.starts_at),
    endsAt: new Date(input.ends_at),
    scope: input.scope,
    categoryId: input.scope === 'category' ? (input.category_id ?? null) : null,
    code: input.code ?? null,
    usageLimit: input.code ? (input.usage_limit ?? null) : null,
  };
}

async function replaceProducts(tx: DbOrTx, campaignId: number, input: CampaignInput) {
  await tx.delete(campaignProducts).where(eq(campaignProducts.campaignId, campaignId));
  const ids = input.scope === 'products' ? (input.product_ids ?? []) : [];
  if (ids.length > 0) {
    await tx.insert(campaignProducts).values(ids.map((productId) => ({ campaignId, productId })));
  }
}

export async function createCampaign(
  ctx: AppContext,
  adminId: number,
  input: CampaignInput,
): Promise<Campaign> {
  const now = ctx.now();
  // A campaign over before it is made would never apply: most likely a date typed wrong.
  if (new Date(input.ends_at).getTime() <= now.getTime()) {
    throw new AppError('VALIDATION_ERROR', {
      details: [
        {
          field: 'body.ends_at',
          message: { id: 'Waktu selesai sudah lewat', en: 'The end time has already passed' },
        },
      ],
    });
  }
  const id = await ctx.db.transaction(async (tx) => {
    await checkTargets(tx, input);
    const [row] = await tx
      .insert(campaigns)
      .values({
        ...columnsOf(input),
        isActive: input.is_active ?? true,
        createdBy: adminId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: campaigns.id });
    if (!row) throw new Error('campaign was not created');
    await replaceProducts(tx, row.id, input);
    return row.id;
  });
  return getCampaign(ctx.db, id, now);
}

/**
 * Replaces a campaign's settings. Orders already placed keep the discount they were given: an order copies
 * its amounts at checkout.
 */
export async function updateCampaign(ctx: AppContext, id: number, input: CampaignInput): Promise<Campaign> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(eq(campaigns.id, id))
      .for('update');
    if (!existing) throw new AppError('NOT_FOUND');
    await checkTargets(tx, input, id);
    await tx
      .update(campaigns)
      .set({
        ...columnsOf(input),
        ...(input.is_active === undefined ? {} : { isActive: input.is_active }),
        updatedAt: now,
      })
      .where(eq(campaigns.id, id));
    await replaceProducts(tx, id, input);
  });
  return getCampaign(ctx.db, id, now);
}

/** Orders sold under the campaign keep its name and their amounts; only the link to it is cleared. */
export async function deleteCampaign(db: DbOrTx, id: number): Promise<void> {
  const deleted = await db.delete(campaigns).where(eq(campaigns.id, id)).returning({ id: campaigns.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND');
}

/**
 * Active campaigns without a voucher code between their dates at `at` that reach a product (all of them when no
 * product is named): the ones every buyer gets without asking.
 */
async function findRunningRows(
  db: DbOrTx,
  at: Date,
  product?: { id: number; categoryId: number | null },
): Promise<CampaignRow[]> {
  const reaches = product
    ? sql`(${campaigns.scope} = 'all'
        or (${campaigns.scope} = 'category' and ${campaigns.categoryId} = ${product.categoryId ?? -1})
        or (${campaigns.scope} = 'products' and exists (
          select 1 from ${campaignProducts}
          where ${campaignProducts.campaignId} = ${campaigns.id} and ${campaignProducts.productId} = ${product.id})))`
    : undefined;
  return db
    .select()
    .from(campaigns)
    .where(and(runningAt(at), isNull(campaigns.code), reaches))
    .orderBy(asc(campaigns.endsAt), asc(campaigns.id));
}

function toRunning(row: CampaignRow, productIds: Map<number, number[]>): RunningCampaign {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    discount_type: row.discountType as CampaignDiscountType,
    discount_value: row.discountValue,
    ends_at: row.endsAt.toISOString(),
    scope: row.scope as CampaignScope,
    category_id: row.categoryId,
    product_ids: productIds.get(row.id) ?? [],
  };
}

async function toRunningList(db: DbOrTx, rows: CampaignRow[]): Promise<RunningCampaign[]> {
  const productIds = await productIdsOf(
    db,
    rows.filter((row) => row.scope === 'products').map((row) => row.id),
  );
  return rows.map((row) => toRunning(row, productIds));
}

type PricedRow = { id: number; categoryId: number | null; price: number };

function discountOf(campaign: RunningCampaign, amount: number): CampaignDiscount {
  return { campaignId: campaign.id, name: campaign.name, amount, endsAt: new Date(campaign.ends_at) };
}

/**
 * The running campaign without a code that takes the most off a product's price at `at`, and how much (whole
 * rupiah, never above the price), by the same rule cards and the product page use (`effectivePrice`).
 */
export async function findBestRunningDiscount(
  db: DbOrTx,
  product: PricedRow,
  at: Date,
): Promise<CampaignDiscount | undefined> {
  if (product.price <= 0) return undefined;
  const running = await toRunningList(db, await findRunningRows(db, at, product));
  const best = effectivePrice(
    { id: product.id, category_id: product.categoryId, price: product.price },
    running,
  );
  return best.campaign ? discountOf(best.campaign, best.campaign_discount) : undefined;
}

/** A voucher code's campaign, priced for one product, with its uses so far. */
export type VoucherDiscount = CampaignDiscount & {
  code: string;
  usageLimit: number | null;
  usesCount: number;
};

/** Codes a buyer may enter in an hour that turn out unusable: plenty for typos, far too few to guess with. */
const VOUCHER_MISSES_PER_HOUR = { max: 10, windowMs: 60 * 60_000 };

type UsableVoucher = { row: CampaignRow; voucher: RunningCampaign; code: string; amount: number };

/** The campaign a code names when it is running and takes something off this product, with that amount. */
async function findUsableVoucher(
  db: DbOrTx,
  product: PricedRow,
  code: string,
  at: Date,
): Promise<UsableVoucher | undefined> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.code, code.toUpperCase()));
  if (!row?.code || statusAt(row, at) !== 'running') return undefined;
  const [voucher] = await toRunningList(db, [row]);
  if (!voucher) return undefined;
  const priced = { id: product.id, category_id: product.categoryId, price: product.price };
  const amount = effectivePrice(priced, [voucher]).campaign_discount;
  return amount > 0 ? { row, voucher, code: row.code, amount } : undefined;
}

/**
 * The discount a voucher code gives a buyer on a product at `at`, or why it gives none. A code that is unknown,
 * not running or not reaching the product gets one answer and counts against the buyer's misses, so codes
 * cannot be found by guessing. A code running for this product may say more (it takes no more off than the
 * automatic campaign); whether a use is still free is for the caller, which knows the open orders holding uses.
 */
export async function findVoucherDiscount(
  ctx: AppContext,
  buyerId: number,
  product: PricedRow,
  code: string,
  at: Date,
): Promise<VoucherDiscount> {
  // Counted as a miss while it is looked up, so parallel guesses cannot overtake the count.
  const attempt = await ctx.rateLimiter.reserve(`voucher:user:${buyerId}`, VOUCHER_MISSES_PER_HOUR);
  if (!attempt.allowed) {
    throw overLimit(attempt.retryAfterMs, 'TOO_MANY_VOUCHER_ATTEMPTS');
  }
  let usable: UsableVoucher | undefined;
  try {
    usable = await findUsableVoucher(ctx.db, product, code, at);
  } finally {
    await attempt.settle(usable ? 'succeeded' : 'failed');
  }
  if (!usable) throw new AppError('VOUCHER_NOT_FOUND');
  const automatic = await findBestRunningDiscount(ctx.db, product, at);
  if (automatic && automatic.amount >= usable.amount) throw new AppError('VOUCHER_NOT_BETTER');
  return {
    ...discountOf(usable.voucher, usable.amount),
    code: usable.code,
    usageLimit: usable.row.usageLimit,
    usesCount: usable.row.usesCount,
  };
}

/**
 * Locks a voucher's campaign row until the transaction ends, so checkouts taking its last use queue behind
 * one another, and returns its paid uses and limit. Undefined when the campaign is gone.
 */
export async function lockVoucherUses(
  tx: DbOrTx,
  campaignId: number,
): Promise<{ usesCount: number; usageLimit: number | null } | undefined> {
  const [row] = await tx
    .select({ usesCount: campaigns.usesCount, usageLimit: campaigns.usageLimit })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId))
    .for('update');
  return row;
}

/**
 * Counts one paid use of a campaign's voucher code, in the transaction that marks the order paid. A payment
 * is honoured even past the limit (the buyer paid): the caller records that on the order.
 */
export async function recordVoucherUse(
  tx: DbOrTx,
  campaignId: number,
): Promise<{ usesCount: number; usageLimit: number | null } | undefined> {
  const [row] = await tx
    .update(campaigns)
    .set({ usesCount: sql`${campaigns.usesCount} + 1` })
    .where(eq(campaigns.id, campaignId))
    .returning({ usesCount: campaigns.usesCount, usageLimit: campaigns.usageLimit });
  return row;
}

/** What shoppers see: running campaigns, or those reaching one product with the best first. */
export async function listRunningCampaigns(
  db: DbOrTx,
  at: Date,
  product?: { id: number; categoryId: number | null; price: number },
): Promise<RunningCampaign[]> {
  const items = await toRunningList(db, await findRunningRows(db, at, product));
  if (!product) return items;
  const worth = (item: RunningCampaign) => campaignDiscount(item, product.price);
  return items.filter((item) => worth(item) > 0).sort((a, b) => worth(b) - worth(a));
}
