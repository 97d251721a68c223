import { PGlite } from '@electric-sql/pglite';
const t0 = performance.now();
const db = new PGlite({ dataDir: process.argv[2] + '/pglite', startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'] });
await db.waitReady;
const t1 = performance.now();
await db.query('select 1');
console.log('import->start', t0.toFixed(0), 'open', (t1 - t0).toFixed(0), 'q', (performance.now() - t1).toFixed(0));
await db.close();
