import { z } from 'zod';
import { isSafeReturnPath } from './safe-return-path.ts';

/**
 * A landing page is an ordered list of blocks. Lengths are checked here; what only the server can judge
 * (unsafe links, foreign images and products, too many blocks, reserved slugs) it refuses with its own codes.
 */
export const LANDING_MAX_BLOCKS = 100;
export const LANDING_MAX_PAGES = 20;
export const LANDING_MAX_ITEMS = 30;
export const LANDING_MAX_PRODUCTS = 24;
/** The largest page a creator may save, in bytes of JSON. */
export const LANDING_MAX_BODY_BYTES = 256 * 1024;

export const LANDING_THEMES = ['light', 'dark', 'sunset', 'forest'] as const;
export const LandingThemeSchema = z.enum(LANDING_THEMES);
export type LandingTheme = z.infer<typeof LandingThemeSchema>;

/** draft: only its creator sees it; published: anyone at /{userid}/{slug}. */
export const LANDING_STATUSES = ['draft', 'published'] as const;
export const LandingStatusSchema = z.enum(LANDING_STATUSES);
export type LandingStatus = z.infer<typeof LandingStatusSchema>;

/** A slug: lower-case ASCII letters, digits and single dashes, 2 to 60 characters. */
export const LANDING_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){1,59}$/;

const Id = z.number().int().positive().max(2_147_483_647);
const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => z.string().trim().min(1).max(max);
/** An http(s) address or a path of the app; the server refuses anything else with LANDING_LINK_UNSAFE. */
const Link = z.string().trim().min(1).max(2000);
/** The name an image upload returned (`/api/v2/landing-pages/images`). */
const ImageName = z.string().regex(/^[0-9]+-[a-z0-9]{8,32}$/);
const BlockId = z.string().regex(/^[a-z0-9]{1,24}$/);

const HeroBlock = z.strictObject({
  type: z.literal('hero'),
  id: BlockId,
  title: required(120),
  text: text(500).default(''),
  image: ImageName.nullable().default(null),
  buttonLabel: text(40).default(''),
  buttonUrl: Link.nullable().default(null),
});
const ProductsBlock = z.strictObject({
  type: z.literal('products'),
  id: BlockId,
  title: text(120).default(''),
  productIds: z.array(Id).min(1).max(LANDING_MAX_PRODUCTS),
});
const TextBlock = z.strictObject({ type: z.literal('text'), id: BlockId, html: z.string().max(20_000) });
const ImageBlock = z.strictObject({
  type: z.literal('image'),
  id: BlockId,
  image: ImageName,
  alt: text(200).default(''),
  caption: text(200).default(''),
  linkUrl: Link.nullable().default(null),
});
const VideoBlock = z.strictObject({
  type: z.literal('video'),
  id: BlockId,
  title: text(120).default(''),
  /** A YouTube or Vimeo address, or one of the creator's own video products: exactly one of the two. */
  url: z.string().trim().max(500).nullable().default(null),
  productId: Id.nullable().default(null),
});
const TestimonialsBlock = z.strictObject({
  type: z.literal('testimonials'),
  id: BlockId,
  title: text(120).default(''),
  items: z
    .array(z.strictObject({ name: required(80), role: text(80).default(''), quote: required(600) }))
    .min(1)
    .max(LANDING_MAX_ITEMS),
});
const FaqBlock = z.strictObject({
  type: z.literal('faq'),
  id: BlockId,
  title: text(120).default(''),
  items: z
    .array(z.strictObject({ question: required(200), answer: required(2000) }))
    .min(1)
    .max(LANDING_MAX_ITEMS),
});
const LinksBlock = z.strictObject({
  type: z.literal('links'),
  id: BlockId,
  title: text(120).default(''),
  items: z
    .array(z.strictObject({ label: required(80), url: Link }))
    .min(1)
    .max(LANDING_MAX_ITEMS),
});
const CtaBlock = z.strictObject({
  type: z.literal('cta'),
  id: BlockId,
  title: required(120),
  text: text(500).default(''),
  buttonLabel: required(40),
  buttonUrl: Link,
});
const ContactBlock = z.strictObject({
  type: z.literal('contact'),
  id: BlockId,
  label: required(60),
  channel: z.enum(['whatsapp', 'email']),
  /** A phone number (digits, an optional leading +) for WhatsApp, an address for email. */
  value: required(120),
  message: text(300).default(''),
});

export const LandingBlockSchema = z.discriminatedUnion('type', [
  HeroBlock,
  ProductsBlock,
  TextBlock,
  ImageBlock,
  VideoBlock,
  TestimonialsBlock,
  FaqBlock,
  LinksBlock,
  CtaBlock,
  ContactBlock,
]);
export type LandingBlock = z.infer<typeof LandingBlockSchema>;
export type LandingBlockInput = z.input<typeof LandingBlockSchema>;
export type LandingBlockType = LandingBlock['type'];
export const LANDING_BLOCK_TYPES = [
  'hero',
  'products',
  'text',
  'image',
  'video',
  'testimonials',
  'faq',
  'links',
  'cta',
  'contact',
] as const satisfies readonly LandingBlockType[];

export const LandingPageInputSchema = z.strictObject({
  title: required(120),
  description: text(300).default(''),
  /** Checked by the server for its own codes (look-alikes, reserved names); see LANDING_SLUG_PATTERN. */
  slug: z.string().max(200),
  theme: LandingThemeSchema.default('light'),
  brandColor: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .default('#4f46e5'),
  /** At least one; capped by the server (LANDING_MAX_BLOCKS) so that too many gets its own code. */
  blocks: z.array(LandingBlockSchema).min(1),
});
export type LandingPageInput = z.input<typeof LandingPageInputSchema>;

/** What a creator sees of one of their pages. */
export const LandingPageSchema = z.object({
  id: Id,
  ownerId: Id,
  title: z.string(),
  description: z.string(),
  slug: z.string(),
  theme: LandingThemeSchema,
  brandColor: z.string(),
  blocks: z.array(LandingBlockSchema),
  status: LandingStatusSchema,
  /** Where visitors find it: `/{ownerId}/{slug}`. */
  path: z.string(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  views: z.number().int(),
  clicks: z.number().int(),
});
export type LandingPage = z.infer<typeof LandingPageSchema>;

export const LandingPageSummarySchema = LandingPageSchema.omit({ blocks: true });
export type LandingPageSummary = z.infer<typeof LandingPageSummarySchema>;

/** A product in a product grid, priced now (running campaigns included). */
export const LandingProductSchema = z.object({
  id: Id,
  name: z.string(),
  format: z.string(),
  coverUrl: z.string().nullable(),
  basePrice: z.number().int(),
  price: z.number().int(),
  campaign: z.object({ name: z.string(), endsAt: z.string() }).nullable(),
  url: z.string(),
});
export type LandingProduct = z.infer<typeof LandingProductSchema>;

/** The JSON a public page is made from: the page, its owner and the products its grids show. */
export const PublicLandingPageSchema = z.object({
  id: Id,
  title: z.string(),
  description: z.string(),
  theme: LandingThemeSchema,
  brandColor: z.string(),
  blocks: z.array(LandingBlockSchema),
  owner: z.object({ id: Id, name: z.string(), avatarUrl: z.string().nullable() }),
  products: z.array(LandingProductSchema),
  path: z.string(),
});
export type PublicLandingPage = z.infer<typeof PublicLandingPageSchema>;

/** Counts per block for the creator. */
export const LandingStatsSchema = z.object({
  views: z.number().int(),
  blocks: z.array(z.object({ blockId: z.string(), views: z.number().int(), clicks: z.number().int() })),
});
export type LandingStats = z.infer<typeof LandingStatsSchema>;

/** What a visitor's browser reports, batched: the page was seen, blocks came into view, blocks were clicked. */
export const LandingEventsSchema = z.strictObject({
  view: z.boolean().default(false),
  seen: z.array(BlockId).max(LANDING_MAX_BLOCKS).default([]),
  clicks: z.array(BlockId).max(200).default([]),
});
export type LandingEvents = z.input<typeof LandingEventsSchema>;

/**
 * Whether an address carries a user name or password (`https://user:pw@evil.example`,
 * `https://pustaka.id@evil.example`): a trick that makes one site's address read like another's. The raw text
 * is checked too, since the URL parser forgets an empty one (`https://@evil.example`).
 */
export function hasUserInfo(url: string): boolean {
  // Only addresses with a host have user info (`mailto:a@b.c` has none).
  if (/^(?:https?|ftp|wss?):[/\\]*[^/?#\\]*@/i.test(url.trim())) return true;
  try {
    const parsed = new URL(url);
    return parsed.username !== '' || parsed.password !== '';
  } catch {
    return false;
  }
}

/**
 * Whether a link may be put behind a button: http(s) anywhere without a user name or password, or a path of
 * this app (the same rule as every redirect, see safeReturnPath), nothing else.
 */
export function isSafeLandingLink(url: string): boolean {
  if (url.startsWith('/')) return isSafeReturnPath(url);
  if (hasUserInfo(url)) return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.hostname !== '';
  } catch {
    return false;
  }
}
