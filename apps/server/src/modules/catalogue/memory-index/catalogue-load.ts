import { inArray, type SQL, sql } from 'drizzle-orm';
import { type DatabaseHandle, type DbOrTx, selectRows } from '#db/client.ts';
import { products } from '../tables.ts';
import { CatalogueListing, type ListedProduct } from './catalogue-listing.ts';
import { COPIED_FIELDS } from './copied-product.ts';
import { CopyTuples } from './copy-tuples.ts';

/** Rows read at a time, by key, so a large catalogue never holds the database for long. */
const BATCH = 10_000;
/** Rows taken in without yielding to other work while the catalogue loads. */
const SLICE = 2_000;
/** Time spent taking in copied bytes without yielding to other work. */
const YIELD_EVERY_MS = 10;

/**
 * The columns of a product on sale, each named as `ListedProduct` names it: a row from the driver is taken in
 * as it comes, with no object made per row in between. A raw statement, not drizzle's select builder, which
 * maps every row to a new object (and reads the time as a string to make a `Date` of). The words come as
 * stripped tsvector text, lexemes without positions: a third shorter than the vectors, and all that
 * matching without phrases needs.
 */
const listedColumns = sql.raw(`id, name, slug, category_id as "categoryId", author_id as "authorId",
  cover_key as "coverKey", format, base_price as "basePrice", discount_amount as "discountAmount", price,
  language, seller_id as "sellerId", sales_count as "salesCount",
  (extract(epoch from published_at) * 1000)::float8 as "publishedAt",
  strip(search)::text as words, strip(name_search)::text as "nameWords"`);

const onSale = sql`${products.isPublished} and ${products.isActive}`;

function readListed(db: DbOrTx, where: SQL, tail: SQL = sql``): Promise<ListedProduct[]> {
  return selectRows<ListedProduct>(
    db,
    sql`select ${listedColumns} from ${products} where ${onSale} and ${where} ${tail}`,
  );
}

/** Those of the products that are on sale, as the listing takes them. */
export function readListedProducts(db: DbOrTx, ids: number[]): Promise<ListedProduct[]> {
  return readListed(db, inArray(products.id, ids));
}

/** Where a load spent its time, in milliseconds: waiting for rows, taking them in, sorting and packing. */
export type LoadTimes = { waiting: number; takingIn: number; sealing: number };

/** Sorts and packs a loaded listing, letting other work in between the steps. */
async function seal(listing: CatalogueListing, times: LoadTimes): Promise<void> {
  for (const step of listing.sealSteps()) {
    await new Promise((resolve) => setImmediate(resolve));
    const started = performance.now();
    step();
    times.sealing += performance.now() - started;
  }
}

/**
 * Every product on sale in a new listing; `undefined` when `stopped` says so on the way. From a PostgreSQL
 * server it is one binary COPY, taken in as its bytes stream (`loadCopied`); from embedded PGlite, batches
 * of rows (`loadInBatches`). `times`, when given, is added to.
 */
export function loadListing(
  database: Pick<DatabaseHandle, 'db' | 'copyOut'>,
  stopped: () => boolean,
  times: LoadTimes = { waiting: 0, takingIn: 0, sealing: 0 },
): Promise<CatalogueListing | undefined> {
  return database.copyOut
    ? loadCopied(database.copyOut, stopped, times)
    : loadInBatches(database.db, stopped, times);
}

/**
 * The products on sale as one binary COPY of a single snapshot, taken in straight from the bytes as they
 * arrive: no row object, and no string for a name, a slug or a word (a driver's rows make an object of every
 * row and a string of every field, as much work as taking them in). The load yields every few
 * milliseconds, so the process answers requests (from the database) meanwhile; the database server reads
 * and sends the next chunks while this process is busy.
 */
async function loadCopied(
  copyOut: NonNullable<DatabaseHandle['copyOut']>,
  stopped: () => boolean,
  times: LoadTimes,
): Promise<CatalogueListing | undefined> {
  const listing = new CatalogueListing();
  const tuples = new CopyTuples(COPIED_FIELDS.length);
  const columns = COPIED_FIELDS.map(([, expression]) => expression).join(', ');
  // The same products as `onSale` selects; COPY takes no parameters, so the statement is plain text.
  const statement = `copy (select ${columns} from products where is_published and is_active order by id)
    to stdout (format binary)`;
  const chunks = copyOut(statement)[Symbol.asyncIterator]();
  let yieldedAt = performance.now();
  for (;;) {
    // Chunks already buffered come without a turn of the event loop: requests get one every few ms.
    if (performance.now() - yieldedAt > YIELD_EVERY_MS) {
      await new Promise((resolve) => setImmediate(resolve));
      yieldedAt = performance.now();
    }
    let started = performance.now();
    const chunk = await chunks.next();
    times.waiting += performance.now() - started;
    if (chunk.done) break;
    if (stopped()) {
      await chunks.return?.();
      return undefined;
    }
    started = performance.now();
    tuples.push(chunk.value);
    while (tuples.next()) listing.appendCopied(tuples);
    times.takingIn += performance.now() - started;
  }
  if (!tuples.done) throw new Error('the copy of the catalogue ended before its last tuple');
  await seal(listing, times);
  return listing;
}

/**
 * Every product on sale, read in batches by key. The next batch is asked for before this one is taken in,
 * so a database server reads it meanwhile; rows are taken in slices with a yield between them, so the
 * process answers requests (from the database) while it loads.
 */
async function loadInBatches(
  db: DbOrTx,
  stopped: () => boolean,
  times: LoadTimes,
): Promise<CatalogueListing | undefined> {
  const listing = new CatalogueListing();
  const batchAfter = (after: number) =>
    readListed(db, sql`${products.id} > ${after}`, sql`order by ${products.id} limit ${BATCH}`);
  let next: Promise<ListedProduct[]> | undefined = batchAfter(0);
  while (next) {
    let started = performance.now();
    const rows: ListedProduct[] = await next;
    times.waiting += performance.now() - started;
    if (stopped()) return undefined;
    next = rows.length < BATCH ? undefined : batchAfter((rows.at(-1) as ListedProduct).id);
    // A failed read of the next batch surfaces when it is awaited, not as an unhandled rejection.
    next?.catch(() => undefined);
    for (let at = 0; at < rows.length; at += SLICE) {
      if (at > 0) await new Promise((resolve) => setImmediate(resolve));
      started = performance.now();
      listing.append(rows, at, Math.min(at + SLICE, rows.length));
      times.takingIn += performance.now() - started;
    }
  }
  await seal(listing, times);
  return listing;
}
