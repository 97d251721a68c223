// Writes the PDF evaluation corpus into a folder outside the repository: for each document a .fodt and the
// PDF LibreOffice makes of it (or a PDF drawn with pdf-lib, see pdf-corpus/drawn.mjs), and the expected text (.txt: the body in reading order, running headers and
// footers left out, each page's footnotes after its body). Usage: node bench/eval/make-pdf-corpus.mjs <dir>
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { documents } from './pdf-corpus/documents.mjs';
import { drawnDocuments } from './pdf-corpus/drawn.mjs';
import { writeDocument } from './pdf-corpus/fodt.mjs';

export async function makePdfCorpus(dir) {
  mkdirSync(dir, { recursive: true });
  const sources = [];
  for (const [name, doc] of Object.entries(documents)) {
    const { fodt, expected } = writeDocument(doc);
    writeFileSync(path.join(dir, `${name}.fodt`), fodt);
    writeFileSync(path.join(dir, `${name}.txt`), `${expected}\n`);
    sources.push(path.join(dir, `${name}.fodt`));
  }
  execFileSync('soffice', ['--headless', '--convert-to', 'pdf', '--outdir', dir, ...sources], {
    stdio: 'ignore',
    timeout: 300_000,
  });
  const made = readdirSync(dir).filter((f) => f.endsWith('.pdf')).length;
  if (made < sources.length) throw new Error(`LibreOffice made ${made} of ${sources.length} PDFs in ${dir}`);
  const drawn = await drawnDocuments();
  for (const [name, { pdf, expected }] of Object.entries(drawn)) {
    writeFileSync(path.join(dir, `${name}.pdf`), pdf);
    writeFileSync(path.join(dir, `${name}.txt`), `${expected}\n`);
  }
  return [...Object.keys(documents), ...Object.keys(drawn)];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: node bench/eval/make-pdf-corpus.mjs <corpus-dir>');
    process.exit(1);
  }
  console.log(`${(await makePdfCorpus(dir)).length} documents in ${dir}`);
}
