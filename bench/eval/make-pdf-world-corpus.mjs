// Writes the PDF corpus of material nobody here tuned for into a folder outside the repository:
// right-to-left documents (Arabic, Hebrew, Persian) and numbered items in columns that LibreOffice lays out,
// and public test PDFs of pdf.js, pdfminer.six and pdfplumber, each with its expected text (.txt) and its
// class (corpus.json: rtl, multi-column, plain), which the evaluation reports on its own.
// Usage: node bench/eval/make-pdf-world-corpus.mjs <dir> --repos <dir>
// where <dir>/<owner>+<name>/repo is a git directory of each public repository (a clone or a mirror).
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeDocument } from './pdf-corpus/fodt.mjs';
import { publicDocuments } from './pdf-world/public.mjs';
import { questionnaires } from './pdf-world/questionnaires.mjs';
import { rtlDocuments, writeRtlDocument } from './pdf-world/rtl.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The class of a document, from its name: what the evaluation reports separately. */
export const classOf = (name) => /^(rtl|multi-column|plain)/.exec(name)?.[1] ?? 'plain';

/** LibreOffice in a profile of its own (the server's conversions keep theirs); HTML goes through ODT. */
function soffice(work, format, files) {
  execFileSync(
    'soffice',
    [
      `-env:UserInstallation=file://${work}/profile`,
      '--headless',
      '--norestore',
      '--convert-to',
      format,
      '--outdir',
      work,
      ...files,
    ],
    { cwd: work, env: { ...process.env, HOME: work }, stdio: 'ignore', timeout: 300_000 },
  );
}

export function makePdfWorldCorpus(dir, repos) {
  mkdirSync(dir, { recursive: true });
  const work = mkdtempSync(path.join(os.tmpdir(), 'pdf-world-'));
  const classes = {};
  try {
    const expected = {};
    for (const [name, doc] of Object.entries(rtlDocuments)) {
      const { html, expected: text } = writeRtlDocument(doc);
      writeFileSync(path.join(work, `${name}.html`), html);
      expected[name] = text;
    }
    soffice(
      work,
      'odt',
      Object.keys(rtlDocuments).map((n) => `${n}.html`),
    );
    for (const [name, doc] of Object.entries(questionnaires)) {
      const { fodt, expected: text } = writeDocument(doc);
      writeFileSync(path.join(work, `${name}.fodt`), fodt);
      expected[name] = text;
    }
    soffice(work, 'pdf', [
      ...Object.keys(rtlDocuments).map((n) => `${n}.odt`),
      ...Object.keys(questionnaires).map((n) => `${n}.fodt`),
    ]);
    for (const [name, text] of Object.entries(expected)) {
      copyFileSync(path.join(work, `${name}.pdf`), path.join(dir, `${name}.pdf`));
      writeFileSync(path.join(dir, `${name}.txt`), `${text}\n`);
      classes[name] = classOf(name);
    }
    for (const [name, source] of Object.entries(publicDocuments)) {
      const gitDir = path.join(repos, source.repo.replace('/', '+'), 'repo');
      if (!existsSync(gitDir)) {
        console.warn(`skipped ${name}: no ${gitDir}`);
        continue;
      }
      const whole = path.join(work, `${name}-whole.pdf`);
      writeFileSync(
        whole,
        execFileSync('git', ['--git-dir', gitDir, 'show', `HEAD:${source.path}`], { maxBuffer: 64 << 20 }),
      );
      const target = path.join(dir, `${name}.pdf`);
      if (source.page) {
        execFileSync('pdfseparate', ['-f', String(source.page), '-l', String(source.page), whole, target]);
      } else copyFileSync(whole, target);
      copyFileSync(path.join(here, 'pdf-world/expected', `${name}.txt`), path.join(dir, `${name}.txt`));
      classes[name] = classOf(name);
    }
    writeFileSync(path.join(dir, 'corpus.json'), `${JSON.stringify(classes, null, 2)}\n`);
    return Object.keys(classes);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2];
  const reposAt = process.argv.indexOf('--repos');
  if (!dir || reposAt < 0) {
    console.error(
      'usage: node bench/eval/make-pdf-world-corpus.mjs <corpus-dir> --repos <dir of git directories>',
    );
    process.exit(1);
  }
  console.log(
    `${makePdfWorldCorpus(path.resolve(dir), path.resolve(process.argv[reposAt + 1])).length} documents in ${dir}`,
  );
}
