// Checkout under load: 200 buyers check out at once with the sandbox gateway (QRIS), each pays on the
// gateway's hosted page, and the gateway's signed webhooks make the orders paid. The gateway sends every
// notification again 30 s later; instead of waiting, the bench then sends each one twice at once itself, so
// every order meets concurrent duplicates. With BENCH_RACE=1 the bench also sends its copy right after
// paying, racing the gateway's first delivery. Then the database is checked: one paid order, one ownership
// and one ledger sale per buyer, a ledger that sums to zero, and sales figures that match the orders.
// PostgreSQL on BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test, a throwaway database
// is created and dropped); BENCH_DATABASES=postgres,pglite also runs it on PGlite. BENCH_BUYERS and
// BENCH_PRODUCTS change the counts.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { api, clientAddress, requireBuild, startServer, temporaryPostgresDatabase } from './lib.mjs';

requireBuild();
const BUYERS = Number(process.env.BENCH_BUYERS ?? 200);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10);
const DATABASES = (process.env.BENCH_DATABASES ?? 'postgres').split(',').map((s) => s.trim());
const RACE = process.env.BENCH_RACE === '1';
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PORT = 3951;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}
const ms = (value) => `${value.toFixed(0).padStart(5)} ms`;

/** Runs `task` over `items` with at most `limit` at a time. */
async function pool(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await task(items[index], index);
      }
    }),
  );
  return results;
}

/** SQL against the bench's database: PostgreSQL at any time, PGlite only while the server is down. */
async function openDatabase(kind, { url, dataDir }) {
  if (kind === 'postgres') {
    const { default: postgres } = await import('postgres');
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    return { query: (text) => sql.unsafe(text), close: () => sql.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(path.join(dataDir, 'pglite'));
  return { query: async (text) => (await db.query(text)).rows, close: () => db.close() };
}

async function runOn(kind) {
  const postgresDb = kind === 'postgres' ? await temporaryPostgresDatabase(POSTGRES_URL) : undefined;
  // Passed explicitly so the bench can sign notifications as the sandbox gateway does (config.ts derives
  // the sandbox's webhook secret from it).
  const authSecret = randomBytes(36).toString('base64url');
  const sandboxSecret = createHash('sha256').update(`sandbox-webhooks:${authSecret}`).digest('base64url');
  const env = {
    SEED_DEMO: 'false',
    AUTH_SECRET: authSecret,
    // The gateway notifies the shop at PUBLIC_URL, so it must be this server's own address.
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    // Every buyer is a client of its own (lib.mjs clientAddress), as in a real sale.
    TRUST_PROXY: 'loopback',
    ...(postgresDb ? { DATABASE_URL: postgresDb.url } : {}),
  };
  let server = await startServer({ port: PORT, env });
  const dataDir = server.dataDir;
  try {
    // 1. Accounts through the API. With SEED_DEMO=false there is no admin to make the first admin, so roles
    // and verified addresses are written into the database, with the server down (PGlite has one owner).
    const password = 'Bench#Pustaka1';
    const names = ['admin', 'publisher', ...Array.from({ length: BUYERS }, (_, i) => `buyer${i + 1}`)];
    const started = performance.now();
    const accounts = await pool(names, 8, async (name) => {
      const registered = await api(server.url, 'POST', '/auth/register', {
        json: { email: `bench-${name}@contoh.id`, password, first_name: 'Bench', last_name: 'Pembeli' },
        from: clientAddress(names.indexOf(name)),
      });
      return { name, id: registered.user.id, token: registered.token };
    });
    const [admin, publisher, ...buyers] = accounts;
    await server.stop();
    server = undefined;
    const setup = await openDatabase(kind, { url: postgresDb?.url, dataDir });
    await setup.query(`update users set email_verified_at = now()`);
    await setup.query(
      `insert into user_roles (user_id, role) values (${admin.id}, 'admin'), (${publisher.id}, 'publisher') on conflict do nothing`,
    );
    await setup.close();
    server = await startServer({ port: PORT, dataDir, env });
    console.log(
      `${names.length} accounts registered in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    // 2. Products on sale: made, reviewed and approved through the API.
    const { PDFDocument, StandardFonts } = await import('pdf-lib');
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    pdf.addPage().drawText('Buku uji pembayaran', { x: 72, y: 720, size: 24, font });
    const pdfBytes = await pdf.save();
    const { default: sharp } = await import('sharp');
    const cover = await sharp({
      create: { width: 600, height: 800, channels: 3, background: { r: 15, g: 118, b: 110 } },
    })
      .png()
      .toBuffer();
    const products = await pool(
      Array.from({ length: PRODUCTS }, (_, i) => i),
      4,
      async (i) => {
        const created = await api(server.url, 'POST', '/books', {
          token: publisher.token,
          json: {
            name: `Buku Uji Pembayaran ${i + 1}`,
            description: 'Sebuah buku untuk mengukur pembayaran yang datang bersamaan.',
            format: 'PDF',
            base_price: 25_000 + i * 5_000,
          },
        });
        const id = created.data.id;
        const coverForm = new FormData();
        coverForm.append('image', new Blob([cover], { type: 'image/png' }), 'sampul.png');
        await api(server.url, 'POST', `/books/${id}/cover`, { token: publisher.token, form: coverForm });
        const fileForm = new FormData();
        fileForm.append('file', new Blob([pdfBytes], { type: 'application/pdf' }), 'buku.pdf');
        await api(server.url, 'POST', `/books/${id}/files?role=main`, {
          token: publisher.token,
          form: fileForm,
        });
        await api(server.url, 'POST', `/books/${id}/submit`, { token: publisher.token, json: {} });
        await api(server.url, 'PUT', `/admin/books/${id}/approve`, { token: admin.token, json: {} });
        return id;
      },
    );

    // 3. Every buyer at once: checkout, then pay on the hosted page.
    const checkoutMs = [];
    const settleMs = [];
    const webhooks = [];
    /** The gateway's notification for a paid order, signed as the gateway signs it. */
    async function notify(order, transactionId, round) {
      const rawBody = JSON.stringify({
        transaction_id: transactionId,
        order_code: order.code,
        status: 'paid',
        amount: order.amount,
        method: 'qris',
        settled_at: new Date().toISOString(),
      });
      const t0 = performance.now();
      const response = await fetch(`${server.url}/pay/webhooks/sandbox`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-sandbox-signature': createHmac('sha256', sandboxSecret).update(rawBody).digest('hex'),
        },
        body: rawBody,
      });
      const body = await response.json();
      webhooks.push({
        round,
        ms: performance.now() - t0,
        status: response.status,
        outcome: body.data?.outcome,
      });
    }
    const paidFor = [];
    const runStarted = performance.now();
    await Promise.all(
      buyers.map(async (buyer, i) => {
        let t0 = performance.now();
        const result = await api(server.url, 'POST', '/orders/checkout', {
          token: buyer.token,
          json: { product_id: products[i % products.length], payment_method: 'qris' },
        });
        checkoutMs.push(performance.now() - t0);
        const { order, redirect_url: redirectUrl } = result.data;
        const transactionId = redirectUrl.match(/\/pay\/sandbox\/(sbx_[0-9a-f]{24})/)?.[1];
        if (!transactionId) throw new Error(`no sandbox page in ${redirectUrl}`);
        // The hosted page's form sends back the token its address carries; so does the bench.
        const pageToken = new URL(redirectUrl).searchParams.get('token') ?? '';
        t0 = performance.now();
        const settled = await fetch(`${server.url}/pay/sandbox/${transactionId}/settle`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ outcome: 'paid', method: 'qris', token: pageToken }).toString(),
          redirect: 'manual',
        });
        if (settled.status !== 303) throw new Error(`settle answered ${settled.status}`);
        settleMs.push(performance.now() - t0);
        paidFor.push({ order, transactionId });
        if (RACE) await notify(order, transactionId, 'race');
      }),
    );
    // Until the gateway's notifications (or the bench's) have made every order paid.
    let paid = 0;
    while (paid < BUYERS) {
      const page = await api(server.url, 'GET', '/admin/orders?status=paid&pageSize=1', {
        token: admin.token,
      });
      paid = page.data.total;
      if (performance.now() - runStarted > 120_000) break;
      if (paid < BUYERS) await new Promise((r) => setTimeout(r, 100));
    }
    const runMs = performance.now() - runStarted;
    // The gateway's redelivery, due 30 s later, sent now for every order, twice at once.
    await Promise.all(
      paidFor.flatMap(({ order, transactionId }) => [
        notify(order, transactionId, 'duplicate'),
        notify(order, transactionId, 'duplicate'),
      ]),
    );
    await server.stop();
    server = undefined;

    // 4. What the database says.
    const db = await openDatabase(kind, { url: postgresDb?.url, dataDir });
    const one = async (text) => (await db.query(text))[0];
    const num = (value) => Number(value ?? 0);
    const checks = [];
    const check = (label, ok, detail) => checks.push({ label, ok, detail });
    const orders = await one(
      `select count(*) filter (where status = 'paid') paid, count(*) total,
              percentile_cont(0.5) within group (order by extract(epoch from paid_at - created_at) * 1000) p50,
              percentile_cont(0.95) within group (order by extract(epoch from paid_at - created_at) * 1000) p95
         from orders`,
    );
    // Paid on the hosted page -> order paid: the gateway's queue, its webhook and the shop applying it.
    const settled = await one(
      `select percentile_cont(0.5) within group (order by extract(epoch from o.paid_at - t.settled_at) * 1000) p50,
              percentile_cont(0.95) within group (order by extract(epoch from o.paid_at - t.settled_at) * 1000) p95
         from orders o join sandbox_transactions t on t.merchant_order_code = o.code where o.status = 'paid'`,
    );
    check(
      `exactly ${BUYERS} paid orders`,
      num(orders.paid) === BUYERS && num(orders.total) === BUYERS,
      `${orders.paid} paid of ${orders.total}`,
    );
    const owned = await one(
      `select count(*) n, count(*) filter (where o.status = 'paid' and o.buyer_id = w.user_id and o.product_id = w.product_id) matching
         from ownerships w left join orders o on o.id = w.order_id`,
    );
    check(
      `${BUYERS} ownerships, each from its paid order`,
      num(owned.n) === BUYERS && num(owned.matching) === BUYERS,
      `${owned.n} ownerships, ${owned.matching} matching`,
    );
    const sales = await one(
      `select count(*) filter (where sales = 1) once, count(*) filter (where sales <> 1) other
         from (select o.id, (select count(distinct txn) from ledger_entries l where l.order_id = o.id and l.kind = 'sale') sales
                 from orders o where o.status = 'paid') s`,
    );
    check(
      "each paid order's ledger sale exactly once",
      num(sales.once) === BUYERS && num(sales.other) === 0,
      `${sales.once} once, ${sales.other} not once`,
    );
    const ledger = await one(
      `select coalesce(sum(amount), 0) total, count(distinct txn) txns,
              (select count(*) from (select txn from ledger_entries group by txn having sum(amount) <> 0) t) unbalanced
         from ledger_entries`,
    );
    check(
      'ledger sums to 0 (and every transaction)',
      num(ledger.total) === 0 && num(ledger.unbalanced) === 0,
      `sum ${ledger.total}, ${ledger.unbalanced} unbalanced of ${ledger.txns}`,
    );
    const figures = await one(
      `select count(*) filter (where p.sales_count = coalesce(s.n, 0) and p.revenue = coalesce(s.revenue, 0)) matching, count(*) total
         from products p left join (select product_id, count(*) n, sum(amount) revenue from orders where status = 'paid' group by product_id) s
           on s.product_id = p.id`,
    );
    check(
      "products' sales_count (and revenue) equal their paid orders",
      num(figures.matching) === num(figures.total),
      `${figures.matching} of ${figures.total} products`,
    );
    const notes = await db.query(
      `select outcome, count(*) n from payment_notifications where verified = 'yes' group by outcome order by outcome`,
    );
    await db.close();

    // 5. Figures.
    const outcomes = (list) =>
      Object.entries(
        list.reduce((acc, w) => {
          const key = w.outcome ?? `HTTP ${w.status}`;
          acc[key] = (acc[key] ?? 0) + 1;
          return acc;
        }, {}),
      )
        .map(([k, v]) => `${k} ${v}`)
        .join(', ');
    const spread = (list) => `p50 ${ms(percentile(list, 0.5))}  p95 ${ms(percentile(list, 0.95))}`;
    const sent = (round) => webhooks.filter((w) => w.round === round);
    const line = (label, value) => console.log(`  ${label.padEnd(50)} ${value}`);
    console.log(
      `\n${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}: ${BUYERS} buyers, ${PRODUCTS} products, sandbox QRIS${RACE ? ', bench racing the gateway' : ''}`,
    );
    line(
      'orders per second, first checkout -> all paid',
      `${(num(orders.paid) / (runMs / 1000)).toFixed(1)} /s  (${BUYERS} in ${(runMs / 1000).toFixed(2)} s)`,
    );
    line(`POST /orders/checkout (${BUYERS} at once)`, spread(checkoutMs));
    line('POST /pay/sandbox/{id}/settle', spread(settleMs));
    line(
      'paid on the hosted page -> order paid (db clock)',
      `p50 ${ms(num(settled.p50))}  p95 ${ms(num(settled.p95))}`,
    );
    line('order created -> order paid (db clock)', `p50 ${ms(num(orders.p50))}  p95 ${ms(num(orders.p95))}`);
    if (RACE) {
      const race = sent('race');
      line(
        'POST /pay/webhooks/sandbox racing the gateway',
        `${spread(race.map((w) => w.ms))}  (${outcomes(race)})`,
      );
    }
    const duplicates = sent('duplicate');
    line(
      'POST /pay/webhooks/sandbox duplicates, 2 per order',
      `${spread(duplicates.map((w) => w.ms))}  (${outcomes(duplicates)})`,
    );
    line('notifications recorded (gateway + bench)', notes.map((n) => `${n.outcome} ${n.n}`).join(', '));
    line('load average', load());
    for (const c of checks) console.log(`  ${c.ok ? 'PASS' : 'FAIL'}  ${c.label}: ${c.detail}`);
    return checks.every((c) => c.ok);
  } finally {
    await server?.stop();
    await postgresDb?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

let allPassed = true;
console.log(`load average at start: ${load()}`);
for (const kind of DATABASES) {
  if (kind !== 'postgres' && kind !== 'pglite') throw new Error(`unknown database ${kind}`);
  allPassed = (await runOn(kind)) && allPassed;
}
console.log(`\nconsistency: ${allPassed ? 'PASS' : 'FAIL'}`);
process.exitCode = allPassed ? 0 : 1;
