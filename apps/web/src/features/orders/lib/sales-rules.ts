import type { Order } from '@pustaka/contract';
import { METHOD_GROUPS, type MethodGroup } from './payment-methods';

export interface SalesFilter {
  /** Matches the order code, the product, the buyer's name or email and the seller. */
  q: string;
  /** A method group, or '' for every method. */
  group: MethodGroup | 'free' | '';
  /** Inclusive calendar days, yyyy-mm-dd in the viewer's time zone, or ''. */
  from: string;
  to: string;
}

export const EMPTY_SALES_FILTER: SalesFilter = { q: '', group: '', from: '', to: '' };

function localDay(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function groupOf(order: Pick<Order, 'payment_method'>): MethodGroup | 'free' {
  if (order.payment_method === 'free') return 'free';
  return METHOD_GROUPS.find((entry) => entry.methods.includes(order.payment_method))?.group ?? 'manual';
}

export function filterSales(orders: Order[], filter: SalesFilter): Order[] {
  const needle = filter.q.trim().toLowerCase();
  return orders.filter((order) => {
    if (filter.group && groupOf(order) !== filter.group) return false;
    const day = localDay(order.paid_at ?? order.created_at);
    if (filter.from && day < filter.from) return false;
    if (filter.to && day > filter.to) return false;
    if (!needle) return true;
    return [order.code, order.product.name, order.buyer.name, order.buyer.email, order.seller.name].some(
      (text) => text.toLowerCase().includes(needle),
    );
  });
}

export interface SalesTotals {
  count: number;
  revenue: number;
  discounts: number;
  buyers: number;
}

export function salesTotals(orders: Order[]): SalesTotals {
  return {
    count: orders.length,
    revenue: orders.reduce((sum, order) => sum + order.amount, 0),
    discounts: orders.reduce((sum, order) => sum + order.discount_amount, 0),
    buyers: new Set(orders.map((order) => order.buyer.id)).size,
  };
}
