import { createHash } from 'node:crypto';
import type { OnlinePaymentMethod } from '@pustaka/contract';
import type { Config } from '#app/config.ts';
import {
  type IncomingNotification,
  NotificationRejectedError,
  type PaymentProvider,
  type PaymentRequest,
  type PaymentSession,
  type PaymentState,
  type ProviderStatus,
  ProviderUnavailableError,
  type VerifiedNotification,
} from './payment-provider.ts';
import {
  callProvider,
  DEFAULT_PROVIDER_TIMEOUT_MS,
  isRecord,
  type ProviderHttpOptions,
  type ProviderResponse,
  sameSecret,
  text,
} from './provider-http.ts';

export type MidtransConfig = NonNullable<Config['payments']['midtrans']>;

/**
 * Snap's enabled_payments for each of our methods. QRIS goes through "other_qris" (any QRIS app pays it;
 * the account needs that channel activated). OVO and DANA are Snap channels of their own, but not every
 * account has them, so QRIS (which both wallets' apps pay) is offered beside them.
 */
export const SNAP_PAYMENTS: Record<OnlinePaymentMethod, readonly string[]> = {
  qris: ['other_qris'],
  va_bca: ['bca_va'],
  va_bni: ['bni_va'],
  va_bri: ['bri_va'],
  va_mandiri: ['echannel'],
  gopay: ['gopay'],
  shopeepay: ['shopeepay'],
  ovo: ['ovo', 'other_qris'],
  dana: ['dana', 'other_qris'],
};

const VA_BANKS: Record<string, OnlinePaymentMethod> = { bca: 'va_bca', bni: 'va_bni', bri: 'va_bri' };
const WALLETS: Record<string, OnlinePaymentMethod> = {
  echannel: 'va_mandiri',
  gopay: 'gopay',
  shopeepay: 'shopeepay',
  qris: 'qris',
  dana: 'dana',
  ovo: 'ovo',
};

type MidtransTransaction = {
  order_id: string;
  transaction_id?: string;
  transaction_status: string;
  fraud_status?: string;
  gross_amount: string;
  payment_type?: string;
  va_numbers?: { bank?: string }[];
};

/** Midtrans' transaction_status (and fraud_status for card captures) as the order sees it. */
export function midtransState(transactionStatus: string, fraudStatus?: string): PaymentState {
  switch (transactionStatus) {
    case 'capture':
      if (fraudStatus === 'challenge') return 'pending';
      if (fraudStatus === 'deny') return 'failed';
      return 'paid';
    case 'settlement':
      return 'paid';
    case 'deny':
    case 'cancel':
    case 'failure':
      return 'failed';
    case 'expire':
      return 'expired';
    case 'refund':
    case 'partial_refund':
    case 'chargeback':
    case 'partial_chargeback':
      return 'refunded';
    default:
      // pending, authorize (a card held but not captured) and any status Midtrans adds later: nothing moves.
      return 'pending';
  }
}

function methodOf(transaction: MidtransTransaction): OnlinePaymentMethod | undefined {
  if (transaction.payment_type === 'bank_transfer') {
    const bank = transaction.va_numbers?.[0]?.bank;
    return bank ? VA_BANKS[bank] : undefined;
  }
  return transaction.payment_type ? WALLETS[transaction.payment_type] : undefined;
}

/** Snap counts characters, not UTF-16 units: never split an emoji or a surrogate pair. */
function cut(value: string, length: number): string {
  const characters = Array.from(value);
  return characters.length > length ? characters.slice(0, length).join('') : value;
}

/** Midtrans reads start_time in its own format; we always send Jakarta time (UTC+7). */
function jakartaTime(date: Date): string {
  const iso = new Date(date.getTime() + 7 * 3600_000).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} +0700`;
}

function messageOf(body: unknown): string {
  if (isRecord(body)) {
    if (Array.isArray(body.error_messages)) return body.error_messages.map(String).join('; ');
    if (typeof body.status_message === 'string') return body.status_message;
  }
  return typeof body === 'string' && body ? body.slice(0, 200) : 'no details';
}

/**
 * Midtrans: the buyer pays on a Snap page; Midtrans posts HTTP notifications signed with
 * SHA512(order_id + status_code + gross_amount + server key).
 *
 * A notification is never taken at its word: once its signature checks out, the status API is asked for
 * the transaction's current state and that answer is returned. Midtrans retries notifications and may
 * deliver an old one after a newer one, so a replayed "pending" cannot pull a settled order back.
 */
export class MidtransProvider implements PaymentProvider {
  readonly name = 'midtrans' as const;
  private readonly timeoutMs: number;

  constructor(
    private readonly config: MidtransConfig,
    private readonly fetchImpl: typeof fetch = globalThis.fetch,
    options: ProviderHttpOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS;
  }

  async createPayment(request: PaymentRequest): Promise<PaymentSession> {
    // Whole minutes, rounded down: the Snap transaction never outlives the order.
    const minutes = Math.max(1, Math.floor((request.expiresAt.getTime() - Date.now()) / 60_000));
    const body = {
      transaction_details: { order_id: request.orderCode, gross_amount: request.amount },
      item_details: [
        {
          id: cut(request.item.id, 50),
          price: request.amount,
          quantity: 1,
          name: cut(request.item.name, 50),
        },
      ],
      // BCA prints at most 30 characters of the name on its virtual accounts.
      customer_details: {
        first_name: cut(request.customer.name, request.method === 'va_bca' ? 30 : 255),
        email: request.customer.email,
      },
      enabled_payments: SNAP_PAYMENTS[request.method],
      // Snap sends the buyer to finish whatever the outcome (with the status in the query); the fail URL
      // has no Snap counterpart.
      callbacks: { finish: request.finishUrl },
      // The wallet apps return the buyer to the shop instead of leaving them in the app.
      ...(request.method === 'gopay'
        ? { gopay: { enable_callback: true, callback_url: request.finishUrl } }
        : {}),
      ...(request.method === 'shopeepay' ? { shopeepay: { callback_url: request.finishUrl } } : {}),
      expiry: { start_time: jakartaTime(new Date()), unit: 'minute', duration: minutes },
    };
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (request.notifyUrl) headers['x-override-notification'] = request.notifyUrl;
    const response = await this.call(`${this.config.snapUrl}/snap/v1/transactions`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    if (response.status < 200 || response.status > 299) {
      throw new ProviderUnavailableError(
        `Midtrans Snap refused the transaction (${response.status}): ${messageOf(response.body)}`,
      );
    }
    const token = isRecord(response.body) ? text(response.body.token) : undefined;
    const redirectUrl = isRecord(response.body) ? text(response.body.redirect_url) : undefined;
    if (!token || !redirectUrl)
      throw new ProviderUnavailableError('Midtrans Snap answered without token or redirect_url');
    return { redirectUrl, providerRef: token };
  }

  /**
   * Rejects a notification whose body or signature does not check out, then returns what the status API says
   * now. Throws ProviderUnavailableError when that call fails: answer 5xx so Midtrans sends it again.
   */
  async verifyNotification(notification: IncomingNotification): Promise<VerifiedNotification> {
    const body = notification.body;
    if (!isRecord(body)) throw new NotificationRejectedError('The notification is not a JSON object');
    const orderId = text(body.order_id);
    const statusCode = text(body.status_code);
    const grossAmount = text(body.gross_amount);
    const signature = text(body.signature_key);
    if (!orderId || !statusCode || !grossAmount || !signature) {
      throw new NotificationRejectedError(
        'The notification lacks order_id, status_code, gross_amount or signature_key',
      );
    }
    const expected = createHash('sha512')
      .update(`${orderId}${statusCode}${grossAmount}${this.config.serverKey}`)
      .digest('hex');
    if (!sameSecret(signature.toLowerCase(), expected)) {
      throw new NotificationRejectedError('The notification signature_key does not match');
    }
    const current = await this.transaction(orderId);
    if (!current) throw new NotificationRejectedError(`Midtrans knows no transaction for order ${orderId}`);
    // The key names the state Midtrans confirmed: a stale notification confirmed as a state already applied
    // is a duplicate of the one that applied it.
    const dedupeKey = [current.transaction_id ?? orderId, current.transaction_status, current.fraud_status]
      .filter(Boolean)
      .join(':');
    return { ...this.toStatus(current), dedupeKey };
  }

  async fetchStatus(orderCode: string): Promise<ProviderStatus | undefined> {
    const current = await this.transaction(orderCode);
    return current && this.toStatus(current);
  }

  private toStatus(transaction: MidtransTransaction): ProviderStatus {
    const amount = Math.round(Number(transaction.gross_amount));
    if (!Number.isFinite(amount)) {
      throw new ProviderUnavailableError(
        `Midtrans reported an unreadable gross_amount for ${transaction.order_id}`,
      );
    }
    const method = methodOf(transaction);
    return {
      orderCode: transaction.order_id,
      state: midtransState(transaction.transaction_status, transaction.fraud_status),
      amount,
      rawStatus: transaction.transaction_status,
      ...(transaction.transaction_id ? { providerRef: transaction.transaction_id } : {}),
      ...(method ? { method } : {}),
    };
  }

  /** GET /v2/{order_id}/status; undefined when Midtrans has no transaction (also before the buyer picks a channel). */
  private async transaction(orderId: string): Promise<MidtransTransaction | undefined> {
    const response = await this.call(`${this.config.apiUrl}/v2/${encodeURIComponent(orderId)}/status`, {
      method: 'GET',
    });
    const body = response.body;
    const code = isRecord(body) ? text(body.status_code) : undefined;
    // The status API has answered "not found" both as HTTP 404 and as HTTP 200 with status_code "404".
    if (response.status === 404 || code === '404') return undefined;
    if (response.status < 200 || response.status > 299 || !isRecord(body)) {
      throw new ProviderUnavailableError(
        `Midtrans status API answered ${response.status}: ${messageOf(body)}`,
      );
    }
    const status = text(body.transaction_status);
    const gross = text(body.gross_amount);
    if (!status || !gross) {
      throw new ProviderUnavailableError(
        `Midtrans status API answered ${code ?? response.status}: ${messageOf(body)}`,
      );
    }
    return {
      order_id: text(body.order_id) ?? orderId,
      transaction_id: text(body.transaction_id),
      transaction_status: status,
      fraud_status: text(body.fraud_status),
      gross_amount: gross,
      payment_type: text(body.payment_type),
      va_numbers: Array.isArray(body.va_numbers) ? (body.va_numbers as { bank?: string }[]) : undefined,
    };
  }

  private call(url: string, init: RequestInit): Promise<ProviderResponse> {
    return callProvider(
      {
        provider: 'Midtrans',
        secretKey: this.config.serverKey,
        fetchImpl: this.fetchImpl,
        timeoutMs: this.timeoutMs,
      },
      url,
      init,
    );
  }
}
