import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { buildApp } from '#app/app.ts';
import { loadConfig } from '#app/config.ts';
import { openPostgres } from '#db/client.ts';
import { suiteDatabase } from '#test/server-database.ts';

/**
 * The server listens without waiting for the in-memory catalogue (main.ts passes `catalogueWaitMs: 0`): until
 * the copy is loaded, /ready keeps the balancer away with `catalogue_loading`. The products table is locked
 * from another connection so the copy cannot load until the test lets it; that needs a PostgreSQL server (PGlite
 * runs one statement at a time, so the lock would hold the whole app).
 */

const serverUrl = process.env.TEST_DATABASE_URL;
const suite = suiteDatabase('ready');

describe.skipIf(!serverUrl)('a start that does not wait for the in-memory catalogue', () => {
  it('answers /ready with 503 catalogue_loading while the copy cannot load, and 200 once it has', async () => {
    const database = await openPostgres(suite.url);
    await database.migrate();
    const config = loadConfig(
      {
        NODE_ENV: 'test',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'pustaka-ready-')),
        LOG_LEVEL: 'silent',
        PUBLIC_URL: 'http://pustaka.test',
        DATABASE_URL: suite.url,
      },
      { authSecret: 'test-secret-that-is-long-enough-for-hs256-signing' },
    );
    const { app } = await buildApp(config, { database, logger: false, catalogueWaitMs: 0 });
    const locker = postgres(suite.url, { max: 1, onnotice: () => {} });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked = () => {};
    const lockTaken = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const transaction = locker.begin(async (sql) => {
      await sql`lock table products in access exclusive mode`;
      locked();
      await held;
    });
    try {
      await lockTaken;
      await app.ready();
      const waiting = await app.inject({ method: 'GET', url: '/ready' });
      expect(waiting.statusCode).toBe(503);
      expect(waiting.json()).toMatchObject({ reasons: ['catalogue_loading'] });
      release();
      await transaction;
      let ready = await app.inject({ method: 'GET', url: '/ready' });
      for (let i = 0; i < 100 && ready.statusCode !== 200; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        ready = await app.inject({ method: 'GET', url: '/ready' });
      }
      expect(ready.statusCode).toBe(200);
    } finally {
      release();
      await transaction.catch(() => undefined);
      await locker.end();
      await app.close();
      await database.close();
    }
  });
});
