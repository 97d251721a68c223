import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';

// Everything a creator stores (product files staged and live, course files, blog images) fits in one
// CREATOR_STORAGE_QUOTA: becoming a creator must not mean unlimited 2 GB uploads. Each module that keeps
// files for a creator registers how it counts them; every upload path asks this one service for room.

/** Bytes one creator's files of one kind take; run inside the caller's transaction when given one. */
export type StorageCounter = (db: DbOrTx, creatorId: number) => Promise<number>;

/** What an upload needs: its own bytes, less those of the creator's file it replaces. */
export type StorageNeed = { incoming: number; replacing?: number };

/** Serialises one creator's uploads while their total is checked (the key's first half: "QUOT"). */
const QUOTA_LOCK = 0x51554f54;

/** What the multipart framing around a file may add to a request's Content-Length. */
const FRAMING_BYTES = 16 * 1024;

const counters = new WeakMap<AppContext, Map<string, StorageCounter>>();

/** Called by each module that keeps files for creators, when the app starts. */
export function registerStorageCounter(ctx: AppContext, name: string, counter: StorageCounter): void {
  const registered = counters.get(ctx) ?? new Map<string, StorageCounter>();
  if (registered.has(name)) throw new Error(`A storage counter named ${name} is already registered`);
  registered.set(name, counter);
  counters.set(ctx, registered);
}

/** Bytes all a creator's files take, every registered kind together. */
export async function creatorStorageUsed(ctx: AppContext, db: DbOrTx, creatorId: number): Promise<number> {
  let used = 0;
  // One after another: inside a transaction the counters share its single connection.
  for (const counter of counters.get(ctx)?.values() ?? []) used += await counter(db, creatorId);
  return used;
}

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

/** The one refusal of every upload path: 413, the quota named in the caller's language, the figures beside. */
function quotaExceeded(quota: number, used: number): AppError {
  return new AppError('STORAGE_QUOTA_EXCEEDED', {
    params: { quota: sizeLabel(quota) },
    details: { quota_bytes: quota, used_bytes: used },
  });
}

/** How much the creator still has room for, counting the bytes of the file an upload replaces. */
async function roomOf(ctx: AppContext, db: DbOrTx, creatorId: number, replacing: number) {
  const quota = ctx.config.creatorStorageQuotaBytes;
  const used = await creatorStorageUsed(ctx, db, creatorId);
  return { quota, used, room: quota - used + replacing };
}

/**
 * Before an upload is read: how many bytes of file the creator still has room for, refusing at once when
 * none are left or when the request says (Content-Length) it is larger than that.
 */
export async function roomForUpload(
  ctx: AppContext,
  creatorId: number,
  options: { replacing?: number; declaredLength?: number },
): Promise<number> {
  const { quota, used, room } = await roomOf(ctx, ctx.db, creatorId, options.replacing ?? 0);
  const declared = options.declaredLength;
  if (room <= 0 || (declared !== undefined && declared - FRAMING_BYTES > room)) {
    throw quotaExceeded(quota, used);
  }
  return room;
}

/** The refusal for an upload that outgrew the room `roomForUpload` found. */
export async function storageQuotaExceededFor(ctx: AppContext, creatorId: number): Promise<AppError> {
  return quotaExceeded(ctx.config.creatorStorageQuotaBytes, await creatorStorageUsed(ctx, ctx.db, creatorId));
}

/** An early refusal, before an upload is stored: no lock, so it may pass where `claimStorageRoom` refuses. */
export async function assertStorageRoom(
  ctx: AppContext,
  creatorId: number,
  need: StorageNeed,
): Promise<void> {
  const { quota, used, room } = await roomOf(ctx, ctx.db, creatorId, need.replacing ?? 0);
  if (need.incoming > room) throw quotaExceeded(quota, used);
}

/**
 * The check that counts: inside the transaction that writes the file's row, it takes the creator's quota
 * lock (held until that transaction ends) and refuses bytes that do not fit, so two uploads at once cannot
 * both fit in the same room, whichever paths they come by.
 */
export async function claimStorageRoom(
  ctx: AppContext,
  tx: DbOrTx,
  creatorId: number,
  need: StorageNeed,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${QUOTA_LOCK}, ${creatorId})`);
  const { quota, used, room } = await roomOf(ctx, tx, creatorId, need.replacing ?? 0);
  if (need.incoming > room) throw quotaExceeded(quota, used);
}
