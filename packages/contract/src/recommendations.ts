import { z } from 'zod';
import { ProductCardSchema, ProductFormatSchema } from './catalogue.ts';
import { IdSchema } from './common.ts';

/*
 * Recommendations: lists of products with the reason each is shown, and what creators and admins see of them.
 * Every response is the usual envelope `{ success: true, data }`; `data` is the schema named here.
 *
 *   GET    /recommendations/home?limit=&format=           → RecommendationHomeSchema        anyone (a member gets
 *          "Untuk Anda" from what they own, viewed, searched and finished; a guest the week's best sellers)
 *   GET    /recommendations/products/:id?limit=           → RecommendationProductPageSchema anyone; 404 unless the
 *          product is on sale. A member's call also counts as their view of the product.
 *   GET    /recommendations/library?limit=                → RecommendationLibrarySchema     signed-in member
 *   GET    /recommendations/courses/:id?limit=            → RecommendationLibrarySchema     signed-in member
 *          (:id is the LMS course id; "Berikutnya" follows that course)
 *   GET    /recommendations/courses/:id/after-certificate → RecommendationListSchema        the learner holding a
 *          valid certificate of the course
 *   GET    /recommendations/orders/:id?limit=             → RecommendationListSchema        the order's buyer or an
 *          admin, once the order is paid (409 RECOMMENDATION_ORDER_NOT_PAID before)
 *   POST   /recommendations/searches   RecommendationSearchInputSchema → { recorded: boolean }  signed-in member
 *          (the catalogue search the member ran, kept small: the last few per member)
 *   POST   /recommendations/clicks     RecommendationClickInputSchema  → { recorded: boolean }  anyone; the rec_id
 *          must be one the server issued; a second click on the same rec_id by the same caller is not counted
 *   GET    /recommendations/hidden                        → { items: RecommendationHiddenSchema[] } member
 *   PUT    /recommendations/hidden/:productId             → RecommendationHiddenSchema      member ("jangan
 *          tampilkan lagi"; idempotent)
 *   DELETE /recommendations/hidden/:productId             → { removed: boolean }            member
 *   GET    /recommendations/creator/stats?days=           → RecommendationCreatorStatsSchema creator (their own
 *          products); an admin may pass ?seller_id=
 *   GET    /admin/recommendations/rules                   → { items: RecommendationRuleSchema[] }   admin
 *   PUT    /admin/recommendations/rules/:productId  RecommendationRuleInputSchema → RecommendationRuleSchema admin
 *   DELETE /admin/recommendations/rules/:productId        → { removed: boolean }            admin
 *
 * Mutating calls carry `X-CSRF-Token: pustaka` like every other.
 */

/** Where a list is shown; part of every item so a click says where it came from. */
export const RECOMMENDATION_SLOTS = [
  'home_for_you',
  'home_trending',
  'product_bought_together',
  'product_similar',
  'library_continue',
  'library_next',
  'after_checkout',
  'after_certificate',
] as const;
export const RecommendationSlotSchema = z.enum(RECOMMENDATION_SLOTS);
export type RecommendationSlot = z.infer<typeof RecommendationSlotSchema>;

/**
 * Why an item is shown (its main reason). The web app words it, e.g. `bought_together` with `product`:
 * "Karena Anda membeli {product.name}" / "Because you bought {product.name}".
 * - bought_together: people who bought `product` also bought this
 * - similar_to: close in content to `product` (topic words, category, author, format)
 * - viewed: close to `product`, which the member looked at recently
 * - searched: matches `query`, which the member searched for
 * - same_author: by `author`, whose other work the member owns
 * - same_category: in `category`, where the member owns other products
 * - continue: the member started this and is `progress` (0..100) through it
 * - next_in_series: the next volume after `product`, which the member owns
 * - course_on_product: a course built on `product`, which the member owns
 * - best_seller: among the most bought (of its `format` when the list is per format)
 * - trending: bought most often this week
 * - new_release: recently published
 * - editor_pick: pinned by the Pustaka team
 */
export const RECOMMENDATION_REASON_CODES = [
  'bought_together',
  'similar_to',
  'viewed',
  'searched',
  'same_author',
  'same_category',
  'continue',
  'next_in_series',
  'course_on_product',
  'studied',
  'best_seller',
  'trending',
  'new_release',
  'editor_pick',
] as const;
export const RecommendationReasonCodeSchema = z.enum(RECOMMENDATION_REASON_CODES);
export type RecommendationReasonCode = z.infer<typeof RecommendationReasonCodeSchema>;

const NamedRef = z.object({ id: z.number().int(), name: z.string() });

export const RecommendationReasonSchema = z.object({
  code: RecommendationReasonCodeSchema,
  /** The product the reason refers to (bought_together, similar_to, viewed, next_in_series, ...). */
  product: NamedRef.nullable(),
  author: NamedRef.nullable(),
  category: NamedRef.nullable(),
  /** The member's search (searched). */
  query: z.string().nullable(),
  /** How far the member is through it, 0..100 (continue). */
  progress: z.number().nullable(),
});
export type RecommendationReason = z.infer<typeof RecommendationReasonSchema>;

export const RecommendationItemSchema = z.object({
  /** The product as the catalogue lists it. */
  product: ProductCardSchema,
  reason: RecommendationReasonSchema,
  slot: RecommendationSlotSchema,
  /** 0-based place in the list. */
  position: z.number().int(),
  /** Opaque id of this showing; send it to POST /recommendations/clicks when the item is opened. */
  rec_id: z.string(),
});
export type RecommendationItem = z.infer<typeof RecommendationItemSchema>;

/** One list; `items` is empty only when nothing fits (e.g. no other product of the catalogue is on sale). */
export const RecommendationListSchema = z.object({
  slot: RecommendationSlotSchema,
  items: z.array(RecommendationItemSchema),
});
export type RecommendationList = z.infer<typeof RecommendationListSchema>;

export const RecommendationLimitQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(24).default(8),
});

export const RecommendationHomeQuerySchema = RecommendationLimitQuerySchema.extend({
  /** Only this format (per-format home rows). */
  format: ProductFormatSchema.optional(),
});

/** Home: "Untuk Anda" (personal for a member; best sellers for a guest) and "Trending minggu ini". */
export const RecommendationHomeSchema = z.object({
  /** True when `for_you` comes from the member's own history; false for guests and members without one. */
  personalised: z.boolean(),
  for_you: RecommendationListSchema,
  trending: RecommendationListSchema,
});
export type RecommendationHome = z.infer<typeof RecommendationHomeSchema>;

/** Product page: "Sering dibeli bersama" and "Mirip dengan ini". */
export const RecommendationProductPageSchema = z.object({
  bought_together: RecommendationListSchema,
  similar: RecommendationListSchema,
});
export type RecommendationProductPage = z.infer<typeof RecommendationProductPageSchema>;

/**
 * Something to continue or take next that is not a product on sale: a free course the member enrolled in, a
 * public quiz on the topic of what they own. It opens at `/lms/courses/:id` or `/lms/quizzes/:id`.
 */
export const RecommendationActivitySchema = z.object({
  kind: z.enum(['course', 'quiz']),
  id: z.number().int(),
  title: z.string(),
  /** How far the member is through a course, 0..100. */
  progress: z.number().nullable(),
  /** The product whose topic a quiz shares ("kuis tentang ..."). */
  about: NamedRef.nullable(),
});
export type RecommendationActivity = z.infer<typeof RecommendationActivitySchema>;

/**
 * Library and course pages: "Lanjutkan" (products they are in the middle of: courses, partly read or heard
 * ebooks and audio; and free courses they enrolled in, `continue_courses`) and "Berikutnya" (products that
 * follow, and public quizzes on the topic, `quizzes`).
 */
export const RecommendationLibrarySchema = z.object({
  continue: RecommendationListSchema,
  next: RecommendationListSchema,
  continue_courses: z.array(RecommendationActivitySchema),
  quizzes: z.array(RecommendationActivitySchema),
});
export type RecommendationLibrary = z.infer<typeof RecommendationLibrarySchema>;

export const RecommendationSearchInputSchema = z
  .object({ query: z.string().trim().min(2).max(120) })
  .strict();
export type RecommendationSearchInput = z.infer<typeof RecommendationSearchInputSchema>;

export const RecommendationClickInputSchema = z.object({ rec_id: z.string().min(10).max(200) }).strict();
export type RecommendationClickInput = z.infer<typeof RecommendationClickInputSchema>;

export const RecommendationRecordedSchema = z.object({ recorded: z.boolean() });

export const RecommendationHiddenSchema = z.object({
  product_id: z.number().int(),
  product_name: z.string(),
  hidden_at: z.string(),
});
export type RecommendationHidden = z.infer<typeof RecommendationHiddenSchema>;

export const RecommendationProductParamSchema = z.object({ productId: IdSchema });

export const RecommendationCreatorStatsQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(365).default(30),
  seller_id: IdSchema.optional(),
});

/** Per product over the last `days`: how often recommended, opened from a recommendation, bought after one. */
export const RecommendationCreatorStatsSchema = z.object({
  days: z.number().int(),
  totals: z.object({ impressions: z.number().int(), clicks: z.number().int(), purchases: z.number().int() }),
  products: z.array(
    z.object({
      product_id: z.number().int(),
      product_name: z.string(),
      impressions: z.number().int(),
      clicks: z.number().int(),
      purchases: z.number().int(),
      /** clicks / impressions, 0 when never shown. */
      click_rate: z.number(),
    }),
  ),
});
export type RecommendationCreatorStats = z.infer<typeof RecommendationCreatorStatsSchema>;

/** pin: shown first in every list it fits (as editor_pick); exclude: never recommended. */
export const RecommendationRuleActionSchema = z.enum(['pin', 'exclude']);
export type RecommendationRuleAction = z.infer<typeof RecommendationRuleActionSchema>;

export const RecommendationRuleInputSchema = z
  .object({
    action: RecommendationRuleActionSchema,
    note: z.string().trim().max(300).nullable().optional(),
  })
  .strict();
export type RecommendationRuleInput = z.infer<typeof RecommendationRuleInputSchema>;

export const RecommendationRuleSchema = z.object({
  product_id: z.number().int(),
  product_name: z.string(),
  action: RecommendationRuleActionSchema,
  note: z.string().nullable(),
  created_by: z.number().int().nullable(),
  created_at: z.string(),
});
export type RecommendationRule = z.infer<typeof RecommendationRuleSchema>;
