import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { suiteDatabase } from '#test/server-database.ts';
import { openPostgres, selectRows } from './client.ts';

/**
 * A COPY's bytes streamed from a PostgreSQL server (what the in-memory catalogue loads from). postgres.js
 * pauses a connection's socket while the reader is behind and resumes it only when the reader asks for
 * more; a copy that ends while paused must not leave the pool a connection that never reads again.
 */

const serverUrl = process.env.TEST_DATABASE_URL;
const suite = suiteDatabase('copyout');

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!serverUrl)('streaming a COPY from a PostgreSQL server', () => {
  it('gives every byte to a slow reader, then every pooled connection still answers', async () => {
    const database = await openPostgres(suite.url);
    try {
      const copyOut = database.copyOut;
      if (!copyOut) throw new Error('a PostgreSQL handle streams copies');
      // About 2 MB in rows of 1 KB: far more than the stream buffers, so the reader falls behind.
      let bytes = 0;
      let chunks = 0;
      for await (const chunk of copyOut(
        "copy (select g, repeat('x', 1000) from generate_series(1, 2000) g) to stdout",
      )) {
        bytes += chunk.length;
        chunks += 1;
        if (chunks % 10 === 0) await pause(5);
      }
      const line = (g: number) => `${g}\t${'x'.repeat(1000)}\n`.length;
      expect(bytes).toBe(Array.from({ length: 2000 }, (_, k) => line(k + 1)).reduce((a, b) => a + b));
      // More statements at once than the pool has connections: each connection is used.
      const answers = await Promise.race([
        Promise.all(
          Array.from({ length: 30 }, () => database.db.execute(sql`select pg_sleep(0.01), 1 as one`)),
        ),
        pause(10_000).then(() => 'a pooled connection did not answer'),
      ]);
      expect(Array.isArray(answers) ? answers.length : answers).toBe(30);
      expect(database.load().queriesInFlight).toBe(0);
    } finally {
      await database.close();
    }
  });

  it('stops reading when the reader leaves early, and the pool goes on', async () => {
    const database = await openPostgres(suite.url);
    try {
      const copyOut = database.copyOut;
      if (!copyOut) throw new Error('a PostgreSQL handle streams copies');
      for await (const chunk of copyOut('copy (select g from generate_series(1, 1000000) g) to stdout')) {
        expect(chunk.length).toBeGreaterThan(0);
        break;
      }
      const rows = await selectRows<{ one: number }>(database.db, sql`select 1 as one`);
      expect(rows).toEqual([{ one: 1 }]);
      expect(database.load().queriesInFlight).toBe(0);
    } finally {
      await database.close();
    }
  });
});
