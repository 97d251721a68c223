import type { ProductCard } from '@pustaka/contract';
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, type DbOrTx, selectRows } from '#db/client.ts';
import { findAllAuthorCards } from '#modules/authors/index.ts';
import { findUserSummaries, type UserSummary } from '#modules/users/index.ts';
import { categories, productChanges } from '../tables.ts';
import { toCard } from '../views.ts';
import type { CatalogueListing, ListedCard, ListingQuery } from './catalogue-listing.ts';
import { loadListing, readListedProducts } from './catalogue-load.ts';
import { parseTextQuery, type TextQuery } from './text-query.ts';

/** More changes than this since the last look: reloading everything is cheaper than one by one. */
const RELOAD_ABOVE = 10_000;
/** Sellers remembered at most; past it the memory starts again (a catalogue has far fewer creators). */
const MAX_SELLERS = 20_000;
const PRUNE_EVERY_MS = 10 * 60_000;
const PRUNE_OLDER_THAN = '1 hour';
/** Even with no visitors, a process looks at the change log this often, long before it is pruned. */
const CATCH_UP_EVERY_MS = 60_000;
/** A process that could not look for longer than this (a database outage) reloads everything. */
const RELOAD_AFTER_GAP_MS = 30 * 60_000;

/** The channel the change-log trigger notifies (migration 0013). */
const CHANGES_CHANNEL = 'product_changes';

/**
 * Keeps a `CatalogueListing` of this process in step with the database. At start it loads every product on
 * sale; after that it reads the change log (`product_changes`, written by a trigger in every writer's
 * transaction) before each answer, so an answer never misses a change committed before the request came,
 * in this process or any other. Concurrent requests share one look at the log; on embedded PGlite, which
 * tells this process of every commit as it happens, the log is read only after such a notice.
 *
 * A change whose transaction was still open when the log was read is not visible yet and may carry a
 * smaller id than those read: rows of transactions not older than the reader's snapshot horizon are read
 * again the next time, and the ones already applied are skipped.
 */
export class CatalogueIndex {
  private listing: CatalogueListing | undefined;
  private cursor = 0;
  /** Transactions from this id on may still have been open at the last look. */
  private horizon = 0;
  /** Change rows read at or above the horizon, so reading them again applies nothing twice. */
  private seenAboveHorizon = new Set<number>();
  private categoryNames = new Map<number, string>();
  private authorCards = new Map<number, NonNullable<ProductCard['author']>>();
  private tail: Promise<unknown> = Promise.resolve();
  private nextLook: Promise<void> | undefined;
  private lastLookAt = 0;
  private lastPruneAt = 0;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly textQueries = new Map<string, TextQuery | null | undefined>();
  /** Sellers' names and pictures as cards show them; dropped when the users module says a user changed. */
  private readonly sellers = new Map<number, UserSummary>();
  private readonly db: DbOrTx;
  /**
   * Where every change is heard as it commits (embedded PGlite), the log is read only after one: false
   * from the moment a look starts until the trigger's next notice. Elsewhere it stays true.
   */
  private mayHaveChanged = true;
  private hearing: Promise<() => Promise<void>> | undefined;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly onError: (error: unknown) => void,
  ) {
    this.db = database.db;
  }

  /** Loads the catalogue in the background; until then (and after a failure) callers use the database. */
  start(): Promise<void> {
    this.timer = setInterval(() => {
      // Up to date when loaded; loaded again when the first load failed (a database outage at start).
      const work = this.listing
        ? this.upToDate()
        : this.serial(async () => {
            if (!this.listing) await this.reload();
          });
      work.catch(this.onError);
    }, CATCH_UP_EVERY_MS);
    this.timer.unref();
    return this.serial(async () => {
      if (this.database.hearsEveryChangeAtOnce) {
        this.hearing = this.database.listen(CHANGES_CHANNEL, () => {
          this.mayHaveChanged = true;
        });
        await this.hearing;
      }
      await this.reload();
    }).catch(this.onError);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    const unlisten = await this.hearing?.catch(() => undefined);
    await unlisten?.();
  }

  get state(): { ready: boolean; products: number } {
    return { ready: this.listing !== undefined, products: this.listing?.size ?? 0 };
  }

  /** Category and author names changed (or may have): read them again. */
  namesChanged(): Promise<void> {
    return this.serial(() => this.loadNames()).catch(this.onError);
  }

  /**
   * A page of cards, or `undefined` when the index cannot answer (still loading, or a search with a phrase,
   * which needs word positions): the caller asks the database instead.
   */
  async page(
    query: Omit<ListingQuery, 'text'> & { q?: string },
  ): Promise<{ items: ProductCard[]; total: number } | undefined> {
    if (!this.listing) return undefined;
    const text = query.q ? await this.textQuery(query.q) : undefined;
    if (text === undefined && query.q) return undefined;
    await this.upToDate();
    const listing = this.listing;
    if (!listing) return undefined;
    const { items, total } = listing.query({ ...query, text });
    return { items: await this.cards(items), total };
  }

  /**
   * The cards of those products that are on sale, in the order asked; `undefined` while the catalogue is
   * still loading (the caller asks the database instead). No query once the sellers are known.
   * `freshWithinMs`: a caller that may show cards this old (a list of recommendations, whose rules are
   * checked again on every purchase) skips the look at the change log when the last one is that recent.
   * A process that hears every change never needs the allowance: with nothing heard the look costs nothing,
   * and with a change heard the cards include it (a product just approved is recommended at once).
   */
  async cardsOf(ids: number[], freshWithinMs = 0): Promise<ProductCard[] | undefined> {
    if (!this.listing) return undefined;
    const mayBeOld = freshWithinMs <= 0 || Date.now() - this.lastLookAt > freshWithinMs;
    if (this.hearing || mayBeOld) await this.upToDate();
    let items = this.listedCards(ids);
    if (items && items.length < ids.length) {
      // One of them is not in the copy: it may be on sale since a moment ago (its notice not yet heard, or
      // inside the allowance). One more look settles it; a product that is not on sale costs that look.
      this.mayHaveChanged = true;
      await this.upToDate();
      items = this.listedCards(ids);
    }
    return items && this.cards(items);
  }

  private listedCards(ids: number[]): ListedCard[] | undefined {
    const listing = this.listing;
    if (!listing) return undefined;
    const items: ListedCard[] = [];
    for (const id of ids) {
      const item = listing.card(id);
      if (item) items.push(item);
    }
    return items;
  }

  /** Catches up with every change committed before this call; concurrent callers share one look. */
  upToDate(): Promise<void> {
    if (this.hearing && !this.mayHaveChanged && this.listing) {
      // Nothing was written since the last look: it is as good as a new one.
      this.lastLookAt = Date.now();
      return Promise.resolve();
    }
    if (this.nextLook) return this.nextLook;
    const look = this.serial(async () => {
      // Callers from now on need a look that starts after them: this one has started.
      this.nextLook = undefined;
      await this.catchUp();
    });
    this.nextLook = look;
    return look;
  }

  private serial<T>(task: () => Promise<T>): Promise<T> {
    const run = this.tail.then(task, task);
    this.tail = run.catch(() => undefined);
    return run;
  }

  /** A user's name or picture changed: their cards read them again. */
  userChanged(userId: number): void {
    this.sellers.delete(userId);
  }

  private async cards(items: ListedCard[]): Promise<ProductCard[]> {
    const missing = items.map((item) => item.sellerId).filter((id) => !this.sellers.has(id));
    if (missing.length > 0) {
      const found = await findUserSummaries(this.db, missing);
      if (this.sellers.size + found.size > MAX_SELLERS) this.sellers.clear();
      for (const [id, seller] of found) this.sellers.set(id, seller);
    }
    return items.map((item) =>
      toCard(
        item,
        item.categoryId === null ? undefined : { name: this.categoryNames.get(item.categoryId) ?? '' },
        this.sellers.get(item.sellerId),
        item.authorId === null ? null : (this.authorCards.get(item.authorId) ?? null),
      ),
    );
  }

  /** The database's reading of a search (its Indonesian stemmer), remembered: it never changes. */
  private async textQuery(q: string): Promise<TextQuery | null | undefined> {
    if (this.textQueries.has(q)) return this.textQueries.get(q);
    const [row] = await selectRows<{ query: string }>(
      this.db,
      sql`select websearch_to_tsquery('indonesian', ${q})::text as query`,
    );
    const parsed = parseTextQuery(row?.query ?? '');
    if (this.textQueries.size >= 2_000) {
      const oldest = this.textQueries.keys().next().value;
      if (oldest !== undefined) this.textQueries.delete(oldest);
    }
    this.textQueries.set(q, parsed);
    return parsed;
  }

  private async loadNames(): Promise<void> {
    const [categoryRows, authorCards] = await Promise.all([
      this.db.select({ id: categories.id, name: categories.name }).from(categories),
      findAllAuthorCards(this.db),
    ]);
    this.categoryNames = new Map(categoryRows.map((row) => [row.id, row.name]));
    this.authorCards = authorCards;
  }

  /** Everything on sale, read in batches so a large catalogue never holds the database for long. */
  private async reload(): Promise<void> {
    this.mayHaveChanged = false;
    try {
      await this.readEverything();
    } catch (error) {
      this.mayHaveChanged = true;
      throw error;
    }
  }

  private async readEverything(): Promise<void> {
    const [position] = await this.db
      .select({
        cursor: sql<string>`coalesce(max(${productChanges.id}), 0)::text`,
        horizon: sql<string>`pg_snapshot_xmin(pg_current_snapshot())::text`,
      })
      .from(productChanges);
    const listing = await loadListing(this.database, () => this.stopped);
    if (!listing) return;
    await this.loadNames();
    this.listing = listing;
    this.cursor = Number(position?.cursor ?? 0);
    this.horizon = Number(position?.horizon ?? 0);
    this.seenAboveHorizon = new Set();
    this.lastLookAt = Date.now();
  }

  private async catchUp(): Promise<void> {
    if (!this.listing || this.stopped) return;
    if (Date.now() - this.lastLookAt > RELOAD_AFTER_GAP_MS) return this.reload();
    this.mayHaveChanged = false;
    try {
      await this.readLog();
    } catch (error) {
      this.mayHaveChanged = true;
      throw error;
    }
  }

  private async readLog(): Promise<void> {
    // New rows, rows of transactions that may have been open at the last look, and the snapshot's horizon
    // as one extra row: one query, and each part an index walk however stale the table's statistics (a
    // bulk import leaves many rows the planner has not counted; a plain `or` then reads them all).
    const rows = await selectRows<{
      id: string | null;
      product_id: number;
      tx: string;
      horizon: string | null;
    }>(
      this.db,
      sql`select id::text as id, product_id, tx::text as tx, null as horizon from (
          (select id, product_id, tx from ${productChanges} where id > ${this.cursor}
            order by ${productChanges.id} limit ${RELOAD_ABOVE + 1})
          union all
          (select id, product_id, tx from ${productChanges} where tx >= ${this.horizon} and id <= ${this.cursor}
            order by ${productChanges.tx} limit ${RELOAD_ABOVE + 1})
        ) as changes
        union all select null, null, null, pg_snapshot_xmin(pg_current_snapshot())::text`,
    );
    const horizon = Number(rows.find((row) => row.horizon !== null)?.horizon ?? this.horizon);
    const changes = rows.filter((row) => row.id !== null);
    if (changes.length > RELOAD_ABOVE) return this.reload();
    const changed = new Set<number>();
    const seen = new Set<number>();
    let cursor = this.cursor;
    for (const change of changes) {
      const id = Number(change.id);
      if (Number(change.tx) >= horizon) seen.add(id);
      if (!this.seenAboveHorizon.has(id)) changed.add(change.product_id);
      cursor = Math.max(cursor, id);
    }
    if (changed.size > 0) await this.refresh([...changed]);
    // Only now, with the products read again: a failed read leaves the log to be read again next time.
    this.cursor = cursor;
    this.seenAboveHorizon = seen;
    this.horizon = horizon;
    this.lastLookAt = Date.now();
    if (this.lastLookAt - this.lastPruneAt > PRUNE_EVERY_MS) {
      this.lastPruneAt = this.lastLookAt;
      await this.db
        .delete(productChanges)
        .where(sql`${productChanges.changedAt} < now() - ${PRUNE_OLDER_THAN}::interval`);
    }
  }

  /** Reads the products again: on sale, they are put; otherwise (or gone) they leave the listing. */
  private async refresh(ids: number[]): Promise<void> {
    const rows = await readListedProducts(this.db, ids);
    const listing = this.listing;
    if (!listing) return;
    const onSaleNow = new Set(rows.map((row) => row.id));
    for (const id of ids) if (!onSaleNow.has(id)) listing.remove(id);
    for (const row of rows) listing.put(row);
  }
}
