import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#app/config.ts';
import { isUniqueViolation } from '#platform/unique-violation.ts';
import { type DatabaseHandle, openDatabaseInBackground, openPglite, selectRows } from './client.ts';
import { embeddedDatabaseFolder, openPgliteEarly } from './pglite-early.ts';
import { lockFileOf } from './pglite-lock.ts';
import { RemotePglite } from './pglite-remote.ts';

/** The embedded database runs in a thread of its own; the serving thread's client must behave as PGlite's. */

describe('RemotePglite', () => {
  let remote: RemotePglite;

  beforeAll(async () => {
    remote = new RemotePglite({ dataDir: undefined, sharedBuffersMb: 16 });
    await remote.waitReady;
    await remote.exec('create table notes (id int primary key, body text, written timestamptz)');
  });
  afterAll(() => remote.close());

  it('answers queries with their parameters, as objects or as arrays', async () => {
    await remote.query('insert into notes values ($1, $2, $3)', [1, 'satu', '2026-06-01T08:00:00Z']);
    const objects = await remote.query<{ id: number; body: string }>(
      'select id, body from notes where id = $1',
      [1],
    );
    expect(objects.rows).toEqual([{ id: 1, body: 'satu' }]);
    const arrays = await remote.query('select id, body from notes', [], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[1, 'satu']]);
    expect(arrays.fields.map((field) => field.name)).toEqual(['id', 'body']);
  });

  it("hands the types a caller's parsers cover to those parsers, as PGlite's text", async () => {
    const seen: string[] = [];
    const timestamptz = 1184;
    const result = await remote.query<{ written: string }>('select written from notes where id = 1', [], {
      parsers: {
        [timestamptz]: (text) => {
          seen.push(text);
          return `parsed ${text}`;
        },
      },
    });
    expect(seen).toEqual(['2026-06-01 08:00:00+00']);
    expect(result.rows[0]?.written).toBe('parsed 2026-06-01 08:00:00+00');
  });

  it('commits a transaction whose callback returns and rolls back one that throws', async () => {
    await remote.transaction(async (tx) => {
      await tx.query("insert into notes values (2, 'dua', now())");
    });
    await expect(
      remote.transaction(async (tx) => {
        await tx.query("insert into notes values (3, 'tiga', now())");
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const ids = await remote.query<{ id: number }>('select id from notes order by id');
    expect(ids.rows.map((row) => row.id)).toEqual([1, 2]);
  });

  it('keeps a query from outside waiting until an open transaction ends', async () => {
    let outside: Promise<unknown> | undefined;
    let sawDuringTransaction: number | undefined;
    await remote.transaction(async (tx) => {
      await tx.query("insert into notes values (4, 'empat', now())");
      outside = remote.query<{ n: number }>('select count(*)::int as n from notes').then((r) => r.rows[0]?.n);
      // The outside query cannot run inside this transaction's lock: it is still waiting here.
      await new Promise((resolve) => setTimeout(resolve, 50));
      sawDuringTransaction = (await tx.query<{ n: number }>('select count(*)::int as n from notes')).rows[0]
        ?.n;
    });
    expect(sawDuringTransaction).toBe(3);
    expect(await outside).toBe(3);
  });

  it("passes a database error's SQLSTATE and constraint back to the caller", async () => {
    const error = await remote.query('insert into notes values (1, $1, now())', ['lagi']).catch((e) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'notes_pkey' });
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('lets a listener hear a notification before the statement that sent it returns', async () => {
    const heard: string[] = [];
    const unlisten = await remote.listen('news', (payload) => heard.push(payload));
    await remote.query("select pg_notify('news', 'halo')");
    expect(heard).toEqual(['halo']);
    await unlisten();
    await remote.query("select pg_notify('news', 'lagi')");
    expect(heard).toEqual(['halo']);
  });

  it('starts PostgreSQL with the buffer pool it was given', async () => {
    const result = await remote.query<{ shared_buffers: string }>('show shared_buffers');
    expect(result.rows[0]?.shared_buffers).toBe('16MB');
  });
});

describe('the app on the database thread', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openPglite(undefined);
    await database.migrate();
  });
  it('runs drizzle statements and nested transactions', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`create table marks (id int primary key)`);
      await tx.execute(sql`insert into marks values (1)`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into marks values (2)`);
          throw new Error('undo the inner one only');
        })
        .catch(() => {});
    });
    const rows = await selectRows<{ id: number }>(database.db, sql`select id from marks`);
    expect(rows).toEqual([{ id: 1 }]);
  });

  it('refuses work once closed, and says why', async () => {
    await database.close();
    const error = await selectRows(database.db, sql`select 1`).catch((e) => e);
    expect(error.cause?.message ?? error.message).toBe('the database is closed');
  });
});

// One folder for the tests below, which open it in turn: making a database on disk is the slow part.
const scratch = mkdtempSync(path.join(tmpdir(), 'pustaka-early-'));
const dataDir = path.join(scratch, 'data');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('opening the embedded database before the server loads', () => {
  it('is not begun for PostgreSQL, for a setting the configuration will refuse, or for no database yet', () => {
    expect(openPgliteEarly({ DATABASE_URL: 'postgres://localhost/x' })).toBeUndefined();
    expect(openPgliteEarly({ DATA_DIR: dataDir, PGLITE_SHARED_BUFFERS_MB: 'lots' })).toBeUndefined();
    // Making a database is left to the regular opening, after the settings are checked.
    expect(openPgliteEarly({ DATA_DIR: dataDir })).toBeUndefined();
  });
});

describe('opening an existing embedded database before the server loads', () => {
  beforeAll(async () => {
    await (await openPglite(embeddedDatabaseFolder(dataDir))).close();
  });

  it('is taken by the regular opening when the settings agree', async () => {
    const early = openPgliteEarly({ DATA_DIR: dataDir });
    expect(early?.client.options).toEqual({ dataDir: embeddedDatabaseFolder(dataDir), sharedBuffersMb: 16 });
    const database = await openPglite(embeddedDatabaseFolder(dataDir), undefined, 16, early);
    try {
      expect(await selectRows(database.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
      // The early client is the one in use: closing the handle closed it.
    } finally {
      await database.close();
    }
    await expect(early?.client.query('select 1')).rejects.toThrow(/closed/);
  });

  it('is given back, folder lock included, when the configuration asks for something else', async () => {
    const early = openPgliteEarly({ DATA_DIR: dataDir, PGLITE_SHARED_BUFFERS_MB: '8' });
    const database = await openPglite(embeddedDatabaseFolder(dataDir), undefined, 16, early);
    try {
      const [row] = await selectRows<{ shared_buffers: string }>(database.db, sql`show shared_buffers`);
      expect(row?.shared_buffers).toBe('16MB');
      await expect(early?.client.query('select 1')).rejects.toThrow(/closed/);
    } finally {
      await database.close();
    }
  });
});

describe('building the app while the embedded database opens', () => {
  it('holds queries sent before the database is open and migrated, then answers them', async () => {
    const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' });
    const { database, opened } = await openDatabaseInBackground(config);
    try {
      // Sent at once, on a folder never migrated: it waits for the opening and every migration.
      const users = selectRows<{ n: number }>(database.db, sql`select count(*)::int as n from users`);
      let answered = false;
      void users.then(() => {
        answered = true;
      });
      await opened;
      expect(await users).toEqual([{ n: 0 }]);
      expect(answered).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('refuses, before it opens anything, a folder another process holds', async () => {
    const holder = await openPglite(embeddedDatabaseFolder(dataDir));
    try {
      // This process's own lock is taken as its own business; another process's is refused. The lock file
      // names a process that runs: this test's parent.
      writeFileSync(lockFileOf(embeddedDatabaseFolder(dataDir)), String(process.ppid));
      const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' });
      await expect(openDatabaseInBackground(config)).rejects.toThrow(/in use by process/);
    } finally {
      await holder.close();
    }
  });
});
