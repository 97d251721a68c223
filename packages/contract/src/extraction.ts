import { z } from 'zod';
import { bilingual } from './messages.ts';

/** The header extraction calls carry their API key in. */
export const API_KEY_HEADER = 'X-API-Key';

/** A key's name, for its owner to tell keys apart: letters, digits, spaces and a little punctuation. */
export const ApiKeyNameSchema = z
  .string()
  .trim()
  .min(1, bilingual('Wajib diisi', 'Required'))
  .max(60)
  .regex(
    /^[\p{L}\p{N}][\p{L}\p{N} ._()-]*$/u,
    bilingual(
      'Hanya huruf, angka, spasi, titik, garis bawah, tanda hubung dan kurung',
      'Only letters, digits, spaces, periods, underscores, hyphens and brackets',
    ),
  );

export const ApiKeyCreateSchema = z.object({ name: ApiKeyNameSchema }).strict();
export type ApiKeyCreate = z.infer<typeof ApiKeyCreateSchema>;

/** A key as its owner sees it later: never the key itself, only its first characters. */
export const ApiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The key's first characters, to recognise it (`pk_live_AbCd…`). */
  prefix: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

/** The answer to creating a key: the only time the whole key is shown. */
export const CreatedApiKeySchema = ApiKeySchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof CreatedApiKeySchema>;

export const ExtractFormatSchema = z.enum(['text', 'markdown', 'html']);
export type ExtractFormat = z.infer<typeof ExtractFormatSchema>;

const UrlTextSchema = z.string().trim().min(1, bilingual('Wajib diisi', 'Required')).max(2048);

/** The most characters of HTML a request may carry itself (the server also caps the body's bytes). */
export const WEB_EXTRACT_MAX_HTML_CHARS = 20 * 1024 * 1024;

/**
 * A page to extract: its address (`url`, fetched by the server), or the page itself (`html`, for pages a
 * client already fetched or rendered), then with `url` as the base of its links and metadata.
 */
export const WebExtractRequestSchema = z
  .object({
    url: UrlTextSchema.optional(),
    html: z.string().min(1, bilingual('Wajib diisi', 'Required')).max(WEB_EXTRACT_MAX_HTML_CHARS).optional(),
    format: ExtractFormatSchema.default('markdown'),
    /** Without main text, answer the best candidate with `confidence: "low"` instead of 422 NO_MAIN_TEXT. */
    fallback: z.boolean().default(false),
  })
  .strict()
  .refine((body) => body.url !== undefined || body.html !== undefined, {
    path: ['url'],
    message: bilingual('Kirim url atau html', 'Send url or html'),
  });
export type WebExtractRequest = z.input<typeof WebExtractRequestSchema>;

/** How sure the extractor is that `content` is the page's main text; `low` only comes with `fallback`. */
export const ExtractConfidenceSchema = z.enum(['high', 'medium', 'low']);
export type ExtractConfidence = z.infer<typeof ExtractConfidenceSchema>;

/** Why a page has no main text (`details.reason` of a 422 NO_MAIN_TEXT). */
export const NoMainTextReasonSchema = z.enum(['link_list', 'app_shell', 'error_page', 'empty']);
export type NoMainTextReason = z.infer<typeof NoMainTextReasonSchema>;

export const ExtractedImageSchema = z.object({
  /** Absolute address. */
  src: z.string(),
  alt: z.string(),
  /** The caption of the figure the image is in, when it has one. */
  caption: z.string().nullable(),
});

export const ExtractedLinkSchema = z.object({ text: z.string(), href: z.string() });

export const WebExtractResultSchema = z.object({
  /** The page's address after redirects; the given `url` (or null) for a page sent as `html`. */
  url: z.string().nullable(),
  format: ExtractFormatSchema,
  /** The main content in the format asked for. */
  content: z.string(),
  /** The main content as plain text, whatever the format (for counting, searching, embedding). */
  text: z.string(),
  title: z.string().nullable(),
  author: z.string().nullable(),
  published_at: z.string().nullable(),
  language: z.string().nullable(),
  site_name: z.string().nullable(),
  lead_image: z.string().nullable(),
  excerpt: z.string().nullable(),
  links: z.array(ExtractedLinkSchema),
  /** Images of the main content, in order. */
  images: z.array(ExtractedImageSchema),
  word_count: z.number().int(),
  reading_time_minutes: z.number(),
  confidence: ExtractConfidenceSchema,
});
export type WebExtractResult = z.infer<typeof WebExtractResultSchema>;

export const PdfExtractUrlRequestSchema = z.object({ pdf_url: UrlTextSchema }).strict();

export const PdfPageSchema = z.object({
  number: z.number().int(),
  text: z.string(),
  markdown: z.string(),
  /** False for a scanned page: its text, if any, came from OCR. */
  has_text_layer: z.boolean(),
  /**
   * What OCR did for the page: `not-needed` (it has a text layer, or nothing to read), `used` (its text came
   * from OCR), `unavailable` (scanned, and this server has no OCR: the page is marked unreadable), `failed`.
   */
  ocr: z.enum(['not-needed', 'used', 'unavailable', 'failed']),
});
export type PdfPage = z.infer<typeof PdfPageSchema>;

export const PdfExtractResultSchema = z.object({
  source: z.object({ url: z.string().nullable(), file_name: z.string().nullable() }),
  metadata: z.object({
    title: z.string().nullable(),
    author: z.string().nullable(),
    subject: z.string().nullable(),
    creator: z.string().nullable(),
    producer: z.string().nullable(),
    created_at: z.string().nullable(),
    page_count: z.number().int(),
  }),
  outline: z.array(
    z.object({ title: z.string(), page: z.number().int().nullable(), level: z.number().int() }),
  ),
  pages: z.array(PdfPageSchema),
  /** The numbers of the pages whose text came from OCR. */
  ocr_pages: z.array(z.number().int()),
  text: z.string(),
  markdown: z.string(),
  word_count: z.number().int(),
});
export type PdfExtractResult = z.infer<typeof PdfExtractResultSchema>;

export const PdfJobStatusSchema = z.enum(['queued', 'running', 'done', 'failed']);

/** A large PDF's extraction, run in the background: poll `status_url` until `done` or `failed`. */
export const PdfJobSchema = z.object({
  id: z.string(),
  status: PdfJobStatusSchema,
  page_count: z.number().int(),
  status_url: z.string(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  result: PdfExtractResultSchema.nullable(),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
});
export type PdfJob = z.infer<typeof PdfJobSchema>;

export const PdfJobParamsSchema = z.object({ id: z.string().uuid() });

/** The longest a client may ask a PDF request to wait for its job (`?wait=`), in seconds. */
export const PDF_MAX_WAIT_SECONDS = 30;

/**
 * `?wait=N` (0-30): a PDF handed to a job is waited for up to N seconds, and answered like a short one when
 * it finishes in time (a job read with `?wait=` likewise answers once done).
 */
export const PdfWaitQuerySchema = z
  .object({ wait: z.coerce.number().int().min(0).max(PDF_MAX_WAIT_SECONDS).default(0) })
  .strict();

/** Successful extractions on one day through one key (`key_id` null: the dashboard's playground). */
export const UsageDaySchema = z.object({
  day: z.string(),
  key_id: z.number().int().nullable(),
  web: z.number().int(),
  pdf: z.number().int(),
});

export const ExtractionUsageSchema = z.object({
  plan_name: z.string(),
  /** Successful extractions the plan allows per calendar month (UTC). */
  monthly_quota: z.number().int(),
  used_this_month: z.number().int(),
  resets_at: z.string(),
  rate_limit_per_minute: z.number().int(),
  /** The last 30 days, oldest first; days without use are left out. */
  days: z.array(UsageDaySchema),
  keys: z.array(ApiKeySchema),
});
export type ExtractionUsage = z.infer<typeof ExtractionUsageSchema>;
