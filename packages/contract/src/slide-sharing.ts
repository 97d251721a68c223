import { z } from 'zod';
import { ReturnPathSchema } from './auth.ts';
import { MAX_PRICE, ProductStatusSchema } from './catalogue.ts';
import { bilingual } from './messages.ts';

/**
 * `POST /ai-slides/slideshow/{id}/publish` (publishers only): the deck becomes a PPT product draft with its
 * PPTX as the deck file and its first slide as the cover. Publishing a deck again updates the same product
 * (new staged file and cover, reviewed again) instead of making a second one; 201 the first time, 200 after.
 */
export const PublishSlideshowSchema = z.strictObject({
  /** The product's name; the deck's title when left out. */
  name: z
    .string()
    .trim()
    .min(3, bilingual('Nama minimal 3 karakter', 'The name needs at least 3 characters'))
    .max(200)
    .optional(),
  /** The product's description (plain text or simple HTML); built from the outline when left out. */
  description: z
    .string()
    .max(100_000, bilingual('Deskripsi terlalu panjang', 'The description is too long'))
    .optional(),
  base_price: z
    .number()
    .int(bilingual('Harga harus bilangan bulat rupiah', 'A price is a whole number of rupiah'))
    .min(0)
    .max(MAX_PRICE),
  category_id: z.number().int().positive().nullable().default(null),
  /** Sends the draft to the admin review at once (as the publisher's own "submit" does). */
  submit_for_review: z.boolean().default(false),
});
export type PublishSlideshowInput = z.input<typeof PublishSlideshowSchema>;

export const PublishedSlideshowSchema = z.object({
  product_id: z.number().int(),
  /** True when this call made the product; false when it updated the one published before. */
  created: z.boolean(),
  status: ProductStatusSchema,
  slide_count: z.number().int(),
  /** Where the publisher manages the product in the web app. */
  manage_path: z.string(),
});
export type PublishedSlideshow = z.infer<typeof PublishedSlideshowSchema>;

/** The settings a server needs for Google Slides export; named to the user when some are missing. */
export const GOOGLE_SETTINGS = ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'] as const;

/** `GET /ai-slides/google/auth-status`. */
export const GoogleAuthStatusSchema = z.object({
  /** False when the server has no Google OAuth settings: export is off, `missing_settings` names them. */
  configured: z.boolean(),
  missing_settings: z.array(z.string()),
  /** The user has authorised Google (a refresh token is kept on the server). */
  connected: z.boolean(),
  email: z.string().nullable(),
  connected_at: z.string().nullable(),
});
export type GoogleAuthStatus = z.infer<typeof GoogleAuthStatusSchema>;

/** `GET /ai-slides/google/auth-url?return_to=/ai-slides/12/preview`: where the browser goes to authorise. */
export const GoogleAuthUrlQuerySchema = z.strictObject({
  /** A path of this app the callback sends the browser back to, with `?google=connected` or `?google=error`. */
  return_to: ReturnPathSchema.default('/ai-slides'),
});
export const GoogleAuthUrlSchema = z.object({ url: z.string() });

/** `POST /ai-slides/export-gslides`. */
export const ExportGoogleSlidesSchema = z.strictObject({
  slideshow_id: z.number().int().positive().max(2_147_483_647),
});
export const GoogleSlidesExportSchema = z.object({
  presentation_id: z.string(),
  url: z.string(),
  slide_count: z.number().int(),
  /**
   * Pictures Google could not fetch (it loads them from this server's PUBLIC_URL, so a server Google cannot
   * reach exports without them); the slides are there either way.
   */
  images_skipped: z.number().int(),
});
export type GoogleSlidesExport = z.infer<typeof GoogleSlidesExportSchema>;

/**
 * `GET /ai-slides/usage`: the model's tokens this month against the plan's quota. With the built-in
 * generator (`generator: 'builtin'`) nothing is counted and nothing is refused.
 */
export const AiUsageSchema = z.object({
  generator: z.enum(['builtin', 'model']),
  month: z.string(),
  used_tokens: z.number().int(),
  monthly_tokens: z.number().int(),
  resets_on: z.string(),
});
export type AiUsage = z.infer<typeof AiUsageSchema>;
