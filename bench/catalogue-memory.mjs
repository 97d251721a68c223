// The in-memory catalogue on its own, in this process: loads the products of a catalogue bench database
// (BENCH_DATABASE_URL, e.g. the one `BENCH_KEEP_DATABASE` keeps) with the server's own load (`loadListing`, on
// the server's PostgreSQL client), then prints where the load spent its time, the heap and typed arrays it
// holds after a collection, and the time of 3,000 distinct random pages and searches (each set twice: the
// second time totals are remembered). Run with `npm run bench:catalogue-memory`.
import { sql } from 'drizzle-orm';
import { openPostgres, selectRows } from '../apps/server/src/db/client.ts';
import { loadListing } from '../apps/server/src/modules/catalogue/memory-index/catalogue-load.ts';
import { parseTextQuery } from '../apps/server/src/modules/catalogue/memory-index/text-query.ts';

if (!process.env.BENCH_DATABASE_URL) {
  console.error('Set BENCH_DATABASE_URL to a database seeded by npm run bench:catalogue');
  process.exit(1);
}
const database = await openPostgres(process.env.BENCH_DATABASE_URL);
const mb = (bytes) => `${(bytes / 1e6).toFixed(0)} MB`;
function memory(label) {
  globalThis.gc?.();
  globalThis.gc?.();
  const m = process.memoryUsage();
  console.log(`${label}: heap used ${mb(m.heapUsed)}, array buffers ${mb(m.arrayBuffers)}, RSS ${mb(m.rss)}`);
}

memory('Before loading');
const started = performance.now();
const cpuBefore = process.cpuUsage();
const times = { waiting: 0, takingIn: 0, sealing: 0 };
const listing = await loadListing(database, () => false, times);
const cpu = process.cpuUsage(cpuBefore);
const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
console.log(
  `Loaded ${listing.size.toLocaleString('en')} products in ${s(performance.now() - started)} (this process's CPU ${s((cpu.user + cpu.system) / 1000)}): waiting for rows ${s(times.waiting)}, taking in ${s(times.takingIn)}, sorting and packing ${s(times.sealing)}`,
);
memory('Loaded');

const words = ['belajar', 'memasak', 'fotografi', 'akuntansi', 'jawa', 'investasi', 'pemrograman', 'panduan'];
const texts = new Map();
for (const word of [...words, 'praktis', 'pemula', 'guru', 'bandung']) {
  const [row] = await selectRows(
    database.db,
    sql`select websearch_to_tsquery('indonesian', ${word})::text as q`,
  );
  texts.set(word, parseTextQuery(row.q));
}
await database.close();
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
      const t = performance.now();
      listing.query(query);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const at = (q) => times[Math.floor(times.length * q)].toFixed(2);
    // The mean is what a queue of requests pays for each: the few slow first computations weigh on it.
    const mean = (times.reduce((sum, t) => sum + t, 0) / times.length).toFixed(2);
    console.log(
      `${kind}, ${round === 1 ? 'first time' : 'again'}: mean ${mean} ms, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms`,
    );
  }
}
memory('After the queries');
