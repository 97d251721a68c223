import type { Block, Inline } from './blocks.ts';

export type ContentImage = { src: string; alt: string; caption: string | null };

const inlineText = (inlines: Inline[]): string =>
  inlines
    .map((item) =>
      item.kind === 'text'
        ? item.value
        : item.kind === 'break'
          ? ' '
          : 'children' in item
            ? inlineText(item.children)
            : '',
    )
    .join('')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The images of the main content in reading order, each once (the block model already holds absolute
 * addresses), with the caption of the figure an image sits in.
 */
export function collectImages(blocks: Block[]): ContentImage[] {
  const images: ContentImage[] = [];
  const seen = new Set<string>();
  const fromInlines = (inlines: Inline[], caption: string | null): void => {
    for (const item of inlines) {
      if (item.kind === 'image') {
        if (seen.has(item.src)) continue;
        seen.add(item.src);
        images.push({ src: item.src, alt: item.alt, caption });
      } else if ('children' in item) fromInlines(item.children, caption);
    }
  };
  const visit = (list: Block[], caption: string | null): void => {
    for (const block of list) {
      if (block.kind === 'paragraph' || block.kind === 'heading') fromInlines(block.inlines, caption);
      else if (block.kind === 'list') for (const item of block.items) visit(item, caption);
      else if (block.kind === 'quote') visit(block.blocks, caption);
      else if (block.kind === 'figure') visit(block.blocks, inlineText(block.caption) || caption);
      else if (block.kind === 'table') {
        for (const row of block.rows) for (const cell of row.cells) fromInlines(cell, caption);
      }
    }
  };
  visit(blocks, null);
  return images;
}
