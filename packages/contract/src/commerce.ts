import { z } from 'zod';
import { VoucherCodeSchema } from './campaigns.ts';
import { MAX_PRICE, ProductFormatSchema } from './catalogue.ts';
import { pageOf } from './common.ts';
import { bilingual } from './messages.ts';

/** The ways a buyer can pay. Online methods go through the payment gateway; bank_transfer is checked by an admin. */
export const ONLINE_PAYMENT_METHODS = [
  'qris',
  'va_bca',
  'va_bni',
  'va_bri',
  'va_mandiri',
  'gopay',
  'ovo',
  'dana',
  'shopeepay',
] as const;
export const PAYMENT_METHODS = [...ONLINE_PAYMENT_METHODS, 'bank_transfer', 'free'] as const;
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;
export const OnlinePaymentMethodSchema = z.enum(ONLINE_PAYMENT_METHODS);
export type OnlinePaymentMethod = z.infer<typeof OnlinePaymentMethodSchema>;

export const PAYMENT_PROVIDERS = ['sandbox', 'midtrans', 'xendit', 'manual', 'free'] as const;
export const PaymentProviderSchema = z.enum(PAYMENT_PROVIDERS);
export type PaymentProviderName = z.infer<typeof PaymentProviderSchema>;

/**
 * pending: waiting for payment (or for the buyer's transfer proof); awaiting_review: proof uploaded, an
 * admin checks it; paid: the buyer owns the product; failed/expired/cancelled/rejected: no money moved;
 * refunded: money went back and access was withdrawn.
 */
export const ORDER_STATUSES = [
  'pending',
  'awaiting_review',
  'paid',
  'failed',
  'expired',
  'cancelled',
  'rejected',
  'refunded',
] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

/** The platform's bank account shown for manual transfers. */
export const MANUAL_TRANSFER_ACCOUNT = {
  bank: 'BCA',
  accountNumber: '8730 1234 56',
  accountName: 'PT Pustaka Kreatif Nusantara',
} as const;

export const OrderEventSchema = z.object({
  status: OrderStatusSchema,
  note: z.string().nullable(),
  actor: z.enum(['buyer', 'gateway', 'admin', 'system']),
  at: z.string(),
});
export type OrderEvent = z.infer<typeof OrderEventSchema>;

export const OrderSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  status: OrderStatusSchema,
  product: z.object({
    id: z.number().int(),
    name: z.string(),
    product_format: ProductFormatSchema,
    image_url: z.string().nullable(),
  }),
  buyer: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  seller: z.object({ id: z.number().int(), name: z.string() }),
  base_price: z.number().int(),
  discount_amount: z.number().int(),
  amount: z.number().int(),
  /** The campaign whose discount is part of `discount_amount`, as it was named at checkout. */
  campaign_name: z.string().nullable(),
  payment_method: PaymentMethodSchema,
  provider: PaymentProviderSchema,
  /** Where the buyer pays (gateway page), while the order is pending. */
  payment_url: z.string().nullable(),
  has_proof: z.boolean(),
  review_note: z.string().nullable(),
  expires_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
  events: z.array(OrderEventSchema),
});
export type Order = z.infer<typeof OrderSchema>;
export const OrderPageSchema = pageOf(OrderSchema);

export const CheckoutInputSchema = z
  .object({
    product_id: z.number().int().positive().max(2_147_483_647),
    payment_method: PaymentMethodSchema.exclude(['free']).optional(),
    /** A campaign's voucher code, in any case. */
    voucher_code: VoucherCodeSchema.optional(),
  })
  .strict();
export type CheckoutInput = z.infer<typeof CheckoutInputSchema>;

export const CheckoutResultSchema = z.object({
  order: OrderSchema,
  /** Where the browser goes next: the gateway's payment page, or the success page for free products. */
  redirect_url: z.string(),
});
export type CheckoutResult = z.infer<typeof CheckoutResultSchema>;

/** What the checkout page shows before the buyer commits. */
export const CheckoutQuoteSchema = z.object({
  product_id: z.number().int(),
  name: z.string(),
  product_format: ProductFormatSchema,
  image_url: z.string().nullable(),
  seller_name: z.string(),
  base_price: z.number().int(),
  discount_amount: z.number().int(),
  amount: z.number().int(),
  /** The running campaign with the best discount for this product, already part of `discount_amount`. */
  campaign: z.object({ name: z.string(), amount: z.number().int(), ends_at: z.string() }).nullable(),
  /** The voucher code the quote was asked with (upper-case), applied: it is the campaign above. */
  voucher_code: z.string().nullable(),
  owned: z.boolean(),
  pending_order: OrderSchema.nullable(),
  payment_methods: z.array(PaymentMethodSchema),
  provider: PaymentProviderSchema,
  manual_transfer: z.object({ bank: z.string(), accountNumber: z.string(), accountName: z.string() }),
});
export type CheckoutQuote = z.infer<typeof CheckoutQuoteSchema>;

export const CheckoutQuoteQuerySchema = z
  .object({
    /** Prices the product with this voucher code; an unknown or unusable code is refused with its reason. */
    voucher_code: VoucherCodeSchema.optional(),
  })
  .strict();
export type CheckoutQuoteQuery = z.infer<typeof CheckoutQuoteQuerySchema>;

export const OrderListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  status: OrderStatusSchema.optional(),
});
export type OrderListQuery = z.infer<typeof OrderListQuerySchema>;

/** How the sales report groups payment methods: the checkout page's groups, and free products. */
export const SALES_METHOD_GROUPS = ['qris', 'va', 'ewallet', 'manual', 'free'] as const;
export type SalesMethodGroup = (typeof SALES_METHOD_GROUPS)[number];
export const SALES_METHOD_GROUP_METHODS: Record<SalesMethodGroup, readonly PaymentMethod[]> = {
  qris: ['qris'],
  va: ONLINE_PAYMENT_METHODS.filter((method) => method.startsWith('va_')),
  ewallet: ONLINE_PAYMENT_METHODS.filter((method) => method !== 'qris' && !method.startsWith('va_')),
  manual: ['bank_transfer'],
  free: ['free'],
};

/** A calendar day in Asia/Jakarta; the range keeps every day a timestamp the database can hold. */
const JakartaDaySchema = z.iso
  .date({
    error: bilingual('Gunakan tanggal kalender yyyy-mm-dd', 'Use a calendar day as yyyy-mm-dd'),
    abort: true,
  })
  .refine(
    (day) => day >= '2000-01-01' && day <= '2999-12-31',
    bilingual('Tanggal harus antara tahun 2000 dan 2999', 'The day must be between 2000 and 2999'),
  );

const AdminSalesFilterFields = {
  /** Order code, product name, buyer or seller name or email. */
  q: z.string().trim().max(100).optional(),
  method: z.enum(SALES_METHOD_GROUPS).optional(),
  /** Paid on or after this day (Asia/Jakarta). */
  from: JakartaDaySchema.optional(),
  /** Paid on or before this day (Asia/Jakarta). */
  to: JakartaDaySchema.optional(),
};
const rangeInOrder = (query: { from?: string; to?: string }) =>
  !query.from || !query.to || query.from <= query.to;
const rangeReversed = {
  message: bilingual(
    'Tanggal akhir tidak boleh sebelum tanggal awal',
    'The end day must not be before the start day',
  ),
  path: ['to'],
};

export const AdminSalesQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
    ...AdminSalesFilterFields,
  })
  .strict()
  .refine(rangeInOrder, rangeReversed);
export type AdminSalesQuery = z.infer<typeof AdminSalesQuerySchema>;

/** A page of paid orders and the figures of every paid order the filters match. */
export const AdminSalesPageSchema = OrderPageSchema.extend({
  totals: z.object({
    revenue: z.number().int(),
    sales: z.number().int(),
    /** Distinct buyers. */
    buyers: z.number().int(),
  }),
});
export type AdminSalesPage = z.infer<typeof AdminSalesPageSchema>;

/** The sales report's filters without paging: the summary and the CSV export cover every match. */
export const AdminSalesFilterSchema = z
  .object(AdminSalesFilterFields)
  .strict()
  .refine(rangeInOrder, rangeReversed);
export type AdminSalesFilter = z.infer<typeof AdminSalesFilterSchema>;

const SalesFigureSchema = z.object({ revenue: z.number().int(), sales: z.number().int() });

/** Every paid order the filters match, grouped three ways; days are Asia/Jakarta calendar days. */
export const AdminSalesSummarySchema = z.object({
  totals: SalesFigureSchema,
  /** Only days with a sale, oldest first. */
  by_day: z.array(SalesFigureSchema.extend({ day: z.string() })),
  /** The 20 creators with the most revenue, most first. */
  by_creator: z.array(SalesFigureSchema.extend({ id: z.number().int(), name: z.string() })),
  /** Every format, in catalogue order, zero when none sold. */
  by_format: z.array(SalesFigureSchema.extend({ format: ProductFormatSchema })),
});
export type AdminSalesSummary = z.infer<typeof AdminSalesSummarySchema>;

export const OrderReviewSchema = z.object({ note: z.string().trim().min(3).max(1000) }).strict();
export const OrderApproveSchema = z.object({ note: z.string().trim().max(1000).optional() }).strict();

/** A product in the buyer's library. */
export const OwnedProductSchema = z.object({
  product_id: z.number().int(),
  order_id: z.number().int(),
  name: z.string(),
  product_format: ProductFormatSchema,
  image_url: z.string().nullable(),
  seller_name: z.string(),
  downloadable: z.boolean(),
  acquired_at: z.string(),
});
export type OwnedProduct = z.infer<typeof OwnedProductSchema>;

// Creator money ------------------------------------------------------------------------------------

export const SETTLEMENT_STATUSES = ['pending', 'paid', 'cancelled'] as const;
export const SettlementStatusSchema = z.enum(SETTLEMENT_STATUSES);
export type SettlementStatus = z.infer<typeof SettlementStatusSchema>;

export const PAYOUT_CHANNELS = {
  bank: ['BCA', 'BNI', 'BRI', 'Mandiri', 'CIMB Niaga', 'Permata', 'BSI'],
  ewallet: ['GoPay', 'OVO', 'DANA', 'ShopeePay'],
} as const;
export const MIN_SETTLEMENT_AMOUNT = 50_000;
/** Days a sale's share waits before it can be paid out (refund window). */
export const HOLDING_DAYS = 7;

export const SettlementInputSchema = z
  .object({
    amount: z
      .number()
      .int()
      .min(1)
      .max(MAX_PRICE * 100),
    method: z.enum(['bank', 'ewallet']),
    channel: z.string().trim().min(2).max(40),
    account_number: z
      .string()
      .trim()
      .regex(
        /^[0-9 -]{6,30}$/,
        bilingual(
          'Nomor rekening hanya angka, spasi atau tanda hubung',
          'An account number has only digits, spaces or hyphens',
        ),
      ),
    /** The account holder as the bank knows them: letters first, no markup. */
    account_name: z
      .string()
      .trim()
      .min(2)
      .max(120)
      .regex(
        /^[\p{L}\p{M}][\p{L}\p{M}\p{N}' .,&()-]*$/u,
        bilingual(
          'Hanya huruf, angka, spasi dan tanda baca nama',
          'Only letters, digits, spaces and name punctuation',
        ),
      ),
  })
  .strict()
  .refine((input) => (PAYOUT_CHANNELS[input.method] as readonly string[]).includes(input.channel), {
    message: bilingual('Saluran tidak termasuk metode ini', 'The channel does not belong to the method'),
    path: ['channel'],
  });
export type SettlementInput = z.infer<typeof SettlementInputSchema>;

export const SettlementSchema = z.object({
  id: z.number().int(),
  creator: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  amount: z.number().int(),
  method: z.enum(['bank', 'ewallet']),
  channel: z.string(),
  account_number: z.string(),
  account_name: z.string(),
  status: SettlementStatusSchema,
  transfer_reference: z.string().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
});
export type Settlement = z.infer<typeof SettlementSchema>;
export const SettlementPageSchema = pageOf(SettlementSchema);

export const SettlementPaySchema = z
  .object({ transfer_reference: z.string().trim().min(3).max(120) })
  .strict();
export const SettlementCancelSchema = z.object({ reason: z.string().trim().min(3).max(1000) }).strict();
export const SettlementEmailSchema = z
  .object({ subject: z.string().trim().min(3).max(200), message: z.string().trim().min(3).max(5000) })
  .strict();

/** A creator's money, in rupiah. available = what may be requested now. */
export const CreatorBalanceSchema = z.object({
  /** Everything earned and not yet paid out or requested. */
  balance: z.number().int(),
  /** Part of balance still inside the holding period. */
  on_hold: z.number().int(),
  available: z.number().int(),
  pending_settlements: z.number().int(),
  paid_out: z.number().int(),
  minimum_settlement: z.number().int(),
  holding_days: z.number().int(),
  creator_share_percent: z.number(),
});
export type CreatorBalance = z.infer<typeof CreatorBalanceSchema>;

export const StatsPeriodSchema = z.enum(['day', 'week', 'month']);
export type StatsPeriod = z.infer<typeof StatsPeriodSchema>;

export const PublisherStatsSchema = z.object({
  revenue: z.number().int(),
  earnings: z.number().int(),
  sales: z.number().int(),
  /** Distinct buyers in the window. */
  buyers: z.number().int(),
  /** Distinct products sold in the window. */
  products: z.number().int(),
  top_products: z.array(
    z.object({ id: z.number().int(), name: z.string(), sales: z.number().int(), revenue: z.number().int() }),
  ),
  /** One point per day (last 30), week (last 12, from Monday) or month (last 12), Asia/Jakarta; `bucket` is its first day. */
  chart: z.array(
    z.object({
      bucket: z.string(),
      revenue: z.number().int(),
      earnings: z.number().int(),
      sales: z.number().int(),
    }),
  ),
  period: StatsPeriodSchema,
  /** The figures above cover paid orders from `from` (inclusive) to `to` (exclusive), the chart's window. */
  from: z.string(),
  to: z.string(),
});
export type PublisherStats = z.infer<typeof PublisherStatsSchema>;

export const PublisherBuyerSchema = z.object({
  order_id: z.number().int(),
  order_code: z.string(),
  buyer_name: z.string(),
  buyer_email: z.string(),
  product_id: z.number().int(),
  product_name: z.string(),
  amount: z.number().int(),
  earnings: z.number().int(),
  paid_at: z.string(),
});
export type PublisherBuyer = z.infer<typeof PublisherBuyerSchema>;
export const PublisherBuyerPageSchema = pageOf(PublisherBuyerSchema);

/** A publisher's own money page: the balance, then their payout requests, newest first. */
export const PublisherSettlementsSchema = pageOf(SettlementSchema).extend({ balance: CreatorBalanceSchema });
export type PublisherSettlements = z.infer<typeof PublisherSettlementsSchema>;

/** What has been transferred to a creator so far, and the transfers themselves. */
export const PaidRevenueSchema = pageOf(SettlementSchema).extend({ total_paid: z.number().int() });
export type PaidRevenue = z.infer<typeof PaidRevenueSchema>;

export const AdminSettlementQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  status: SettlementStatusSchema.optional(),
  /** Creator name or email, or the account name. */
  q: z.string().trim().max(100).optional(),
});
export type AdminSettlementQuery = z.infer<typeof AdminSettlementQuerySchema>;

/** The admin queue: one page, and what is waiting in total. */
export const AdminSettlementPageSchema = pageOf(SettlementSchema).extend({
  pending_count: z.number().int(),
  pending_amount: z.number().int(),
});
export type AdminSettlementPage = z.infer<typeof AdminSettlementPageSchema>;

/** Premium Creator until the end of this day (Asia/Jakarta), or null to end it. */
export const PremiumCreatorInputSchema = z.object({ until: z.iso.date().nullable() }).strict();
export const PremiumCreatorSchema = z.object({
  user_id: z.number().int(),
  premium_creator_until: z.string().nullable(),
  creator_share_percent: z.number(),
});
export type PremiumCreator = z.infer<typeof PremiumCreatorSchema>;

const SellerFilter = {
  /** Admins may look at one seller; a publisher only ever sees their own sales. */
  seller_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
};

export const PublisherStatsQuerySchema = z.object({
  period: StatsPeriodSchema.default('day'),
  ...SellerFilter,
});
export const PublisherBuyerQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  /** Buyer name or email, or product name. */
  q: z.string().trim().max(100).optional(),
  ...SellerFilter,
});
export type PublisherBuyerQuery = z.infer<typeof PublisherBuyerQuerySchema>;
export const PublisherOrderQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  product_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  ...SellerFilter,
});
export type PublisherOrderQuery = z.infer<typeof PublisherOrderQuerySchema>;
export const PublisherOrderPageSchema = pageOf(PublisherBuyerSchema);

/** All-time and this month's (Asia/Jakarta) sales totals of a seller. */
export const PublisherRevenueSchema = z.object({
  revenue: z.number().int(),
  earnings: z.number().int(),
  sales: z.number().int(),
  buyers: z.number().int(),
  month_revenue: z.number().int(),
  month_earnings: z.number().int(),
  month_sales: z.number().int(),
});
export type PublisherRevenue = z.infer<typeof PublisherRevenueSchema>;
