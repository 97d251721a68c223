import { z } from 'zod';
import { ProductCardSchema } from './catalogue.ts';
import { pageOf } from './common.ts';
import { bilingual } from './messages.ts';

/**
 * Where a post stands: draft (only its author sees it), scheduled (published with a time still to come),
 * published (public). Stored as draft or published plus the publication time; scheduled is derived.
 */
export const BLOG_POST_STATUSES = ['draft', 'scheduled', 'published'] as const;
export const BlogPostStatusSchema = z.enum(BLOG_POST_STATUSES);
export type BlogPostStatus = z.infer<typeof BlogPostStatusSchema>;

/** A slug: lower-case ASCII words joined by single dashes (no dots, slashes or look-alike letters). */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const BLOG_SLUG_MAX = 80;
/** Longest stored HTML of a post; a larger request is refused as too large (413). */
export const BLOG_CONTENT_MAX_BYTES = 512 * 1024;

/** Text shown as text: no control characters and no markup (it is escaped, but markup there is a mistake or an attack). */
const plainText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^[^\p{Cc}\p{Cf}]*$/u, bilingual('Tanpa karakter kontrol', 'No control characters'))
    .refine((text) => !/<[a-z!/?]/i.test(text), {
      message: bilingual('Tanpa tag HTML', 'No HTML tags'),
    });

/** A stored blog image as its upload answered it: `{author}-{random}.webp`. */
export const BlogImageNameSchema = z.string().regex(/^[1-9][0-9]{0,9}-[0-9a-f]{24}\.webp$/);

export const BlogPostInputSchema = z
  .object({
    title: plainText(200).pipe(z.string().min(1)),
    /** Made from the title when left out; checked (and refused with its own code) by the server. */
    slug: z.string().max(200).optional(),
    content_html: z.string().max(BLOG_CONTENT_MAX_BYTES * 2),
    seo_title: plainText(120).nullable().optional(),
    seo_description: plainText(300).nullable().optional(),
    cover_image: BlogImageNameSchema.nullable().optional(),
  })
  .strict();
export type BlogPostInput = z.infer<typeof BlogPostInputSchema>;

export const BlogPostUpdateSchema = BlogPostInputSchema.partial().strict();
export type BlogPostUpdate = z.infer<typeof BlogPostUpdateSchema>;

export const BlogPublishSchema = z
  .object({
    /** A time to come makes the post scheduled; none (or a past one) publishes it now. */
    publish_at: z.iso.datetime({ offset: true }).nullable().optional(),
  })
  .strict();

export const BlogAuthorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar_url: z.string().nullable(),
  bio: z.string().nullable(),
});

const postFields = {
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  cover_url: z.string().nullable(),
  reading_minutes: z.number().int(),
  published_at: z.string().nullable(),
  /** The public address: `/blog/{author}/{slug}`. */
  path: z.string(),
};

/** What the author sees and edits. */
export const ManagedBlogPostSchema = z.object({
  ...postFields,
  content_html: z.string(),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  cover_image: z.string().nullable(),
  status: BlogPostStatusSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type ManagedBlogPost = z.infer<typeof ManagedBlogPostSchema>;

export const BlogPostQuerySchema = z.object({
  status: BlogPostStatusSchema.optional(),
  q: plainText(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});

export const ManagedBlogPageSchema = pageOf(ManagedBlogPostSchema.omit({ content_html: true })).extend({
  counts: z.record(BlogPostStatusSchema, z.number().int()),
});

/** A post in the public lists. */
export const BlogPostSummarySchema = z.object({ ...postFields, author: BlogAuthorSchema });
export type BlogPostSummary = z.infer<typeof BlogPostSummarySchema>;

export const PublicBlogQuerySchema = z.object({
  author_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(12),
});

export const PublicBlogPageSchema = pageOf(BlogPostSummarySchema).extend({
  /** The author the list is filtered by. */
  author: BlogAuthorSchema.nullable(),
});
export type PublicBlogPage = z.infer<typeof PublicBlogPageSchema>;

/** A published post with what its page shows around it. */
export const PublicBlogPostSchema = BlogPostSummarySchema.extend({
  content_html: z.string(),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  updated_at: z.string(),
  /** The products embedded in the text, live (only those on sale). */
  products: z.array(ProductCardSchema),
  /** The author's newest products on sale. */
  author_products: z.array(ProductCardSchema),
});
export type PublicBlogPost = z.infer<typeof PublicBlogPostSchema>;

export const BlogImageSchema = z.object({ name: z.string(), url: z.string() });
export type BlogImage = z.infer<typeof BlogImageSchema>;

export const blogImageUrl = (name: string) => `/api/v2/public/blog-images/${name}`;
