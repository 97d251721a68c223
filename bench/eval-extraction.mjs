// Extraction quality: runs each part of the evaluation that exists in bench/eval/ on its own corpus.
//   npm run eval:extraction -- [--web <dir>] [--trafilatura <dir>] [--own <dir>] [--pdf <dir>] [--verbose] [--ours-only]
// --web: mozilla/readability's test pages, and adbar/trafilatura's evaluation pages when the same folder holds
// them too (or give those with --trafilatura); --ours-only skips the baselines of the web parts; --own: our annotated corpus (bench/eval/make-web-corpus.mjs writes
// it, and the evaluation writes it there when the folder is empty); --pdf: the PDF corpus. A bare folder
// argument means --web. Corpora live outside the repository; each part says how to get its own.
// The folders may also come from EXTRACTION_WEB_CORPUS, EXTRACTION_TRAFILATURA_CORPUS, EXTRACTION_OWN_CORPUS
// and EXTRACTION_PDF_CORPUS.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const oursOnly = args.includes('--ours-only');
const corpora = {
  web: process.env.EXTRACTION_WEB_CORPUS,
  trafilatura: process.env.EXTRACTION_TRAFILATURA_CORPUS,
  own: process.env.EXTRACTION_OWN_CORPUS,
  pdf: process.env.EXTRACTION_PDF_CORPUS,
};
for (let i = 0; i < args.length; i++) {
  const arg = args[i];
  if (arg === '--verbose' || arg === '--ours-only') continue;
  if (arg.startsWith('--') && arg.slice(2) in corpora) corpora[arg.slice(2)] = args[++i];
  else if (!arg.startsWith('--')) corpora.web = arg;
  else {
    console.error(`unknown option ${arg}`);
    process.exit(2);
  }
}

// One cache folder may hold both public web corpora; then each web part scores the one it finds there.
const sharedWebFolder = Boolean(corpora.web && !corpora.trafilatura);
if (sharedWebFolder) corpora.trafilatura = corpora.web;
const files = { own: 'web', trafilatura: 'web-snippets' };

let ran = 0;
for (const [part, corpus] of Object.entries(corpora)) {
  const file = path.join(here, 'eval', `${files[part] ?? part}.mjs`);
  if (!corpus || !existsSync(file)) continue;
  const module = await import(pathToFileURL(file).href);
  const optional = sharedWebFolder && (part === 'web' || part === 'trafilatura');
  const options = { verbose, oursOnly, required: !optional };
  const rows = part === 'own' ? await module.runOwn(corpus, options) : await module.run(corpus, options);
  if (rows !== undefined || !optional) ran++;
}
if (ran === 0) {
  console.error(
    'Give at least one corpus: npm run eval:extraction -- --web <folder with test-pages> --own <folder> [--pdf <folder>]',
  );
  process.exit(2);
}
