import type { FileRole } from '@pustaka/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { SINGLE_ROLES } from './product-rows.ts';
import { productFiles, products } from './tables.ts';

// Each creator's product files, staged and live together, fit in CREATOR_STORAGE_QUOTA: becoming a creator
// must not mean unlimited 2 GB uploads. Covers and pictures are small and not counted.

/** Serialises one creator's uploads while their total is checked (the key's first half: "QUOT"). */
const QUOTA_LOCK = 0x51554f54;

/** What the multipart framing around a file may add to a request's Content-Length. */
const FRAMING_BYTES = 16 * 1024;

const sizeLabel = (bytes: number) => {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${units[unit]}`;
};

function quotaExceeded(quota: number, used: number): AppError {
  return new AppError('STORAGE_QUOTA_EXCEEDED', {
    params: { quota: sizeLabel(quota) },
    details: { quota_bytes: quota, used_bytes: used },
  });
}

/** Bytes a creator's product files take, staged and live. */
export async function storageUsedBy(db: DbOrTx, sellerId: number): Promise<number> {
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${productFiles.sizeBytes}), 0)::text` })
    .from(productFiles)
    .innerJoin(products, eq(products.id, productFiles.productId))
    .where(eq(products.sellerId, sellerId));
  return Number(row?.used ?? 0);
}

/** Where an upload goes: whose quota it counts against, and the file it may replace. */
export type UploadTarget = { sellerId: number; productId: number; role: FileRole };

/** The staged file of a single role that an upload of that role replaces: its room is the upload's too. */
async function replacedBytes(db: DbOrTx, target: UploadTarget): Promise<number> {
  if (!SINGLE_ROLES.includes(target.role)) return 0;
  const [row] = await db
    .select({ size: sql<string>`coalesce(sum(${productFiles.sizeBytes}), 0)::text` })
    .from(productFiles)
    .where(
      and(
        eq(productFiles.productId, target.productId),
        eq(productFiles.role, target.role),
        eq(productFiles.state, 'staged'),
      ),
    );
  return Number(row?.size ?? 0);
}

async function roomOf(ctx: AppContext, db: DbOrTx, target: UploadTarget) {
  const quota = ctx.config.creatorStorageQuotaBytes;
  const [used, replaced] = await Promise.all([storageUsedBy(db, target.sellerId), replacedBytes(db, target)]);
  return { quota, used, room: quota - used + replaced };
}

/**
 * Before an upload is read: how many bytes of file the creator still has room for, refusing at once when
 * none are left or when the request says (Content-Length) it is larger than that.
 */
export async function roomForUpload(
  ctx: AppContext,
  target: UploadTarget,
  declaredLength: number | undefined,
): Promise<number> {
  const { quota, used, room } = await roomOf(ctx, ctx.db, target);
  if (room <= 0 || (declaredLength !== undefined && declaredLength - FRAMING_BYTES > room)) {
    throw quotaExceeded(quota, used);
  }
  return room;
}

/** The refusal for an upload that outgrew the room `roomForUpload` found. */
export async function quotaExceededFor(ctx: AppContext, sellerId: number): Promise<AppError> {
  return quotaExceeded(ctx.config.creatorStorageQuotaBytes, await storageUsedBy(ctx.db, sellerId));
}

/**
 * Refuses `incoming` bytes that do not fit in the creator's room. Given a transaction, it first takes the
 * creator's quota lock, so two uploads at once cannot both fit in the same room.
 */
export async function assertRoomFor(
  ctx: AppContext,
  db: DbOrTx,
  target: UploadTarget,
  incoming: number,
  options: { lock: boolean },
): Promise<void> {
  if (options.lock) await db.execute(sql`select pg_advisory_xact_lock(${QUOTA_LOCK}, ${target.sellerId})`);
  const { quota, used, room } = await roomOf(ctx, db, target);
  if (incoming > room) throw quotaExceeded(quota, used);
}

/**
 * The same rule for files other modules keep for a creator (blog images): inside `tx`, under the creator's
 * quota lock, their product files plus `otherUsed` plus `incoming` must fit in the quota.
 */
export async function assertCreatorQuota(
  ctx: AppContext,
  tx: DbOrTx,
  sellerId: number,
  otherUsed: (db: DbOrTx) => Promise<number>,
  incoming: number,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${QUOTA_LOCK}, ${sellerId})`);
  const quota = ctx.config.creatorStorageQuotaBytes;
  const used = (await storageUsedBy(tx, sellerId)) + (await otherUsed(tx));
  if (used + incoming > quota) throw quotaExceeded(quota, used);
}
