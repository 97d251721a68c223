import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt } from 'drizzle-orm';
import { orderEvents, orders, ownerships, products, recommendationPurchases } from '#db/schema.ts';
import { hashPassword } from '#modules/auth/index.ts';
import { addToSalesFigures } from '#modules/catalogue/index.ts';
import { creatorShareBps, postSale } from '#modules/ledger/index.ts';
import { createUser } from '#modules/users/index.ts';
import type { AppContext } from '#platform/context.ts';

const DAY_MS = 86_400_000;
const METHODS = ['qris', 'va_bca', 'gopay', 'va_mandiri', 'ovo', 'dana', 'va_bri', 'shopeepay'] as const;

/** Buyers of the demo sales: accounts of their own (random passwords), so the demo member owns nothing. */
const DEMO_BUYERS = [
  { firstName: 'Rina', lastName: 'Wulandari' },
  { firstName: 'Andi', lastName: 'Saputra' },
  { firstName: 'Dewi', lastName: 'Anggraini' },
  { firstName: 'Fajar', lastName: 'Nugroho' },
  { firstName: 'Putri', lastName: 'Maharani' },
  { firstName: 'Yoga', lastName: 'Pratama' },
  { firstName: 'Sinta', lastName: 'Rahayu' },
];

/**
 * Three months of paid orders for the demo catalogue, most of them for the demo publisher, so the sales
 * statistics, the buyers list and the payout page show something on a first start. They are booked as the
 * payment path books a sale (order, history, ownership, ledger, sales figures), dated in the past: most
 * shares are past the holding period and can be paid out, the latest few are still held.
 */
export async function seedDemoSales(ctx: AppContext, accounts: { publisherId: number }): Promise<number> {
  const now = ctx.now().getTime();
  const onSale = await ctx.db
    .select({ id: products.id, sellerId: products.sellerId, name: products.name, price: products.price })
    .from(products)
    .where(and(eq(products.isPublished, true), gt(products.price, 0)))
    .orderBy(asc(products.id));
  if (onSale.length === 0) return 0;
  const own = onSale.filter((product) => product.sellerId === accounts.publisherId);
  const others = onSale.filter((product) => product.sellerId !== accounts.publisherId);

  const passwordHash = await hashPassword(randomBytes(18).toString('base64url'));
  const buyerIds: number[] = [];
  for (const [index, buyer] of DEMO_BUYERS.entries()) {
    buyerIds.push(
      await createUser(ctx.db, {
        email: `${buyer.firstName.toLowerCase()}.${buyer.lastName.toLowerCase()}${index}@pembeli.pustaka.test`,
        passwordHash,
        firstName: buyer.firstName,
        lastName: buyer.lastName,
        roles: ['members'],
        emailVerified: true,
      }),
    );
  }

  const owned = new Set<string>();
  let made = 0;
  for (let i = 0; i < 36; i += 1) {
    // Two of every three sales are the demo publisher's; days spread over the last 84, newest last.
    const pool = i % 3 === 2 && others.length > 0 ? others : own.length > 0 ? own : others;
    const product = pool[(i * 7 + Math.floor(i / 3)) % pool.length];
    const buyerId = buyerIds[(i * 5 + 3) % buyerIds.length];
    if (!product || buyerId === undefined || owned.has(`${buyerId}:${product.id}`)) continue;
    owned.add(`${buyerId}:${product.id}`);
    const daysAgo = 84 - Math.floor((i * 84) / 36) - (i % 2) * 0.4;
    const paidAt = new Date(now - daysAgo * DAY_MS + ((i * 3_731_000) % (10 * 3_600_000)));
    await ctx.db.transaction(async (tx) => {
      const shareBps = await creatorShareBps(tx, product.sellerId, paidAt);
      const createdAt = new Date(paidAt.getTime() - 4 * 60_000);
      const [order] = await tx
        .insert(orders)
        .values({
          code: `DEMO-${String(i + 1).padStart(4, '0')}-${randomBytes(3).toString('hex').toUpperCase()}`,
          buyerId,
          productId: product.id,
          sellerId: product.sellerId,
          productName: product.name,
          basePrice: product.price,
          discountAmount: 0,
          amount: product.price,
          paymentMethod: METHODS[i % METHODS.length] as string,
          provider: 'sandbox',
          status: 'paid',
          paidAt,
          creatorShareBps: shareBps,
          createdAt,
          updatedAt: paidAt,
        })
        .returning({ id: orders.id });
      if (!order) throw new Error('demo order insert returned nothing');
      await tx.insert(orderEvents).values([
        { orderId: order.id, status: 'pending', actor: 'buyer', createdAt },
        { orderId: order.id, status: 'paid', actor: 'gateway', createdAt: paidAt },
      ]);
      await tx
        .insert(ownerships)
        .values({ userId: buyerId, productId: product.id, orderId: order.id, acquiredAt: paidAt });
      // What the sale's ownership hook records for the recommender ("sering dibeli bersama").
      await tx
        .insert(recommendationPurchases)
        .values({ userId: buyerId, productId: product.id, acquiredAt: paidAt });
      await postSale(tx, {
        orderId: order.id,
        sellerId: product.sellerId,
        amount: product.price,
        creatorShareBps: shareBps,
        gatewayFee: 0,
        paidAt,
      });
      await addToSalesFigures(tx, product.id, 1, product.price);
    });
    made += 1;
  }
  return made;
}
