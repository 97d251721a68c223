import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import type { Neighbour } from './similarity.ts';
import { recommendationNeighbours, recommendationPopular } from './tables.ts';

// Reading and writing the precomputed lists. Requests only read; the rebuild and the refresh write.

export type NeighbourKind = 'bought' | 'similar' | 'next';

const WRITE_CHUNK = 2_000;

const toNeighbours = (ids: number[], scores: number[]): Neighbour[] =>
  ids.map((id, index) => ({ id, score: scores[index] ?? 0 }));

/** The neighbour lists of some products, by product then kind. One indexed read. */
export async function readNeighbours(
  db: DbOrTx,
  productIds: number[],
  kinds: NeighbourKind[],
): Promise<Map<number, Partial<Record<NeighbourKind, Neighbour[]>>>> {
  const result = new Map<number, Partial<Record<NeighbourKind, Neighbour[]>>>();
  if (productIds.length === 0) return result;
  const rows = await db
    .select()
    .from(recommendationNeighbours)
    .where(
      and(
        inArray(recommendationNeighbours.productId, productIds),
        inArray(recommendationNeighbours.kind, kinds),
      ),
    );
  for (const row of rows) {
    const entry = result.get(row.productId) ?? {};
    entry[row.kind as NeighbourKind] = toNeighbours(row.neighbourIds, row.scores);
    result.set(row.productId, entry);
  }
  return result;
}

/**
 * Writes lists (replacing what each product had of that kind), in chunks of one statement each. `now` is
 * the writer's generation: a list written by a later one (a newer rebuild, a refresh after a sale) stays.
 * A chunk travels as one JSON parameter: a rebuild writes a million lists, and building a statement with a
 * parameter per value cost the serving thread more than computing the lists.
 */
export async function writeNeighbours(
  db: DbOrTx,
  kind: NeighbourKind,
  lists: Map<number, Neighbour[]>,
  now: Date,
): Promise<void> {
  const rows = [...lists.entries()].map(([productId, list]) => ({
    p: productId,
    n: list.map((item) => item.id),
    s: list.map((item) => Math.fround(item.score)),
  }));
  for (let at = 0; at < rows.length; at += WRITE_CHUNK) {
    const chunk = JSON.stringify(rows.slice(at, at + WRITE_CHUNK));
    await db.execute(sql`insert into ${recommendationNeighbours} (product_id, kind, neighbour_ids, scores, updated_at)
      select r.p, ${kind}::text, r.n, r.s, ${now.toISOString()}::timestamptz
      from jsonb_to_recordset(${chunk}::jsonb) as r(p int, n int[], s real[])
      on conflict (product_id, kind) do update set neighbour_ids = excluded.neighbour_ids,
        scores = excluded.scores, updated_at = excluded.updated_at
      where ${recommendationNeighbours.updatedAt} <= excluded.updated_at`);
  }
}

/** Drops lists the last full rebuild did not write (products no longer on sale). */
export async function dropNeighboursOlderThan(db: DbOrTx, kind: NeighbourKind, before: Date): Promise<void> {
  await db
    .delete(recommendationNeighbours)
    .where(and(eq(recommendationNeighbours.kind, kind), lt(recommendationNeighbours.updatedAt, before)));
}

/**
 * When the last full rebuild began (its generation): only a full rebuild writes the best-seller lists, and
 * it stamps them with the time it started.
 */
export async function lastRebuildGeneration(db: DbOrTx): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: recommendationPopular.updatedAt })
    .from(recommendationPopular)
    .where(eq(recommendationPopular.key, 'best:ALL'));
  return row?.at;
}

export async function readPopular(db: DbOrTx, keys: string[]): Promise<Map<string, Neighbour[]>> {
  if (keys.length === 0) return new Map();
  const rows = await db.select().from(recommendationPopular).where(inArray(recommendationPopular.key, keys));
  return new Map(rows.map((row) => [row.key, toNeighbours(row.productIds, row.scores)]));
}

export async function writePopular(db: DbOrTx, lists: Map<string, Neighbour[]>, now: Date): Promise<void> {
  const rows = [...lists.entries()].map(([key, list]) => ({
    key,
    productIds: list.map((item) => item.id),
    scores: list.map((item) => Math.fround(item.score)),
    updatedAt: now,
  }));
  if (rows.length === 0) return;
  await db
    .insert(recommendationPopular)
    .values(rows)
    .onConflictDoUpdate({
      target: recommendationPopular.key,
      set: {
        productIds: sql`excluded.product_ids`,
        scores: sql`excluded.scores`,
        updatedAt: sql`excluded.updated_at`,
      },
      setWhere: sql`${recommendationPopular.updatedAt} <= excluded.updated_at`,
    });
}
