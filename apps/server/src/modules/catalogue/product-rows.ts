import type { FileRole, ManagedProduct, ProductCard, ProductFormat } from '@pustaka/contract';
import { asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { findAuthorCards } from '#modules/authors/index.ts';
import { findUserSummaries } from '#modules/users/index.ts';
import type { Principal } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { categories, productFiles, products } from './tables.ts';
import { type FileRow, type ProductRow, toCard, toManaged } from './views.ts';

// What the catalogue's use cases share: which rows are public, reading a product the caller manages, and
// turning rows into the views the API returns.

/** Published whenever what the public sees may have changed; public caches listen to it. */
export const CATALOGUE_CHANGED = 'catalogue.changed';

/** Roles of which a product holds one file; a new upload replaces the old one. */
export const SINGLE_ROLES: FileRole[] = ['main', 'sample', 'deck'];
/** Which file roles each format uses. */
export const ROLES_BY_FORMAT: Record<ProductFormat, FileRole[]> = {
  PDF: ['main', 'sample'],
  MP3: ['track', 'sample'],
  CRS: ['lesson', 'sample'],
  PPT: ['deck', 'sample'],
};

/** On sale: published and not deactivated. */
export const publicWhere = sql`${products.isPublished} and ${products.isActive}`;

/** Every column but the search vectors: they are large, and only the database needs them. */
const { search: _search, nameSearch: _nameSearch, ...columns } = getTableColumns(products);
export const productColumns = columns;

export async function notifyCatalogueChanged(ctx: AppContext) {
  await ctx.events.publish(CATALOGUE_CHANGED, '');
}

export async function toCards(db: DbOrTx, rows: ProductRow[]): Promise<ProductCard[]> {
  const categoryIds = [...new Set(rows.map((r) => r.categoryId).filter((id): id is number => id !== null))];
  const [categoryRows, sellers, authorCards] = await Promise.all([
    categoryIds.length ? db.select().from(categories).where(inArray(categories.id, categoryIds)) : [],
    findUserSummaries(
      db,
      rows.map((r) => r.sellerId),
    ),
    findAuthorCards(
      db,
      rows.map((r) => r.authorId),
    ),
  ]);
  const byId = new Map(categoryRows.map((c) => [c.id, c]));
  return rows.map((row) =>
    toCard(
      row,
      row.categoryId === null ? undefined : byId.get(row.categoryId),
      sellers.get(row.sellerId),
      row.authorId === null ? null : (authorCards.get(row.authorId) ?? null),
    ),
  );
}

export async function filesOf(db: DbOrTx, productId: number): Promise<FileRow[]> {
  return db
    .select()
    .from(productFiles)
    .where(eq(productFiles.productId, productId))
    .orderBy(asc(productFiles.role), asc(productFiles.position), asc(productFiles.id));
}

export async function findProductRow(db: DbOrTx, id: number): Promise<ProductRow | undefined> {
  const [row] = await db.select(productColumns).from(products).where(eq(products.id, id));
  return row;
}

/** The product if the caller may manage it (its seller or an admin); otherwise 404, not 403, to hide it. */
export async function getOwnedRow(db: DbOrTx, principal: Principal, id: number): Promise<ProductRow> {
  const row = await findProductRow(db, id);
  if (!row || (row.sellerId !== principal.userId && !principal.roles.includes('admin'))) {
    throw new AppError('NOT_FOUND');
  }
  return row;
}

export async function managedView(db: DbOrTx, row: ProductRow): Promise<ManagedProduct> {
  const [[card], files] = await Promise.all([toCards(db, [row]), filesOf(db, row.id)]);
  if (!card) throw new AppError('NOT_FOUND');
  return toManaged(card, row, files);
}
