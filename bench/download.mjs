// Protected delivery of a large file: full downloads of a 1 GB PDF through a buyer's signed address, next to
// a plain Node http server that sends the same file with fs.createReadStream, and the server's memory
// while it streams. PGlite, local file storage. BENCH_FILE_MB, BENCH_DOWNLOADS and BENCH_CONCURRENT change
// the file size, the number of sequential downloads and the number of simultaneous ones.
import { fork } from 'node:child_process';
import { createReadStream, readdirSync, readFileSync, statSync } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import http from 'node:http';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const self = fileURLToPath(import.meta.url);

// The reference server, run as its own process (as the app is) by this same script.
if (process.argv[2] === 'plain-server') {
  const file = process.env.PLAIN_FILE;
  const server = http.createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'application/pdf',
      'content-length': statSync(file).size,
    });
    createReadStream(file).pipe(response);
  });
  server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
} else {
  await main();
}

async function main() {
  const { api, requireBuild, serverEntry, startServer } = await import('./lib.mjs');
  requireBuild();
  const FILE_MB = Number(process.env.BENCH_FILE_MB ?? 1024);
  const SEQUENTIAL = Number(process.env.BENCH_DOWNLOADS ?? 5);
  const CONCURRENT = Number(process.env.BENCH_CONCURRENT ?? 4);
  const PORT = 3941;
  const PLAIN_PORT = 3942;
  const env = { SEED_DEMO: 'false' };

  // 1. Three accounts. With SEED_DEMO=false there is no admin to make the first admin, so the roles and the
  // verified addresses are written into the database while the server is down (PGlite has one owner).
  let server = await startServer({ port: PORT, env });
  const dataDir = server.dataDir;
  let plain;
  try {
    const password = 'Bench#Pustaka1';
    const accounts = {};
    for (const name of ['admin', 'publisher', 'buyer']) {
      const registered = await api(server.url, 'POST', '/auth/register', {
        json: { email: `bench-${name}@contoh.id`, password, first_name: 'Bench', last_name: name },
      });
      accounts[name] = { id: registered.user.id, token: registered.token };
    }
    await server.stop();
    server = undefined;
    {
      const { PGlite } = await import('@electric-sql/pglite');
      const db = new PGlite(path.join(dataDir, 'pglite'));
      await db.exec(`update users set email_verified_at = now();
      insert into user_roles (user_id, role) values (${accounts.admin.id}, 'admin'), (${accounts.publisher.id}, 'publisher')
      on conflict do nothing;`);
      await db.close();
    }
    server = await startServer({ port: PORT, dataDir, env });

    // 2. A free PDF product, reviewed and approved, and the buyer's free checkout: an ownership.
    const { PDFDocument, StandardFonts } = await import('pdf-lib');
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    pdf.addPage().drawText('Buku uji unduhan', { x: 72, y: 720, size: 24, font });
    const pdfBytes = await pdf.save();
    const { default: sharp } = await import('sharp');
    const cover = await sharp({
      create: { width: 600, height: 800, channels: 3, background: { r: 15, g: 118, b: 110 } },
    })
      .png()
      .toBuffer();
    const publisher = accounts.publisher.token;
    const product = (
      await api(server.url, 'POST', '/books', {
        token: publisher,
        json: {
          name: 'Buku Besar Uji Unduhan',
          description: 'Sebuah buku untuk mengukur kecepatan unduhan berkas besar.',
          format: 'PDF',
          base_price: 0,
        },
      })
    ).data;
    const coverForm = new FormData();
    coverForm.append('image', new Blob([cover], { type: 'image/png' }), 'sampul.png');
    await api(server.url, 'POST', `/books/${product.id}/cover`, { token: publisher, form: coverForm });
    const fileForm = new FormData();
    fileForm.append('file', new Blob([pdfBytes], { type: 'application/pdf' }), 'buku.pdf');
    await api(server.url, 'POST', `/books/${product.id}/files?role=main`, {
      token: publisher,
      form: fileForm,
    });
    await api(server.url, 'POST', `/books/${product.id}/submit`, { token: publisher, json: {} });
    await api(server.url, 'PUT', `/admin/books/${product.id}/approve`, {
      token: accounts.admin.token,
      json: {},
    });
    await api(server.url, 'POST', '/orders/checkout', {
      token: accounts.buyer.token,
      json: { product_id: product.id },
    });

    // 3. The 1 GB file. PDF uploads stop at 200 MB (and a real 1 GB book would take minutes to make and check),
    // so the small PDF uploaded above is replaced on disk: local storage keeps an object at
    // DATA_DIR/files/<storage key>, the key of a product's main file is products/<id>/main-<random>.pdf, and
    // the content type sits beside it in <key>.type. Delivery reads size and bytes from the stored object
    // itself, so the whole large file is sent. The replacement is written beside the object and renamed over
    // it, as the storage itself writes.
    const productDir = path.join(dataDir, 'files', 'products', String(product.id));
    const stored = readdirSync(productDir).find((name) => /^main-.*\.pdf$/.test(name));
    if (!stored) throw new Error(`no main file in ${productDir}`);
    const bigFile = path.join(productDir, stored);
    const chunk = Buffer.alloc(1024 * 1024);
    for (let i = 0; i < chunk.length; i++) chunk[i] = (i * 2654435761) >>> 24;
    chunk.write('%PDF-1.7\n', 0);
    const handle = await open(`${bigFile}.bench.tmp`, 'w');
    for (let written = 0; written < FILE_MB; written++) await handle.write(chunk);
    await handle.close();
    await rename(`${bigFile}.bench.tmp`, bigFile);
    const size = statSync(bigFile).size;

    // 4. The creator's address for the original. A buyer reads and downloads a PDF only as their own stamped
    // copy, made once by a job and then served by this same route; the creator's stream address of the
    // original is what measures the delivery path itself.
    const owned = await api(server.url, 'GET', `/owned/${product.id}/files`, {
      token: accounts.publisher.token,
    });
    const main = owned.data.files.find((file) => file.role === 'main');
    const signedUrl = `${server.url}${main.stream_url}`;

    plain = fork(self, ['plain-server'], {
      env: { ...process.env, PORT: String(PLAIN_PORT), PLAIN_FILE: bigFile },
      stdio: 'ignore',
    });
    await new Promise((resolve) => plain.once('message', resolve));
    const plainUrl = `http://127.0.0.1:${PLAIN_PORT}/file.pdf`;

    /** The app server's pid: the child of this process that runs the built entry point. */
    function serverPid() {
      for (const entry of readdirSync('/proc')) {
        if (!/^\d+$/.test(entry)) continue;
        try {
          const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
          const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
          if (ppid !== process.pid) continue;
          if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(serverEntry)) return Number(entry);
        } catch {}
      }
      throw new Error('server process not found');
    }
    const rssMb = (pid) => {
      const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
      return match ? Number(match[1]) / 1024 : Number.NaN;
    };
    /** Samples a process's RSS every 100 ms until stopped; answers the first and the largest sample. */
    function sampleRss(pid) {
      const first = rssMb(pid);
      let peak = first;
      const timer = setInterval(() => {
        peak = Math.max(peak, rssMb(pid));
      }, 100);
      return {
        stop: () => {
          clearInterval(timer);
          const last = rssMb(pid);
          return { first, peak: Math.max(peak, last), last };
        },
      };
    }

    /** One full download, every byte read and dropped; answers the bytes received. */
    function download(url) {
      return new Promise((resolve, reject) => {
        http
          .get(url, { agent: false }, (response) => {
            if (response.statusCode !== 200) {
              response.resume();
              return reject(new Error(`${url}: HTTP ${response.statusCode}`));
            }
            let bytes = 0;
            response.on('data', (data) => {
              bytes += data.length;
            });
            response.on('end', () =>
              bytes === size ? resolve(bytes) : reject(new Error(`${bytes} of ${size} bytes`)),
            );
            response.on('error', reject);
          })
          .on('error', reject);
      });
    }
    const mbps = (bytes, ms) => bytes / 1e6 / (ms / 1000);

    const loadBefore = loadavg();
    const pid = serverPid();
    const rss = { app: sampleRss(pid), plain: sampleRss(plain.pid) };
    const results = { app: { seqMs: 0, seqBytes: 0 }, plain: { seqMs: 0, seqBytes: 0 } };
    const targets = { app: signedUrl, plain: plainUrl };
    // One unmeasured download each reads the file into the page cache for both.
    await download(plainUrl);
    await download(signedUrl);
    // Sequential downloads alternate between the two servers, so load from other work on the machine falls
    // on both alike.
    for (let round = 0; round < SEQUENTIAL; round++) {
      for (const name of round % 2 ? ['app', 'plain'] : ['plain', 'app']) {
        const started = performance.now();
        results[name].seqBytes += await download(targets[name]);
        results[name].seqMs += performance.now() - started;
      }
    }
    for (const name of ['plain', 'app']) {
      const started = performance.now();
      const bytes = await Promise.all(Array.from({ length: CONCURRENT }, () => download(targets[name])));
      results[name].concMs = performance.now() - started;
      results[name].concBytes = bytes.reduce((a, b) => a + b, 0);
    }
    const memory = { app: rss.app.stop(), plain: rss.plain.stop() };

    const seq = {
      app: mbps(results.app.seqBytes, results.app.seqMs),
      plain: mbps(results.plain.seqBytes, results.plain.seqMs),
    };
    const conc = {
      app: mbps(results.app.concBytes, results.app.concMs),
      plain: mbps(results.plain.concBytes, results.plain.concMs),
    };
    const growth = memory.app.peak - memory.app.first;
    const ratio = (seq.app / seq.plain) * 100;
    const concRatio = (conc.app / conc.plain) * 100;
    const line = (label, value) => console.log(`${label.padEnd(52)} ${value}`);
    console.log(
      `\nfile ${(size / 1e6).toFixed(0)} MB (MB = 10^6 bytes), PGlite, local storage; load average before the downloads ${loadBefore
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    line(
      'plain Node http + fs.createReadStream, sequential',
      `${seq.plain.toFixed(0).padStart(6)} MB/s  (${SEQUENTIAL} downloads)`,
    );
    line(
      'signed stream address (original file), sequential',
      `${seq.app.toFixed(0).padStart(6)} MB/s  (${SEQUENTIAL} downloads)`,
    );
    line(
      `plain Node http, ${CONCURRENT} at once`,
      `${conc.plain.toFixed(0).padStart(6)} MB/s  (all together)`,
    );
    line(
      `signed stream address, ${CONCURRENT} at once`,
      `${conc.app.toFixed(0).padStart(6)} MB/s  (all together)`,
    );
    line(
      'signed / plain, sequential',
      `${ratio.toFixed(0).padStart(6)} %     (target >= 80%) ${ratio >= 80 ? 'PASS' : 'FAIL'}`,
    );
    line(`signed / plain, ${CONCURRENT} at once`, `${concRatio.toFixed(0).padStart(6)} %`);
    line(
      'app server RSS (VmRSS, every 100 ms)',
      `${memory.app.first.toFixed(0)} MB before, ${memory.app.peak.toFixed(0)} MB peak, ${memory.app.last.toFixed(0)} MB after`,
    );
    line(
      'app server RSS growth during the downloads',
      `${growth.toFixed(1).padStart(6)} MB  (target < 50 MB) ${growth < 50 ? 'PASS' : 'FAIL'}`,
    );
    line(
      'plain server RSS growth, for comparison',
      `${(memory.plain.peak - memory.plain.first).toFixed(1).padStart(6)} MB`,
    );
    console.log(
      `load average after the downloads: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    plain?.kill();
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
