import { z } from 'zod';
import { bilingual } from './messages.ts';
import { PersonNameSchema } from './users.ts';

/** Format codes as stored and as used in queries (`?product_format=`). */
export const PRODUCT_FORMATS = ['PDF', 'MP3', 'CRS', 'PPT'] as const;
export const ProductFormatSchema = z.enum(PRODUCT_FORMATS);
export type ProductFormat = z.infer<typeof ProductFormatSchema>;

/** The names the catalogue uses in its URLs (`/products?format=Ebook`) and cards show. */
export const FORMAT_LABELS = {
  PDF: 'Ebook',
  MP3: 'Audio',
  CRS: 'Video',
  PPT: 'Slides',
} as const satisfies Record<ProductFormat, string>;
export const FormatLabelSchema = z.enum(['Ebook', 'Audio', 'Video', 'Slides']);
export type FormatLabel = z.infer<typeof FormatLabelSchema>;

export const PRODUCT_STATUSES = ['draft', 'pending', 'approved', 'rejected'] as const;
export const ProductStatusSchema = z.enum(PRODUCT_STATUSES);
export type ProductStatus = z.infer<typeof ProductStatusSchema>;

/** The largest price we accept: Rp 100.000.000. Every amount is an integer number of rupiah. */
export const MAX_PRICE = 100_000_000;
const Rupiah = z
  .number({ error: bilingual('Harga harus berupa angka', 'The price must be a number') })
  .int('Harga harus bilangan bulat rupiah')
  .min(0, bilingual('Harga tidak boleh negatif', 'The price must not be negative'))
  .max(MAX_PRICE, bilingual('Harga maksimal Rp 100.000.000', 'The price is at most Rp 100,000,000'));

export const CategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  is_active: z.boolean(),
  product_count: z.number().int(),
});
export type Category = z.infer<typeof CategorySchema>;

export const CategoryInputSchema = z
  .object({
    name: z.string().trim().min(2).max(80),
    description: z.string().trim().max(500).nullable().optional(),
    is_active: z.boolean().optional(),
  })
  .strict();
export type CategoryInput = z.infer<typeof CategoryInputSchema>;

export const ProductCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  category: z.string(),
  category_id: z.number().int().nullable(),
  image_name: z.string().nullable(),
  cover_url: z.string().nullable(),
  format: ProductFormatSchema,
  product_format: FormatLabelSchema,
  base_price: z.number().int(),
  discount_amount: z.number().int(),
  price: z.number().int(),
  language: z.enum(['id', 'en']),
  seller: z.object({ id: z.number().int(), name: z.string(), avatar_url: z.string().nullable() }),
  /** The author the creator named (writer, narrator, teacher), when one is named. */
  author: z.object({ id: z.number().int(), name: z.string(), photo_url: z.string().nullable() }).nullable(),
  sales_count: z.number().int(),
  published_at: z.string().nullable(),
});
export type ProductCard = z.infer<typeof ProductCardSchema>;

export const FILE_ROLES = ['main', 'sample', 'track', 'lesson', 'deck'] as const;
export const FileRoleSchema = z.enum(FILE_ROLES);
export type FileRole = z.infer<typeof FileRoleSchema>;

export const OutlineItemSchema: z.ZodType<{ title: string; page: number | null; items: OutlineItem[] }> =
  z.lazy(() =>
    z.object({ title: z.string(), page: z.number().int().nullable(), items: z.array(OutlineItemSchema) }),
  );
export type OutlineItem = { title: string; page: number | null; items: OutlineItem[] };

export const ProductFileSchema = z.object({
  id: z.number().int(),
  role: FileRoleSchema,
  title: z.string().nullable(),
  original_name: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  position: z.number().int(),
  duration_seconds: z.number().nullable(),
  page_count: z.number().int().nullable(),
  slide_count: z.number().int().nullable(),
  /** live: part of the version on sale; staged: uploaded since, waiting for review. */
  state: z.enum(['live', 'staged']),
});
export type ProductFile = z.infer<typeof ProductFileSchema>;

/** What the detail page shows: the card plus description and the table of contents. */
export const ProductDetailSchema = ProductCardSchema.extend({
  cover_large_url: z.string().nullable(),
  description_html: z.string(),
  downloadable: z.boolean(),
  page_count: z.number().int().nullable(),
  slide_count: z.number().int().nullable(),
  duration_seconds: z.number().nullable(),
  outline: z.array(OutlineItemSchema),
  tracks: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      duration_seconds: z.number().nullable(),
      position: z.number().int(),
    }),
  ),
  lessons: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      duration_seconds: z.number().nullable(),
      position: z.number().int(),
    }),
  ),
  sample: z.object({ url: z.string(), content_type: z.string() }).nullable(),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

/** The creator's (and the admin's) view: everything, including review state and staged files. */
export const ManagedProductSchema = ProductDetailSchema.extend({
  status: ProductStatusSchema,
  is_active: z.boolean(),
  is_published: z.boolean(),
  rejection_reason: z.string().nullable(),
  submitted_at: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  has_staged_changes: z.boolean(),
  files: z.array(ProductFileSchema),
  revenue: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ManagedProduct = z.infer<typeof ManagedProductSchema>;

export const ProductInputSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(3, bilingual('Nama minimal 3 karakter', 'The name needs at least 3 characters'))
      .max(200),
    description: z
      .string()
      .max(100_000, bilingual('Deskripsi terlalu panjang', 'The description is too long'))
      .default(''),
    category_id: z.number().int().positive().nullable().default(null),
    author_id: z.number().int().positive().nullable().default(null),
    format: ProductFormatSchema,
    base_price: Rupiah,
    discount_amount: Rupiah.default(0),
    language: z.enum(['id', 'en']).default('id'),
    downloadable: z.boolean().default(true),
  })
  .strict()
  .refine((p) => p.discount_amount <= p.base_price, {
    path: ['discount_amount'],
    message: bilingual('Diskon tidak boleh melebihi harga', 'The discount must not exceed the price'),
  });
export type ProductInput = z.input<typeof ProductInputSchema>;

/** Editing: every field optional; `format` cannot change once files exist (the server checks). */
export const ProductUpdateSchema = z
  .object({
    name: z.string().trim().min(3).max(200),
    description: z.string().max(100_000),
    category_id: z.number().int().positive().nullable(),
    author_id: z.number().int().positive().nullable(),
    base_price: Rupiah,
    discount_amount: Rupiah,
    language: z.enum(['id', 'en']),
    downloadable: z.boolean(),
    is_active: z.boolean(),
  })
  .partial()
  .strict();
export type ProductUpdate = z.infer<typeof ProductUpdateSchema>;

export const CatalogueSortSchema = z.enum(['newest', 'best_selling', 'price_asc', 'price_desc', 'relevance']);

export const CatalogueQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(60).default(24),
  q: z.string().trim().max(200).optional(),
  format: FormatLabelSchema.optional(),
  product_format: ProductFormatSchema.optional(),
  category_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  min_price: z.coerce.number().int().min(0).max(MAX_PRICE).optional(),
  max_price: z.coerce.number().int().min(0).max(MAX_PRICE).optional(),
  free: z.enum(['true', 'false']).optional(),
  sort: CatalogueSortSchema.optional(),
  seller_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type CatalogueQuery = z.infer<typeof CatalogueQuerySchema>;

export const ReviewDecisionSchema = z.object({ reason: z.string().trim().min(5).max(1000) }).strict();

export const AuthorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  bio: z.string().nullable(),
  avatar_url: z.string().nullable(),
  cover_url: z.string().nullable(),
  website: z.string().nullable(),
  product_count: z.number().int(),
  joined_at: z.string(),
});
export type Author = z.infer<typeof AuthorSchema>;

/**
 * An author record: a person products name as their author, who may or may not have an account here. Not
 * to be confused with `Author` above, which is a creator's account as the public creator pages show it.
 */
export const AuthorRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  bio: z.string().nullable(),
  photo_url: z.string().nullable(),
  /** The account of this person, when they have one. */
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** How many products name this author, on sale or not. */
  product_count: z.number().int(),
  /** Whether the caller may change or delete this record. */
  can_edit: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AuthorRecord = z.infer<typeof AuthorRecordSchema>;

export const AuthorRecordInputSchema = z
  .object({
    name: PersonNameSchema,
    bio: z
      .string()
      .trim()
      .max(2000, bilingual('Maksimal 2.000 karakter', 'At most 2,000 characters'))
      .nullable()
      .default(null),
    user_id: z.number().int().positive().nullable().default(null),
  })
  .strict();
export type AuthorRecordInput = z.input<typeof AuthorRecordInputSchema>;

export const AuthorRecordUpdateSchema = z
  .object({
    name: PersonNameSchema,
    bio: z
      .string()
      .trim()
      .max(2000, bilingual('Maksimal 2.000 karakter', 'At most 2,000 characters'))
      .nullable(),
    user_id: z.number().int().positive().nullable(),
  })
  .partial()
  .strict();
export type AuthorRecordUpdate = z.infer<typeof AuthorRecordUpdateSchema>;

export const AuthorRecordQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  q: z.string().trim().max(100).optional(),
  /** Only the records the caller made. */
  mine: z.enum(['true', 'false']).optional(),
});
export type AuthorRecordQuery = z.infer<typeof AuthorRecordQuerySchema>;
