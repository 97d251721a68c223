import type { CopyRequestSchema, CopyTocEntry, ManagedProduct, OutlineItem } from '@pustaka/contract';
import type { z } from 'zod';
import { getOwnPost } from '#modules/blog/index.ts';
import { getManagedProduct, listCategories } from '#modules/catalogue/index.ts';
import { readSource } from '#modules/slides/index.ts';
import type { Principal } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { htmlToText } from '#platform/html/sanitise-html.ts';

/**
 * What "Bantu tulis" reads, by kind: a product's file (a PDF's text with its bookmarks as headings) or, for
 * audio, video and a PDF without a file yet, its name, description and track list; a blog post's notes or a
 * saved post; a landing page's products. Only the caller's own products and posts: another's is NOT_FOUND.
 */

export type CopyRequest = z.output<typeof CopyRequestSchema>;

export type CopySource = {
  read: 'file' | 'details' | 'notes' | 'products';
  title: string | null;
  /** The text the writer reads, as Markdown (headings kept). */
  markdown: string;
  /** The file's own table of contents (bookmarks, else headings), or the tracks or lessons in order. */
  toc: CopyTocEntry[];
  /** The products read (landing pages): each one's name, description text and chapter titles. */
  products: { name: string; text: string; chapters: string[] }[];
  /** The active categories a product's copy may suggest. */
  categories: { id: number; name: string; description: string | null }[];
};

/** Fewer words than this is nothing to write from (a title, a caption). */
export const MIN_COPY_WORDS = 30;
const MARK = '⟦h⟧';

/** HTML (an editor's) as Markdown paragraphs, headings kept; plain text and Markdown pass as they are. */
export function htmlToMarkdown(html: string): string {
  if (!/<\/?[a-z][^>]*>/i.test(html)) return html;
  const marked = html
    .replace(/<(?:p|div|li|blockquote|pre|tr)(?:\s[^>]*)?>/gi, '\n\n$&')
    .replace(/<h[1-6][^>]*>/gi, `\n\n$&${MARK}`)
    .replace(/<\/(?:p|li|h[1-6]|blockquote|div|pre|tr)>|<br\s*\/?>/gi, '$&\n\n');
  return marked
    .split('\n\n')
    .map((block) => {
      const text = htmlToText(block).replaceAll(MARK, '').trim();
      if (!text) return '';
      return block.includes(MARK) ? `## ${text}` : text;
    })
    .filter(Boolean)
    .join('\n\n');
}

/** An outline (bookmarks) flattened in reading order, each entry with its depth. */
export function flattenOutline(items: OutlineItem[], level = 0): CopyTocEntry[] {
  return items.flatMap((item) => [
    { title: item.title.trim(), page: item.page, level },
    ...flattenOutline(item.items, level + 1),
  ]);
}

/** Headings of Markdown as a table of contents (when a file has no bookmarks, its type sizes made them). */
function headingsOf(markdown: string): CopyTocEntry[] {
  return [...markdown.matchAll(/^(#{1,3})\s+(.+?)\s*#*\s*$/gm)]
    .map((m) => ({ title: (m[2] ?? '').trim(), page: null, level: (m[1] ?? '#').length - 1 }))
    .filter((entry) => entry.title.length > 0)
    .slice(0, 80);
}

export const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

async function ownProduct(ctx: AppContext, principal: Principal, id: number): Promise<ManagedProduct> {
  const product = await getManagedProduct(ctx.db, principal, id);
  // An admin manages every product, but writes copy for their own only, like everyone.
  if (product.seller.id !== principal.userId) throw new AppError('NOT_FOUND');
  return product;
}

/** A product's name, description and the titles of its parts, as Markdown. */
function detailsOf(product: ManagedProduct): { markdown: string; toc: CopyTocEntry[] } {
  const parts = product.format === 'MP3' ? product.tracks : product.format === 'CRS' ? product.lessons : [];
  const toc =
    parts.length > 0
      ? parts.map((part) => ({ title: part.title, page: null, level: 0 }))
      : flattenOutline(product.outline);
  const markdown = [`# ${product.name}`, htmlToMarkdown(product.description_html)].join('\n\n');
  return { markdown, toc };
}

async function activeCategories(ctx: AppContext) {
  const rows = await listCategories(ctx.db, { activeOnly: true });
  return rows.map((row) => ({ id: row.id, name: row.name, description: row.description ?? null }));
}

async function productSource(ctx: AppContext, principal: Principal, id: number): Promise<CopySource> {
  const product = await ownProduct(ctx, principal, id);
  const categories = await activeCategories(ctx);
  const hasFile = product.format === 'PDF' && product.files.some((file) => file.role === 'main');
  if (hasFile) {
    const source = await readSource(ctx, principal.userId, { kind: 'ebook', product_id: product.id });
    const bookmarks = flattenOutline(product.outline);
    return {
      read: 'file',
      title: source.text.title ?? product.name,
      markdown: source.text.markdown,
      toc: bookmarks.length > 0 ? bookmarks : headingsOf(source.text.markdown),
      products: [],
      categories,
    };
  }
  const details = detailsOf(product);
  return { read: 'details', title: product.name, ...details, products: [], categories };
}

async function blogSource(
  ctx: AppContext,
  principal: Principal,
  request: Extract<CopyRequest, { kind: 'blog' }>,
): Promise<CopySource> {
  let title = request.title || null;
  let markdown = htmlToMarkdown(request.notes);
  if (request.post_id !== null) {
    const post = await getOwnPost(ctx.db, principal.userId, request.post_id);
    title ??= post.title;
    if (wordCount(markdown) === 0) markdown = htmlToMarkdown(post.contentHtml);
  }
  return { read: 'notes', title, markdown, toc: headingsOf(markdown), products: [], categories: [] };
}

async function landingSource(
  ctx: AppContext,
  principal: Principal,
  request: Extract<CopyRequest, { kind: 'landing' }>,
): Promise<CopySource> {
  const ids = [...new Set(request.product_ids)];
  const products = [];
  for (const id of ids) products.push(await ownProduct(ctx, principal, id));
  const read = products.map((product) => ({
    name: product.name,
    text: htmlToMarkdown(product.description_html),
    chapters: flattenOutline(product.outline)
      .filter((entry) => entry.level === 0)
      .map((entry) => entry.title),
  }));
  const markdown = read.map((p) => [`# ${p.name}`, p.text].join('\n\n')).join('\n\n');
  return {
    read: 'products',
    title: request.page_title || (products.length === 1 ? (products[0]?.name ?? null) : null),
    markdown,
    toc: read.flatMap((p) => p.chapters.map((title) => ({ title, page: null, level: 0 }))),
    products: read,
    categories: [],
  };
}

/** The source of a request, or ASSISTANT_COPY_NOTHING_TO_READ when it has too few words to write from. */
export async function readCopySource(
  ctx: AppContext,
  principal: Principal,
  request: CopyRequest,
): Promise<CopySource> {
  const source =
    request.kind === 'product'
      ? await productSource(ctx, principal, request.product_id)
      : request.kind === 'blog'
        ? await blogSource(ctx, principal, request)
        : await landingSource(ctx, principal, request);
  const words =
    wordCount(source.markdown.replace(/^#.*$/gm, '')) +
    source.toc.reduce((n, entry) => n + wordCount(entry.title), 0);
  if (words < MIN_COPY_WORDS) throw new AppError('ASSISTANT_COPY_NOTHING_TO_READ');
  return source;
}
