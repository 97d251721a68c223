import { z } from 'zod';
import { bilingual } from './messages.ts';

/**
 * "Bantu tulis" (Help me write): copy proposed for a product, a blog post or a landing page, from what the
 * creator already has. Nothing is stored: the editor shows each field's suggestion to accept, edit or discard.
 */

export const COPY_KINDS = ['product', 'blog', 'landing'] as const;
export const CopyKindSchema = z.enum(COPY_KINDS);
export type CopyKind = z.infer<typeof CopyKindSchema>;

const Id = z.number().int().positive().max(2_147_483_647);
const Language = z.enum(['id', 'en']).default('id');
/** The most products a landing page's copy is written from (a page shows at most 24). */
export const COPY_MAX_PRODUCTS = 24;
/** The most notes a blog post's copy is written from. */
export const COPY_MAX_NOTES = 50_000;

/** `POST /assistant/copy`: what to write, from what, in which language. */
export const CopyRequestSchema = z.discriminatedUnion('kind', [
  /** A product of the caller's: its file (a PDF's text and bookmarks) or, for audio and video, its details. */
  z.strictObject({ kind: z.literal('product'), product_id: Id, language: Language }),
  /** A blog post from its notes (what the editor holds), or from a saved post of the caller's. */
  z.strictObject({
    kind: z.literal('blog'),
    notes: z
      .string()
      .max(COPY_MAX_NOTES, bilingual('Catatan terlalu panjang', 'The notes are too long'))
      .default(''),
    title: z.string().trim().max(200).default(''),
    post_id: Id.nullable().default(null),
    language: Language,
  }),
  /** A landing page from the caller's products it presents. */
  z.strictObject({
    kind: z.literal('landing'),
    product_ids: z
      .array(Id)
      .min(1, bilingual('Pilih paling sedikit satu produk', 'Choose at least one product'))
      .max(COPY_MAX_PRODUCTS),
    page_title: z.string().trim().max(120).default(''),
    language: Language,
  }),
]);
export type CopyRequest = z.input<typeof CopyRequestSchema>;

/** One entry of a product's table of contents: from the file's own outline, never invented. */
export const CopyTocEntrySchema = z.object({
  title: z.string(),
  page: z.number().int().nullable(),
  /** 0 for a chapter, 1 for its sections, and so on. */
  level: z.number().int().min(0),
});
export type CopyTocEntry = z.infer<typeof CopyTocEntrySchema>;

export const ProductCopySchema = z.object({
  /** Paragraphs of plain text. */
  description: z.array(z.string()),
  /** One or two sentences for the top of the page. */
  pitch: z.string(),
  table_of_contents: z.array(CopyTocEntrySchema),
  tags: z.array(z.string()),
  /** One of the active categories, or null when none fits. */
  category: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type ProductCopy = z.infer<typeof ProductCopySchema>;

export const BlogCopySchema = z.object({
  title: z.string(),
  /** The post's section headings, in order. */
  outline: z.array(z.string()),
  /** A draft under those headings: paragraphs of plain text per section. */
  draft: z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()) })),
});
export type BlogCopy = z.infer<typeof BlogCopySchema>;

export const LandingCopySchema = z.object({
  hero_title: z.string(),
  hero_text: z.string(),
  bullets: z.array(z.string()),
});
export type LandingCopy = z.infer<typeof LandingCopySchema>;

const base = {
  generation_id: z.string(),
  generator: z.enum(['builtin', 'model']),
  language: z.enum(['id', 'en']),
  source_title: z.string().nullable(),
  /** What was read: a file's text, a product's details (audio and video), notes, or products. */
  read: z.enum(['file', 'details', 'notes', 'products']),
};

export const CopySuggestionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('product'), ...base, product: ProductCopySchema }),
  z.object({ kind: z.literal('blog'), ...base, blog: BlogCopySchema }),
  z.object({ kind: z.literal('landing'), ...base, landing: LandingCopySchema }),
]);
export type CopySuggestion = z.infer<typeof CopySuggestionSchema>;
