// The file-size rule (ARCHITECTURE: a file is read in one sitting, at most 500 lines): no source file that
// git tracks is longer than 500 lines. Source means code and styles: .ts .tsx .mts .cts .js .jsx .mjs .cjs
// .css, and hand-written .sql. Left out:
// - Drizzle's migrations (apps/server/src/db/migrations/): drizzle-kit writes them from the schema, one file
//   a schema change, and an applied migration is never edited again (its hash is recorded in every database
//   it ran on), so there is nothing a person could split; a long one means a large change, not a long read.
// - Prose and data (.md, .json, .html and .txt fixtures, lock files): not code read in one sitting.
// Lines are counted as an editor numbers them: a final newline does not start another line.
//   node scripts/check-file-size.mjs [root]     (run by `npm run lint`; root defaults to this repository)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const MAX_LINES = 500;

const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|css|sql)$/;
const GENERATED = [/^apps\/server\/src\/db\/migrations\//];

export function countLines(text) {
  if (text === '') return 0;
  const lines = text.split('\n').length;
  return text.endsWith('\n') ? lines - 1 : lines;
}

/** The files git tracks under root that the rule covers, as paths relative to root with forward slashes. */
export function trackedSourceFiles(root) {
  const out = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 });
  return out
    .split('\0')
    .filter((file) => SOURCE.test(file) && !GENERATED.some((pattern) => pattern.test(file)));
}

/** The covered files over `max` lines ({ file, lines }, longest first). */
export function checkFileSizes(root, { max = MAX_LINES } = {}) {
  const tooLong = [];
  for (const file of trackedSourceFiles(root)) {
    let text;
    try {
      text = readFileSync(path.join(root, file), 'utf8');
    } catch {
      continue; // tracked but deleted in the working tree
    }
    const lines = countLines(text);
    if (lines > max) tooLong.push({ file, lines });
  }
  return tooLong.sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const tooLong = checkFileSizes(root);
  if (tooLong.length > 0) {
    for (const { file, lines } of tooLong) {
      console.error(`${file}: ${lines} lines, more than ${MAX_LINES}; split it along its seams`);
    }
    process.exit(1);
  }
  console.log(`File sizes: ok (at most ${MAX_LINES} lines)`);
}
