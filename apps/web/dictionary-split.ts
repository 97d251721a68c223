import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Sections of the dictionary that the shell (top bar, footer, banners, errors) and the home page use: the
 * first render waits for these. Every other section belongs to a lazily loaded page and comes with it.
 */
export const STARTUP_SECTIONS = [
  'common',
  'languages',
  'roles',
  'nav',
  'subscription',
  'footer',
  'errors',
  'notFound',
  'verification',
  'home',
  'products',
];

const REQUEST = /^virtual:dictionary\/(id|en)\/(startup|pages)$/;
const MODULE = /^\0dictionary\/(pages-)?(id|en)$/;

/**
 * id.json and en.json stay the one place for every string; this serves each as two modules,
 * `virtual:dictionary/{lng}/startup` and `virtual:dictionary/{lng}/pages`, so they load as two chunks.
 */
export function dictionarySplit(directory: string): Plugin {
  return {
    name: 'pustaka:dictionary-split',
    resolveId(source) {
      const match = REQUEST.exec(source);
      if (!match) return null;
      // The module's name becomes its chunk's: "id" for what the first render needs, "pages-id" for the rest.
      return `\0dictionary/${match[2] === 'startup' ? match[1] : `pages-${match[1]}`}`;
    },
    async load(id) {
      const match = MODULE.exec(id);
      if (!match) return null;
      const file = path.join(directory, `${match[2]}.json`);
      this.addWatchFile(file);
      const dictionary = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
      const startup = !match[1];
      const part = Object.fromEntries(
        Object.entries(dictionary).filter(([section]) => STARTUP_SECTIONS.includes(section) === startup),
      );
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(part))});`;
    },
  };
}
