import type { CategoryInput } from '@pustaka/contract';
import { asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { slugify } from '#platform/slug.ts';
import { isUniqueViolation } from '#platform/unique-violation.ts';
import { notifyCatalogueChanged, publicWhere } from './product-rows.ts';
import { categories, products } from './tables.ts';
import type { CategoryRow } from './views.ts';

/** Categories: the admin's list, and how many products on sale each holds. */

async function categoryCounts(db: DbOrTx): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: products.categoryId, total: count() })
    .from(products)
    .where(publicWhere)
    .groupBy(products.categoryId);
  return new Map(rows.filter((r) => r.id !== null).map((r) => [r.id as number, r.total]));
}

function toCategory(row: CategoryRow, counts: Map<number, number>) {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    is_active: row.isActive,
    product_count: counts.get(row.id) ?? 0,
  };
}

export async function listCategories(db: DbOrTx, options: { activeOnly: boolean }) {
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(categories)
      .where(options.activeOnly ? eq(categories.isActive, true) : undefined)
      .orderBy(asc(categories.name)),
    categoryCounts(db),
  ]);
  return rows.map((row) => toCategory(row, counts));
}

export async function getCategory(db: DbOrTx, id: number) {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return toCategory(row, await categoryCounts(db));
}

export async function createCategory(ctx: AppContext, input: CategoryInput) {
  try {
    const [row] = await ctx.db
      .insert(categories)
      .values({
        name: input.name,
        slug: `${slugify(input.name, 'produk')}`,
        description: input.description ?? null,
        isActive: input.is_active ?? true,
      })
      .returning();
    if (!row) throw new Error('category insert returned nothing');
    await notifyCatalogueChanged(ctx);
    return toCategory(row, new Map());
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT');
    throw error;
  }
}

export async function updateCategory(ctx: AppContext, id: number, input: Partial<CategoryInput>) {
  // An empty change is a valid request that changes nothing (an UPDATE with no columns is not valid SQL).
  if (Object.values(input).every((value) => value === undefined)) return getCategory(ctx.db, id);
  try {
    const [row] = await ctx.db
      .update(categories)
      .set({
        ...(input.name !== undefined && { name: input.name, slug: slugify(input.name, 'produk') }),
        ...(input.description !== undefined && { description: input.description }),
        ...(input.is_active !== undefined && { isActive: input.is_active }),
      })
      .where(eq(categories.id, id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND');
    await notifyCatalogueChanged(ctx);
    return toCategory(row, await categoryCounts(ctx.db));
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT');
    throw error;
  }
}

/** Products of a deleted category keep existing, without a category. */
export async function deleteCategory(ctx: AppContext, id: number) {
  const deleted = await ctx.db
    .delete(categories)
    .where(eq(categories.id, id))
    .returning({ id: categories.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND');
  await notifyCatalogueChanged(ctx);
}
