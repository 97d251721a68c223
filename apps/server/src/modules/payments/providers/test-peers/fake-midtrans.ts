import { createHash, randomUUID } from 'node:crypto';
import { FakeGateway, type PeerReply, postJson, type RecordedRequest } from './http-peer.ts';

/** How the buyer paid on the Snap page: decides payment_type and the bank details Midtrans reports. */
export type MidtransChannel =
  | 'bca_va'
  | 'bni_va'
  | 'bri_va'
  | 'permata_va'
  | 'echannel'
  | 'gopay'
  | 'shopeepay'
  | 'qris'
  | 'dana'
  | 'ovo'
  | 'credit_card';

export type MidtransTransactionStatus =
  | 'pending'
  | 'capture'
  | 'settlement'
  | 'deny'
  | 'cancel'
  | 'expire'
  | 'failure'
  | 'refund'
  | 'partial_refund'
  | 'chargeback'
  | 'partial_chargeback'
  | 'authorize';

type Transaction = {
  transaction_id: string;
  transaction_status: MidtransTransactionStatus;
  fraud_status?: 'accept' | 'challenge' | 'deny';
  payment_type: string;
  transaction_time: string;
  details: Record<string, unknown>;
};

export type SnapOrder = {
  orderId: string;
  grossAmount: number;
  token: string;
  /** The Snap request as Midtrans received it. */
  request: Record<string, unknown>;
  /** From X-Override-Notification: where this order's notifications go. */
  notifyUrl?: string;
  transaction?: Transaction;
};

/** Snap's enabled_payments values (the ones the fake accepts). */
const SNAP_PAYMENTS = new Set([
  'credit_card',
  'gopay',
  'shopeepay',
  'permata_va',
  'bca_va',
  'bni_va',
  'bri_va',
  'cimb_va',
  'other_va',
  'echannel',
  'indomaret',
  'alfamart',
  'akulaku',
  'kredivo',
  'other_qris',
  'dana',
  'ovo',
]);

const STATUS_CODES: Record<MidtransTransactionStatus, string> = {
  pending: '201',
  capture: '200',
  settlement: '200',
  deny: '202',
  cancel: '202',
  expire: '407',
  failure: '202',
  refund: '200',
  partial_refund: '200',
  chargeback: '200',
  partial_chargeback: '200',
  authorize: '200',
};

const EXPIRY_START = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} [+-]\d{4}$/;
const EXPIRY_UNITS = new Set(['minute', 'minutes', 'hour', 'hours', 'day', 'days']);

function channelDetails(channel: MidtransChannel): {
  payment_type: string;
  details: Record<string, unknown>;
} {
  const va = (bank: string) => ({
    payment_type: 'bank_transfer',
    details: {
      va_numbers: [{ bank, va_number: String(Math.floor(Math.random() * 1e12)).padStart(12, '0') }],
    },
  });
  switch (channel) {
    case 'bca_va':
      return va('bca');
    case 'bni_va':
      return va('bni');
    case 'bri_va':
      return va('bri');
    case 'permata_va':
      return { payment_type: 'bank_transfer', details: { permata_va_number: '8562000000000001' } };
    case 'echannel':
      return { payment_type: 'echannel', details: { biller_code: '70012', bill_key: '511224069085' } };
    case 'qris':
      return { payment_type: 'qris', details: { issuer: 'gopay', acquirer: 'gopay' } };
    default:
      return { payment_type: channel, details: {} };
  }
}

function wibTime(date = new Date()): string {
  const wib = new Date(date.getTime() + 7 * 3600_000).toISOString();
  return `${wib.slice(0, 10)} ${wib.slice(11, 19)}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A Midtrans stand-in speaking Snap (`POST /snap/v1/transactions`) and the Core API status call
 * (`GET /v2/{order_id}/status`) on one local port, with Midtrans' error shapes, plus controls for what a
 * buyer and Midtrans would do next: choose a channel, settle, expire, refund, and send (or replay) the
 * signed HTTP notification.
 */
export class FakeMidtrans extends FakeGateway {
  readonly orders = new Map<string, SnapOrder>();

  constructor(readonly serverKey: string) {
    super({ error_messages: ['Sorry, we encountered internal server error. We will fix this soon.'] });
  }

  /** The buyer picks a channel on the Snap page: Midtrans now has a pending transaction for the order. */
  choose(orderId: string, channel: MidtransChannel): void {
    const order = this.order(orderId);
    const { payment_type, details } = channelDetails(channel);
    order.transaction = {
      transaction_id: randomUUID(),
      transaction_status: 'pending',
      payment_type,
      transaction_time: wibTime(),
      details,
    };
  }

  /** Moves the order's transaction to a status (choosing QRIS first when the buyer has not chosen yet). */
  setStatus(
    orderId: string,
    status: MidtransTransactionStatus,
    fraudStatus?: Transaction['fraud_status'],
  ): void {
    const order = this.order(orderId);
    if (!order.transaction) this.choose(orderId, 'qris');
    const transaction = order.transaction!;
    transaction.transaction_status = status;
    transaction.fraud_status = fraudStatus ?? (status === 'capture' ? 'accept' : undefined);
  }

  settle(orderId: string) {
    this.setStatus(orderId, 'settlement');
  }
  expire(orderId: string) {
    this.setStatus(orderId, 'expire');
  }
  cancel(orderId: string) {
    this.setStatus(orderId, 'cancel');
  }
  refund(orderId: string) {
    this.setStatus(orderId, 'refund');
  }

  /** The HTTP notification Midtrans would send for the order's current state, signed with the server key. */
  notificationFor(orderId: string): Record<string, unknown> {
    const order = this.order(orderId);
    if (!order.transaction)
      throw new Error(`No transaction for ${orderId}: the buyer has not chosen a channel`);
    return this.transactionBody(order, 'midtrans payment notification');
  }

  /** Posts the current notification to the order's override URL (or the given one). */
  async sendNotification(orderId: string, url?: string) {
    const body = this.notificationFor(orderId);
    const target = url ?? this.order(orderId).notifyUrl;
    if (!target) throw new Error(`No notification URL for ${orderId}`);
    return { sent: body, reply: await postJson(target, body) };
  }

  /** Posts a notification captured earlier, as Midtrans' retries can deliver an old one after a newer one. */
  replay(notification: Record<string, unknown>, url: string) {
    return postJson(url, notification);
  }

  signature(orderId: string, statusCode: string, grossAmount: string, key = this.serverKey): string {
    return createHash('sha512').update(`${orderId}${statusCode}${grossAmount}${key}`).digest('hex');
  }

  private order(orderId: string): SnapOrder {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`Midtrans has no order ${orderId}`);
    return order;
  }

  private transactionBody(order: SnapOrder, message: string): Record<string, unknown> {
    const transaction = order.transaction!;
    const statusCode = STATUS_CODES[transaction.transaction_status];
    const grossAmount = order.grossAmount.toFixed(2);
    return {
      transaction_time: transaction.transaction_time,
      transaction_status: transaction.transaction_status,
      transaction_id: transaction.transaction_id,
      status_message: message,
      status_code: statusCode,
      signature_key: this.signature(order.orderId, statusCode, grossAmount),
      payment_type: transaction.payment_type,
      order_id: order.orderId,
      merchant_id: 'G000000001',
      gross_amount: grossAmount,
      ...(transaction.fraud_status ? { fraud_status: transaction.fraud_status } : {}),
      currency: 'IDR',
      ...(transaction.transaction_status === 'settlement' ? { settlement_time: wibTime() } : {}),
      ...transaction.details,
    };
  }

  protected route(request: RecordedRequest, url: URL): PeerReply {
    if (request.method === 'POST' && url.pathname === '/snap/v1/transactions')
      return this.createSnap(request);
    const status = /^\/v2\/([^/]+)\/status$/.exec(url.pathname);
    if (request.method === 'GET' && status) return this.status(request, decodeURIComponent(status[1]!));
    return {
      status: 404,
      body: { status_code: '404', status_message: 'The requested resource is not found' },
    };
  }

  private authorised(request: RecordedRequest): boolean {
    return request.basicAuth?.username === this.serverKey && request.basicAuth.password === '';
  }

  private createSnap(request: RecordedRequest): PeerReply {
    if (!this.authorised(request)) {
      return {
        status: 401,
        body: {
          error_messages: [
            'Access denied due to unauthorized transaction, please check client or server key',
            'Visit https://snap-docs.midtrans.com/#request-headers for more details',
          ],
        },
      };
    }
    const problems = this.validateSnap(request.body);
    if (problems.length > 0) return { status: 400, body: { error_messages: problems } };
    const body = request.body as Record<string, unknown>;
    const details = body.transaction_details as { order_id: string; gross_amount: number };
    if (this.orders.has(details.order_id)) {
      return { status: 400, body: { error_messages: ['transaction_details.order_id sudah digunakan'] } };
    }
    const token = randomUUID();
    const override = request.headers['x-override-notification'];
    this.orders.set(details.order_id, {
      orderId: details.order_id,
      grossAmount: details.gross_amount,
      token,
      request: body,
      notifyUrl: typeof override === 'string' ? override.split(',')[0]!.trim() : undefined,
    });
    return {
      status: 201,
      body: { token, redirect_url: `${this.url}/snap/v4/redirection/${token}` },
    };
  }

  private validateSnap(body: unknown): string[] {
    if (!isRecord(body)) return ['Request body is not valid JSON'];
    const problems: string[] = [];
    const details = body.transaction_details;
    if (!isRecord(details)) return ['transaction_details is required'];
    if (typeof details.order_id !== 'string' || details.order_id.length === 0) {
      problems.push('transaction_details.order_id is required');
    } else if (details.order_id.length > 50 || !/^[A-Za-z0-9\-_.~]+$/.test(details.order_id)) {
      problems.push('transaction_details.order_id format is invalid');
    }
    const gross = details.gross_amount;
    if (typeof gross !== 'number' || !Number.isInteger(gross) || gross < 1) {
      problems.push('transaction_details.gross_amount must be an integer greater than or equal to 1');
    }
    if (body.item_details !== undefined) {
      if (!Array.isArray(body.item_details)) {
        problems.push('item_details must be an array');
      } else {
        let sum = 0;
        for (const [index, item] of body.item_details.entries()) {
          if (!isRecord(item) || typeof item.price !== 'number' || typeof item.quantity !== 'number') {
            problems.push(`item_details[${index}] needs price and quantity`);
            continue;
          }
          if (typeof item.name !== 'string' || item.name.length === 0 || item.name.length > 50) {
            problems.push(`item_details[${index}].name must be 1 to 50 characters`);
          }
          sum += item.price * item.quantity;
        }
        if (typeof gross === 'number' && sum !== gross) {
          problems.push('transaction_details.gross_amount is not equal to the sum of item_details');
        }
      }
    }
    if (body.enabled_payments !== undefined) {
      const payments = body.enabled_payments;
      if (!Array.isArray(payments) || payments.some((p) => typeof p !== 'string' || !SNAP_PAYMENTS.has(p))) {
        problems.push('enabled_payments contains an unknown payment type');
      }
    }
    if (body.expiry !== undefined) {
      const expiry = body.expiry;
      if (
        !isRecord(expiry) ||
        (expiry.start_time !== undefined &&
          (typeof expiry.start_time !== 'string' || !EXPIRY_START.test(expiry.start_time))) ||
        typeof expiry.unit !== 'string' ||
        !EXPIRY_UNITS.has(expiry.unit) ||
        typeof expiry.duration !== 'number' ||
        !Number.isInteger(expiry.duration) ||
        expiry.duration < 1
      ) {
        problems.push(
          'expiry must have a start_time like "2024-01-31 12:00:00 +0700", a unit and a positive duration',
        );
      }
    }
    if (body.customer_details !== undefined) {
      const customer = body.customer_details;
      if (
        !isRecord(customer) ||
        (customer.email !== undefined && !/^[^@\s]+@[^@\s]+$/.test(String(customer.email)))
      ) {
        problems.push('customer_details.email format is invalid');
      }
    }
    return problems;
  }

  private status(request: RecordedRequest, orderId: string): PeerReply {
    if (!this.authorised(request)) {
      return {
        status: 401,
        body: {
          status_code: '401',
          status_message: 'Unknown Merchant server_key/id',
          id: randomUUID(),
        },
      };
    }
    const order = this.orders.get(orderId);
    // A Snap token alone is no transaction: Midtrans only knows the order once the buyer picks a channel.
    if (!order?.transaction) {
      return {
        status: 404,
        body: { status_code: '404', status_message: "Transaction doesn't exist.", id: randomUUID() },
      };
    }
    return { status: 200, body: this.transactionBody(order, 'Success, transaction is found') };
  }
}
