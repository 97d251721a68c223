// PDF extraction speed and memory: pages per second of the server's extractor next to pdf-parse, each in a
// process of its own (so one's memory does not count for the other), taking turns, on a 500-page PDF that
// LibreOffice writes into the cache folder the first time. Peak memory is the process's maximum resident
// set while it extracts the whole document.
// Usage: npm run bench:extraction:pdf -- [cache-dir] [--rounds 3]
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeDocument } from './eval/pdf-corpus/fodt.mjs';
import { ENGLISH, INDONESIAN, sentencePicker } from './eval/pdf-corpus/sentences.mjs';

const PAGES = 500;
const self = fileURLToPath(import.meta.url);

/** A book of PAGES pages: one column, two columns and tables in turn, with running header and footer. */
function bookPdf(dir) {
  const file = path.join(dir, `book-${PAGES}.pdf`);
  if (existsSync(file)) return file;
  mkdirSync(dir, { recursive: true });
  const id = sentencePicker(INDONESIAN, 3);
  const en = sentencePicker(ENGLISH, 5);
  const pages = Array.from({ length: PAGES }, (_, i) => {
    const heading = { h: 2, text: `Bagian ${i + 1}` };
    if (i % 3 === 1) return [heading, { columns: [{ p: id(5) }, { p: id(6) }, { p: en(4) }, { p: id(5) }] }];
    if (i % 3 === 2) {
      const rows = Array.from({ length: 6 }, (_, r) => [
        `Baris ${r + 1}`,
        String(100 + r * i),
        id(1).slice(0, 40),
      ]);
      return [heading, { p: id(4) }, { table: [['Nama', 'Nilai', 'Keterangan'], ...rows] }, { p: id(4) }];
    }
    return [heading, { p: id(5) }, { p: id(5) }, { ul: [id(1), id(1)] }, { p: id(4) }];
  });
  const { fodt } = writeDocument({
    title: 'Buku Uji Kecepatan',
    author: 'Pustaka',
    header: { left: 'Buku Uji Kecepatan', number: 'halaman' },
    footer: { number: 'dash', center: true },
    pages,
  });
  const source = path.join(dir, `book-${PAGES}.fodt`);
  writeFileSync(source, fodt);
  console.log(`Writing a ${PAGES}-page PDF with LibreOffice into ${dir} ...`);
  execFileSync('soffice', ['--headless', '--convert-to', 'pdf', '--outdir', dir, source], {
    stdio: 'ignore',
    timeout: 600_000,
  });
  return file;
}

/** In the child: extract the document once, print pages per second and peak memory as JSON. */
async function child(label, file) {
  const { extractors } = await import('./eval/pdf.mjs');
  const run = (await extractors(label))[label];
  const bytes = new Uint8Array(readFileSync(file));
  const before = process.memoryUsage().rss;
  const started = performance.now();
  const text = await run(bytes);
  const seconds = (performance.now() - started) / 1000;
  const peak = process.resourceUsage().maxRSS * 1024;
  process.stdout.write(JSON.stringify({ label, seconds, chars: text.length, before, peak }));
}

function runChild(label, file) {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [self, '--child', label, file], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    proc.stdout.on('data', (chunk) => {
      out += chunk;
    });
    proc.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`${label} exited ${code}`)),
    );
  });
}

async function main() {
  const args = process.argv.slice(2);
  const rounds = Number(args[args.indexOf('--rounds') + 1]) || 3;
  const dir =
    args.find((a) => !a.startsWith('--') && !/^\d+$/.test(a)) ??
    path.join(homedir(), '.cache/pustaka/pdf-bench');
  const file = bookPdf(path.resolve(dir));
  const labels = ['pustaka', 'pdf-parse'];
  const results = Object.fromEntries(labels.map((l) => [l, []]));
  for (let round = 0; round < rounds; round++) {
    for (const label of round % 2 ? [...labels].reverse() : labels)
      results[label].push(await runChild(label, file));
  }
  const mb = (bytes) => `${Math.round(bytes / 1024 / 1024)} MB`;
  console.log(
    `PDF extraction, ${PAGES} pages (${mb(readFileSync(file).length)} file), ${rounds} rounds each:`,
  );
  for (const label of labels) {
    const best = results[label].reduce((a, b) => (a.seconds < b.seconds ? a : b));
    const peak = Math.max(...results[label].map((r) => r.peak));
    const rates = results[label].map((r) => (PAGES / r.seconds).toFixed(0)).join(', ');
    console.log(
      `  ${label.padEnd(10)} ${(PAGES / best.seconds).toFixed(0).padStart(5)} pages/s best (rounds: ${rates}); peak RSS ${mb(peak)} (${mb(best.before)} before extracting); ${best.chars} characters`,
    );
  }
}

if (process.argv[2] === '--child') await child(process.argv[3], process.argv[4]);
else await main();
