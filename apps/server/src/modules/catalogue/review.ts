import type { FileRole, ManagedProduct, ProductFormat, ProductStatus } from '@pustaka/contract';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { getUser } from '#modules/users/index.ts';
import type { Principal } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { escapeHtml } from '#platform/html.ts';
import {
  filesOf,
  findProductRow,
  getOwnedRow,
  managedView,
  notifyCatalogueChanged,
  productColumns,
  SINGLE_ROLES,
} from './product-rows.ts';
import { productFiles, products } from './tables.ts';
import type { FileRow, ProductRow } from './views.ts';

/** The review workflow: a creator submits, an admin approves (staged files go live) or rejects. */

export async function reviewQueue(
  db: DbOrTx,
  options: { status: ProductStatus; page: number; pageSize: number },
) {
  const where = eq(products.status, options.status);
  const [rows, [totals], counts] = await Promise.all([
    db
      .select(productColumns)
      .from(products)
      .where(where)
      .orderBy(asc(products.submittedAt), asc(products.id))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db.select({ total: count() }).from(products).where(where),
    db.select({ status: products.status, total: count() }).from(products).groupBy(products.status),
  ]);
  const items = await Promise.all(rows.map((row) => managedView(db, row)));
  const byStatus = { draft: 0, pending: 0, approved: 0, rejected: 0 } as Record<ProductStatus, number>;
  for (const row of counts) byStatus[row.status as ProductStatus] = row.total;
  return {
    items,
    page: options.page,
    pageSize: options.pageSize,
    total: totals?.total ?? 0,
    counts: byStatus,
  };
}

/** What a product needs before a reviewer can look at it. */
function missingForReview(row: ProductRow, files: FileRow[]): string[] {
  const has = (role: FileRole) => files.some((f) => f.role === role);
  const problems: string[] = [];
  const needed: Record<ProductFormat, FileRole> = { PDF: 'main', MP3: 'track', CRS: 'lesson', PPT: 'deck' };
  if (!has(needed[row.format as ProductFormat])) problems.push(`file:${needed[row.format as ProductFormat]}`);
  if (!row.coverKey) problems.push('cover');
  if (row.descriptionText.length < 20) problems.push('description');
  return problems;
}

export async function submitForReview(
  ctx: AppContext,
  principal: Principal,
  id: number,
): Promise<ManagedProduct> {
  const row = await getOwnedRow(ctx.db, principal, id);
  const files = await filesOf(ctx.db, id);
  const missing = missingForReview(row, files);
  if (missing.length > 0)
    throw new AppError('VALIDATION_ERROR', {
      details: missing.map((m) => ({
        field: m,
        message: { id: 'Wajib diisi sebelum diajukan', en: 'Required before submitting' },
      })),
    });
  if (row.status === 'pending')
    throw new AppError('CONFLICT', {
      message: { id: 'Produk ini sudah menunggu peninjauan.', en: 'Already waiting for review.' },
    });
  if (row.status === 'approved' && !files.some((f) => f.state === 'staged')) {
    throw new AppError('CONFLICT', {
      message: {
        id: 'Tidak ada yang berubah sejak persetujuan terakhir.',
        en: 'Nothing changed since the last approval.',
      },
    });
  }
  const [updated] = await ctx.db
    .update(products)
    .set({ status: 'pending', submittedAt: ctx.now(), rejectionReason: null, updatedAt: ctx.now() })
    .where(eq(products.id, id))
    .returning();
  return managedView(ctx.db, updated ?? row);
}

/** Approval promotes staged files to live (retiring what they replace) and puts the product on sale. */
export async function approveProduct(
  ctx: AppContext,
  reviewerId: number,
  id: number,
): Promise<ManagedProduct> {
  const { row, retiredKeys } = await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select(productColumns).from(products).where(eq(products.id, id)).for('update');
    if (!current) throw new AppError('NOT_FOUND');
    if (current.status !== 'pending')
      throw new AppError('CONFLICT', {
        message: {
          id: 'Hanya produk yang menunggu peninjauan yang dapat disetujui.',
          en: 'Only products waiting for review can be approved.',
        },
      });
    const files = await tx.select().from(productFiles).where(eq(productFiles.productId, id));
    const stagedRoles = new Set(files.filter((f) => f.state === 'staged').map((f) => f.role));
    const retired = files.filter(
      (f) => f.state === 'live' && SINGLE_ROLES.includes(f.role as FileRole) && stagedRoles.has(f.role),
    );
    if (retired.length)
      await tx.delete(productFiles).where(
        inArray(
          productFiles.id,
          retired.map((f) => f.id),
        ),
      );
    await tx
      .update(productFiles)
      .set({ state: 'live' })
      .where(and(eq(productFiles.productId, id), eq(productFiles.state, 'staged')));
    const now = ctx.now();
    const [updated] = await tx
      .update(products)
      .set({
        status: 'approved',
        isPublished: true,
        publishedAt: current.publishedAt ?? now,
        reviewedAt: now,
        reviewedBy: reviewerId,
        rejectionReason: null,
        updatedAt: now,
      })
      .where(eq(products.id, id))
      .returning();
    return { row: updated ?? current, retiredKeys: retired.map((f) => f.storageKey) };
  });
  await Promise.all(retiredKeys.map((key) => ctx.storage.delete(key)));
  await ctx.renditions.discard(retiredKeys);
  await notifyCatalogueChanged(ctx);
  await mailReviewOutcome(ctx, row, undefined);
  return managedView(ctx.db, row);
}

/** Rejection keeps any approved version on sale; the creator sees the reason and gets an email. */
export async function rejectProduct(ctx: AppContext, reviewerId: number, id: number, reason: string) {
  const [row] = await ctx.db
    .update(products)
    .set({
      status: 'rejected',
      rejectionReason: reason,
      reviewedAt: ctx.now(),
      reviewedBy: reviewerId,
      updatedAt: ctx.now(),
    })
    .where(and(eq(products.id, id), eq(products.status, 'pending')))
    .returning();
  if (!row) {
    if (!(await findProductRow(ctx.db, id))) throw new AppError('NOT_FOUND');
    throw new AppError('CONFLICT', {
      message: {
        id: 'Hanya produk yang menunggu peninjauan yang dapat ditolak.',
        en: 'Only products waiting for review can be rejected.',
      },
    });
  }
  await mailReviewOutcome(ctx, row, reason);
  return managedView(ctx.db, row);
}

async function mailReviewOutcome(ctx: AppContext, row: ProductRow, reason: string | undefined) {
  const seller = await getUser(ctx.db, row.sellerId);
  const link = `${ctx.config.publicUrl}/publisher/products/${row.id}`;
  const english = seller.language === 'en';
  const subject = reason
    ? english
      ? `Changes needed: ${row.name}`
      : `Perlu perbaikan: ${row.name}`
    : english
      ? `Approved: ${row.name} is on sale`
      : `Disetujui: ${row.name} sudah dijual`;
  const body = reason
    ? english
      ? `Your product "${row.name}" was not approved. Reason: ${reason}`
      : `Produk Anda "${row.name}" belum disetujui. Alasan: ${reason}`
    : english
      ? `Your product "${row.name}" was approved and is now visible in the catalogue.`
      : `Produk Anda "${row.name}" telah disetujui dan kini tampil di katalog.`;
  await ctx.mailer.send({
    to: seller.email,
    subject,
    text: `${body}\n\n${link}\n`,
    html: `<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
  });
}
