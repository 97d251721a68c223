import { z } from 'zod';
import { MAX_PRICE, ProductFormatSchema } from './catalogue.ts';
import { pageOf } from './common.ts';
import { bilingual } from './messages.ts';

/** percent: a share of the price (1 to 90 %); fixed: a number of rupiah off, never more than the price. */
export const CAMPAIGN_DISCOUNT_TYPES = ['percent', 'fixed'] as const;
export const CampaignDiscountTypeSchema = z.enum(CAMPAIGN_DISCOUNT_TYPES);
export type CampaignDiscountType = z.infer<typeof CampaignDiscountTypeSchema>;

/** all: every product; category: the products of one category; products: a hand-picked list. */
export const CAMPAIGN_SCOPES = ['all', 'category', 'products'] as const;
export const CampaignScopeSchema = z.enum(CAMPAIGN_SCOPES);
export type CampaignScope = z.infer<typeof CampaignScopeSchema>;

/**
 * Where a campaign stands at a moment: scheduled (active, not started), running (active, between its
 * dates), ended (past its end), paused (switched off before its end). Derived from the dates, never stored.
 */
export const CAMPAIGN_STATUSES = ['scheduled', 'running', 'ended', 'paused'] as const;
export const CampaignStatusSchema = z.enum(CAMPAIGN_STATUSES);
export type CampaignStatus = z.infer<typeof CampaignStatusSchema>;

export const CAMPAIGN_MAX_PERCENT = 90;
export const CAMPAIGN_MAX_PRODUCTS = 200;

const Id = z.number().int().positive().max(2_147_483_647);

/** What a voucher code may contain; codes compare case-insensitively, so they are kept upper-case. */
export const VOUCHER_CODE_PATTERN = /^[A-Za-z0-9-]{3,32}$/;
export const VoucherCodeSchema = z
  .string()
  .trim()
  .regex(
    VOUCHER_CODE_PATTERN,
    bilingual(
      'Kode voucher 3 sampai 32 karakter: huruf, angka dan tanda -',
      'Voucher code of 3 to 32 characters: letters, digits and -',
    ),
  )
  .transform((code) => code.toUpperCase());
export const VOUCHER_MAX_USES = 1_000_000;

export const CampaignInputSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(3)
      .max(80)
      .regex(/^[^\p{Cc}\p{Cf}]*$/u, bilingual('Tanpa karakter kontrol', 'No control characters')),
    description: z
      .string()
      .trim()
      .max(500)
      .regex(/^(?:[^\p{Cc}\p{Cf}]|[\r\n\t])*$/u, bilingual('Tanpa karakter kontrol', 'No control characters'))
      .nullable()
      .optional(),
    discount_type: CampaignDiscountTypeSchema,
    discount_value: z.number().int().min(1).max(MAX_PRICE),
    starts_at: z.iso.datetime({ offset: true }),
    ends_at: z.iso.datetime({ offset: true }),
    scope: CampaignScopeSchema,
    category_id: Id.nullable().optional(),
    product_ids: z.array(Id).max(CAMPAIGN_MAX_PRODUCTS).optional(),
    is_active: z.boolean().optional(),
    /** A campaign with a code applies only to checkouts that enter it. */
    code: VoucherCodeSchema.nullable().optional(),
    /** How many paid orders the code may serve; null or absent for no limit. */
    usage_limit: z.number().int().min(1).max(VOUCHER_MAX_USES).nullable().optional(),
  })
  .strict()
  .superRefine((input, issue) => {
    if (input.usage_limit && !input.code) {
      issue.addIssue({
        code: 'custom',
        path: ['usage_limit'],
        message: bilingual(
          'Batas pemakaian hanya untuk kode voucher',
          'A usage limit is only for voucher codes',
        ),
      });
    }
    if (input.discount_type === 'percent' && input.discount_value > CAMPAIGN_MAX_PERCENT) {
      issue.addIssue({
        code: 'custom',
        path: ['discount_value'],
        message: bilingual(
          `Persentase diskon 1 sampai ${CAMPAIGN_MAX_PERCENT}`,
          `Discount percentage from 1 to ${CAMPAIGN_MAX_PERCENT}`,
        ),
      });
    }
    if (Date.parse(input.ends_at) <= Date.parse(input.starts_at)) {
      issue.addIssue({
        code: 'custom',
        path: ['ends_at'],
        message: bilingual('Waktu selesai harus setelah waktu mulai', 'The end must be after the start'),
      });
    }
    if (input.scope === 'category' && !input.category_id) {
      issue.addIssue({
        code: 'custom',
        path: ['category_id'],
        message: bilingual('Pilih kategori', 'Choose a category'),
      });
    }
    if (input.scope !== 'category' && input.category_id) {
      issue.addIssue({
        code: 'custom',
        path: ['category_id'],
        message: bilingual(
          'Kategori hanya untuk cakupan kategori',
          'A category is only for the category scope',
        ),
      });
    }
    if (input.scope === 'products' && !input.product_ids?.length) {
      issue.addIssue({
        code: 'custom',
        path: ['product_ids'],
        message: bilingual('Pilih minimal satu produk', 'Choose at least one product'),
      });
    }
    if (input.scope !== 'products' && input.product_ids?.length) {
      issue.addIssue({
        code: 'custom',
        path: ['product_ids'],
        message: bilingual('Produk hanya untuk cakupan produk', 'Products are only for the product scope'),
      });
    }
    if (input.product_ids && new Set(input.product_ids).size !== input.product_ids.length) {
      issue.addIssue({
        code: 'custom',
        path: ['product_ids'],
        message: bilingual('Produk tidak boleh berulang', 'Products must not repeat'),
      });
    }
  });
export type CampaignInput = z.infer<typeof CampaignInputSchema>;

export const CampaignSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  discount_type: CampaignDiscountTypeSchema,
  discount_value: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  scope: CampaignScopeSchema,
  /** The category of a category campaign; null when it was deleted since (the campaign then applies to nothing). */
  category: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  products: z.array(z.object({ id: z.number().int(), name: z.string() })),
  is_active: z.boolean(),
  code: z.string().nullable(),
  usage_limit: z.number().int().nullable(),
  /** Paid orders that used the code. */
  uses_count: z.number().int(),
  status: CampaignStatusSchema,
  created_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Campaign = z.infer<typeof CampaignSchema>;
export const CampaignPageSchema = pageOf(CampaignSchema);
export type CampaignPage = z.infer<typeof CampaignPageSchema>;

export const CampaignListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  status: CampaignStatusSchema.optional(),
});
export type CampaignListQuery = z.infer<typeof CampaignListQuerySchema>;

/**
 * A running campaign as shoppers see it: enough for a badge and for the price on cards and the product page.
 * Only campaigns without a voucher code are listed: the others apply only to a buyer who enters the code.
 */
export const RunningCampaignSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  discount_type: CampaignDiscountTypeSchema,
  discount_value: z.number().int(),
  ends_at: z.string(),
  scope: CampaignScopeSchema,
  category_id: z.number().int().nullable(),
  product_ids: z.array(z.number().int()),
});
export type RunningCampaign = z.infer<typeof RunningCampaignSchema>;

export const RunningCampaignQuerySchema = z.object({
  /** Only the campaigns that apply to this product, best discount first. */
  product_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

/** A product an admin can add to a campaign, found by a part of its name. */
export const CampaignProductOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  product_format: ProductFormatSchema,
  price: z.number().int(),
  category: z.string().nullable(),
  /** False for a product switched off by its creator: a campaign reaches it again once it is back on sale. */
  on_sale: z.boolean(),
});
export type CampaignProductOption = z.infer<typeof CampaignProductOptionSchema>;

export const CampaignProductQuerySchema = z.object({
  q: z.string().trim().min(2).max(80),
});
