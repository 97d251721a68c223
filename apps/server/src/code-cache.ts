import { existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

// Node 20 compiles every ES module from its source at every start, and a third of a cold start was V8
// parsing and compiling the server's code. A CommonJS script run through `vm.Script` can instead be given the
// code V8 made for it last time: build.mjs bundles the server's modules as one such script, and a start loads
// it with the code its previous start saved beside it.

/**
 * What the script calls instead of `import()`. Node 20 loses a script's `import()` handler when V8's saved
 * code is used (the call then fails: "A dynamic import callback was not specified"), so build.mjs rewrites
 * each `import("package")` of the bundle to this name, of the same length so the source map still fits.
 */
export const DYNAMIC_IMPORT = 'dynImp';

/**
 * The script's `import()`. Built, this code is part of main.js, which sits beside the script, so a package
 * resolves from the same folder as it would from the script itself.
 */
const importModule = (specifier: string): Promise<unknown> => import(specifier);

export type CachedScript<T> = {
  exports: T;
  /** Whether V8 took the saved code (false when there was none, or it was made for another build or node). */
  cacheUsed: boolean;
  /**
   * Writes the code V8 holds now (everything compiled so far, the start's lazily compiled functions
   * included) for the next start, unless the saved code was used; replaces the file in one step, so
   * processes starting together never read half of one. Returns whether it wrote.
   */
  saveCache: () => boolean;
};

/**
 * What saved code is for: the script's size and time of writing. V8 checks that saved code came from its own
 * version and flags, but of the source it compares only the length, and would run code made for another
 * script of the same length; so the saved file starts with this, on a line of its own.
 */
function scriptKey(file: string): string {
  const { size, mtimeMs } = statSync(file);
  return `${size}:${mtimeMs}`;
}

/** The saved code in `cacheFile` when it was made for this very script. */
function savedCodeFor(key: string, cacheFile: string): Buffer | undefined {
  if (!existsSync(cacheFile)) return undefined;
  const saved = readFileSync(cacheFile);
  const endOfKey = saved.indexOf(0x0a);
  if (endOfKey < 0 || saved.subarray(0, endOfKey).toString() !== key) return undefined;
  return saved.subarray(endOfKey + 1);
}

/** Runs a CommonJS file as node's `require` would, with V8's code from `cacheFile` when it fits. */
export function loadWithCodeCache<T>(file: string, cacheFile = `${file}.cache`): CachedScript<T> {
  const key = scriptKey(file);
  const source = readFileSync(file, 'utf8');
  const cachedData = savedCodeFor(key, cacheFile);
  const script = new vm.Script(
    `(function (exports, require, module, __filename, __dirname, ${DYNAMIC_IMPORT}) {${source}\n})`,
    { filename: file, cachedData },
  );
  const cacheUsed = cachedData !== undefined && !script.cachedDataRejected;
  const module = { exports: {} as T };
  const wrapper = script.runInThisContext() as (...args: unknown[]) => void;
  wrapper(module.exports, createRequire(file), module, file, path.dirname(file), importModule);
  return {
    exports: module.exports,
    cacheUsed,
    saveCache: () => {
      if (cacheUsed) return false;
      const partial = `${cacheFile}.${process.pid}`;
      writeFileSync(partial, Buffer.concat([Buffer.from(`${key}\n`), script.createCachedData()]));
      renameSync(partial, cacheFile);
      return true;
    },
  };
}
