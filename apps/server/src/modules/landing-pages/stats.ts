import type { LandingEventsSchema, LandingStats } from '@pustaka/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '#db/client.ts';
import { landingPageStats, landingPages } from './tables.ts';

type Events = z.output<typeof LandingEventsSchema>;

/** The page's own row among its block rows. */
const PAGE_ROW = '';

/**
 * Adds one beacon's events in a single statement: the browser batches a visit's views and clicks, and
 * this turns the batch into one upsert of a row per block. Unknown block ids (a page edited since it was
 * loaded) and unpublished pages count nothing. Returns whether the page takes counts.
 */
export async function recordEvents(db: DbOrTx, pageId: number, events: Events): Promise<boolean> {
  const [page] = await db
    .select({ blocks: landingPages.blocks })
    .from(landingPages)
    .where(and(eq(landingPages.id, pageId), eq(landingPages.status, 'published')));
  if (!page) return false;
  const known = new Set(page.blocks.map((block) => block.id));
  const counts = new Map<string, { views: number; clicks: number }>();
  const add = (blockId: string, views: number, clicks: number) => {
    const entry = counts.get(blockId) ?? { views: 0, clicks: 0 };
    counts.set(blockId, { views: entry.views + views, clicks: entry.clicks + clicks });
  };
  if (events.view) add(PAGE_ROW, 1, 0);
  // A block seen twice in one visit is one view.
  for (const id of new Set(events.seen)) if (known.has(id)) add(id, 1, 0);
  for (const id of events.clicks) if (known.has(id)) add(id, 0, 1);
  if (counts.size === 0) return true;
  await db
    .insert(landingPageStats)
    .values([...counts].map(([blockId, c]) => ({ pageId, blockId, views: c.views, clicks: c.clicks })))
    .onConflictDoUpdate({
      target: [landingPageStats.pageId, landingPageStats.blockId],
      set: {
        views: sql`${landingPageStats.views} + excluded.views`,
        clicks: sql`${landingPageStats.clicks} + excluded.clicks`,
      },
    });
  return true;
}

/** The counts of one page (its owner checked by the caller): visits, and per block what was seen and clicked. */
export async function statsOf(db: DbOrTx, pageId: number): Promise<LandingStats> {
  const rows = await db.select().from(landingPageStats).where(eq(landingPageStats.pageId, pageId));
  const page = rows.find((row) => row.blockId === PAGE_ROW);
  return {
    views: page?.views ?? 0,
    blocks: rows
      .filter((row) => row.blockId !== PAGE_ROW)
      .map((row) => ({ blockId: row.blockId, views: row.views, clicks: row.clicks })),
  };
}
