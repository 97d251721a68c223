import type { ShortLink, ShortLinkUpdate } from '@pustaka/contract';
import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { planLimit } from '#modules/subscriptions/index.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { overLimit } from '#platform/rate-limit/rate-limiter.ts';
import { isUniqueViolation } from '#platform/unique-violation.ts';
import { chosenCode, randomCode } from './codes.ts';
import { shortLinkDailyClicks, shortLinks } from './tables.ts';
import { checkTarget } from './targets.ts';

/** Published with a link's code whenever what it redirects to changes; every process drops its cached copy. */
export const SHORT_LINK_CHANGED = 'short-links.changed';

/** Creations per account per hour: enough for a busy creator, too few to farm links for spam. */
export const CREATIONS_PER_HOUR = { max: 30, windowMs: 60 * 60_000 };
/** Namespace of the advisory lock that queues one owner's creations, so the plan limit holds under a burst. */
const OWNER_LOCK = 0x53484c4b;
const RANDOM_ATTEMPTS = 5;

export type Owner = { id: number; isAdmin: boolean };
type Row = typeof shortLinks.$inferSelect;

export function toShortLink(ctx: AppContext, row: Row, clicks: number): ShortLink {
  return {
    id: row.id,
    code: row.code,
    short_url: `${ctx.config.publicUrl}/${row.code}`,
    target: row.target,
    status: row.status,
    disabled_by: row.disabledBy ?? null,
    redirect_type: (row.redirectType as 301 | 302 | null) ?? null,
    clicks,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Counted clicks per link (those flushed to the database). */
async function clicksOf(db: DbOrTx, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: shortLinkDailyClicks.linkId,
      clicks: sql<number>`sum(${shortLinkDailyClicks.clicks})::int`,
    })
    .from(shortLinkDailyClicks)
    .where(inArray(shortLinkDailyClicks.linkId, ids))
    .groupBy(shortLinkDailyClicks.linkId);
  return new Map(rows.map((row) => [row.id, row.clicks]));
}

export async function countOwnLinks(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(shortLinks).where(eq(shortLinks.userId, userId));
  return row?.total ?? 0;
}

/**
 * Creates a link after checking its target and code. The plan limit is checked and the row written under a
 * lock on the owner, so parallel requests cannot pass it together; a taken code is a 409 from the unique index.
 */
export async function createShortLink(
  ctx: AppContext,
  owner: Owner,
  input: { target: string; code?: string; redirect_type?: 301 | 302 | null },
  ownHosts: string[],
): Promise<ShortLink> {
  const code = input.code === undefined ? undefined : chosenCode(input.code);
  const target = await checkTarget(ctx, input.target, ownHosts);
  const limit = await planLimit(ctx.db, owner, 'short_links', ctx.now());
  const { allowed, retryAfterMs } = await ctx.rateLimiter.consume(
    `short-links:create:${owner.id}`,
    CREATIONS_PER_HOUR,
  );
  if (!allowed) {
    throw overLimit(retryAfterMs, 'TOO_MANY_SHORT_LINKS');
  }
  for (let attempt = 1; ; attempt++) {
    try {
      const row = await ctx.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${OWNER_LOCK}, ${owner.id})`);
        if ((await countOwnLinks(tx, owner.id)) >= limit) {
          throw new AppError('SHORT_LINK_LIMIT_REACHED', { params: { limit } });
        }
        const now = ctx.now();
        const [inserted] = await tx
          .insert(shortLinks)
          .values({
            userId: owner.id,
            code: code ?? randomCode(),
            target,
            redirectType: input.redirect_type ?? null,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (!inserted) throw new Error('short link was not created');
        return inserted;
      });
      // A process may have cached this code as unknown.
      await ctx.events.publish(SHORT_LINK_CHANGED, row.code);
      return toShortLink(ctx, row, 0);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (code !== undefined) throw new AppError('SHORT_CODE_TAKEN');
      if (attempt >= RANDOM_ATTEMPTS) throw error;
    }
  }
}

export async function listShortLinks(
  ctx: AppContext,
  owner: Owner,
  query: { page: number; pageSize: number; q?: string },
) {
  const term = query.q ? `%${query.q.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  const where = and(
    eq(shortLinks.userId, owner.id),
    term ? or(ilike(shortLinks.code, term), ilike(shortLinks.target, term)) : undefined,
  );
  const [rows, [totals], used, limit] = await Promise.all([
    ctx.db
      .select()
      .from(shortLinks)
      .where(where)
      .orderBy(desc(shortLinks.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    ctx.db.select({ total: count() }).from(shortLinks).where(where),
    countOwnLinks(ctx.db, owner.id),
    planLimit(ctx.db, owner, 'short_links', ctx.now()),
  ]);
  const clicks = await clicksOf(
    ctx.db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => toShortLink(ctx, row, clicks.get(row.id) ?? 0)),
    page: query.page,
    pageSize: query.pageSize,
    total: totals?.total ?? 0,
    limit,
    used,
    default_redirect: ctx.config.shortLinks.redirectStatus,
  };
}

/** The caller's own link; someone else's is as unknown as a missing one. */
export async function getOwnRow(db: DbOrTx, ownerId: number, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(shortLinks)
    .where(and(eq(shortLinks.id, id), eq(shortLinks.userId, ownerId)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function getOwnShortLink(ctx: AppContext, ownerId: number, id: number): Promise<ShortLink> {
  const row = await getOwnRow(ctx.db, ownerId, id);
  return toShortLink(ctx, row, (await clicksOf(ctx.db, [id])).get(id) ?? 0);
}

/** Changes the target, the redirect type, or switches the link off and on (not after an admin disabled it). */
export async function updateShortLink(
  ctx: AppContext,
  ownerId: number,
  id: number,
  input: ShortLinkUpdate,
  ownHosts: string[],
): Promise<ShortLink> {
  const row = await getOwnRow(ctx.db, ownerId, id);
  const target = input.target === undefined ? undefined : await checkTarget(ctx, input.target, ownHosts);
  if (input.enabled === true && row.disabledBy === 'admin')
    throw new AppError('SHORT_LINK_DISABLED_BY_ADMIN');
  const status =
    input.enabled === undefined || row.disabledBy === 'admin'
      ? undefined
      : input.enabled
        ? ({ status: 'active', disabledBy: null } as const)
        : ({ status: 'disabled', disabledBy: 'owner' } as const);
  const [updated] = await ctx.db
    .update(shortLinks)
    .set({
      ...(target !== undefined && { target }),
      ...(input.redirect_type !== undefined && { redirectType: input.redirect_type }),
      ...status,
      updatedAt: ctx.now(),
    })
    .where(and(eq(shortLinks.id, id), eq(shortLinks.userId, ownerId)))
    .returning();
  if (!updated) throw new AppError('NOT_FOUND');
  await ctx.events.publish(SHORT_LINK_CHANGED, updated.code);
  return toShortLink(ctx, updated, (await clicksOf(ctx.db, [id])).get(id) ?? 0);
}

export async function deleteShortLink(ctx: AppContext, ownerId: number, id: number): Promise<void> {
  const [deleted] = await ctx.db
    .delete(shortLinks)
    .where(and(eq(shortLinks.id, id), eq(shortLinks.userId, ownerId)))
    .returning({ code: shortLinks.code });
  if (!deleted) throw new AppError('NOT_FOUND');
  await ctx.events.publish(SHORT_LINK_CHANGED, deleted.code);
}
