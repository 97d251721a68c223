import type { Block, Inline } from './blocks.ts';

/**
 * Whether what the extractor kept is text someone wrote, or only what is left of a page that has none:
 * a page of links or menus (a site map, a portal's link list), or an app shell's or an error page's status
 * line ("Loading…", "Page not found", "Please enable JavaScript"). Such pages answer no main text rather
 * than their links. Short pages of real words (a two-line notice) keep their text.
 */
export function hasMainText(blocks: Block[]): boolean {
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
  if (chars === 0) return blocks.length > 0;
  // A page that is mostly links is a menu, a site map or a list of teasers.
  if (linkChars / chars > MAX_LINK_SHARE) return false;
  return !(chars <= MAX_SHELL_CHARS && SHELL_LINE.test(text.replace(/\s+/g, ' ').trim()));
}

const MAX_LINK_SHARE = 0.5;

/** What an app shell, a loading screen or an error page says instead of content, in Indonesian and English. */
const SHELL_LINE =
  /^(?:loading|memuat|please wait|mohon tunggu|harap tunggu|(?:you need to |please )?enable javascript|aktifkan javascript|javascript (?:is )?required|(?:404\b.*)?(?:page )?not found|halaman tidak ditemukan|(?:error )?404|access denied|akses ditolak)\b/i;
const MAX_SHELL_CHARS = 100;
