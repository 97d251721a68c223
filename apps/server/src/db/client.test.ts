import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { suiteDatabase } from '#test/server-database.ts';
import { type DatabaseHandle, openPostgres, selectRows } from './client.ts';

/** How a PostgreSQL connection is used: statements prepared by name, unless turned off for a pooler. */

const serverUrl = process.env.TEST_DATABASE_URL;
const suite = suiteDatabase('client');

/** The statements prepared on the connection of a transaction after it ran the same query twice. */
async function preparedAfterTwoRuns(database: DatabaseHandle): Promise<string[]> {
  return database.db.transaction(async (tx) => {
    const query = sql`select ${'dua kali'}::text as said`;
    await selectRows(tx, query);
    // A savepoint's statements go through the same client.
    await tx.transaction(async (inner) => {
      expect(await selectRows(inner, query)).toEqual([{ said: 'dua kali' }]);
    });
    const rows = await selectRows<{ statement: string }>(
      tx,
      sql`select statement from pg_prepared_statements where statement like ${'%as said'}`,
    );
    return rows.map((row) => row.statement);
  });
}

describe.skipIf(!serverUrl)('openPostgres', () => {
  it('prepares statements by name on their connection', async () => {
    const database = await openPostgres(suite.url);
    try {
      expect(await preparedAfterTwoRuns(database)).toEqual(['select $1::text as said']);
    } finally {
      await database.close();
    }
  });

  it('leaves a batch with many parameters unnamed', async () => {
    const database = await openPostgres(suite.url);
    try {
      const many = sql.join(
        Array.from({ length: 65 }, (_, i) => sql`${i}::int`),
        sql`, `,
      );
      const prepared = await database.db.transaction(async (tx) => {
        await selectRows(tx, sql`select array[${many}] as banyak`);
        await selectRows(tx, sql`select array[${many}] as banyak`);
        return selectRows(
          tx,
          sql`select name from pg_prepared_statements where statement like ${'%as banyak'}`,
        );
      });
      expect(prepared).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('leaves statements unnamed when prepared statements are turned off', async () => {
    const database = await openPostgres(suite.url, { preparedStatements: false });
    try {
      expect(await preparedAfterTwoRuns(database)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
