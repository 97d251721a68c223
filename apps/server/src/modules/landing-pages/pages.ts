import {
  LANDING_MAX_PAGES,
  type LandingBlock,
  type LandingPage,
  type LandingPageInputSchema,
  type LandingPageSummary,
  type LandingStatus,
  type LandingTheme,
} from '@pustaka/contract';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '#db/client.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { isUniqueViolation } from '#platform/unique-violation.ts';
import { checkBlocks } from './blocks.ts';
import { checkSlug } from './slug.ts';
import { landingPageStats, landingPages } from './tables.ts';

/** Told to every process when a page changes, so cached public pages are dropped. */
export const LANDING_CHANGED = 'landing.changed';

type PageRow = typeof landingPages.$inferSelect;
type PageInput = z.output<typeof LandingPageInputSchema>;
type Totals = { views: number; clicks: number };

export const pathOf = (row: Pick<PageRow, 'ownerId' | 'slug'>) => `/${row.ownerId}/${row.slug}`;

function toSummary(row: PageRow, totals: Totals): LandingPageSummary {
  return {
    id: row.id,
    ownerId: row.ownerId,
    title: row.title,
    description: row.description,
    slug: row.slug,
    theme: row.theme as LandingTheme,
    brandColor: row.brandColor,
    status: row.status as LandingStatus,
    path: pathOf(row),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    views: totals.views,
    clicks: totals.clicks,
  };
}

async function totalsOf(db: DbOrTx, pageIds: number[]): Promise<Map<number, Totals>> {
  if (pageIds.length === 0) return new Map();
  const rows = await db
    .select({
      pageId: landingPageStats.pageId,
      views: sql<number>`coalesce(sum(${landingPageStats.views}) filter (where ${landingPageStats.blockId} = ''), 0)::int`,
      clicks: sql<number>`coalesce(sum(${landingPageStats.clicks}), 0)::int`,
    })
    .from(landingPageStats)
    .where(inArray(landingPageStats.pageId, pageIds))
    .groupBy(landingPageStats.pageId);
  return new Map(rows.map((row) => [row.pageId, { views: row.views, clicks: row.clicks }]));
}

const NONE: Totals = { views: 0, clicks: 0 };

export async function listOwnPages(db: DbOrTx, ownerId: number): Promise<LandingPageSummary[]> {
  const rows = await db
    .select()
    .from(landingPages)
    .where(eq(landingPages.ownerId, ownerId))
    .orderBy(desc(landingPages.updatedAt), desc(landingPages.id));
  const totals = await totalsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toSummary(row, totals.get(row.id) ?? NONE));
}

export async function getOwnRow(db: DbOrTx, ownerId: number, id: number): Promise<PageRow> {
  const [row] = await db
    .select()
    .from(landingPages)
    .where(and(eq(landingPages.id, id), eq(landingPages.ownerId, ownerId)));
  // Another creator's page is reported as missing: its existence is not theirs to learn.
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function getOwnPage(db: DbOrTx, ownerId: number, id: number): Promise<LandingPage> {
  const row = await getOwnRow(db, ownerId, id);
  const totals = (await totalsOf(db, [id])).get(id) ?? NONE;
  return { ...toSummary(row, totals), blocks: row.blocks };
}

async function columnsOf(db: DbOrTx, ownerId: number, input: PageInput) {
  const slug = checkSlug(input.slug);
  const blocks: LandingBlock[] = await checkBlocks(db, ownerId, input.blocks);
  return {
    slug,
    title: input.title,
    description: input.description,
    theme: input.theme,
    brandColor: input.brandColor.toLowerCase(),
    blocks,
  };
}

/** Runs a write whose slug may collide: the unique index, not a prior look, decides who wins a race. */
async function slugChecked<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('LANDING_SLUG_TAKEN');
    throw error;
  }
}

export async function createPage(ctx: AppContext, ownerId: number, input: PageInput): Promise<LandingPage> {
  const columns = await columnsOf(ctx.db, ownerId, input);
  const [{ pages = 0 } = {}] = await ctx.db
    .select({ pages: count() })
    .from(landingPages)
    .where(eq(landingPages.ownerId, ownerId));
  if (pages >= LANDING_MAX_PAGES) {
    throw new AppError('LANDING_TOO_MANY_PAGES', { params: { max: LANDING_MAX_PAGES } });
  }
  const [row] = await slugChecked(() =>
    ctx.db
      .insert(landingPages)
      .values({ ...columns, ownerId })
      .returning(),
  );
  if (!row) throw new Error('insert returned no row');
  return { ...toSummary(row, NONE), blocks: row.blocks };
}

export async function updatePage(
  ctx: AppContext,
  ownerId: number,
  id: number,
  input: PageInput,
): Promise<LandingPage> {
  await getOwnRow(ctx.db, ownerId, id);
  const columns = await columnsOf(ctx.db, ownerId, input);
  await slugChecked(() =>
    ctx.db
      .update(landingPages)
      .set({ ...columns, updatedAt: ctx.now() })
      .where(and(eq(landingPages.id, id), eq(landingPages.ownerId, ownerId))),
  );
  await ctx.events.publish(LANDING_CHANGED, String(id));
  return getOwnPage(ctx.db, ownerId, id);
}

export async function setPageStatus(
  ctx: AppContext,
  ownerId: number,
  id: number,
  status: LandingStatus,
): Promise<LandingPage> {
  const row = await getOwnRow(ctx.db, ownerId, id);
  if (row.status !== status) {
    await ctx.db
      .update(landingPages)
      .set({
        status,
        publishedAt: status === 'published' ? (row.publishedAt ?? ctx.now()) : row.publishedAt,
        updatedAt: ctx.now(),
      })
      .where(eq(landingPages.id, id));
    await ctx.events.publish(LANDING_CHANGED, String(id));
  }
  return getOwnPage(ctx.db, ownerId, id);
}

export async function deletePage(ctx: AppContext, ownerId: number, id: number): Promise<void> {
  const deleted = await ctx.db
    .delete(landingPages)
    .where(and(eq(landingPages.id, id), eq(landingPages.ownerId, ownerId)))
    .returning({ id: landingPages.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND');
  await ctx.events.publish(LANDING_CHANGED, String(id));
}
