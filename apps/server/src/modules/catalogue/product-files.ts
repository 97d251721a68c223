import { randomBytes } from 'node:crypto';
import type { FileRole, ManagedProduct, OutlineItem, ProductFormat } from '@pustaka/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import type { Principal } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { toWebp } from '#platform/images.ts';
import { roleNotTaken } from '#platform/media/check-upload.ts';
import { PPTX_MIME } from '#platform/media/index.ts';
import { assertStorageRoom, claimStorageRoom } from '#platform/quota/creator-storage.ts';
import {
  getOwnedRow,
  managedView,
  notifyCatalogueChanged,
  productColumns,
  ROLES_BY_FORMAT,
  SINGLE_ROLES,
} from './product-rows.ts';
import { replacedBytes } from './storage-usage.ts';
import { productFiles, products } from './tables.ts';
import type { FileRow } from './views.ts';

/** A product's files and cover: uploads land staged, and review makes them live (review.ts). */

const COVER_SIZES = { card: { width: 600, height: 600 }, detail: { width: 1200, height: 1200 } };

/** Any file of a product the caller manages (staged ones too): the publisher's and the reviewer's preview. */
export async function getManagedFile(db: DbOrTx, principal: Principal, productId: number, fileId: number) {
  await getOwnedRow(db, principal, productId);
  const [file] = await db
    .select()
    .from(productFiles)
    .where(and(eq(productFiles.id, fileId), eq(productFiles.productId, productId)));
  if (!file) throw new AppError('NOT_FOUND');
  return file;
}

/** The product a file belongs to, for routes that name a file by its own id (the audio-content routes). */
export async function getFileProductId(db: DbOrTx, principal: Principal, fileId: number): Promise<number> {
  const [file] = await db
    .select({ productId: productFiles.productId })
    .from(productFiles)
    .where(eq(productFiles.id, fileId));
  if (!file) throw new AppError('NOT_FOUND');
  await getOwnedRow(db, principal, file.productId);
  return file.productId;
}

/**
 * Stores both cover sizes first, then points the product at them; the pair it pointed at before is removed
 * after. That pair is read under the row lock, so of two covers uploaded at once the loser's pair is the one
 * removed, and a product deleted meanwhile takes the new pair with it.
 */
export async function setCover(
  ctx: AppContext,
  principal: Principal,
  id: number,
  image: Buffer,
): Promise<ManagedProduct> {
  await getOwnedRow(ctx.db, principal, id);
  const [card, detail] = await Promise.all([
    toWebp(image, COVER_SIZES.card, 'inside'),
    toWebp(image, COVER_SIZES.detail, 'inside'),
  ]);
  const name = `${id}-${randomBytes(8).toString('hex')}`;
  const keys = [`cover/${name}-card.webp`, `cover/${name}-detail.webp`];
  await ctx.storage.put(keys[0] as string, card, 'image/webp');
  await ctx.storage.put(keys[1] as string, detail, 'image/webp');
  const { updated, previous } = await ctx.db
    .transaction(async (tx) => {
      const [current] = await tx
        .select({ coverKey: products.coverKey })
        .from(products)
        .where(eq(products.id, id))
        .for('update');
      if (!current) throw new AppError('NOT_FOUND');
      const [row] = await tx
        .update(products)
        .set({ coverKey: keys[0], updatedAt: ctx.now() })
        .where(eq(products.id, id))
        .returning();
      if (!row) throw new AppError('NOT_FOUND');
      return { updated: row, previous: current.coverKey };
    })
    .catch(async (error) => {
      await Promise.all(keys.map((key) => ctx.storage.delete(key)));
      throw error;
    });
  await deleteCover(ctx, previous);
  if (updated.isPublished) await notifyCatalogueChanged(ctx);
  return managedView(ctx.db, updated);
}

/** Removes both stored sizes of a cover, given the key the product row holds. */
export async function deleteCover(ctx: AppContext, coverKey: string | null) {
  if (!coverKey) return;
  const base = coverKey.replace(/-card\.webp$/, '');
  await Promise.all([ctx.storage.delete(`${base}-card.webp`), ctx.storage.delete(`${base}-detail.webp`)]);
}

export type InspectedUpload = {
  /** A temporary file on local disk holding the whole upload. */
  path: string;
  originalName: string;
  sizeBytes: number;
  /** The real type, sniffed from the content. */
  contentType: string;
  /** The extension of that type (`pdf`, `mp3`, `webm` ...): stored objects are named after it, never after the sender's file name. */
  extension: string;
  info: { pageCount?: number; outline?: OutlineItem[]; durationSeconds?: number; slideCount?: number };
};

/**
 * Adds a checked upload as a staged file. The object is stored before the row is written and removed if
 * the row cannot be, so no row ever points at a missing object. A staged file replaces a staged file of
 * the same single role at once; live files are only replaced when a reviewer approves.
 */
export async function addFile(
  ctx: AppContext,
  principal: Principal,
  productId: number,
  role: FileRole,
  upload: InspectedUpload,
  title: string | undefined,
): Promise<ManagedProduct> {
  const row = await getOwnedRow(ctx.db, principal, productId);
  if (!ROLES_BY_FORMAT[row.format as ProductFormat].includes(role)) {
    throw roleNotTaken(row.format as ProductFormat, role, 'querystring.role');
  }
  // Checked before the object is stored, and again under the creator's quota lock before the row is written.
  await assertStorageRoom(ctx, row.sellerId, {
    incoming: upload.sizeBytes,
    replacing: await replacedBytes(ctx.db, { productId, role }),
  });
  const extension = /^[a-z0-9]{1,5}$/.test(upload.extension) ? upload.extension : 'bin';
  const key = `products/${productId}/${role}-${randomBytes(10).toString('hex')}.${extension}`;
  await ctx.storage.putFile(key, upload.path, upload.contentType);
  let replacedKeys: string[] = [];
  try {
    replacedKeys = await ctx.db.transaction(async (tx) => {
      // Serialises concurrent uploads to one product, so positions and replacements stay consistent, and
      // tells an upload that outlived its product (deleted while the object was being stored) apart.
      const [locked] = await tx
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, productId))
        .for('update');
      if (!locked) throw new AppError('NOT_FOUND');
      let removed: FileRow[] = [];
      if (SINGLE_ROLES.includes(role)) {
        removed = await tx
          .delete(productFiles)
          .where(
            and(
              eq(productFiles.productId, productId),
              eq(productFiles.role, role),
              eq(productFiles.state, 'staged'),
            ),
          )
          .returning();
      }
      // After the staged file this one replaces is gone: a replacement needs room only for the difference.
      await claimStorageRoom(ctx, tx, row.sellerId, { incoming: upload.sizeBytes });
      const [last] = await tx
        .select({ position: sql<number>`coalesce(max(${productFiles.position}), -1)::int` })
        .from(productFiles)
        .where(and(eq(productFiles.productId, productId), eq(productFiles.role, role)));
      await tx.insert(productFiles).values({
        productId,
        role,
        state: 'staged',
        storageKey: key,
        originalName: upload.originalName.slice(0, 200),
        contentType: upload.contentType,
        sizeBytes: upload.sizeBytes,
        title: title ?? null,
        position: (last?.position ?? -1) + 1,
        durationSeconds: upload.info.durationSeconds ?? null,
        pageCount: upload.info.pageCount ?? null,
        slideCount: upload.info.slideCount ?? null,
        outline: upload.info.outline ?? null,
        createdAt: ctx.now(),
      });
      // A PowerPoint deck is drawn as a PDF in the background, so viewers show its real slides.
      if (role === 'deck' && upload.contentType === PPTX_MIME) await ctx.renditions.request(tx, [key]);
      await tx.update(products).set({ updatedAt: ctx.now() }).where(eq(products.id, productId));
      return removed.map((f) => f.storageKey);
    });
  } catch (error) {
    await ctx.storage.delete(key);
    throw error;
  }
  await Promise.all(replacedKeys.map((k) => ctx.storage.delete(k)));
  await ctx.renditions.discard(replacedKeys);
  return managedView(ctx.db, row);
}

export async function updateFile(
  ctx: AppContext,
  principal: Principal,
  productId: number,
  fileId: number,
  input: { title?: string; position?: number },
): Promise<ManagedProduct> {
  const row = await getOwnedRow(ctx.db, principal, productId);
  const changes = {
    ...(input.title !== undefined && { title: input.title }),
    ...(input.position !== undefined && { position: input.position }),
  };
  const where = and(eq(productFiles.id, fileId), eq(productFiles.productId, productId));
  // An empty change is a valid request that changes nothing (an UPDATE with no columns is not valid SQL).
  const updated =
    Object.keys(changes).length === 0
      ? await ctx.db.select({ id: productFiles.id }).from(productFiles).where(where)
      : await ctx.db.update(productFiles).set(changes).where(where).returning({ id: productFiles.id });
  if (updated.length === 0) throw new AppError('NOT_FOUND');
  if (row.isPublished) await notifyCatalogueChanged(ctx);
  return managedView(ctx.db, row);
}

/**
 * Staged files can always go. A live file of a product on sale is part of what buyers get: a single file
 * (main, deck, sample) is replaced by uploading a new one, and a track or lesson may go while another stays.
 */
export async function deleteFile(ctx: AppContext, principal: Principal, productId: number, fileId: number) {
  await getOwnedRow(ctx.db, principal, productId);
  // Under the row lock, so two deletions at once cannot take the last two tracks of a product on sale.
  const { row, file } = await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select(productColumns)
      .from(products)
      .where(eq(products.id, productId))
      .for('update');
    if (!current) throw new AppError('NOT_FOUND');
    const files = await tx.select().from(productFiles).where(eq(productFiles.productId, productId));
    const target = files.find((f) => f.id === fileId);
    if (!target) throw new AppError('NOT_FOUND');
    if (target.state === 'live' && current.isPublished) {
      if (target.role !== 'track' && target.role !== 'lesson') {
        throw new AppError('CONFLICT', {
          message: {
            id: 'Berkas ini bagian dari versi yang dijual; unggah penggantinya saja.',
            en: 'This file is part of the version on sale; upload a replacement instead.',
          },
        });
      }
      if (files.filter((f) => f.state === 'live' && f.role === target.role).length === 1) {
        throw new AppError('CONFLICT', {
          message: {
            id: 'Produk yang dijual harus punya minimal satu trek atau pelajaran; tambahkan yang lain sebelum menghapus ini.',
            en: 'A product on sale keeps at least one track or lesson; add another before removing this one.',
          },
        });
      }
    }
    await tx.delete(productFiles).where(eq(productFiles.id, fileId));
    return { row: current, file: target };
  });
  await ctx.storage.delete(file.storageKey);
  await ctx.renditions.discard([file.storageKey]);
  if (row.isPublished && file.state === 'live') await notifyCatalogueChanged(ctx);
  return managedView(ctx.db, row);
}

/** The stored PowerPoint decks of every product, staged and live: each should have a PDF rendition. */
export async function listPptxDeckKeys(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ key: productFiles.storageKey })
    .from(productFiles)
    .where(and(eq(productFiles.role, 'deck'), eq(productFiles.contentType, PPTX_MIME)));
  return rows.map((row) => row.key);
}
