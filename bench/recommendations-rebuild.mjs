// The recommendations' full rebuild on a catalogue that is already there: its time, the most memory the
// process held while it ran, and how long it kept the event loop from other work (it runs in a process that
// serves requests). Point it at a database the catalogue bench seeded and kept:
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/pustaka_bench_1m npm run bench:recommendations-rebuild
//
// It writes the lists into that database, as the server's own rebuild would.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { rebuildAll } from '../apps/server/src/modules/recommendations/index.ts';

if (!process.env.BENCH_DATABASE_URL) {
  console.error('Set BENCH_DATABASE_URL to a catalogue database, e.g. one kept by BENCH_KEEP_DATABASE');
  process.exit(1);
}
const database = await openPostgres(process.env.BENCH_DATABASE_URL);
const peak = { rss: 0, heap: 0, buffers: 0 };
const sampler = setInterval(() => {
  const m = process.memoryUsage();
  peak.rss = Math.max(peak.rss, m.rss);
  peak.heap = Math.max(peak.heap, m.heapUsed);
  peak.buffers = Math.max(peak.buffers, m.arrayBuffers);
}, 100);
const loop = monitorEventLoopDelay({ resolution: 1 });
loop.enable();
const report = await rebuildAll(database.db, new Date());
loop.disable();
clearInterval(sampler);
const mb = (bytes) => `${(bytes / 1e6).toFixed(0)} MB`;
const ms = (ns) => `${(ns / 1e6).toFixed(1)} ms`;
console.log(
  `Rebuilt ${report.products.toLocaleString('en')} products and ${report.purchases.toLocaleString('en')} purchases in ${(report.ms / 1000).toFixed(1)} s`,
);
console.log(`Peak: heap used ${mb(peak.heap)}, array buffers ${mb(peak.buffers)}, RSS ${mb(peak.rss)}`);
console.log(
  `Event loop held: p50 ${ms(loop.percentile(50))}, p99 ${ms(loop.percentile(99))}, longest ${ms(loop.max)}`,
);
await database.close();
