// Nothing a page or a PDF contains may stall the server. While 10 clients send hostile documents to the
// extraction API for BENCH_SECONDS (20) — gzip pages that unpack to 24 MB of list HTML, PDFs whose content
// stream unpacks to 300 MB, and pathological HTML (5,000 levels of nesting around 600,000 list items) both
// fetched and sent as `html` — a probe requests GET /health and a catalogue page every 50 ms. Prints the
// probe's p50/p99/max, what the hostile requests were answered, and the server's RSS (sampled every 250 ms).
// Goal on 2 cores: probe p99 < 100 ms, max < 500 ms. Needs the built server (npm run build); runs on PGlite
// in a throwaway data directory, or on a throwaway database of BENCH_DATABASE_URL's PostgreSQL server.
// BENCH_PORT (3981) moves the server; the hostile page server takes the next.
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { loadavg } from 'node:os';
import {
  gzipListBomb,
  pathologicalHtml,
  streamBombPdf,
} from '../apps/server/src/modules/extraction/test-bombs.ts';
import { api, requireBuild, startDemoServer, temporaryPostgresDatabase } from './lib.mjs';

requireBuild();
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3981);
const PAGE_PORT = PORT + 1;

const [listBomb, pdfBomb] = await Promise.all([gzipListBomb(24), streamBombPdf(300)]);
const deepHtml = pathologicalHtml(5_000, 600_000);
console.log(
  `hostile documents: gzip list ${Math.round(listBomb.length / 1024)} KB -> 24 MB, ` +
    `PDF ${Math.round(pdfBomb.length / 1024)} KB -> 300 MB stream, deep HTML ${(deepHtml.length / 1024 / 1024).toFixed(1)} MB`,
);

const pages = http.createServer((request, response) => {
  if (request.url === '/bom.html') {
    response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(listBomb);
  } else if (request.url === '/bom.pdf') {
    response.writeHead(200, { 'content-type': 'application/pdf' }).end(pdfBomb);
  } else response.writeHead(200, { 'content-type': 'text/html' }).end(deepHtml);
});
pages.listen(PAGE_PORT, '127.0.0.1');
await once(pages, 'listening');
const pageBase = `http://127.0.0.1:${PAGE_PORT}`;

/** The demo member's session, once the seed has written the demo accounts. */
async function demoMember(base) {
  for (let tries = 0; ; tries++) {
    try {
      return await api(base, 'POST', '/auth/login', {
        json: { email: 'anggota@pustaka.test', password: 'Anggota#Pustaka1' },
      });
    } catch (error) {
      if (tries >= 120) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

const database = process.env.BENCH_DATABASE_URL
  ? await temporaryPostgresDatabase(process.env.BENCH_DATABASE_URL)
  : undefined;
const env = {
  EXTRACT_ALLOWED_HOSTS: `127.0.0.1:${PAGE_PORT}`,
  EXTRACT_KEY_RATE_PER_MINUTE: '100000',
  ...(database && { DATABASE_URL: database.url }),
};
console.log(database ? 'database: PostgreSQL' : 'database: PGlite');
const { server, found: key } = await startDemoServer({
  port: PORT,
  env,
  ready: async (url) => {
    const member = await demoMember(url);
    const { data } = await api(url, 'POST', '/extraction/keys', {
      token: member.token,
      json: { name: 'Isolasi' },
    });
    return data.key;
  },
});

const rssMb = () => {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
};

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

try {
  const rssBefore = rssMb();
  let running = true;
  const rss = [];
  const sampler = setInterval(() => rss.push(rssMb()), 250);

  const probeTimes = [];
  const probeFailures = [];
  const probe = (async () => {
    while (running) {
      const tick = performance.now();
      await Promise.all(
        ['/health', '/api/v2/public/books/active?limit=6'].map(async (path) => {
          const started = performance.now();
          const response = await fetch(`${server.url}${path}`);
          await response.arrayBuffer();
          probeTimes.push(performance.now() - started);
          if (!response.ok) probeFailures.push(`${path} ${response.status}`);
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 50 - (performance.now() - tick))));
    }
  })();

  const attacks = [
    ['gzip bomb (url)', '/api/v2/web-extract', { url: `${pageBase}/bom.html` }],
    ['300 MB PDF stream (url)', '/api/v2/pdf-extract', { pdf_url: `${pageBase}/bom.pdf` }],
    ['deep HTML (url)', '/api/v2/web-extract', { url: `${pageBase}/deep.html` }],
    ['deep HTML (html)', '/api/v2/web-extract', { html: deepHtml }],
  ];
  const answers = new Map();
  const deadline = performance.now() + SECONDS * 1000;
  const client = async (n) => {
    for (let i = n; performance.now() < deadline; i++) {
      const [name, path, body] = attacks[i % attacks.length];
      const started = performance.now();
      const response = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': key },
        body: JSON.stringify(body),
      });
      const { code } = await response.json();
      const slot = `${name} -> ${response.status} ${code ?? ''}`;
      const seen = answers.get(slot) ?? { count: 0, totalMs: 0 };
      seen.count += 1;
      seen.totalMs += performance.now() - started;
      answers.set(slot, seen);
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));
  running = false;
  await probe;
  clearInterval(sampler);

  const sorted = [...probeTimes].sort((a, b) => a - b);
  console.log(
    `\n${CLIENTS} hostile clients for ${SECONDS} s; load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  for (const [slot, { count, totalMs }] of [...answers].sort()) {
    console.log(`  ${slot.padEnd(64)} x${String(count).padStart(4)}  mean ${Math.round(totalMs / count)} ms`);
  }
  console.log(
    `probe (${probeTimes.length} requests, /health and a catalogue page): p50 ${percentile(sorted, 50).toFixed(1)} ms, ` +
      `p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${sorted[sorted.length - 1].toFixed(1)} ms` +
      (probeFailures.length
        ? `, ${probeFailures.length} failed (${probeFailures.slice(0, 3).join(', ')})`
        : ''),
  );
  console.log(`server RSS: ${rssBefore} MB before, max ${Math.max(...rss)} MB during, ${rssMb()} MB after`);
} finally {
  await server.stop();
  await database?.drop();
  pages.close();
}
