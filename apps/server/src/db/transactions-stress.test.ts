import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GroupCommit } from '#platform/group-commit.ts';
import { suiteDatabase } from '#test/server-database.ts';
import { type DatabaseHandle, type DbOrTx, openPostgres, selectRows } from './client.ts';

/**
 * Many transactions at once beside a flood of single statements, on PostgreSQL: no `BEGIN` may land on a
 * connection the pool still hands to others (postgres.js 3.4.9 could send one without reserving its
 * connection, porsager/postgres#823 and #1189), so no statement runs inside a transaction it is not part of,
 * and everything acknowledged is committed. PGlite has a single session and no pool, so this cannot happen
 * there and the test runs on PostgreSQL only.
 */

const serverUrl = process.env.TEST_DATABASE_URL;
const suite = suiteDatabase('tx');
let database: DatabaseHandle;

beforeAll(async () => {
  if (!serverUrl) return;
  database = await openPostgres(suite.url);
  await database.db.execute(
    sql`create table stress_rows (id serial primary key, source text not null, payload text not null)`,
  );
});

afterAll(async () => {
  await database?.close();
});

type Xid = { xid: string };
const currentXid = async (db: DbOrTx) =>
  (await selectRows<Xid>(db, sql`select txid_current()::text as xid`))[0]?.xid ?? '';

/** Rows of some weight, as a group commit's batches carry. */
const PAYLOAD = 'x'.repeat(2_000);

describe.skipIf(!serverUrl)('transactions under concurrent load', () => {
  it('never runs a statement inside another transaction, and commits all it acknowledges', async () => {
    const { db } = database;
    let acknowledged = 0;
    const transactionXids: string[] = [];
    const probeXids: string[] = [];
    const batches = new GroupCommit<number, true>(async (items) => {
      await db.transaction(async (tx) => {
        const first = await currentXid(tx);
        await tx.execute(
          sql`insert into stress_rows (source, payload) values ${sql.join(
            items.map((item) => sql`(${`batch:${item}`}, ${PAYLOAD})`),
            sql`, `,
          )}`,
        );
        const last = await currentXid(tx);
        transactionXids.push(first);
        expect(last).toBe(first);
      });
      acknowledged += items.length;
      return items.map(() => true as const);
    });

    const checkout = async (n: number) => {
      await db.transaction(async (tx) => {
        const first = await currentXid(tx);
        await tx.execute(sql`insert into stress_rows (source, payload) values (${`tx:${n}`}, ${'a'})`);
        await tx.execute(sql`insert into stress_rows (source, payload) values (${`tx:${n}`}, ${'b'})`);
        await tx.transaction(async (inner) => {
          await inner.execute(sql`update stress_rows set payload = payload where source = ${`tx:${n}`}`);
        });
        const last = await currentXid(tx);
        transactionXids.push(first);
        expect(last).toBe(first);
      });
      acknowledged += 2;
    };
    const plainInsert = async (n: number) => {
      await db.execute(sql`insert into stress_rows (source, payload) values (${`plain:${n}`}, ${'c'})`);
      acknowledged += 1;
    };
    const probe = async () => {
      probeXids.push(await currentXid(db));
    };

    const started = performance.now();
    const failures: unknown[] = [];
    const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
    let n = 0;
    for (let round = 0; round < 3; round++) {
      const work: Promise<unknown>[] = [];
      // Every connection's pipeline full (100 statements each) and more waiting for one.
      for (let i = 0; i < 1_500; i++) work.push(probe());
      for (let wave = 0; wave < 30; wave++) {
        // A transaction queued behind the waiting statements, then a pipeline's worth of them: some
        // connection's next batch ends exactly at that transaction's BEGIN, the case postgres.js got wrong.
        await nextTurn();
        n += 1;
        work.push(wave % 3 === 0 ? batches.submit(n) : checkout(n));
        for (let i = 0; i < 100; i++) work.push(i % 10 === 0 ? plainInsert(n * 1_000 + i) : probe());
      }
      const settled = await Promise.allSettled(work);
      for (const outcome of settled) if (outcome.status === 'rejected') failures.push(outcome.reason);
    }
    await batches.drain();
    const seconds = (performance.now() - started) / 1000;

    expect(failures.map((failure) => String(failure))).toEqual([]);
    // Each statement outside a transaction is a transaction of its own: one id each, never a transaction's.
    expect(new Set(probeXids).size).toBe(probeXids.length);
    expect(new Set(transactionXids).size).toBe(transactionXids.length);
    const inTransactions = new Set(transactionXids);
    expect(probeXids.filter((xid) => inTransactions.has(xid))).toEqual([]);

    // Seen from a connection of its own, everything acknowledged is there, and nothing is left open.
    const observer = postgres(suite.url, { max: 1, onnotice: () => {} });
    try {
      const [row] = await observer<{ count: string }[]>`select count(*)::text as count from stress_rows`;
      expect(Number(row?.count)).toBe(acknowledged);
      const open = await observer`select pid from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and state like 'idle in transaction%'`;
      expect(open).toHaveLength(0);
    } finally {
      await observer.end();
    }
    expect(seconds).toBeLessThan(60);
  }, 120_000);
});
