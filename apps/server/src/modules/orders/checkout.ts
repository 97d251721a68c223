import { randomBytes } from 'node:crypto';
import {
  type AdminSalesPage,
  type AdminSalesQuery,
  type CheckoutInput,
  type CheckoutQuote,
  MANUAL_TRANSFER_ACCOUNT,
  ONLINE_PAYMENT_METHODS,
  type OnlinePaymentMethod,
  type Order,
  type OrderListQuery,
  type OrderStatus,
  type PaymentMethod,
  SALES_METHOD_GROUP_METHODS,
} from '@pustaka/contract';
import {
  and,
  count,
  countDistinct,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { OutgoingMail } from '../../platform/mail/mailer.ts';
import type { PaymentProvider, ProviderStatus } from '../../platform/payments/payment-provider.ts';
import { ProviderUnavailableError } from '../../platform/payments/payment-provider.ts';
import {
  type CampaignDiscount,
  findBestRunningDiscount,
  findVoucherDiscount,
  lockVoucherUses,
  recordVoucherUse,
} from '../campaigns/index.ts';
import { addToSalesFigures, findSaleableProduct } from '../catalogue/index.ts';
import { creatorCut, creatorShareBps, postRefund, postSale } from '../ledger/index.ts';
import { findUserContacts, userMatches } from '../users/index.ts';
import { creatorSaleMail, orderReceiptMail, orderRejectedMail } from './mails.ts';
import { type OrderRow, orderView, toOrders } from './order-view.ts';
import { escapeLike } from './publisher-sales.ts';
import { orderEvents, orders, ownerships } from './tables.ts';

type Actor = 'buyer' | 'gateway' | 'admin' | 'system';
const OPEN_STATUSES: OrderStatus[] = ['pending', 'awaiting_review'];
/** A buyer has two days to transfer and upload a proof. */
const MANUAL_TRANSFER_HOURS = 48;

/** Order codes are what providers and buyers see: short, unambiguous, unguessable. */
function newOrderCode(now: Date): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const suffix = [...randomBytes(8)].map((byte) => alphabet[byte % alphabet.length]).join('');
  const day = now.toISOString().slice(2, 10).replaceAll('-', '');
  return `PST-${day}-${suffix}`;
}

async function addEvent(
  tx: DbOrTx,
  orderId: number,
  status: OrderStatus,
  actor: Actor,
  note: string | null,
  at: Date,
) {
  const [event] = await tx
    .insert(orderEvents)
    .values({ orderId, status, actor, note, createdAt: at })
    .returning();
  if (!event) throw new Error('order event was not recorded');
  return event;
}

export async function getOrderRow(db: DbOrTx, id: number): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

async function lockOrder(tx: DbOrTx, where: SQL): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(where).for('update');
  return row;
}

export async function findOpenOrder(db: DbOrTx, buyerId: number, productId: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.buyerId, buyerId),
        eq(orders.productId, productId),
        inArray(orders.status, OPEN_STATUSES),
      ),
    );
  return row;
}

export async function findOwnership(db: DbOrTx, userId: number, productId: number) {
  const [row] = await db
    .select({
      orderId: ownerships.orderId,
      orderCode: orders.code,
      downloadCount: ownerships.downloadCount,
      acquiredAt: ownerships.acquiredAt,
    })
    .from(ownerships)
    .innerJoin(orders, eq(orders.id, ownerships.orderId))
    .where(and(eq(ownerships.userId, userId), eq(ownerships.productId, productId)));
  return row;
}

/** Counts one download against the limit, atomically; at the limit nothing changes and the caller is told so. */
export async function countDownload(
  db: DbOrTx,
  userId: number,
  productId: number,
  limit: number,
): Promise<number> {
  const [row] = await db
    .update(ownerships)
    .set({ downloadCount: sql`${ownerships.downloadCount} + 1` })
    .where(
      and(
        eq(ownerships.userId, userId),
        eq(ownerships.productId, productId),
        lt(ownerships.downloadCount, limit),
      ),
    )
    .returning({ count: ownerships.downloadCount });
  if (row) return row.count;
  const owned = await findOwnership(db, userId, productId);
  if (!owned) throw new AppError('FORBIDDEN');
  throw new AppError('DOWNLOAD_LIMIT_REACHED', { details: { limit } });
}

// Checkout -----------------------------------------------------------------------------------------

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

  const { order, reused, events } = await ctx.db.transaction(async (tx) => {
    // Checkouts with the same code queue here, so each counts the uses the one before it took.
    const uses = voucherCode && campaign ? await lockVoucherUses(tx, campaign.campaignId) : undefined;
    if (voucherCode && !uses) throw new AppError('VOUCHER_NOT_FOUND');
    // Both go to the server together: one round trip instead of two.
    const [owned, open] = await Promise.all([
      findOwnership(tx, buyerId, product.id),
      findOpenOrder(tx, buyerId, product.id),
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
        return { order: open, reused: true, events: undefined };
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
    return { order: created, reused: false, events: [event] };
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

  const buyer = (await findUserContacts(ctx.db, [buyerId])).get(buyerId);
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

/**
 * The one way an order becomes paid: ownership, ledger and sales figures change with it in the same
 * transaction. The caller holds the order's row lock.
 *
 * Statements that do not need each other's answers go to the server together (one round trip per group):
 * the order is paid while the connection, and the order's row lock, are held, so each wait counts twice.
 * Each group touches at most one row other transactions may want (the ownership key, the campaign, the
 * product's figures), and the groups run in this order, so locks are still taken in one order.
 */
async function markPaid(
  ctx: AppContext,
  tx: DbOrTx,
  order: OrderRow,
  how: { actor: Actor; note: string | null; fee: number; method?: PaymentMethod },
): Promise<OutgoingMail[]> {
  const now = ctx.now();
  const [share, people] = await Promise.all([
    creatorShareBps(tx, order.sellerId, now),
    order.amount === 0 ? undefined : findUserContacts(tx, [order.buyerId, order.sellerId]),
  ]);
  const fee = Math.min(Math.max(how.fee, 0), order.amount);
  const [, granted] = await Promise.all([
    tx
      .update(orders)
      .set({
        status: 'paid',
        paidAt: now,
        creatorShareBps: share,
        gatewayFee: fee,
        updatedAt: now,
        ...(how.method ? { paymentMethod: how.method } : {}),
      })
      .where(eq(orders.id, order.id)),
    tx
      .insert(ownerships)
      .values({ userId: order.buyerId, productId: order.productId, orderId: order.id, acquiredAt: now })
      .onConflictDoNothing()
      .returning({ orderId: ownerships.orderId }),
  ]);
  // Paid twice for one product (two payments raced): the money is kept and shown to admins to refund.
  const notes = [granted.length > 0 ? how.note : 'Pembeli sudah memiliki produk ini: kembalikan dana'];
  const use =
    order.voucherCode && order.campaignId ? await recordVoucherUse(tx, order.campaignId) : undefined;
  // A late payment for an order whose hold had lapsed is honoured even past the limit, and said so here.
  if (use?.usageLimit != null && use.usesCount > use.usageLimit) {
    notes.push(`Voucher ${order.voucherCode} melewati batas pemakaian (${use.usesCount}/${use.usageLimit})`);
  }
  const note = notes.filter((part) => part).join(' · ') || null;
  await Promise.all([
    addEvent(tx, order.id, 'paid', how.actor, note, now),
    postSale(tx, {
      orderId: order.id,
      sellerId: order.sellerId,
      amount: order.amount,
      creatorShareBps: share,
      gatewayFee: fee,
      paidAt: now,
    }),
    addToSalesFigures(tx, order.productId, 1, order.amount),
  ]);
  if (!people) return [];
  const buyer = people.get(order.buyerId);
  const creator = people.get(order.sellerId);
  const sold = { ...order, paidAt: now };
  return [
    ...(buyer ? [{ to: buyer.email, ...orderReceiptMail(buyer, sold, ctx.config.publicUrl) }] : []),
    ...(creator
      ? [
          {
            to: creator.email,
            ...creatorSaleMail(creator, sold, creatorCut(order.amount, share), ctx.config.publicUrl),
          },
        ]
      : []),
  ];
}

/** Mail goes out after the commit: never for a change that rolled back, and never holding the row lock. */
async function sendAfterCommit(ctx: AppContext, mail: OutgoingMail | OutgoingMail[] | undefined) {
  for (const one of [mail ?? []].flat()) await ctx.mailer.send(one);
}

/**
 * A job queued with every refund, in its transaction: what the order left behind outside the database (the
 * buyer's stamped copies, which carry their name and email) is removed by the module that made it.
 */
export const ORDER_REFUNDED_JOB = 'orders.refunded';

/** Money goes back and access is withdrawn; the ledger entries of the sale are reversed. */
async function markRefunded(ctx: AppContext, tx: DbOrTx, order: OrderRow, actor: Actor, note: string | null) {
  const now = ctx.now();
  await tx.update(orders).set({ status: 'refunded', updatedAt: now }).where(eq(orders.id, order.id));
  await tx.delete(ownerships).where(eq(ownerships.orderId, order.id));
  await addEvent(tx, order.id, 'refunded', actor, note, now);
  await postRefund(tx, order.id, now);
  await addToSalesFigures(tx, order.productId, -1, -order.amount);
  await ctx.jobs.enqueue(
    tx,
    ORDER_REFUNDED_JOB,
    { orderId: order.id },
    { uniqueKey: `${ORDER_REFUNDED_JOB}:${order.id}` },
  );
}

/**
 * Applies what a provider says about an order. Idempotent: the same news twice changes nothing, stale
 * news (pending after paid) changes nothing, and an amount that differs from the order is refused.
 */
export async function applyProviderStatus(
  ctx: AppContext,
  status: ProviderStatus,
  actor: 'gateway' | 'system',
): Promise<string> {
  let receipt: OutgoingMail[] = [];
  const outcome = await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, eq(orders.code, status.orderCode));
    if (!order) return 'unknown_order';
    if (order.provider !== 'sandbox' && order.provider !== 'midtrans' && order.provider !== 'xendit')
      return 'not_a_gateway_order';
    const now = ctx.now();
    switch (status.state) {
      case 'paid': {
        if (order.status === 'paid' || order.status === 'refunded') return 'duplicate';
        if (status.amount !== order.amount) {
          await addEvent(
            tx,
            order.id,
            order.status as OrderStatus,
            'system',
            `Jumlah dari gateway (${status.amount}) berbeda dari pesanan`,
            now,
          );
          return 'amount_mismatch';
        }
        // A late payment for an expired or cancelled order still counts: the buyer's money was taken.
        receipt = await markPaid(ctx, tx, order, {
          actor,
          note: `Dibayar lewat ${status.method ?? order.paymentMethod} (${status.rawStatus})`,
          fee: status.fee ?? 0,
          method: status.method,
        });
        return 'paid';
      }
      case 'refunded': {
        if (order.status !== 'paid') return 'ignored';
        await markRefunded(ctx, tx, order, actor, `Dana dikembalikan oleh gateway (${status.rawStatus})`);
        return 'refunded';
      }
      case 'failed':
      case 'expired': {
        if (order.status !== 'pending') return 'ignored';
        await tx.update(orders).set({ status: status.state, updatedAt: now }).where(eq(orders.id, order.id));
        await addEvent(tx, order.id, status.state, actor, status.rawStatus, now);
        return status.state;
      }
      default:
        return 'ignored';
    }
  });
  await sendAfterCommit(ctx, receipt);
  return outcome;
}

// Buyer's orders ------------------------------------------------------------------------------------

export async function getOrderView(db: DbOrTx, id: number): Promise<Order> {
  const [view] = await toOrders(db, [await getOrderRow(db, id)]);
  if (!view) throw new AppError('NOT_FOUND');
  return view;
}

export async function listOrders(
  db: DbOrTx,
  filter: { buyerId?: number; sellerId?: number; statuses?: OrderStatus[] },
  query: Pick<OrderListQuery, 'page' | 'pageSize'>,
) {
  const conditions = [
    filter.buyerId === undefined ? undefined : eq(orders.buyerId, filter.buyerId),
    filter.sellerId === undefined ? undefined : eq(orders.sellerId, filter.sellerId),
    filter.statuses ? inArray(orders.status, filter.statuses) : undefined,
  ].filter((c) => c !== undefined);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(orders).where(where),
  ]);
  return {
    items: await toOrders(db, rows),
    page: query.page,
    pageSize: query.pageSize,
    total: total?.value ?? 0,
  };
}

export async function cancelOrder(ctx: AppContext, buyerId: number, id: number): Promise<Order> {
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, eq(orders.id, id));
    if (!order || order.buyerId !== buyerId) throw new AppError('NOT_FOUND');
    if (order.status !== 'pending') throw new AppError('ORDER_STATE_CONFLICT');
    await tx.update(orders).set({ status: 'cancelled', updatedAt: ctx.now() }).where(eq(orders.id, id));
    await addEvent(tx, id, 'cancelled', 'buyer', null, ctx.now());
  });
  return getOrderView(ctx.db, id);
}

/** Stores a bank-transfer proof and puts the order in the admins' queue. */
export async function attachTransferProof(
  ctx: AppContext,
  buyerId: number,
  id: number,
  proof: { body: Buffer; contentType: string; ext: string },
): Promise<Order> {
  const key = `proofs/${id}-${randomBytes(8).toString('hex')}.${proof.ext}`;
  await ctx.storage.put(key, proof.body, proof.contentType);
  let previous: string | null = null;
  try {
    await ctx.db.transaction(async (tx) => {
      const order = await lockOrder(tx, eq(orders.id, id));
      if (!order || order.buyerId !== buyerId) throw new AppError('NOT_FOUND');
      if (order.provider !== 'manual' || !OPEN_STATUSES.includes(order.status as OrderStatus)) {
        throw new AppError('ORDER_STATE_CONFLICT');
      }
      previous = order.proofKey;
      const now = ctx.now();
      await tx
        .update(orders)
        .set({ status: 'awaiting_review', proofKey: key, proofUploadedAt: now, updatedAt: now })
        .where(eq(orders.id, id));
      await addEvent(tx, id, 'awaiting_review', 'buyer', previous ? 'Bukti transfer diganti' : null, now);
    });
  } catch (error) {
    await ctx.storage.delete(key);
    throw error;
  }
  if (previous) await ctx.storage.delete(previous);
  return getOrderView(ctx.db, id);
}

// Admin -------------------------------------------------------------------------------------------

export async function approveTransfer(
  ctx: AppContext,
  adminId: number,
  id: number,
  note: string | undefined,
) {
  const receipt = await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, eq(orders.id, id));
    if (!order) throw new AppError('NOT_FOUND');
    if (order.provider !== 'manual' || !OPEN_STATUSES.includes(order.status as OrderStatus)) {
      throw new AppError('ORDER_STATE_CONFLICT');
    }
    await tx
      .update(orders)
      .set({ reviewedBy: adminId, reviewNote: note ?? null })
      .where(eq(orders.id, id));
    return markPaid(ctx, tx, order, { actor: 'admin', note: note ?? 'Transfer diverifikasi admin', fee: 0 });
  });
  await sendAfterCommit(ctx, receipt);
  return getOrderView(ctx.db, id);
}

export async function rejectTransfer(ctx: AppContext, adminId: number, id: number, note: string) {
  const notice = await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, eq(orders.id, id));
    if (!order) throw new AppError('NOT_FOUND');
    if (order.provider !== 'manual' || !OPEN_STATUSES.includes(order.status as OrderStatus)) {
      throw new AppError('ORDER_STATE_CONFLICT');
    }
    const now = ctx.now();
    await tx
      .update(orders)
      .set({ status: 'rejected', reviewNote: note, reviewedBy: adminId, updatedAt: now })
      .where(eq(orders.id, id));
    await addEvent(tx, id, 'rejected', 'admin', note, now);
    const buyer = (await findUserContacts(tx, [order.buyerId])).get(order.buyerId);
    return buyer && { to: buyer.email, ...orderRejectedMail(buyer, order, note, ctx.config.publicUrl) };
  });
  await sendAfterCommit(ctx, notice);
  return getOrderView(ctx.db, id);
}

/**
 * Deletes an order. Without force only orders that moved no money go; with force a paid order is
 * refunded and its access withdrawn, and the row stays as refunded because the ledger points at it.
 */
export async function deleteOrder(
  ctx: AppContext,
  id: number,
  force: boolean,
): Promise<{ deleted: boolean; refunded: boolean }> {
  let proofKey: string | null = null;
  const result = await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, eq(orders.id, id));
    if (!order) throw new AppError('NOT_FOUND');
    if (order.status === 'paid') {
      if (!force) throw new AppError('ORDER_HAS_PAYMENT');
      await markRefunded(ctx, tx, order, 'admin', 'Dihapus paksa oleh admin: dana dikembalikan');
      return { deleted: false, refunded: true };
    }
    if (order.status === 'refunded') {
      if (!force) throw new AppError('ORDER_HAS_PAYMENT');
      return { deleted: false, refunded: false };
    }
    proofKey = order.proofKey;
    await tx.delete(orders).where(eq(orders.id, id));
    return { deleted: true, refunded: false };
  });
  if (proofKey) await ctx.storage.delete(proofKey);
  return result;
}

// Library -----------------------------------------------------------------------------------------

export async function listOwned(db: DbOrTx, userId: number, query: { page: number; pageSize: number }) {
  const where = eq(ownerships.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(ownerships)
      .where(where)
      .orderBy(desc(ownerships.acquiredAt), desc(ownerships.orderId))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(ownerships).where(where),
  ]);
  const products = await Promise.all(rows.map((row) => findSaleableProduct(db, row.productId)));
  const items = rows.flatMap((row, index) => {
    const product = products[index];
    if (!product) return [];
    return [
      {
        product_id: row.productId,
        order_id: row.orderId,
        name: product.name,
        product_format: product.format,
        image_url: product.imageUrl,
        seller_name: product.sellerName,
        downloadable: product.downloadable,
        acquired_at: row.acquiredAt.toISOString(),
      },
    ];
  });
  return { items, page: query.page, pageSize: query.pageSize, total: total?.value ?? 0 };
}

/** Asia/Jakarta is UTC+7 all year (no daylight saving): a local day starts at 17:00 UTC the day before. */
function jakartaDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+07:00`);
}

/** The paid orders the admin's sales filters match; days are inclusive, on the moment of payment. */
export function salesWhere(filter: Pick<AdminSalesQuery, 'q' | 'method' | 'from' | 'to'>): SQL | undefined {
  const pattern = filter.q ? `%${escapeLike(filter.q)}%` : undefined;
  return and(
    eq(orders.status, 'paid'),
    filter.q && pattern
      ? or(
          ilike(orders.code, pattern),
          ilike(orders.productName, pattern),
          userMatches(orders.buyerId, filter.q),
          userMatches(orders.sellerId, filter.q),
        )
      : undefined,
    filter.method ? inArray(orders.paymentMethod, [...SALES_METHOD_GROUP_METHODS[filter.method]]) : undefined,
    filter.from ? gte(orders.paidAt, jakartaDayStart(filter.from)) : undefined,
    filter.to ? lt(orders.paidAt, new Date(jakartaDayStart(filter.to).getTime() + 86_400_000)) : undefined,
  );
}

/** Paid orders, latest payment first, with the revenue, count and distinct buyers of all that match. */
export async function listSales(db: DbOrTx, query: AdminSalesQuery): Promise<AdminSalesPage> {
  const where = salesWhere(query);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.paidAt), desc(orders.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({
        revenue: sql<string>`coalesce(sum(${orders.amount}), 0)`,
        sales: count(),
        buyers: countDistinct(orders.buyerId),
      })
      .from(orders)
      .where(where),
  ]);
  const sales = totals?.sales ?? 0;
  return {
    items: await toOrders(db, rows),
    page: query.page,
    pageSize: query.pageSize,
    total: sales,
    totals: { revenue: Number(totals?.revenue ?? 0), sales, buyers: totals?.buyers ?? 0 },
  };
}
