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

export type XenditConfig = NonNullable<Config['payments']['xendit']>;

/**
 * An invoice's payment_methods for each of our methods. GoPay is not an invoice channel on Xendit, but
 * the GoPay app pays any QRIS, so a GoPay buyer gets the QRIS page.
 */
export const XENDIT_PAYMENT_METHODS: Record<OnlinePaymentMethod, readonly string[]> = {
  qris: ['QRIS'],
  va_bca: ['BCA'],
  va_bni: ['BNI'],
  va_bri: ['BRI'],
  va_mandiri: ['MANDIRI'],
  gopay: ['QRIS'],
  ovo: ['OVO'],
  dana: ['DANA'],
  shopeepay: ['SHOPEEPAY'],
};

const CHANNELS: Record<string, OnlinePaymentMethod> = {
  BCA: 'va_bca',
  BNI: 'va_bni',
  BRI: 'va_bri',
  MANDIRI: 'va_mandiri',
  OVO: 'ovo',
  DANA: 'dana',
  SHOPEEPAY: 'shopeepay',
  QRIS: 'qris',
};

type XenditInvoice = {
  id: string;
  external_id: string;
  status: string;
  amount: number;
  paid_amount?: number;
  payment_method?: string;
  payment_channel?: string;
  created?: string;
};

/** An invoice's status as the order sees it. */
export function xenditState(status: string): PaymentState {
  switch (status) {
    case 'PAID':
    case 'SETTLED':
      return 'paid';
    case 'EXPIRED':
      return 'expired';
    default:
      // PENDING, and any status Xendit adds later: nothing moves.
      return 'pending';
  }
}

function methodOf(invoice: XenditInvoice): OnlinePaymentMethod | undefined {
  if (invoice.payment_channel && CHANNELS[invoice.payment_channel]) return CHANNELS[invoice.payment_channel];
  return invoice.payment_method === 'QR_CODE' ? 'qris' : undefined;
}

function header(headers: IncomingNotification['headers'], name: string): string | undefined {
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== name) continue;
    return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}

function messageOf(body: unknown): string {
  if (isRecord(body) && (typeof body.error_code === 'string' || typeof body.message === 'string')) {
    return [body.error_code, body.message].filter((part) => typeof part === 'string').join(': ');
  }
  return typeof body === 'string' && body ? body.slice(0, 200) : 'no details';
}

function readInvoice(value: unknown): XenditInvoice | undefined {
  if (!isRecord(value)) return undefined;
  const id = text(value.id);
  const externalId = text(value.external_id);
  const status = text(value.status);
  if (!id || !externalId || !status || typeof value.amount !== 'number') return undefined;
  return {
    id,
    external_id: externalId,
    status,
    amount: value.amount,
    paid_amount: typeof value.paid_amount === 'number' ? value.paid_amount : undefined,
    payment_method: text(value.payment_method),
    payment_channel: text(value.payment_channel),
    created: text(value.created),
  };
}

/**
 * Xendit: the buyer pays on a Xendit invoice page; Xendit posts invoice callbacks to the URL set in its
 * dashboard (invoices take no per-transaction URL), authenticated only by the x-callback-token header.
 *
 * The token proves who sent a callback but signs nothing in it, and callbacks are retried, so a callback
 * is never taken at its word: once the token checks out, the invoice is read back from Xendit and that
 * answer is returned.
 */
export class XenditProvider implements PaymentProvider {
  readonly name = 'xendit' as const;
  private readonly timeoutMs: number;

  constructor(
    private readonly config: XenditConfig,
    private readonly fetchImpl: typeof fetch = globalThis.fetch,
    options: ProviderHttpOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS;
  }

  async createPayment(request: PaymentRequest): Promise<PaymentSession> {
    // Whole seconds, rounded down: the invoice never outlives the order.
    const seconds = Math.max(1, Math.floor((request.expiresAt.getTime() - Date.now()) / 1000));
    const body = {
      external_id: request.orderCode,
      amount: request.amount,
      currency: 'IDR',
      payer_email: request.customer.email,
      description: request.item.name,
      invoice_duration: seconds,
      success_redirect_url: request.finishUrl,
      failure_redirect_url: request.failUrl,
      payment_methods: XENDIT_PAYMENT_METHODS[request.method],
      customer: { given_names: request.customer.name, email: request.customer.email },
      items: [{ name: request.item.name, quantity: 1, price: request.amount }],
    };
    const response = await this.call(`${this.config.apiUrl}/v2/invoices`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.status < 200 || response.status > 299) {
      throw new ProviderUnavailableError(
        `Xendit refused the invoice (${response.status}): ${messageOf(response.body)}`,
      );
    }
    const id = isRecord(response.body) ? text(response.body.id) : undefined;
    const invoiceUrl = isRecord(response.body) ? text(response.body.invoice_url) : undefined;
    if (!id || !invoiceUrl)
      throw new ProviderUnavailableError('Xendit answered without invoice id or invoice_url');
    return { redirectUrl: invoiceUrl, providerRef: id };
  }

  /**
   * Rejects a callback without the right token or without an invoice id, then returns the invoice as Xendit
   * has it now. Throws ProviderUnavailableError when that read fails: answer 5xx so Xendit sends it again.
   */
  async verifyNotification(notification: IncomingNotification): Promise<VerifiedNotification> {
    const token = header(notification.headers, 'x-callback-token');
    if (!token || !sameSecret(token, this.config.callbackToken)) {
      throw new NotificationRejectedError('The callback token is missing or wrong');
    }
    const body = notification.body;
    if (!isRecord(body)) throw new NotificationRejectedError('The callback is not a JSON object');
    const id = text(body.id);
    const externalId = text(body.external_id);
    if (!id || !externalId || !text(body.status)) {
      throw new NotificationRejectedError('The callback lacks id, external_id or status');
    }
    const invoice = await this.invoiceById(id);
    if (!invoice || invoice.external_id !== externalId) {
      throw new NotificationRejectedError(`Xendit knows no invoice ${id} for order ${externalId}`);
    }
    // The key names the state Xendit confirmed: a callback confirmed as a state already applied is a
    // duplicate of the one that applied it.
    return { ...this.toStatus(invoice), dedupeKey: `${invoice.id}:${invoice.status}` };
  }

  /** By invoice id when the order has one; otherwise the newest invoice made for the order code. */
  async fetchStatus(orderCode: string, providerRef?: string): Promise<ProviderStatus | undefined> {
    if (providerRef) {
      const invoice = await this.invoiceById(providerRef);
      return invoice && invoice.external_id === orderCode ? this.toStatus(invoice) : undefined;
    }
    const response = await this.call(
      `${this.config.apiUrl}/v2/invoices?external_id=${encodeURIComponent(orderCode)}`,
      { method: 'GET' },
    );
    if (response.status === 404) return undefined;
    if (response.status < 200 || response.status > 299 || !Array.isArray(response.body)) {
      throw new ProviderUnavailableError(`Xendit answered ${response.status}: ${messageOf(response.body)}`);
    }
    const newest = response.body
      .map(readInvoice)
      .filter((invoice): invoice is XenditInvoice => invoice?.external_id === orderCode)
      .sort((a, b) => Date.parse(b.created ?? '') - Date.parse(a.created ?? ''))[0];
    return newest && this.toStatus(newest);
  }

  private toStatus(invoice: XenditInvoice): ProviderStatus {
    const state = xenditState(invoice.status);
    const method = methodOf(invoice);
    // Once paid, what arrived is what counts against the order.
    const gross =
      state === 'paid' && invoice.paid_amount !== undefined ? invoice.paid_amount : invoice.amount;
    return {
      orderCode: invoice.external_id,
      state,
      amount: Math.round(gross),
      providerRef: invoice.id,
      rawStatus: invoice.status,
      ...(method ? { method } : {}),
    };
  }

  private async invoiceById(id: string): Promise<XenditInvoice | undefined> {
    const response = await this.call(`${this.config.apiUrl}/v2/invoices/${encodeURIComponent(id)}`, {
      method: 'GET',
    });
    if (response.status === 404) return undefined;
    const invoice = readInvoice(response.body);
    if (response.status < 200 || response.status > 299 || !invoice) {
      throw new ProviderUnavailableError(`Xendit answered ${response.status}: ${messageOf(response.body)}`);
    }
    return invoice;
  }

  private call(url: string, init: RequestInit): Promise<ProviderResponse> {
    return callProvider(
      {
        provider: 'Xendit',
        secretKey: this.config.secretKey,
        fetchImpl: this.fetchImpl,
        timeoutMs: this.timeoutMs,
      },
      url,
      init,
    );
  }
}
