// The in-memory catalogue on its own, in this process: reads the products of a catalogue bench database
// (BENCH_DATABASE_URL, e.g. the one `BENCH_KEEP_DATABASE` keeps) the way the server loads them, then prints the
// load's parts, the heap and typed arrays it holds after a collection, and the time of 3,000 distinct random
// pages and searches (each set twice: the second time totals are remembered). Run with `npm run
// bench:catalogue-memory`; BENCH_PRODUCTS caps the products read.
import postgres from 'postgres';
import { CatalogueListing } from '../apps/server/src/modules/catalogue/memory-index/catalogue-listing.ts';
import { lexemesOf, parseTextQuery } from '../apps/server/src/modules/catalogue/memory-index/text-query.ts';

if (!process.env.BENCH_DATABASE_URL) {
  console.error('Set BENCH_DATABASE_URL to a database seeded by npm run bench:catalogue');
  process.exit(1);
}
const sql = postgres(process.env.BENCH_DATABASE_URL, { max: 1, onnotice: () => {} });
const LIMIT = Number(process.env.BENCH_PRODUCTS ?? Number.POSITIVE_INFINITY);
const mb = (bytes) => `${(bytes / 1e6).toFixed(0)} MB`;
function memory(label) {
  globalThis.gc?.();
  globalThis.gc?.();
  const m = process.memoryUsage();
  console.log(`${label}: heap used ${mb(m.heapUsed)}, array buffers ${mb(m.arrayBuffers)}, RSS ${mb(m.rss)}`);
}

memory('Before loading');
const listing = new CatalogueListing();
const started = performance.now();
const spent = { read: 0, parse: 0, append: 0 };
let after = 0;
for (;;) {
  let t = performance.now();
  const rows = await sql`select id, name, slug, category_id as "categoryId", author_id as "authorId",
    cover_key as "coverKey", format, base_price as "basePrice", discount_amount as "discountAmount", price,
    language, seller_id as "sellerId", sales_count as "salesCount", published_at as "publishedAt",
    search::text as search, name_search::text as "nameSearch"
    from products where is_published and is_active and id > ${after} order by id limit 10000`;
  spent.read += performance.now() - t;
  t = performance.now();
  const listed = rows.map(({ search, nameSearch, ...row }) => ({
    ...row,
    words: lexemesOf(search),
    nameWords: lexemesOf(nameSearch),
  }));
  spent.parse += performance.now() - t;
  t = performance.now();
  listing.append(listed);
  spent.append += performance.now() - t;
  if (rows.length < 10000 || listing.size >= LIMIT) break;
  after = rows.at(-1).id;
}
let t = performance.now();
listing.seal();
const sealMs = performance.now() - t;
const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
console.log(
  `Loaded ${listing.size.toLocaleString('en')} products in ${s(performance.now() - started)}: reading ${s(spent.read)}, parsing words ${s(spent.parse)}, taking in ${s(spent.append)}, sorting and packing ${s(sealMs)}`,
);
memory('Loaded');

const words = ['belajar', 'memasak', 'fotografi', 'akuntansi', 'jawa', 'investasi', 'pemrograman', 'panduan'];
const texts = new Map();
for (const word of [...words, 'praktis', 'pemula', 'guru', 'bandung']) {
  const [row] = await sql`select websearch_to_tsquery('indonesian', ${word})::text as q`;
  texts.set(word, parseTextQuery(row.q));
}
await sql.end();
const formats = ['PDF', 'MP3', 'CRS', 'PPT'];
const sorts = ['newest', 'price_asc', 'price_desc', 'best_selling'];
let seed = 7;
const pick = (n) => {
  seed = (seed * 16807) % 2147483647;
  return seed % n;
};
const wordList = [...texts.keys()];
for (const kind of ['pages', 'searches']) {
  for (const round of [1, 2]) {
    seed = kind === 'pages' ? 7 : 11;
    const times = [];
    for (let i = 0; i < 3000; i++) {
      const query =
        kind === 'pages'
          ? {
              format: formats[pick(4)],
              minPrice: pick(5) * 10000,
              maxPrice: 150000 + pick(7) * 10000,
              sort: sorts[pick(4)],
              offset: pick(50) * 24,
              limit: 24,
            }
          : {
              text: texts.get(wordList[pick(wordList.length)]),
              sort: ['relevance', ...sorts][pick(5)],
              offset: pick(20) * 24,
              limit: 24,
              format: pick(2) ? 'PDF' : undefined,
              maxPrice: [undefined, 100000, 150000, 50000][pick(4)],
            };
      t = performance.now();
      listing.query(query);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const at = (q) => times[Math.floor(times.length * q)].toFixed(2);
    console.log(
      `${kind}, ${round === 1 ? 'first time' : 'again'}: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms`,
    );
  }
}
memory('After the queries');
