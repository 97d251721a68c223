import { randomUUID } from 'node:crypto';
import type { PaymentMethod } from '@pustaka/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders, ownerships, products } from '#db/schema.ts';
import { creatorShareBps, postRefund, postSale } from '#modules/ledger/index.ts';
import type { AppContext } from '#platform/context.ts';
import { createAdmin, createPublisher, createUser } from './factories.ts';

let sequence = 0;

/** A product on sale, written straight to the table (no files or review): what sales suites sell. */
export async function createSaleProduct(
  ctx: AppContext,
  options: { sellerId: number; name?: string; price?: number; format?: 'PDF' | 'MP3' | 'CRS' | 'PPT' },
): Promise<{ id: number; sellerId: number; name: string; price: number }> {
  sequence += 1;
  const name = options.name ?? `Produk Terjual ${sequence}`;
  const price = options.price ?? 100_000;
  const [row] = await ctx.db
    .insert(products)
    .values({
      sellerId: options.sellerId,
      name,
      slug: `produk-terjual-${sequence}-${randomUUID().slice(0, 8)}`,
      format: options.format ?? 'PDF',
      basePrice: price,
      status: 'approved',
      isPublished: true,
      publishedAt: ctx.now(),
    })
    .returning({ id: products.id });
  if (!row) throw new Error('product insert returned nothing');
  return { id: row.id, sellerId: options.sellerId, name, price };
}

/**
 * A paid order as the payment path leaves it, in one transaction: the order row (status paid, the share
 * at the time of sale), the buyer's ownership and the sale in the ledger.
 */
export async function createPaidOrder(
  ctx: AppContext,
  options: {
    buyer: { id: number };
    product: { id: number };
    amount?: number;
    paidAt?: Date;
    shareBps?: number;
    gatewayFee?: number;
    /** qris unless given; the provider follows from it (free, manual for bank_transfer, else sandbox). */
    paymentMethod?: PaymentMethod;
  },
): Promise<{ id: number; code: string; sellerId: number; amount: number; shareBps: number; paidAt: Date }> {
  sequence += 1;
  const paidAt = options.paidAt ?? ctx.now();
  const paymentMethod = options.paymentMethod ?? 'qris';
  const provider =
    paymentMethod === 'free' ? 'free' : paymentMethod === 'bank_transfer' ? 'manual' : 'sandbox';
  return ctx.db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id, sellerId: products.sellerId, name: products.name, price: products.price })
      .from(products)
      .where(eq(products.id, options.product.id));
    if (!product) throw new Error(`no product ${options.product.id}`);
    const amount = options.amount ?? product.price;
    const shareBps = options.shareBps ?? (await creatorShareBps(tx, product.sellerId, paidAt));
    const code = `UJI-${sequence}-${randomUUID().slice(0, 8)}`;
    const [order] = await tx
      .insert(orders)
      .values({
        code,
        buyerId: options.buyer.id,
        productId: product.id,
        sellerId: product.sellerId,
        productName: product.name,
        basePrice: amount,
        discountAmount: 0,
        amount,
        paymentMethod,
        provider,
        status: 'paid',
        paidAt,
        creatorShareBps: shareBps,
        gatewayFee: options.gatewayFee ?? 0,
        createdAt: paidAt,
        updatedAt: paidAt,
      })
      .returning({ id: orders.id });
    if (!order) throw new Error('order insert returned nothing');
    await tx
      .insert(ownerships)
      .values({ userId: options.buyer.id, productId: product.id, orderId: order.id, acquiredAt: paidAt })
      .onConflictDoNothing();
    await postSale(tx, {
      orderId: order.id,
      sellerId: product.sellerId,
      amount,
      creatorShareBps: shareBps,
      gatewayFee: options.gatewayFee ?? 0,
      paidAt,
    });
    return { id: order.id, code, sellerId: product.sellerId, amount, shareBps, paidAt };
  });
}

/** A paid order refunded: status, access withdrawn, the sale reversed in the ledger. */
export async function refundPaidOrder(ctx: AppContext, orderId: number, at: Date = ctx.now()): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx.update(orders).set({ status: 'refunded', updatedAt: at }).where(eq(orders.id, orderId));
    await tx.delete(ownerships).where(eq(ownerships.orderId, orderId));
    await postRefund(tx, orderId, at);
  });
}

/**
 * The people of the sales-report suites: an admin, the creator Rina and another creator, and three buyers
 * (the last two named as the suite asks, to test search or CSV escaping with their names).
 */
export async function createSalesCast(
  t: { app: FastifyInstance; ctx: AppContext },
  buyerNames: { second: string; third: string } = { second: 'Siti', third: 'Budi' },
) {
  const [admin, rina, other, member, second, third] = await Promise.all([
    createAdmin(t.app, t.ctx),
    createUser(t.app, t.ctx, { roles: ['publisher', 'members'], firstName: 'Rina' }),
    createPublisher(t.app, t.ctx),
    createUser(t.app, t.ctx),
    createUser(t.app, t.ctx, { firstName: buyerNames.second }),
    createUser(t.app, t.ctx, { firstName: buyerNames.third }),
  ]);
  return { admin, rina, other, member, siti: second, budi: third };
}

/** Paid orders named by letter: `paid('A', ...)` pays one and `code.A` is its order code. */
export function letteredOrders(ctx: AppContext) {
  const code: Record<string, string> = {};
  const paid = async (
    letter: string,
    buyer: { id: number },
    product: { id: number },
    at: string,
    paymentMethod: PaymentMethod,
    shareBps?: number,
  ) => {
    const order = await createPaidOrder(ctx, {
      buyer,
      product,
      paidAt: new Date(at),
      paymentMethod,
      shareBps,
    });
    code[letter] = order.code;
    return order;
  };
  return { code, paid };
}
