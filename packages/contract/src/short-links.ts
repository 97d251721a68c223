import { z } from 'zod';
import { pageOf } from './common.ts';
import { bilingual } from './messages.ts';

/**
 * Short codes are case-insensitive: they are stored and looked up in lower case, so `/Promo` and `/promo`
 * are one link and no two links differ only by case. A chosen code is 3 to 32 letters, digits or inner
 * hyphens; random codes use an alphabet without look-alikes (no 0/o, 1/l/i).
 */
export const SHORT_CODE_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,30})[a-z0-9]$/;
export const SHORT_CODE_MIN = 3;
export const SHORT_CODE_MAX = 32;
export const SHORT_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const SHORT_CODE_RANDOM_LENGTH = 7;
/** The longest target address kept; browsers and proxies start dropping longer ones. */
export const SHORT_LINK_TARGET_MAX = 2048;

/**
 * Every first path segment that belongs to the app: the web app's top-level pages, the server's own prefixes
 * and its API's first segments, the specification's route names, and words that read like the platform's own
 * steps (`auth`, `oauth`, `callback`, `reset-password` ...). A short code may never be one of them, so
 * `/{code}` can never hide a page or pass for one. The server test (reserved-codes.test.ts) reads the web
 * router and the server's route table and fails when a first segment of either is missing here.
 */
export const RESERVED_SHORT_CODES: readonly string[] = [
  // Server prefixes and files
  'api',
  'pay',
  'dev',
  'health',
  'ready',
  'metrics',
  'assets',
  'docs',
  'static',
  'public',
  'uploads',
  'files',
  'favicon',
  'robots',
  'sitemap',
  'rss',
  'feed',
  'manifest',
  'well-known',
  // Web app pages (top-level segments)
  'products',
  'courses',
  'audio',
  'slides',
  'authors',
  'about',
  'terms-and-conditions',
  'privacy-policy',
  'contact',
  'subscription',
  'subscription-live',
  'blog',
  'verify-email',
  'set-password',
  'lms-edukasi',
  'lms',
  'login',
  'register',
  'logout',
  'play',
  'publish-slides',
  'dashboard',
  'checkout',
  'checkout-success',
  'checkout-fail',
  'audio-album',
  'slide-fullscreen',
  'manage-shorturl',
  'report-link',
  'ai-slides',
  'admin',
  'publisher',
  'debug',
  'test',
  'pdf-test',
  // Sign-in, OAuth and account recovery: a code here would pass for the platform's own step
  'auth',
  'verify',
  'oauth',
  'oauth2',
  'callback',
  'callbacks',
  'signin',
  'sign-in',
  'signup',
  'sign-up',
  'sso',
  'password',
  'reset-password',
  'forgot-password',
  'lupa-password',
  'masuk',
  'daftar',
  // The payment sandbox and the API's documentation
  'sandbox',
  'swagger',
  'swagger-ui',
  'api-docs',
  'openapi',
  'webhook',
  'webhooks',
  // First segments of the API's routes (the specification's and ours), checked by the server test
  'books',
  'categories',
  'owned',
  'owned-books',
  'authors-users',
  'audio-contents',
  'orders',
  'payments',
  'settlements',
  'subscriptions',
  'users',
  'groups',
  'roles',
  'gcs',
  'gcs-jwt',
  'image-proxy',
  'web-extract',
  'pdf-extract',
  'extraction',
  'short-links',
  'landing-pages',
  'live',
  'quiz',
  'quizzes',
  'join',
  'library',
  'me',
  'assistant',
  'recommendations',
  // Words people would read as the platform's own
  'pustaka',
  'help',
  'support',
  'settings',
  'account',
  'profile',
  'search',
  'home',
  'index',
  'www',
  'mail',
  'status',
  'terms',
  'privacy',
  'security',
  'null',
  'undefined',
];

const CODE_TEXT = bilingual(
  'Kode 3 sampai 32 karakter: huruf, angka dan tanda - di tengah',
  'A code of 3 to 32 characters: letters, digits and inner hyphens',
);

export const RedirectTypeSchema = z.union([z.literal(301), z.literal(302)]);
export type RedirectType = z.infer<typeof RedirectTypeSchema>;

// Lengths here only stop absurd bodies; the service applies the real rules with their own error codes.
export const ShortLinkCreateSchema = z.strictObject({
  target: z.string().trim().min(1).max(16_384),
  code: z
    .string()
    .trim()
    .max(200, CODE_TEXT)
    .optional()
    .transform((value) => (value ? value : undefined)),
  redirect_type: RedirectTypeSchema.nullable().optional(),
});
export type ShortLinkCreate = z.input<typeof ShortLinkCreateSchema>;

export const ShortLinkUpdateSchema = z
  .strictObject({
    target: z.string().trim().min(1).max(16_384).optional(),
    enabled: z.boolean().optional(),
    redirect_type: RedirectTypeSchema.nullable().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, bilingual('Tidak ada yang diubah', 'Nothing to change'));
export type ShortLinkUpdate = z.input<typeof ShortLinkUpdateSchema>;

export const SHORT_LINK_STATUSES = ['active', 'disabled'] as const;
/** owner: switched off by its owner, who may switch it on again; admin: disabled after a report. */
export const SHORT_LINK_DISABLED_BY = ['owner', 'admin'] as const;

export const ShortLinkSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  short_url: z.string(),
  target: z.string(),
  status: z.enum(SHORT_LINK_STATUSES),
  disabled_by: z.enum(SHORT_LINK_DISABLED_BY).nullable(),
  redirect_type: RedirectTypeSchema.nullable(),
  clicks: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ShortLink = z.infer<typeof ShortLinkSchema>;

export const ShortLinkPageSchema = pageOf(ShortLinkSchema).extend({
  /** How many links the caller's plan allows, and how many they have. */
  limit: z.number().int(),
  used: z.number().int(),
  default_redirect: RedirectTypeSchema,
});
export type ShortLinkPage = z.infer<typeof ShortLinkPageSchema>;

export const ShortLinkListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  q: z.string().trim().max(200).optional(),
});

export const ShortLinkStatsSchema = z.object({
  /** Clicks by people: robots and link previews left out, at most a few per visitor and day. */
  total: z.number().int(),
  /** Distinct visitors per day, added over the days (one person on two days counts twice). */
  visitors: z.number().int(),
  /** Every redirect served, robots, previews and repeated clicks included. */
  redirects: z.number().int(),
  /** One entry per day of the period (UTC dates), oldest first, zero days included. */
  days: z.array(z.object({ day: z.string(), clicks: z.number().int(), visitors: z.number().int() })),
  /**
   * Referrer domains, most clicks first; an empty domain is a visit without a referrer. A visitor's clicks of
   * a day count for the referrer of their first click.
   */
  referrers: z.array(z.object({ domain: z.string(), clicks: z.number().int() })),
});
export type ShortLinkStats = z.infer<typeof ShortLinkStatsSchema>;

export const ShortLinkStatsQuerySchema = z.object({
  days: z.coerce.number().int().min(7).max(90).default(30),
});

export const ShortLinkReportCreateSchema = z.strictObject({
  /** The short address or just its code. */
  link: z.string().trim().min(1).max(300),
  reason: z
    .string()
    .trim()
    .min(5, bilingual('Alasan minimal 5 karakter', 'A reason of at least 5 characters'))
    .max(1000),
});
export type ShortLinkReportCreate = z.infer<typeof ShortLinkReportCreateSchema>;

export const ReportedShortLinkSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  target: z.string(),
  status: z.enum(SHORT_LINK_STATUSES),
  disabled_by: z.enum(SHORT_LINK_DISABLED_BY).nullable(),
  owner_email: z.string(),
  reports: z.number().int(),
  open_reports: z.number().int(),
  last_reason: z.string(),
  last_reported_at: z.string(),
});
export type ReportedShortLink = z.infer<typeof ReportedShortLinkSchema>;
export const ReportedShortLinkPageSchema = pageOf(ReportedShortLinkSchema);

export const AdminShortLinkActionSchema = z.strictObject({
  action: z.enum(['disable', 'enable', 'dismiss']),
});

export const BlockedHostSchema = z.object({
  host: z.string(),
  note: z.string(),
  created_at: z.string(),
});
export type BlockedHost = z.infer<typeof BlockedHostSchema>;

export const BlockedHostCreateSchema = z.strictObject({
  host: z.string().trim().min(3).max(253),
  note: z.string().trim().max(300).default(''),
});
export const BlockedHostParamSchema = z.object({ host: z.string().min(1).max(253) });
