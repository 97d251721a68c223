import type { NoMainTextReason } from '@pustaka/contract';
import type { Block, Inline } from './blocks.ts';

export type MainTextVerdict =
  | { reason: null; confidence: 'high' | 'medium' }
  | { reason: NoMainTextReason; confidence: null };

/**
 * Whether what the extractor kept is text someone wrote, or only what is left of a page that has none:
 * a page of links or menus (a site map, a portal's link list), or an app shell's or an error page's status
 * line ("Loading…", "Page not found", "Please enable JavaScript"). Such pages answer no main text rather
 * than their links. Short pages of real words (a two-line notice) keep their text.
 */
export function hasMainText(blocks: Block[]): boolean {
  return judgeMainText(blocks).reason === null;
}

/**
 * hasMainText with its grounds: why a page has none (a client can act on "link list" or "app shell"), and
 * for a page that has some, `medium` confidence when it is short or link-heavy, `high` otherwise.
 */
export function judgeMainText(blocks: Block[]): MainTextVerdict {
  let chars = 0;
  let linkChars = 0;
  let text = '';
  const inline = (items: Inline[], inLink: boolean): void => {
    for (const item of items) {
      if (item.kind === 'text') {
        const length = item.value.replace(/\s+/g, ' ').trim().length;
        chars += length;
        if (inLink) linkChars += length;
        if (chars <= MAX_SHELL_CHARS) text += item.value;
      } else if (item.kind === 'break') text += ' ';
      else if ('children' in item) inline(item.children, inLink || item.kind === 'link');
    }
    text += ' ';
  };
  const visit = (list: Block[]): void => {
    for (const block of list) {
      if (block.kind === 'paragraph' || block.kind === 'heading') inline(block.inlines, false);
      else if (block.kind === 'code') chars += block.text.length;
      else if (block.kind === 'list') for (const item of block.items) visit(item);
      else if (block.kind === 'quote') visit(block.blocks);
      else if (block.kind === 'figure') {
        visit(block.blocks);
        inline(block.caption, false);
      } else if (block.kind === 'table') {
        for (const row of block.rows) for (const cell of row.cells) inline(cell, false);
      }
    }
  };
  visit(blocks);
  if (chars === 0) {
    // Images or rules only: kept as they are, but nothing to be sure of.
    return blocks.length > 0 ? { reason: null, confidence: 'medium' } : { reason: 'empty', confidence: null };
  }
  // A page that is mostly links is a menu, a site map or a list of teasers.
  if (linkChars / chars > MAX_LINK_SHARE) return { reason: 'link_list', confidence: null };
  const line = text.replace(/\s+/g, ' ').trim();
  if (chars <= MAX_SHELL_CHARS && ERROR_LINE.test(line)) return { reason: 'error_page', confidence: null };
  if (chars <= MAX_SHELL_CHARS && SHELL_LINE.test(line)) return { reason: 'app_shell', confidence: null };
  const sure = chars >= SURE_CHARS && linkChars / chars <= SURE_LINK_SHARE;
  return { reason: null, confidence: sure ? 'high' : 'medium' };
}

/** About eighty words of prose with few links: an article, not a notice or a teaser list. */
const SURE_CHARS = 500;
const SURE_LINK_SHARE = 0.25;

const MAX_LINK_SHARE = 0.5;

/** What an app shell or a loading screen says instead of content, in Indonesian and English. */
const SHELL_LINE =
  /^(?:loading|memuat|please wait|mohon tunggu|harap tunggu|(?:you need to |please )?enable javascript|aktifkan javascript|javascript (?:is )?required)\b/i;
/** What an error page says instead of content. */
const ERROR_LINE =
  /^(?:(?:404\b.*)?(?:page )?not found|halaman tidak ditemukan|(?:error )?404|access denied|akses ditolak)\b/i;
const MAX_SHELL_CHARS = 100;
