import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, migrationsFolder, openPglite, openPostgres, selectRows } from '#db/client.ts';

/**
 * Migration 0034 turns every stored contact message into a request: a database of its own is built up to
 * the migration before it, given contact messages, then migrated to the end. On PGlite, or on PostgreSQL
 * when the suite runs there (TEST_DATABASE_URL), in a database made for this test and dropped after.
 */
const scratch = mkdtempSync(path.join(tmpdir(), 'pustaka-support-migration-'));
const serverUrl = process.env.TEST_DATABASE_URL;
const databaseName = `support_migration_${process.pid}`;
afterAll(async () => {
  rmSync(scratch, { recursive: true, force: true });
  if (serverUrl)
    await onServer((server) => server.unsafe(`drop database if exists "${databaseName}" with (force)`));
});

async function onServer(work: (server: postgres.Sql) => Promise<unknown>) {
  const server = postgres(serverUrl as string, { max: 1, onnotice: () => {} });
  try {
    await work(server);
  } finally {
    await server.end();
  }
}

/** The test's own database, migrated with the given folder's migrations. */
async function openScratch(folder = migrationsFolder): Promise<DatabaseHandle> {
  if (!serverUrl) return openPglite(path.join(scratch, 'db'), folder);
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  return openPostgres(url.toString(), { migrations: folder });
}

/** The migrations folder as it was before the support inbox. */
function migrationsBefore(tag: string): string {
  const folder = path.join(scratch, 'migrations-before');
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  if (cut < 0) throw new Error(`no migration ${tag}`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return folder;
}

describe('migration 0034_support_inbox', () => {
  it('keeps every contact message as a new request with its message, and new requests number after them', async () => {
    if (serverUrl) await onServer((server) => server.unsafe(`create database "${databaseName}"`));
    const before = await openScratch(migrationsBefore('0034_support_inbox'));
    await before.migrate();
    await before.db.execute(sql`
      insert into contact_messages (name, email, subject, message, user_id, ip, created_at) values
        ('Siti', 'Siti@Contoh.ID', 'Pembayaran', 'Apakah bisa transfer bank?', null, '203.0.113.1', '2026-05-01T03:00:00Z'),
        ('Budi', 'budi@contoh.id', 'Akun', 'Saya lupa kata sandi saya.', 7, null, '2026-05-02T04:00:00Z')`);
    await before.close();

    const after = await openScratch();
    await after.migrate();
    const requests = await selectRows<Record<string, unknown>>(
      after.db,
      sql`select id, type, status, priority, subject, sender_name, sender_email, sender_user_id, language,
        first_response_due_at, waiting_since, created_at from support_requests order by id`,
    );
    expect(requests).toEqual([
      expect.objectContaining({
        id: 1,
        type: 'general',
        status: 'new',
        priority: 'normal',
        subject: 'Pembayaran',
        sender_name: 'Siti',
        sender_email: 'siti@contoh.id',
        sender_user_id: null,
        language: 'id',
      }),
      expect.objectContaining({ id: 2, subject: 'Akun', sender_user_id: 7 }),
    ]);
    expect(new Date(requests[0]?.first_response_due_at as string).toISOString()).toBe(
      '2026-05-03T03:00:00.000Z',
    );
    expect(new Date(requests[0]?.waiting_since as string).toISOString()).toBe('2026-05-01T03:00:00.000Z');
    const messages = await selectRows<Record<string, unknown>>(
      after.db,
      sql`select request_id, kind, body, author_id, author_name from support_messages order by request_id`,
    );
    expect(messages).toEqual([
      {
        request_id: 1,
        kind: 'sender',
        body: 'Apakah bisa transfer bank?',
        author_id: null,
        author_name: 'Siti',
      },
      {
        request_id: 2,
        kind: 'sender',
        body: 'Saya lupa kata sandi saya.',
        author_id: 7,
        author_name: 'Budi',
      },
    ]);
    const [next] = await selectRows<{ id: number }>(
      after.db,
      sql`insert into support_requests (type, subject, sender_name, sender_email, first_response_due_at,
        waiting_since, created_at, updated_at) values ('general', 'Baru', 'Rina', 'rina@contoh.id', now(), now(),
        now(), now()) returning id`,
    );
    expect(next?.id).toBe(3);
    const tables = await selectRows<{ name: string | null }>(
      after.db,
      sql`select to_regclass('contact_messages')::text as name`,
    );
    expect(tables).toEqual([{ name: null }]);
    await after.close();
    // Building a database from every migration takes a while on PGlite.
  }, 180_000);
});
