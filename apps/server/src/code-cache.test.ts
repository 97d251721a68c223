import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const codeCache = fileURLToPath(new URL('./code-cache.ts', import.meta.url));

function script(folder: string): string {
  const file = path.join(folder, 'script.cjs');
  // Enough code that V8's saved code is worth checking, a module-level value, node's require, and an import()
  // as build.mjs rewrites it.
  const helpers = Array.from({ length: 200 }, (_, i) => `function helper${i}(x) { return x * ${i} + 1; }`);
  writeFileSync(
    file,
    `${helpers.join('\n')}
exports.answer = helper2(20) + 1;
exports.here = require('node:path').basename(__filename);
exports.joined = async () => (await dynImp('node:path')).join('a', 'b');
`,
  );
  return file;
}

/**
 * Loads the script in a process of its own, as a start does: within one process V8 keeps what it compiled
 * and would not look at the saved code at all.
 */
function start(file: string) {
  const program = `
    const { loadWithCodeCache } = await import(${JSON.stringify(codeCache)});
    const loaded = loadWithCodeCache(${JSON.stringify(file)});
    const saved = loaded.saveCache();
    const { answer, here } = loaded.exports;
    console.log(JSON.stringify({ answer, here, joined: await loaded.exports.joined(), cacheUsed: loaded.cacheUsed, saved }));`;
  const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', program], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return JSON.parse(output);
}

describe('loadWithCodeCache', () => {
  it('runs a CommonJS file, saves V8 code once, uses it at the next start, and replaces code that does not fit', () => {
    const file = script(mkdtempSync(path.join(tmpdir(), 'pustaka-code-cache-')));
    const ran = { answer: 42, here: 'script.cjs', joined: path.join('a', 'b') };
    expect(start(file)).toEqual({ ...ran, cacheUsed: false, saved: true });
    // Code that was used is not written again.
    expect(start(file)).toEqual({ ...ran, cacheUsed: true, saved: false });
    // Saved code that is not V8's (another node's, a broken file) is refused by V8 and replaced.
    const key = readFileSync(`${file}.cache`).toString('latin1').split('\n')[0];
    writeFileSync(`${file}.cache`, `${key}\nnot code V8 made`);
    expect(start(file)).toEqual({ ...ran, cacheUsed: false, saved: true });
    expect(readFileSync(`${file}.cache`).toString('latin1')).not.toContain('not code V8 made');
    expect(start(file)).toEqual({ ...ran, cacheUsed: true, saved: false });
  });

  it('never gives a script the code saved for another of the same length', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'pustaka-code-cache-'));
    const file = script(folder);
    expect(start(file).saved).toBe(true);
    // A new build of the same length: V8 itself compares only the length and would run the old code.
    const source = readFileSync(file, 'utf8');
    const rebuilt = source.replace('helper2(20) + 1', 'helper3(20) + 1');
    expect(rebuilt.length).toBe(source.length);
    writeFileSync(file, rebuilt);
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect(start(file)).toMatchObject({ answer: 62, cacheUsed: false, saved: true });
    expect(start(file)).toMatchObject({ answer: 62, cacheUsed: true });
  });
});
