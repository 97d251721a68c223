import type { RecommendationRule, RecommendationRuleInput } from '@pustaka/contract';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { findProductNames } from '../catalogue/index.ts';
import { recommendationRules } from './tables.ts';

// The team's pins and exclusions. Small; every list reads them, so a change shows in every process at once.

export async function readRules(db: DbOrTx): Promise<{ pinned: number[]; excluded: Set<number> }> {
  const rows = await db
    .select({ productId: recommendationRules.productId, action: recommendationRules.action })
    .from(recommendationRules)
    .orderBy(desc(recommendationRules.createdAt));
  return {
    pinned: rows.filter((row) => row.action === 'pin').map((row) => row.productId),
    excluded: new Set(rows.filter((row) => row.action === 'exclude').map((row) => row.productId)),
  };
}

export async function listRules(db: DbOrTx): Promise<RecommendationRule[]> {
  const rows = await db
    .select()
    .from(recommendationRules)
    .orderBy(desc(recommendationRules.createdAt))
    .limit(1000);
  const names = await findProductNames(
    db,
    rows.map((row) => row.productId),
  );
  return rows.map((row) => toRule(row, names.get(row.productId) ?? ''));
}

export async function setRule(
  db: DbOrTx,
  productId: number,
  input: RecommendationRuleInput,
  adminId: number,
  now: Date,
): Promise<RecommendationRule> {
  const name = (await findProductNames(db, [productId])).get(productId);
  if (name === undefined) throw new AppError('NOT_FOUND');
  const values = {
    productId,
    action: input.action,
    note: input.note ?? null,
    createdBy: adminId,
    createdAt: now,
  };
  const [row] = await db
    .insert(recommendationRules)
    .values(values)
    .onConflictDoUpdate({ target: recommendationRules.productId, set: values })
    .returning();
  if (!row) throw new Error('rule upsert returned no row');
  return toRule(row, name);
}

export async function removeRule(db: DbOrTx, productId: number): Promise<boolean> {
  const rows = await db
    .delete(recommendationRules)
    .where(eq(recommendationRules.productId, productId))
    .returning({ productId: recommendationRules.productId });
  return rows.length > 0;
}

function toRule(row: typeof recommendationRules.$inferSelect, name: string): RecommendationRule {
  return {
    product_id: row.productId,
    product_name: name,
    action: row.action as RecommendationRule['action'],
    note: row.note,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
  };
}
