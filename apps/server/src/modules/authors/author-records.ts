import { randomBytes } from 'node:crypto';
import type {
  AuthorRecord,
  AuthorRecordInputSchema,
  AuthorRecordQuery,
  AuthorRecordUpdate,
} from '@pustaka/contract';
import { and, asc, count, eq, ilike, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '#db/client.ts';
import {
  CATALOGUE_CHANGED,
  countProductsByAuthor,
  detachAuthor,
  findAuthorsNamedByOtherSellers,
} from '#modules/catalogue/index.ts';
import { findUserSummaries, getUser } from '#modules/users/index.ts';
import type { Principal } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { toWebp } from '#platform/images.ts';
import { isUniqueViolation } from '#platform/unique-violation.ts';
import { authorPhotoUrl } from './author-cards.ts';
import { authors } from './tables.ts';

/**
 * Author records: the people products name as their author. The directory is shared, so a publisher picks an
 * existing author instead of typing the same person in again. Admins change any record. A publisher changes
 * the records they made while only their own products name them; once another seller's product names the
 * author, the record speaks for more than one seller and only admins change it.
 */

type AuthorRow = typeof authors.$inferSelect;

const PHOTO_SIZE = { width: 400, height: 400 };

const isAdmin = (principal: Principal) => principal.roles.includes('admin');

const nameTaken = () =>
  new AppError('CONFLICT', {
    message: {
      id: 'Penulis dengan nama ini sudah ada; pilih yang itu saja.',
      en: 'An author with this name already exists; pick that one instead.',
    },
    details: [
      {
        field: 'body.name',
        message: { id: 'Nama penulis sudah ada', en: 'This author name exists already' },
      },
    ],
  });

/** LIKE's wildcards in a visitor's text match themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

async function toRecords(db: DbOrTx, principal: Principal, rows: AuthorRow[]): Promise<AuthorRecord[]> {
  const ids = rows.map((r) => r.id);
  const [people, counts, shared] = await Promise.all([
    findUserSummaries(
      db,
      rows.flatMap((r) => [r.userId, r.createdBy]).filter((id): id is number => id !== null),
    ),
    countProductsByAuthor(db, ids),
    isAdmin(principal) ? new Set<number>() : findAuthorsNamedByOtherSellers(db, ids, principal.userId),
  ]);
  const person = (id: number | null) => {
    const found = id === null ? undefined : people.get(id);
    return found ? { id: found.id, name: found.name } : null;
  };
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    bio: row.bio,
    photo_url: authorPhotoUrl(row.photoKey),
    user: person(row.userId),
    created_by: person(row.createdBy),
    product_count: counts.get(row.id) ?? 0,
    can_edit: isAdmin(principal) || (row.createdBy === principal.userId && !shared.has(row.id)),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }));
}

async function toRecord(db: DbOrTx, principal: Principal, row: AuthorRow): Promise<AuthorRecord> {
  const [record] = await toRecords(db, principal, [row]);
  if (!record) throw new AppError('NOT_FOUND');
  return record;
}

async function findRow(db: DbOrTx, id: number): Promise<AuthorRow | undefined> {
  const [row] = await db.select().from(authors).where(eq(authors.id, id));
  return row;
}

/** The record, if the caller may change it: 404 when it does not exist, 403 when it is not theirs to change. */
async function getEditableRow(db: DbOrTx, principal: Principal, id: number): Promise<AuthorRow> {
  const row = await findRow(db, id);
  if (!row) throw new AppError('NOT_FOUND');
  if (isAdmin(principal)) return row;
  if (row.createdBy !== principal.userId) throw new AppError('FORBIDDEN');
  if ((await findAuthorsNamedByOtherSellers(db, [id], principal.userId)).size > 0) {
    throw new AppError('FORBIDDEN', {
      message: {
        id: 'Produk penjual lain mencantumkan penulis ini; kini hanya administrator yang dapat mengubahnya.',
        en: "Another seller's product names this author; only an administrator can change it now.",
      },
    });
  }
  return row;
}

/** An admin links a record to any active account; a publisher only to their own. */
async function checkLinkedUser(db: DbOrTx, principal: Principal, userId: number | null | undefined) {
  if (userId === null || userId === undefined) return;
  if (!isAdmin(principal) && userId !== principal.userId) throw new AppError('FORBIDDEN');
  const user = await getUser(db, userId).catch(() => undefined);
  if (!user?.is_active) {
    throw new AppError('VALIDATION_ERROR', {
      details: [{ field: 'body.user_id', message: { id: 'Akun tidak ditemukan', en: 'Account not found' } }],
    });
  }
}

export async function listAuthorRecords(db: DbOrTx, principal: Principal, query: AuthorRecordQuery) {
  const where = and(
    ...[
      query.q ? ilike(authors.name, likePattern(query.q)) : undefined,
      query.mine === 'true' ? eq(authors.createdBy, principal.userId) : undefined,
    ].filter((c): c is SQL => c !== undefined),
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(authors)
      .where(where)
      .orderBy(asc(authors.name), asc(authors.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(authors).where(where),
  ]);
  return {
    items: await toRecords(db, principal, rows),
    page: query.page,
    pageSize: query.pageSize,
    total: totals?.total ?? 0,
  };
}

export async function getAuthorRecord(db: DbOrTx, principal: Principal, id: number) {
  const row = await findRow(db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return toRecord(db, principal, row);
}

export async function createAuthorRecord(
  ctx: AppContext,
  principal: Principal,
  input: z.output<typeof AuthorRecordInputSchema>,
) {
  await checkLinkedUser(ctx.db, principal, input.user_id);
  try {
    const [row] = await ctx.db
      .insert(authors)
      .values({
        name: input.name,
        bio: input.bio || null,
        userId: input.user_id,
        createdBy: principal.userId,
        createdAt: ctx.now(),
        updatedAt: ctx.now(),
      })
      .returning();
    if (!row) throw new Error('author insert returned nothing');
    return toRecord(ctx.db, principal, row);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/** Products show their author's name and photo, so a change to a record in use empties the public caches. */
async function notifyIfNamed(ctx: AppContext, id: number) {
  const counts = await countProductsByAuthor(ctx.db, [id]);
  if ((counts.get(id) ?? 0) > 0) await ctx.events.publish(CATALOGUE_CHANGED, '');
}

export async function updateAuthorRecord(
  ctx: AppContext,
  principal: Principal,
  id: number,
  input: AuthorRecordUpdate,
) {
  const current = await getEditableRow(ctx.db, principal, id);
  // An empty change is a valid request that changes nothing (an UPDATE with no columns is not valid SQL).
  if (Object.values(input).every((value) => value === undefined)) return toRecord(ctx.db, principal, current);
  if (input.user_id !== current.userId) await checkLinkedUser(ctx.db, principal, input.user_id);
  try {
    const [row] = await ctx.db
      .update(authors)
      .set({
        ...(input.name !== undefined && { name: input.name }),
        ...(input.bio !== undefined && { bio: input.bio || null }),
        ...(input.user_id !== undefined && { userId: input.user_id }),
        updatedAt: ctx.now(),
      })
      .where(eq(authors.id, id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND');
    await notifyIfNamed(ctx, id);
    return toRecord(ctx.db, principal, row);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/**
 * An author that products name is not deleted: their pages would lose the name without their sellers
 * knowing. An admin may force it (`force`), and those products then name no author.
 */
export async function deleteAuthorRecord(
  ctx: AppContext,
  principal: Principal,
  id: number,
  options: { force: boolean },
) {
  if (options.force && !isAdmin(principal)) throw new AppError('FORBIDDEN');
  await getEditableRow(ctx.db, principal, id);
  const { row, detached } = await ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(authors).where(eq(authors.id, id)).for('update');
    if (!locked) throw new AppError('NOT_FOUND');
    const total = (await countProductsByAuthor(tx, [id])).get(id) ?? 0;
    if (total > 0 && !options.force) {
      throw new AppError('AUTHOR_IN_USE', { params: { count: total }, details: { product_count: total } });
    }
    if (total > 0) await detachAuthor(tx, id);
    await tx.delete(authors).where(eq(authors.id, id));
    return { row: locked, detached: total };
  });
  if (row.photoKey) await ctx.storage.delete(row.photoKey);
  if (detached > 0) await ctx.events.publish(CATALOGUE_CHANGED, '');
}

/**
 * Stores the new photo first, then points the record at it, then removes the one it replaced; the swap runs
 * under the row lock, so of two photos uploaded at once the loser's is the one removed.
 */
export async function setAuthorPhoto(
  ctx: AppContext,
  principal: Principal,
  id: number,
  image: Buffer | null,
) {
  await getEditableRow(ctx.db, principal, id);
  const webp = image ? await toWebp(image, PHOTO_SIZE) : null;
  const key = webp ? `author/${id}-${randomBytes(8).toString('hex')}.webp` : null;
  if (key && webp) await ctx.storage.put(key, webp, 'image/webp');
  const { updated, previous } = await ctx.db
    .transaction(async (tx) => {
      const [current] = await tx
        .select({ photoKey: authors.photoKey })
        .from(authors)
        .where(eq(authors.id, id))
        .for('update');
      if (!current) throw new AppError('NOT_FOUND');
      const [row] = await tx
        .update(authors)
        .set({ photoKey: key, updatedAt: ctx.now() })
        .where(eq(authors.id, id))
        .returning();
      if (!row) throw new AppError('NOT_FOUND');
      return { updated: row, previous: current.photoKey };
    })
    .catch(async (error) => {
      if (key) await ctx.storage.delete(key);
      throw error;
    });
  if (previous) await ctx.storage.delete(previous);
  await notifyIfNamed(ctx, id);
  return toRecord(ctx.db, principal, updated);
}
