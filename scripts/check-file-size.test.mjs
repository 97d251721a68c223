// The file-size rule on a fixture repository: node --test scripts/check-file-size.test.mjs
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { checkFileSizes, countLines } from './check-file-size.mjs';

const lines = (n) => `${Array.from({ length: n }, (_, i) => `const a${i} = ${i};`).join('\n')}\n`;
let root;

function write(file, text) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

before(() => {
  root = mkdtempSync(path.join(tmpdir(), 'file-size-'));
  write('src/long.ts', lines(501));
  write('src/just-right.tsx', lines(500));
  write('src/styles.css', lines(620));
  write('scripts/tool.mjs', lines(12));
  write('apps/server/src/db/migrations/0001_big.sql', lines(900));
  write('db/seed.sql', lines(700));
  write('docs/long.md', lines(800));
  write('data/big.json', `[${'1,\n'.repeat(900)}1]\n`);
  write('src/server.test.ts', lines(640));
  execFileSync('git', ['init', '-q'], { cwd: root });
  execFileSync('git', ['add', '.'], { cwd: root });
  write('src/untracked.ts', lines(700)); // not in git: not looked at
});

after(() => rmSync(root, { recursive: true, force: true }));

test('lines are counted as an editor numbers them', () => {
  assert.equal(countLines(''), 0);
  assert.equal(countLines('a'), 1);
  assert.equal(countLines('a\n'), 1);
  assert.equal(countLines('a\nb'), 2);
  assert.equal(countLines('a\n\n'), 2);
  assert.equal(countLines(lines(501)), 501);
});

test('a tracked source file over 500 lines is refused, with its count; generated migrations, prose, data and untracked files are not looked at', () => {
  assert.deepEqual(checkFileSizes(root), [
    { file: 'db/seed.sql', lines: 700 },
    { file: 'src/server.test.ts', lines: 640 },
    { file: 'src/styles.css', lines: 620 },
    { file: 'src/long.ts', lines: 501 },
  ]);
});

test('the command fails naming each file and its count', () => {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'check-file-size.mjs');
  const run = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
  assert.equal(run.status, 1);
  assert.deepEqual(run.stderr.trim().split('\n'), [
    'db/seed.sql: 700 lines, more than 500; split it along its seams',
    'src/server.test.ts: 640 lines, more than 500; split it along its seams',
    'src/styles.css: 620 lines, more than 500; split it along its seams',
    'src/long.ts: 501 lines, more than 500; split it along its seams',
  ]);
});
