import {
  isSafeReturnPath,
  type Order,
  type OrderStatus,
  type ProductFormat,
  safeReturnPath,
} from '@pustaka/contract';
import { pendingPollInterval } from '@/lib/payment-polling';

type Tone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger' | 'info';

export const STATUS_TONES: Record<OrderStatus, Tone> = {
  pending: 'warning',
  awaiting_review: 'info',
  paid: 'success',
  failed: 'danger',
  expired: 'neutral',
  cancelled: 'neutral',
  rejected: 'danger',
  refunded: 'neutral',
};

/** Nothing more will happen to the order by itself. */
export function isSettled(status: OrderStatus): boolean {
  return status !== 'pending' && status !== 'awaiting_review';
}

/** How often the success page asks again, in ms, or false once the answer cannot change by waiting. */
export function successPollInterval(
  order: Pick<Order, 'status'> | undefined,
  elapsedMs: number,
): number | false {
  return pendingPollInterval(order?.status === 'pending', elapsedMs);
}

/** A pending order paid by bank transfer waits for the buyer's proof; a rejected proof may be sent again. */
export function canUploadProof(order: Pick<Order, 'status' | 'payment_method'>): boolean {
  return order.payment_method === 'bank_transfer' && order.status === 'pending';
}

/** Where an owned product opens: the viewer for its format. */
export function viewerPath(productId: number, format: ProductFormat): string {
  switch (format) {
    case 'MP3':
      return `/dashboard/audio-player/${productId}`;
    case 'CRS':
      return `/dashboard/courses/${productId}`;
    case 'PPT':
      return `/dashboard/slide/${productId}`;
    default:
      return `/dashboard/content/${productId}`;
  }
}

/** An order id from a query string (`?order=12`), or null. */
export function orderIdFrom(value: string | null): number | null {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * Where the browser goes after checking out: the app's own pages (the success page of a free product, the
 * order view of a bank transfer) through the router, anything else (the gateway's payment page, here or at a
 * provider) as a full navigation. The server names its pages by absolute address.
 */
export function redirectTarget(url: string, origin: string): { internal: boolean; to: string } {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return { internal: false, to: url };
  }
  const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  // Only a path the router cannot read as another site's address is followed inside the app.
  const internal =
    parsed.origin === origin &&
    !/^\/(pay|api|dev)(\/|$)/.test(parsed.pathname) &&
    !url.startsWith('//') &&
    isSafeReturnPath(path);
  return internal ? { internal, to: safeReturnPath(path) } : { internal, to: url };
}
