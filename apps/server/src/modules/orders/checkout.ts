import { randomBytes } from 'node:crypto';
import {
  type CheckoutInput,
  type CheckoutQuote,
  MANUAL_TRANSFER_ACCOUNT,
  ONLINE_PAYMENT_METHODS,
  type OnlinePaymentMethod,
  type Order,
  type PaymentMethod,
} from '@pustaka/contract';
import { and, count, eq, gt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import {
  type CampaignDiscount,
  findBestRunningDiscount,
  findVoucherDiscount,
  lockVoucherUses,
} from '#modules/campaigns/index.ts';
import { findSaleableProduct } from '#modules/catalogue/index.ts';
import { type PaymentProvider, ProviderUnavailableError } from '#modules/payments/index.ts';
import { findUserContacts } from '#modules/users/index.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { addEvent, findOpenOrder, getOrderView } from './order-rows.ts';
import { orderView, toOrders } from './order-view.ts';
import { findOwnership } from './ownership.ts';
import { markPaid } from './settlement.ts';
import { orders } from './tables.ts';

/** A buyer has two days to transfer and upload a proof. */
const MANUAL_TRANSFER_HOURS = 48;

/** How every order code starts: the payment gateway hands an order's news to the orders module by it. */
export const ORDER_CODE_PREFIX = 'PST-';

/** Order codes are what providers and buyers see: short, unambiguous, unguessable. */
function newOrderCode(now: Date): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const suffix = [...randomBytes(8)].map((byte) => alphabet[byte % alphabet.length]).join('');
  const day = now.toISOString().slice(2, 10).replaceAll('-', '');
  return `${ORDER_CODE_PREFIX}${day}-${suffix}`;
}

/**
 * Open orders that hold a use of a campaign's voucher code: waiting for a proof review, or pending and not
 * past their expiry. A hold ends by itself when its order is paid, cancelled, fails or lapses.
 */
async function countVoucherHolds(
  db: DbOrTx,
  campaignId: number,
  now: Date,
  except?: number,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(orders)
    .where(
      and(
        eq(orders.campaignId, campaignId),
        sql`${orders.voucherCode} is not null`,
        or(
          eq(orders.status, 'awaiting_review'),
          and(eq(orders.status, 'pending'), or(sql`${orders.expiresAt} is null`, gt(orders.expiresAt, now))),
        ),
        except === undefined ? undefined : sql`${orders.id} <> ${except}`,
      ),
    );
  return row?.value ?? 0;
}

/**
 * The campaign a product is sold under now: the voucher's when a code is given (refused with its reason when
 * it does not apply), else the best one without a code.
 */
async function priceFor(
  ctx: AppContext,
  buyerId: number,
  product: { id: number; categoryId: number | null; price: number },
  voucherCode: string | undefined,
  now: Date,
): Promise<{
  campaign: CampaignDiscount | undefined;
  voucherCode: string | null;
  usageLimit: number | null;
  usesCount: number;
}> {
  if (!voucherCode) {
    return {
      campaign: await findBestRunningDiscount(ctx.db, product, now),
      voucherCode: null,
      usageLimit: null,
      usesCount: 0,
    };
  }
  const voucher = await findVoucherDiscount(ctx, buyerId, product, voucherCode, now);
  return {
    campaign: voucher,
    voucherCode: voucher.code,
    usageLimit: voucher.usageLimit,
    usesCount: voucher.usesCount,
  };
}

export async function getCheckoutQuote(
  ctx: AppContext,
  provider: PaymentProvider,
  buyerId: number,
  productId: number,
  voucherCode?: string,
): Promise<CheckoutQuote> {
  const product = await findSaleableProduct(ctx.db, productId);
  if (!product?.onSale) throw new AppError('NOT_FOUND');
  const now = ctx.now();
  const [owned, open, priced] = await Promise.all([
    findOwnership(ctx.db, buyerId, productId),
    findOpenOrder(ctx.db, buyerId, productId),
    priceFor(ctx, buyerId, product, voucherCode, now),
  ]);
  const campaign = priced.campaign;
  if (campaign && priced.usageLimit !== null) {
    // The buyer's own open order with the code would be replaced by the next checkout: its use is theirs.
    const holds = await countVoucherHolds(ctx.db, campaign.campaignId, now, open?.id);
    if (priced.usesCount + holds >= priced.usageLimit) throw new AppError('VOUCHER_USED_UP');
  }
  const [pending] = open ? await toOrders(ctx.db, [open]) : [];
  const amount = product.price - (campaign?.amount ?? 0);
  return {
    product_id: product.id,
    name: product.name,
    product_format: product.format,
    image_url: product.imageUrl,
    seller_name: product.sellerName,
    base_price: product.basePrice,
    discount_amount: product.discountAmount + (campaign?.amount ?? 0),
    amount,
    campaign: campaign
      ? { name: campaign.name, amount: campaign.amount, ends_at: campaign.endsAt.toISOString() }
      : null,
    voucher_code: priced.voucherCode,
    owned: owned !== undefined,
    pending_order: pending ?? null,
    payment_methods: amount === 0 ? ['free'] : [...ONLINE_PAYMENT_METHODS, 'bank_transfer'],
    provider: provider.name,
    manual_transfer: { ...MANUAL_TRANSFER_ACCOUNT },
  };
}

export type CheckoutOutcome = { order: Order; redirectUrl: string };

/**
 * Starts (or resumes) a purchase. Free products are owned at once; a bank transfer waits for a proof;
 * anything else gets a payment page from the provider. The order row is committed before the provider
 * is called, so a payment the provider takes can always be matched to an order.
 */
export async function checkout(
  ctx: AppContext,
  provider: PaymentProvider,
  buyerId: number,
  input: CheckoutInput,
): Promise<CheckoutOutcome> {
  const product = await findSaleableProduct(ctx.db, input.product_id);
  if (!product) throw new AppError('NOT_FOUND');
  if (!product.onSale) throw new AppError('PRODUCT_NOT_FOR_SALE');
  if (product.sellerId === buyerId) throw new AppError('OWN_PRODUCT');
  const now = ctx.now();
  // The campaign running now is part of the price; the order keeps that price after the campaign ends.
  const priced = await priceFor(ctx, buyerId, product, input.voucher_code, now);
  const campaign = priced.campaign;
  const voucherCode = priced.voucherCode;
  const amount = product.price - (campaign?.amount ?? 0);
  const free = amount === 0;
  const method: PaymentMethod = free ? 'free' : (input.payment_method ?? 'qris');
  const successUrl = (id: number) => `${ctx.config.publicUrl}/checkout-success?order=${id}`;

  const { order, reused, events, buyer } = await ctx.db.transaction(async (tx) => {
    // Checkouts with the same code queue here, so each counts the uses the one before it took.
    const uses = voucherCode && campaign ? await lockVoucherUses(tx, campaign.campaignId) : undefined;
    if (voucherCode && !uses) throw new AppError('VOUCHER_NOT_FOUND');
    // These go to the server together: one round trip instead of three. The buyer's contact is what the
    // payment provider is told, once the order is committed.
    const [owned, open, contacts] = await Promise.all([
      findOwnership(tx, buyerId, product.id),
      findOpenOrder(tx, buyerId, product.id),
      findUserContacts(tx, [buyerId]),
    ]);
    if (owned) throw new AppError('ALREADY_OWNED');
    if (open?.status === 'awaiting_review') throw new AppError('ORDER_AWAITING_REVIEW');
    if (open) {
      const stillValid = open.expiresAt === null || open.expiresAt.getTime() > now.getTime();
      // Same method and still payable: send the buyer back to the same payment instead of a second one.
      if (
        stillValid &&
        open.paymentMethod === method &&
        open.amount === amount &&
        open.voucherCode === voucherCode &&
        (open.paymentUrl || method === 'bank_transfer')
      ) {
        return { order: open, reused: true, events: undefined, buyer: contacts.get(buyerId) };
      }
      await tx.update(orders).set({ status: 'cancelled', updatedAt: now }).where(eq(orders.id, open.id));
      await addEvent(tx, open.id, 'cancelled', 'buyer', 'Diganti oleh checkout baru', now);
    }
    if (campaign && uses?.usageLimit != null) {
      const holds = await countVoucherHolds(tx, campaign.campaignId, now);
      if (uses.usesCount + holds >= uses.usageLimit) throw new AppError('VOUCHER_USED_UP');
    }
    const provided = free ? 'free' : method === 'bank_transfer' ? 'manual' : provider.name;
    const expiresAt = free
      ? null
      : new Date(
          now.getTime() +
            (method === 'bank_transfer'
              ? MANUAL_TRANSFER_HOURS * 60
              : ctx.config.payments.orderExpiryMinutes) *
              60_000,
        );
    const [created] = await tx
      .insert(orders)
      .values({
        code: newOrderCode(now),
        buyerId,
        productId: product.id,
        sellerId: product.sellerId,
        productName: product.name,
        basePrice: product.basePrice,
        discountAmount: product.discountAmount + (campaign?.amount ?? 0),
        amount,
        campaignId: campaign?.campaignId ?? null,
        campaignName: campaign?.name ?? null,
        voucherCode,
        paymentMethod: method,
        provider: provided,
        status: 'pending',
        expiresAt,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!created) throw new Error('order was not created');
    const event = await addEvent(tx, created.id, 'pending', 'buyer', null, now);
    if (free) await markPaid(ctx, tx, created, { actor: 'system', note: 'Produk gratis', fee: 0 });
    return { order: created, reused: false, events: [event], buyer: contacts.get(buyerId) };
  });

  if (free) return { order: await getOrderView(ctx.db, order.id), redirectUrl: successUrl(order.id) };
  if (method === 'bank_transfer') {
    return {
      order: await getOrderView(ctx.db, order.id),
      redirectUrl: `${ctx.config.publicUrl}/dashboard/orders/${order.id}`,
    };
  }
  if (reused && order.paymentUrl)
    return { order: await getOrderView(ctx.db, order.id), redirectUrl: order.paymentUrl };

  try {
    const session = await provider.createPayment({
      orderCode: order.code,
      amount: order.amount,
      method: method as OnlinePaymentMethod,
      item: { id: String(product.id), name: product.name.slice(0, 50) },
      customer: { name: buyer?.name ?? 'Pembeli', email: buyer?.email ?? '' },
      expiresAt: order.expiresAt ?? new Date(now.getTime() + 3_600_000),
      finishUrl: successUrl(order.id),
      failUrl: `${ctx.config.publicUrl}/checkout-fail?order=${order.id}`,
      notifyUrl: `${ctx.config.publicUrl}/pay/webhooks/${provider.name}`,
    });
    const [updated] = await ctx.db
      .update(orders)
      .set({ paymentUrl: session.redirectUrl, providerRef: session.providerRef, updatedAt: ctx.now() })
      .where(eq(orders.id, order.id))
      .returning();
    // A new order still pending has exactly the history written above, so the answer is built from what is
    // in hand instead of reading the order, its events, its people and its product again.
    const view =
      updated && events && updated.status === 'pending'
        ? orderView(updated, { events, buyer, sellerName: product.sellerName, product })
        : await getOrderView(ctx.db, order.id);
    return { order: view, redirectUrl: session.redirectUrl };
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(orders)
        .set({ status: 'failed', updatedAt: ctx.now() })
        .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')));
      await addEvent(tx, order.id, 'failed', 'system', 'Layanan pembayaran tidak tersedia', ctx.now());
    });
    throw new AppError('PAYMENT_UNAVAILABLE');
  }
}
