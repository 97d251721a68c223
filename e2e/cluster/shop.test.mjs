// One shop on three processes behind HAProxy (PostgreSQL, Redis, s3rver): each journey crosses processes,
// aiming at a process by its port where it matters which one answers, and through the balancer otherwise.
// Then a process is killed with `kill -9` while buyers pay and a live game runs.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { clusterDatabase, ensurePostgres, root, startCluster, waitFor } from '../../scripts/cluster/lib.mjs';
import {
  account,
  api,
  checkout,
  clientAddress,
  host,
  liveGame,
  metric,
  player,
  productOnSale,
  scratch,
  settle,
  sha256,
  sleep,
  verifyByMail,
} from './helpers.mjs';

const SERVER = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PORT = Number(process.env.CLUSTER_TEST_PORT ?? 4410);

describe('three processes, one shop', { timeout: 240_000 }, () => {
  let cluster;
  let database;
  let sql;
  let lb;
  let app1;
  let app2;
  let app3;
  let admin;
  let publisher;
  let product;
  let paid;

  before(async () => {
    await ensurePostgres(SERVER);
    database = await clusterDatabase(SERVER, `pustaka_cluster_${Date.now().toString(36)}`, { fresh: true });
    cluster = await startCluster({
      port: PORT,
      databaseUrl: database.url,
      directory: scratch('cluster'),
      // All three at once on the empty database: one migrates under the lock, the others wait.
      stagger: false,
      env: { SHORT_LINK_FLUSH_MS: '200' },
    });
    sql = database.sql();
    lb = cluster.url;
    [app1, app2, app3] = cluster.apps.map((app) => app.url);
    admin = await account(lb, sql, { roles: ['admin'], name: 'admin' });
    publisher = await account(lb, sql, { roles: ['publisher'], name: 'penerbit' });
  });

  after(async () => {
    await sql?.end();
    await cluster?.stop();
    await database?.drop();
  });

  it('started three processes at once on an empty database: each migration applied once, by one of them', async () => {
    const journal = JSON.parse(
      readFileSync(path.join(root, 'apps/server/src/db/migrations/meta/_journal.json'), 'utf8'),
    );
    const [applied] = await sql`
      select count(*)::int as n, count(distinct hash)::int as distinct_hashes from drizzle.__drizzle_migrations`;
    assert.equal(applied.n, journal.entries.length);
    assert.equal(applied.distinct_hashes, journal.entries.length);
    for (const app of cluster.apps) assert.ok(app.running, `${app.name} runs`);
  });

  it('registers on one process, verifies through the link another mailed, and logs in through the balancer', async () => {
    const from = clientAddress(7);
    const email = `anggota-${Date.now().toString(36)}@contoh.id`;
    await api(app1, 'POST', '/auth/register', {
      json: { email, password: 'Anggota#Klaster1', first_name: 'Sari', last_name: 'Klaster' },
      from,
    });
    // The mail is read through a second process, its link followed on a third.
    const verified = await verifyByMail(app2, email, app3);
    assert.equal(verified.data.verified, true);

    const login = await api(lb, 'POST', '/auth/login', {
      json: { email, password: 'Anggota#Klaster1' },
      from,
    });
    for (const base of [app1, app2, app3, lb]) {
      const me = await api(base, 'GET', '/auth/me', { token: login.token });
      assert.equal(me.data.email, email);
      assert.equal(me.data.email_verified, true, `verified as seen by ${base}`);
    }
  });

  it('stores a product file uploaded through one process in S3 and serves it through another', async () => {
    product = await productOnSale({ made: app1, approved: app2, publisher, admin });
    const link = await api(app2, 'POST', '/publisher/gcs_jwt/download', {
      token: publisher.token,
      json: { bucket: 'products', object_name: String(product.fileId) },
    });
    const url = new URL(link.data.url, lb);
    const response = await fetch(`${app3}${url.pathname}${url.search}`);
    assert.equal(response.status, 200);
    assert.equal(sha256(Buffer.from(await response.arrayBuffer())), sha256(product.bytes));
    const [stored] = await sql`select count(*)::int as n from product_files where product_id = ${product.id}`;
    assert.ok(stored.n >= 1);
  });

  it('checks out on one process, pays on a second, and the gateway webhook lands on the third', async () => {
    const buyer = await account(lb, sql, { name: 'pembeli' });
    const order = await checkout(app1, buyer, product.id);
    const webhook = (base) =>
      metric(base, 'pustaka_http_requests_total', ['method="POST"', 'route="/pay/webhooks/:provider"']);
    const before = await Promise.all([app1, app2, app3].map(webhook));
    // Only the third process takes traffic from the balancer, where the gateway sends its notification.
    await cluster.haproxy.command('disable server app/app1');
    await cluster.haproxy.command('disable server app/app2');
    try {
      await settle(app2, order);
      await waitFor(
        async () => (await sql`select status from orders where id = ${order.order.id}`)[0]?.status === 'paid',
        { ms: 30_000, message: 'the order was not paid' },
      );
      // The order is paid when the webhook's transaction commits; its request is counted when its response
      // has gone, a moment later.
      await waitFor(async () => (await webhook(app3)) > before[2], {
        ms: 10_000,
        message: 'no webhook was counted on the third process',
      });
    } finally {
      await cluster.haproxy.command('enable server app/app1');
      await cluster.haproxy.command('enable server app/app2');
    }
    const afterCounts = await Promise.all([app1, app2, app3].map(webhook));
    const landed = afterCounts.map((n, i) => n - before[i]);
    assert.deepEqual(landed.slice(0, 2), [0, 0], `webhooks per process: ${landed}`);
    assert.ok(landed[2] >= 1, `webhooks per process: ${landed}`);
    const [owned] = await sql`select count(*)::int as n from ownerships where order_id = ${order.order.id}`;
    assert.equal(owned.n, 1);
    paid = { buyer, ...order };
    await cluster.haproxy.waitFor(['app1', 'app2'], 'UP');

    // The buyer's own stamped copy: asked for through the balancer, made by a job on any process.
    const copy = await waitFor(
      async () => {
        const response = await fetch(`${lb}/api/v2/gcs_jwt/download`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${buyer.token}`,
            'content-type': 'application/json',
            'x-csrf-token': 'pustaka',
          },
          body: JSON.stringify({ bucket: 'products', object_name: String(product.fileId) }),
        });
        const body = await response.json();
        return response.status === 200 ? body.data : undefined;
      },
      { ms: 60_000, every: 300, message: 'the stamped copy was never ready' },
    );
    const bytes = Buffer.from(await (await fetch(new URL(copy.url, app1))).arrayBuffer());
    assert.equal(bytes.subarray(0, 5).toString(), '%PDF-');
    assert.equal(copy.stamped, true);
  });

  it('follows a short link made on one process from another, and counts the click once', async () => {
    const target = `https://contoh.id/buku/${Date.now()}`;
    const link = (await api(app2, 'POST', '/short-links', { token: publisher.token, json: { target } })).data;
    const code = link.code ?? new URL(link.short_url).pathname.slice(1);
    const response = await fetch(`${app3}/${code}`, { redirect: 'manual' });
    assert.equal(response.status, 302);
    assert.equal(response.headers.get('location'), target);
    await waitFor(
      async () => {
        const stats = await api(app1, 'GET', `/short-links/${link.id}`, { token: publisher.token });
        return stats.data.clicks === 1;
      },
      { ms: 10_000, message: 'the click was not counted' },
    );
  });

  it('plays a live game whose host and players are spread over all three processes', async () => {
    const game = await liveGame(lb, admin, 2);
    const ws = (base) => `${base.replace('http', 'ws')}${game.ws_path}`;
    const bases = [app1, app2, app3];
    const players = bases.flatMap((base, i) =>
      [0, 1].map((k) => player(ws(base), game.pin, `Pemain ${i}-${k}`)),
    );
    for (const p of players) await p.open();
    await Promise.all(players.map((p) => p.next('welcome')));
    const screen = await host(ws(app2), game).open();
    await screen.next('host_welcome');
    await waitFor(
      async () =>
        (await sql`select count(*)::int as n from live_players where game_id = ${game.id}`)[0].n === 6,
    );
    await screen.send({ type: 'start' });
    for (let index = 0; index < 2; index += 1) {
      // Every player answers at once; the host's process closes the question when all have.
      await screen.next('reveal', { where: (f) => f.question_index === index });
      await screen.send({ type: 'next' });
      await screen.next('leaderboard', { where: (f) => f.question_index === index });
      await screen.send({ type: 'next' });
    }
    await screen.next('podium');
    const podiums = await Promise.all(players.map((p) => p.next('podium')));
    for (const podium of podiums) assert.equal(podium.you.correct_count, 2);
    // Every `next` of the host took its step: none refused or lost between processes.
    assert.deepEqual(
      screen.frames.filter((f) => f.type === 'error'),
      [],
    );
    const rows = await sql`
      select p.id, p.score, coalesce(sum(a.points), 0)::int as points, count(a.*)::int as answers
        from live_players p left join live_answers a on a.player_id = p.id
       where p.game_id = ${game.id} group by p.id`;
    assert.equal(rows.length, 6);
    for (const row of rows) {
      assert.equal(row.answers, 2);
      assert.equal(row.score, row.points);
    }
    for (const client of [...players, screen]) client.close();
  });

  it('drains the job queue on every process without running a job twice', async () => {
    const kind = 'sandbox.notify';
    const ran = (base) => metric(base, 'pustaka_jobs_run_total', [`kind="${kind}"`, 'outcome="done"']);
    const before = await Promise.all([app1, app2, app3].map(ran));
    const [notes] = await sql`select count(*)::int as n from payment_notifications`;
    // 150 redeliveries of the paid order's notification, falling due over 3 s (longer than the queue's tick).
    const COUNT = 150;
    const marker = `cluster-drain-${Date.now()}`;
    await sql`
      insert into jobs (kind, payload, unique_key, run_at)
      select ${kind}, jsonb_build_object('transactionId', ${paid.transactionId}::text), ${marker} || ':' || g,
             now() + (g * interval '20 milliseconds')
        from generate_series(1, ${COUNT}) g`;
    await waitFor(
      async () =>
        (
          await sql`select count(*)::int as n from jobs where unique_key like ${`${marker}:%`} and status = 'done'`
        )[0].n === COUNT,
      { ms: 60_000, every: 250, message: 'the queue did not drain' },
    );
    const [runs] = await sql`
      select count(*)::int as n, max(attempts)::int as most from jobs where unique_key like ${`${marker}:%`}`;
    assert.equal(runs.most, 1, 'no job was claimed twice');
    const afterCounts = await Promise.all([app1, app2, app3].map(ran));
    const perProcess = afterCounts.map((n, i) => n - before[i]);
    assert.equal(
      perProcess.reduce((a, b) => a + b, 0),
      COUNT,
      `jobs run per process: ${perProcess}`,
    );
    for (const n of perProcess) assert.ok(n > 0, `every process ran some: ${perProcess}`);
    const [notesAfter] = await sql`select count(*)::int as n from payment_notifications`;
    assert.equal(notesAfter.n - notes.n, COUNT, 'one notification per job');
  });

  it('moves on when a process is killed mid-traffic: no paid order lost, no answer counted twice, the game resumes', async () => {
    const buyers = [];
    buyers.push(
      ...(await Promise.all(Array.from({ length: 8 }, (_, i) => account(lb, sql, { name: `beli${i}` })))),
    );
    const game = await liveGame(lb, admin, 3);
    const ws = `${lb.replace('http', 'ws')}${game.ws_path}`;
    const players = Array.from({ length: 9 }, (_, i) => player(ws, game.pin, `Tamu ${i}`));
    for (const p of players) await p.open();
    await Promise.all(players.map((p) => p.next('welcome')));
    const screen = await host(ws, game).open();
    await screen.next('host_welcome');
    await screen.send({ type: 'start' });
    await screen.next('reveal', { where: (f) => f.question_index === 0 });

    // Traffic through the balancer: catalogue reads and checkouts paid on the hosted page.
    let stop = false;
    const reads = [];
    const readers = Array.from({ length: 3 }, async () => {
      while (!stop) {
        const at = Date.now();
        const status = await fetch(`${lb}/api/v2/public/books?page=1`)
          .then((r) => r.status)
          .catch(() => 0);
        reads.push({ at, status });
        await sleep(20);
      }
    });
    const settled = [];
    const payments = (async () => {
      for (const buyer of buyers) {
        // A buyer whose request died with the process tries again, as a person would.
        for (let attempt = 0; attempt < 5; attempt += 1) {
          try {
            const order = await checkout(lb, buyer, product.id);
            await settle(lb, order);
            settled.push(order);
            break;
          } catch {
            await sleep(300);
          }
        }
        await sleep(100);
      }
    })();

    await sleep(600);
    const victim = cluster.apps[1];
    const killedAt = Date.now();
    await victim.kill();
    await cluster.haproxy.waitFor(['app2'], 'DOWN', 10_000);

    // The game goes on: players and host that were on the dead process come back on the others.
    await screen.send({ type: 'next' });
    await screen.next('leaderboard', { where: (f) => f.question_index === 0 });
    await screen.send({ type: 'next' });
    for (let index = 1; index < 3; index += 1) {
      await screen.next('reveal', { where: (f) => f.question_index === index, ms: 30_000 });
      await screen.send({ type: 'next' });
      await screen.next('leaderboard', { where: (f) => f.question_index === index });
      await screen.send({ type: 'next' });
    }
    await screen.next('podium', { ms: 30_000 });
    const podiums = await Promise.all(players.map((p) => p.next('podium', { ms: 30_000 })));
    await payments;
    stop = true;
    await Promise.all(readers);

    for (const podium of podiums) assert.equal(podium.you.correct_count, 3);
    assert.deepEqual(
      screen.frames.filter((f) => f.type === 'error'),
      [],
    );
    const rows = await sql`
      select p.id, p.score, coalesce(sum(a.points), 0)::int as points, count(a.*)::int as answers
        from live_players p left join live_answers a on a.player_id = p.id
       where p.game_id = ${game.id} group by p.id`;
    assert.equal(rows.length, 9, 'no player joined twice');
    for (const row of rows) {
      assert.equal(row.answers, 3);
      assert.equal(row.score, row.points, 'each answer scored once');
    }
    const moved = players.filter((p) => p.reconnects > 0).length + (screen.reconnects > 0 ? 1 : 0);
    assert.ok(moved > 0, 'some sockets were on the killed process and came back');

    // Reads failed only while the balancer had not yet seen the process down.
    const late = reads.filter((r) => r.at > killedAt + 1_500 && r.status !== 200);
    assert.deepEqual(late, []);
    assert.ok(reads.filter((r) => r.status === 200).length > 20);

    // Every order paid on the gateway's page becomes paid. A notification the dead process was sending stays
    // locked for the lock's five minutes: the surviving processes' clocks are moved past it.
    assert.equal(settled.length, buyers.length);
    for (const survivor of [app1, app3]) {
      const moved = await fetch(`${survivor}/dev/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': 'pustaka' },
        body: JSON.stringify({ advance_ms: 6 * 60_000 }),
      });
      assert.equal(moved.status, 200);
    }
    const ids = settled.map((s) => s.order.id);
    await waitFor(
      async () =>
        (await sql`select count(*)::int as n from orders where id in ${sql(ids)} and status = 'paid'`)[0]
          .n === ids.length,
      { ms: 30_000, every: 250, message: 'a paid order was lost' },
    );
    const [sales] = await sql`
      select count(*)::int as n from (select order_id from ledger_entries where kind = 'sale' and order_id in ${sql(ids)}
       group by order_id having count(distinct txn) = 1) s`;
    assert.equal(sales.n, ids.length, 'one ledger sale per order');
    for (const client of [...players, screen]) client.close();
    assert.ok(Date.now() - killedAt < 90_000);
  });

  it("restarts every process in turn, old code on the next release's added schema, with no failed request", async () => {
    // The next release's migration, applied while this release serves: it only adds (record 050).
    await sql.unsafe(`alter table products add column if not exists edition_note text;
      create table if not exists product_editions (id serial primary key, product_id integer, note text)`);
    let stop = false;
    const answers = [];
    const traffic = [
      ...Array.from({ length: 2 }, async () => {
        while (!stop) {
          const status = await fetch(`${lb}/api/v2/public/books/${product.id}`)
            .then((r) => r.status)
            .catch((error) => String(error.cause?.code ?? error));
          answers.push(status);
          await sleep(20);
        }
      }),
      (async () => {
        for (let n = 0; !stop; n += 1) {
          // A login writes a session; each comes from an address of its own, as many people's would.
          const status = await fetch(`${lb}/api/v2/auth/login`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-csrf-token': 'pustaka',
              'x-forwarded-for': clientAddress(5000 + n),
            },
            body: JSON.stringify({ email: publisher.email, password: publisher.password }),
          })
            .then((r) => r.status)
            .catch((error) => String(error.cause?.code ?? error));
          answers.push(status);
          await sleep(50);
        }
      })(),
    ];
    // The process killed before comes back first (its new start is the new release's), then each other one is
    // stopped (SIGTERM) and started again.
    const stopped = cluster.apps.filter((app) => !app.running);
    for (const app of stopped) {
      await app.start().ready();
      await cluster.haproxy.waitFor([app.name], 'UP');
    }
    for (const app of cluster.apps.filter((running) => !stopped.includes(running))) {
      const exit = await app.stop();
      assert.equal(exit.code, 0, `${app.name} stopped cleanly`);
      await app.start().ready();
      await cluster.haproxy.waitFor([app.name], 'UP');
    }
    await sleep(300);
    stop = true;
    await Promise.all(traffic);
    const failed = answers.filter((status) => status !== 200 && status !== 201);
    assert.deepEqual(failed, [], `of ${answers.length} requests`);
    assert.ok(answers.length > 50);
  });
});
