import type { RecommendationRule, RecommendationRuleInput } from '@pustaka/contract';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { findProductNames } from '#modules/catalogue/index.ts';
import { AppError } from '#platform/errors.ts';
import { recommendationRules } from './tables.ts';

// The team's pins and exclusions. Small; every list reads them, so a change shows in every process at once.

export type Rules = { pinned: number[]; excluded: Set<number> };

/** Published after every change of the rules; each process drops its copy of them. */
export const RULES_CHANGED = 'recommendations.rules-changed';
/** A process re-reads the rules at least this often, even if a change notice was lost. */
const RULES_KEPT_MS = 30_000;

/** The rules as every list reads them: kept in memory between changes, announced on the event bus. */
export class RulesCache {
  private cached: { rules: Promise<Rules>; at: number } | undefined;
  constructor(
    private readonly db: DbOrTx,
    private readonly now: () => Date,
  ) {}
  read(): Promise<Rules> {
    const now = this.now().getTime();
    if (!this.cached || now - this.cached.at > RULES_KEPT_MS) {
      const rules = readRules(this.db);
      this.cached = { rules, at: now };
      rules.catch(() => {
        this.cached = undefined;
      });
    }
    return this.cached.rules;
  }
  clear(): void {
    this.cached = undefined;
  }
}

export async function readRules(db: DbOrTx): Promise<Rules> {
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
