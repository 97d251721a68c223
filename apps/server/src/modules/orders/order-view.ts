import type { Order, OrderEvent, PaymentMethod, PaymentProviderName } from '@pustaka/contract';
import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { findSaleableProduct } from '../catalogue/index.ts';
import { findUserContacts } from '../users/index.ts';
import { orderEvents, type orders } from './tables.ts';

export type OrderRow = typeof orders.$inferSelect;

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
  const eventsByOrder = new Map<number, OrderEvent[]>();
  for (const event of events) {
    const list = eventsByOrder.get(event.orderId) ?? [];
    list.push({
      status: event.status as OrderEvent['status'],
      note: event.note,
      actor: event.actor as OrderEvent['actor'],
      at: event.createdAt.toISOString(),
    });
    eventsByOrder.set(event.orderId, list);
  }
  return rows.map((row) => {
    const product = productsById.get(row.productId);
    const buyer = people.get(row.buyerId);
    const seller = people.get(row.sellerId);
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
      seller: { id: row.sellerId, name: seller?.name ?? 'Unknown Creator' },
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
      events: eventsByOrder.get(row.id) ?? [],
    };
  });
}

/**
 * An order as someone other than its buyer sees it: the payment address is the buyer's alone (with it the
 * gateway's page acts for the buyer), so the seller and admins see the order without it.
 */
export function seenBy(order: Order, userId: number): Order {
  return order.buyer.id === userId ? order : { ...order, payment_url: null };
}
