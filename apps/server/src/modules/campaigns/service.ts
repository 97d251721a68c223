import {
  type Campaign,
  type CampaignDiscountType,
  type CampaignInput,
  type CampaignListQuery,
  type CampaignScope,
  type CampaignStatus,
  campaignDiscount,
  type RunningCampaign,
} from '@pustaka/contract';
import { and, asc, count, desc, eq, gt, inArray, lte, not, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { findCategoryNames, findProductNames } from '../catalogue/index.ts';
import { findUserSummaries } from '../users/index.ts';
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

/** Unknown categories and products are refused by name, so the admin sees which one is missing. */
async function checkTargets(db: DbOrTx, input: CampaignInput) {
  if (input.scope === 'category' && input.category_id) {
    const found = await findCategoryNames(db, [input.category_id]);
    if (!found.has(input.category_id)) {
      throw new AppError('NOT_FOUND', {
        details: [{ field: 'body.category_id', message: 'Kategori tidak ditemukan' }],
      });
    }
  }
  if (input.scope === 'products') {
    const ids = input.product_ids ?? [];
    const found = await findProductNames(db, ids);
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) {
      throw new AppError('NOT_FOUND', {
        details: [{ field: 'body.product_ids', message: `Produk tidak ditemukan: ${missing.join(', ')}` }],
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
      details: [{ field: 'body.ends_at', message: 'Waktu selesai sudah lewat' }],
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
    await checkTargets(tx, input);
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

/** Active campaigns between their dates at `at` that reach a product (all of them when no product is named). */
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
    .where(and(runningAt(at), reaches))
    .orderBy(asc(campaigns.endsAt), asc(campaigns.id));
}

function bestOf(rows: CampaignRow[], price: number): CampaignDiscount | undefined {
  let best: CampaignDiscount | undefined;
  for (const row of rows) {
    const amount = campaignDiscount(
      { discount_type: row.discountType as CampaignDiscountType, discount_value: row.discountValue },
      price,
    );
    // Ties go to the campaign ending first (rows come in that order): its deadline is the one to show.
    if (amount > 0 && (!best || amount > best.amount)) {
      best = { campaignId: row.id, name: row.name, amount, endsAt: row.endsAt };
    }
  }
  return best;
}

/**
 * The running campaign that takes the most off a product's price at `at`, and how much (whole rupiah, never
 * above the price). Campaigns do not add up: a buyer gets the best one.
 */
export async function findBestRunningDiscount(
  db: DbOrTx,
  product: { id: number; categoryId: number | null; price: number },
  at: Date,
): Promise<CampaignDiscount | undefined> {
  if (product.price <= 0) return undefined;
  return bestOf(await findRunningRows(db, at, product), product.price);
}

/** What shoppers see: running campaigns, or those reaching one product with the best first. */
export async function listRunningCampaigns(
  db: DbOrTx,
  at: Date,
  product?: { id: number; categoryId: number | null; price: number },
): Promise<RunningCampaign[]> {
  const rows = await findRunningRows(db, at, product);
  const productIds = await productIdsOf(
    db,
    rows.filter((row) => row.scope === 'products').map((row) => row.id),
  );
  const items = rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    discount_type: row.discountType as CampaignDiscountType,
    discount_value: row.discountValue,
    ends_at: row.endsAt.toISOString(),
    scope: row.scope as CampaignScope,
    category_id: row.categoryId,
    product_ids: productIds.get(row.id) ?? [],
  }));
  if (!product) return items;
  const worth = (item: RunningCampaign) => campaignDiscount(item, product.price);
  return items.filter((item) => worth(item) > 0).sort((a, b) => worth(b) - worth(a));
}
