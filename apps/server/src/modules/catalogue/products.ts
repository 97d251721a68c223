import type {
  ManagedProduct,
  ProductFormat,
  ProductInputSchema,
  ProductStatus,
  ProductUpdate,
} from '@pustaka/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '#db/client.ts';
import { assertAuthorExists } from '#modules/authors/index.ts';
import type { Principal } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { sanitiseWithText } from '#platform/html/sanitise-html.ts';
import { slugify } from '#platform/slug.ts';
import { deleteCover } from './product-files.ts';
import { getOwnedRow, managedView, notifyCatalogueChanged, productColumns } from './product-rows.ts';
import { categories, productFiles, products } from './tables.ts';

/** A creator's products: making, editing and deleting them, and the creator's own lists. */

export async function getManagedProduct(
  db: DbOrTx,
  principal: Principal,
  id: number,
): Promise<ManagedProduct> {
  const row = await getOwnedRow(db, principal, id);
  return managedView(db, row);
}

export async function listOwnProducts(
  db: DbOrTx,
  sellerId: number,
  options: { status?: ProductStatus; format?: ProductFormat; page: number; pageSize: number },
) {
  const where = and(
    eq(products.sellerId, sellerId),
    options.status ? eq(products.status, options.status) : undefined,
    options.format ? eq(products.format, options.format) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select(productColumns)
      .from(products)
      .where(where)
      .orderBy(desc(products.updatedAt), desc(products.id))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db.select({ total: count() }).from(products).where(where),
  ]);
  const items = await Promise.all(rows.map((row) => managedView(db, row)));
  return { items, page: options.page, pageSize: options.pageSize, total: totals?.total ?? 0 };
}

export async function sellerStatusCounts(db: DbOrTx, sellerId: number) {
  const rows = await db
    .select({ status: products.status, total: count() })
    .from(products)
    .where(eq(products.sellerId, sellerId))
    .groupBy(products.status);
  const counts = { draft: 0, pending: 0, approved: 0, rejected: 0 } as Record<ProductStatus, number>;
  for (const row of rows) counts[row.status as ProductStatus] = row.total;
  return counts;
}

/** A product names an existing category; a missing one is a mistake in the form, not a missing page. */
async function assertCategoryExists(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  if (!row) {
    throw new AppError('VALIDATION_ERROR', {
      details: [
        { field: 'body.category_id', message: { id: 'Kategori tidak ditemukan', en: 'Category not found' } },
      ],
    });
  }
}

export async function createProduct(
  ctx: AppContext,
  sellerId: number,
  input: z.output<typeof ProductInputSchema>,
  tx: DbOrTx = ctx.db,
): Promise<ManagedProduct> {
  if (input.category_id !== null) await assertCategoryExists(tx, input.category_id);
  if (input.author_id !== null) await assertAuthorExists(tx, input.author_id);
  const description = sanitiseWithText(input.description, 'description');
  const [row] = await tx
    .insert(products)
    .values({
      sellerId,
      categoryId: input.category_id,
      authorId: input.author_id,
      name: input.name,
      slug: slugify(input.name, 'produk'),
      descriptionHtml: description.html,
      descriptionText: description.text,
      format: input.format,
      basePrice: input.base_price,
      discountAmount: input.discount_amount,
      language: input.language,
      downloadable: input.downloadable,
      createdAt: ctx.now(),
      updatedAt: ctx.now(),
    })
    .returning();
  if (!row) throw new Error('product insert returned nothing');
  return managedView(tx, row);
}

/** Details change at once, also on a published product; files go through review (addFile). */
export async function updateProduct(
  ctx: AppContext,
  principal: Principal,
  id: number,
  input: ProductUpdate,
): Promise<ManagedProduct> {
  const row = await getOwnedRow(ctx.db, principal, id);
  if (input.category_id) await assertCategoryExists(ctx.db, input.category_id);
  if (input.author_id) await assertAuthorExists(ctx.db, input.author_id);
  const basePrice = input.base_price ?? row.basePrice;
  const discount = input.discount_amount ?? row.discountAmount;
  if (discount > basePrice) {
    throw new AppError('VALIDATION_ERROR', {
      details: [
        {
          field: 'body.discount_amount',
          message: { id: 'Diskon tidak boleh melebihi harga', en: 'The discount must not exceed the price' },
        },
      ],
    });
  }
  const description =
    input.description !== undefined ? sanitiseWithText(input.description, 'description') : undefined;
  const [updated] = await ctx.db
    .update(products)
    .set({
      ...(input.name !== undefined && { name: input.name, slug: slugify(input.name, 'produk') }),
      ...(description && { descriptionHtml: description.html, descriptionText: description.text }),
      ...(input.category_id !== undefined && { categoryId: input.category_id }),
      ...(input.author_id !== undefined && { authorId: input.author_id }),
      ...(input.base_price !== undefined && { basePrice: input.base_price }),
      ...(input.discount_amount !== undefined && { discountAmount: input.discount_amount }),
      ...(input.language !== undefined && { language: input.language }),
      ...(input.downloadable !== undefined && { downloadable: input.downloadable }),
      ...(input.is_active !== undefined && { isActive: input.is_active }),
      updatedAt: ctx.now(),
    })
    .where(eq(products.id, id))
    .returning();
  if (!updated) throw new AppError('NOT_FOUND');
  if (updated.isPublished) await notifyCatalogueChanged(ctx);
  return managedView(ctx.db, updated);
}

/**
 * Delete removes a product that was never sold; force-delete removes it whatever its history (the
 * orders module, when it exists, keeps its own copy of what was bought).
 */
export async function deleteProduct(
  ctx: AppContext,
  principal: Principal,
  id: number,
  options: { force: boolean },
) {
  await getOwnedRow(ctx.db, principal, id);
  // Under the row lock, the files deleted here are all the product has: an upload either committed before
  // (its object is removed below) or finds the product gone.
  const { row, files } = await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select(productColumns).from(products).where(eq(products.id, id)).for('update');
    if (!current) throw new AppError('NOT_FOUND');
    if (!options.force && current.salesCount > 0) {
      throw new AppError('CONFLICT', {
        message: {
          id: 'Produk ini sudah terjual; nonaktifkan saja, atau hapus paksa.',
          en: 'This product has sales; deactivate it instead, or force-delete.',
        },
      });
    }
    if (!options.force && !principal.roles.includes('admin') && current.isPublished) {
      throw new AppError('CONFLICT', {
        message: {
          id: 'Produk yang sedang dijual tidak dapat dihapus; nonaktifkan saja.',
          en: 'A product on sale cannot be deleted; deactivate it instead.',
        },
      });
    }
    const removed = await tx.delete(productFiles).where(eq(productFiles.productId, id)).returning();
    await tx.delete(products).where(eq(products.id, id));
    return { row: current, files: removed };
  });
  await Promise.all([...files.map((f) => ctx.storage.delete(f.storageKey)), deleteCover(ctx, row.coverKey)]);
  await ctx.renditions.discard(files.map((f) => f.storageKey));
  if (row.isPublished) await notifyCatalogueChanged(ctx);
}
