import type { Order, OrderEvent, PaymentMethod, PaymentProviderName } from '@pustaka/contract';
import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { findSaleableProduct, type SaleableProduct } from '#modules/catalogue/index.ts';
import { findUserContacts } from '#modules/users/index.ts';
import { orderEvents, type orders } from './tables.ts';

export type OrderRow = typeof orders.$inferSelect;

type EventRow = typeof orderEvents.$inferSelect;

/** What an order's view needs besides its row: its history, the people on it and the product. */
export type OrderViewParts = {
  events: EventRow[];
  buyer: { name: string; email: string } | undefined;
  sellerName: string | undefined;
  product: Pick<SaleableProduct, 'format' | 'imageUrl'> | undefined;
};

/** One order as the API shows it, from parts the caller already has (checkout has them all in hand). */
export function orderView(row: OrderRow, parts: OrderViewParts): Order {
  const { buyer, product } = parts;
  return {
    id: row.id,
    code: row.code,
    status: row.status as Order['status'],
    product: {
      id: row.productId,
      name: row.productName,
      product_format: product?.format ?? 'PDF',
      image_url: product?.imageUrl ?? null,
    },
    buyer: { id: row.buyerId, name: buyer?.name ?? 'User', email: buyer?.email ?? '' },
    seller: { id: row.sellerId, name: parts.sellerName ?? 'Unknown Creator' },
    base_price: row.basePrice,
    discount_amount: row.discountAmount,
    amount: row.amount,
    campaign_name: row.campaignName,
    payment_method: row.paymentMethod as PaymentMethod,
    provider: row.provider as PaymentProviderName,
    payment_url: row.status === 'pending' ? row.paymentUrl : null,
    has_proof: row.proofKey !== null,
    review_note: row.reviewNote,
    expires_at: row.expiresAt?.toISOString() ?? null,
    paid_at: row.paidAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    events: parts.events.map((event) => ({
      status: event.status as OrderEvent['status'],
      note: event.note,
      actor: event.actor as OrderEvent['actor'],
      at: event.createdAt.toISOString(),
    })),
  };
}

/** Orders as the API shows them, with product, people and history, in a fixed number of queries. */
export async function toOrders(db: DbOrTx, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [events, people, productList] = await Promise.all([
    db.select().from(orderEvents).where(inArray(orderEvents.orderId, ids)).orderBy(asc(orderEvents.id)),
    findUserContacts(db, [...rows.map((row) => row.buyerId), ...rows.map((row) => row.sellerId)]),
    Promise.all([...new Set(rows.map((row) => row.productId))].map((id) => findSaleableProduct(db, id))),
  ]);
  const productsById = new Map(productList.filter((p) => p !== undefined).map((p) => [p.id, p]));
  const eventsByOrder = new Map<number, EventRow[]>();
  for (const event of events) {
    const list = eventsByOrder.get(event.orderId) ?? [];
    list.push(event);
    eventsByOrder.set(event.orderId, list);
  }
  return rows.map((row) =>
    orderView(row, {
      events: eventsByOrder.get(row.id) ?? [],
      buyer: people.get(row.buyerId),
      sellerName: people.get(row.sellerId)?.name,
      product: productsById.get(row.productId),
    }),
  );
}

/**
 * An order as someone other than its buyer sees it: the payment address is the buyer's alone (with it the
 * gateway's page acts for the buyer), so the seller and admins see the order without it.
 */
export function seenBy(order: Order, userId: number): Order {
  return order.buyer.id === userId ? order : { ...order, payment_url: null };
}
