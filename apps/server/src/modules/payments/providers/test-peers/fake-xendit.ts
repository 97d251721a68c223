import { randomBytes } from 'node:crypto';
import { FakeGateway, type PeerReply, postJson, type RecordedRequest } from './http-peer.ts';

export type XenditInvoiceStatus = 'PENDING' | 'PAID' | 'SETTLED' | 'EXPIRED';

/** Channels the fake lets a buyer pay with, as Xendit names them in payment_channel. */
export type XenditChannel =
  | 'BCA'
  | 'BNI'
  | 'BRI'
  | 'MANDIRI'
  | 'PERMATA'
  | 'OVO'
  | 'DANA'
  | 'SHOPEEPAY'
  | 'QRIS';

export type XenditInvoice = {
  id: string;
  external_id: string;
  user_id: string;
  status: XenditInvoiceStatus;
  merchant_name: string;
  amount: number;
  payer_email?: string;
  description?: string;
  expiry_date: string;
  invoice_url: string;
  currency: string;
  created: string;
  updated: string;
  success_redirect_url?: string;
  failure_redirect_url?: string;
  payment_methods?: string[];
  items?: unknown[];
  paid_amount?: number;
  paid_at?: string;
  payment_method?: string;
  payment_channel?: string;
  payment_destination?: string;
  bank_code?: string;
  /** The request as Xendit received it. */
  request: Record<string, unknown>;
};

/** The Indonesian values of an invoice's payment_methods that the fake accepts. */
const INVOICE_METHODS = new Set([
  'CREDIT_CARD',
  'BCA',
  'BNI',
  'BSI',
  'BRI',
  'MANDIRI',
  'PERMATA',
  'SAHABAT_SAMPOERNA',
  'BNC',
  'ALFAMART',
  'INDOMARET',
  'OVO',
  'DANA',
  'SHOPEEPAY',
  'LINKAJA',
  'JENIUSPAY',
  'DD_BRI',
  'DD_BCA_KLIKPAY',
  'KREDIVO',
  'AKULAKU',
  'ATOME',
  'QRIS',
]);

const BANKS = new Set(['BCA', 'BNI', 'BRI', 'MANDIRI', 'PERMATA']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function channelPayment(channel: XenditChannel): { payment_method: string; payment_destination: string } {
  if (BANKS.has(channel)) return { payment_method: 'BANK_TRANSFER', payment_destination: '8808999912345678' };
  if (channel === 'QRIS') return { payment_method: 'QR_CODE', payment_destination: 'qr_0a1b2c3d' };
  return { payment_method: 'EWALLET', payment_destination: '081234567890' };
}

/**
 * A Xendit stand-in speaking the Invoice API (`POST /v2/invoices`, `GET /v2/invoices/{id}`,
 * `GET /v2/invoices?external_id=`) with Xendit's error shapes, plus controls for what a buyer and Xendit
 * would do next: pay, settle, expire, and send (or replay) the invoice callback with the callback token.
 */
export class FakeXendit extends FakeGateway {
  readonly invoices = new Map<string, XenditInvoice>();
  /** The callback URL set in Xendit's dashboard: invoices carry none of their own. */
  callbackUrl: string | undefined;
  private clock = 0;

  constructor(
    readonly secretKey: string,
    readonly callbackToken: string,
  ) {
    super({
      error_code: 'SERVER_ERROR',
      message: 'An unexpected error occurred, our team has been notified and will troubleshoot the issue.',
    });
  }

  /** The buyer pays the invoice through a channel. */
  pay(invoiceId: string, channel: XenditChannel = 'BCA'): void {
    const invoice = this.invoice(invoiceId);
    const { payment_method, payment_destination } = channelPayment(channel);
    Object.assign(invoice, {
      status: 'PAID',
      paid_amount: invoice.amount,
      paid_at: this.now(),
      payment_method,
      payment_channel: channel,
      payment_destination,
      ...(BANKS.has(channel) ? { bank_code: channel } : {}),
    });
    invoice.updated = this.now();
  }

  settle(invoiceId: string): void {
    const invoice = this.invoice(invoiceId);
    if (invoice.status !== 'PAID') this.pay(invoiceId);
    invoice.status = 'SETTLED';
    invoice.updated = this.now();
  }

  expire(invoiceId: string): void {
    const invoice = this.invoice(invoiceId);
    invoice.status = 'EXPIRED';
    invoice.updated = this.now();
  }

  /** The invoice callback Xendit would post for the invoice's current state. */
  callbackFor(invoiceId: string): Record<string, unknown> {
    const invoice = this.invoice(invoiceId);
    return {
      id: invoice.id,
      external_id: invoice.external_id,
      user_id: invoice.user_id,
      is_high: false,
      status: invoice.status,
      merchant_name: invoice.merchant_name,
      amount: invoice.amount,
      ...(invoice.payer_email ? { payer_email: invoice.payer_email } : {}),
      ...(invoice.description ? { description: invoice.description } : {}),
      ...(invoice.paid_amount !== undefined
        ? {
            paid_amount: invoice.paid_amount,
            paid_at: invoice.paid_at,
            payment_method: invoice.payment_method,
            payment_channel: invoice.payment_channel,
            payment_destination: invoice.payment_destination,
            fees_paid_amount: 0,
            adjusted_received_amount: invoice.paid_amount,
          }
        : {}),
      ...(invoice.bank_code ? { bank_code: invoice.bank_code } : {}),
      currency: invoice.currency,
      created: invoice.created,
      updated: invoice.updated,
    };
  }

  /** Posts the current callback to the dashboard's callback URL (or the given one) with the token. */
  async sendCallback(invoiceId: string, options: { url?: string; token?: string } = {}) {
    const body = this.callbackFor(invoiceId);
    return { sent: body, reply: await this.replay(body, options) };
  }

  /** Posts a callback captured earlier (or any body), as a retry or an impostor would. */
  replay(body: Record<string, unknown>, options: { url?: string; token?: string | null } = {}) {
    const target = options.url ?? this.callbackUrl;
    if (!target) throw new Error('No callback URL set');
    const token = options.token === undefined ? this.callbackToken : options.token;
    return postJson(target, body, token === null ? {} : { 'x-callback-token': token });
  }

  invoice(invoiceId: string): XenditInvoice {
    const invoice = this.invoices.get(invoiceId);
    if (!invoice) throw new Error(`Xendit has no invoice ${invoiceId}`);
    return invoice;
  }

  /** The newest invoice made for an external id. */
  invoiceFor(externalId: string): XenditInvoice {
    const found = this.list(externalId)[0];
    if (!found) throw new Error(`Xendit has no invoice for ${externalId}`);
    return found;
  }

  /** Invoice times move forward one millisecond per event, so "newest" is never a tie. */
  private now(): string {
    this.clock = Math.max(this.clock + 1, Date.now());
    return new Date(this.clock).toISOString();
  }

  private list(externalId: string): XenditInvoice[] {
    return [...this.invoices.values()]
      .filter((invoice) => invoice.external_id === externalId)
      .sort((a, b) => Date.parse(b.created) - Date.parse(a.created));
  }

  protected route(request: RecordedRequest, url: URL): PeerReply {
    if (!this.authorised(request)) {
      return {
        status: 401,
        body: { error_code: 'INVALID_API_KEY', message: 'API key is not authorized for this API service' },
      };
    }
    if (request.method === 'POST' && url.pathname === '/v2/invoices') return this.create(request);
    if (request.method === 'GET' && url.pathname === '/v2/invoices') {
      const externalId = url.searchParams.get('external_id');
      const found = externalId ? this.list(externalId) : [...this.invoices.values()];
      return { status: 200, body: found.map(({ request: _request, ...invoice }) => invoice) };
    }
    const one = /^\/v2\/invoices\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && one) {
      const invoice = this.invoices.get(decodeURIComponent(one[1]!));
      if (!invoice) {
        return {
          status: 404,
          body: { error_code: 'INVOICE_NOT_FOUND_ERROR', message: 'Could not find invoice by id' },
        };
      }
      const { request: _request, ...shown } = invoice;
      return { status: 200, body: shown };
    }
    return {
      status: 404,
      body: { error_code: 'NOT_FOUND', message: 'The requested resource was not found' },
    };
  }

  private authorised(request: RecordedRequest): boolean {
    return request.basicAuth?.username === this.secretKey && request.basicAuth.password === '';
  }

  private create(request: RecordedRequest): PeerReply {
    const body = request.body;
    const problem = this.validate(body);
    if (problem) return { status: 400, body: { error_code: 'API_VALIDATION_ERROR', message: problem } };
    const input = body as Record<string, unknown>;
    const methods = input.payment_methods as string[] | undefined;
    const unknown = methods?.filter((method) => !INVOICE_METHODS.has(method)) ?? [];
    if (unknown.length > 0) {
      return {
        status: 400,
        body: {
          error_code: 'UNAVAILABLE_PAYMENT_METHOD_ERROR',
          message: `The payment methods ${unknown.join(', ')} are not available for this invoice`,
        },
      };
    }
    const id = randomBytes(12).toString('hex');
    const created = this.now();
    const duration = (input.invoice_duration as number | undefined) ?? 86_400;
    const invoice: XenditInvoice = {
      id,
      external_id: input.external_id as string,
      user_id: '5f0000000000000000000001',
      status: 'PENDING',
      merchant_name: 'Pustaka',
      amount: input.amount as number,
      payer_email: input.payer_email as string | undefined,
      description: input.description as string | undefined,
      expiry_date: new Date(Date.parse(created) + duration * 1000).toISOString(),
      invoice_url: `${this.url}/web/invoices/${id}`,
      currency: (input.currency as string | undefined) ?? 'IDR',
      created,
      updated: created,
      success_redirect_url: input.success_redirect_url as string | undefined,
      failure_redirect_url: input.failure_redirect_url as string | undefined,
      payment_methods: methods,
      items: input.items as unknown[] | undefined,
      request: input,
    };
    this.invoices.set(id, invoice);
    const { request: _request, ...shown } = invoice;
    return { status: 200, body: shown };
  }

  private validate(body: unknown): string | undefined {
    if (!isRecord(body)) return 'Request body must be a JSON object';
    if (
      typeof body.external_id !== 'string' ||
      body.external_id.length === 0 ||
      body.external_id.length > 255
    ) {
      return '"external_id" is required and must be a string of 1 to 255 characters';
    }
    if (typeof body.amount !== 'number' || !Number.isFinite(body.amount) || body.amount < 1) {
      return '"amount" must be a number larger than or equal to 1';
    }
    if (body.payer_email !== undefined && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(String(body.payer_email))) {
      return '"payer_email" must be a valid email';
    }
    const duration = body.invoice_duration;
    if (
      duration !== undefined &&
      (typeof duration !== 'number' || !Number.isInteger(duration) || duration < 1 || duration > 31_536_000)
    ) {
      return '"invoice_duration" must be an integer from 1 to 31536000';
    }
    for (const key of ['success_redirect_url', 'failure_redirect_url'] as const) {
      if (body[key] !== undefined && !URL.canParse(String(body[key]))) return `"${key}" must be a valid uri`;
    }
    if (body.payment_methods !== undefined) {
      const methods = body.payment_methods;
      if (!Array.isArray(methods) || methods.length === 0 || methods.some((m) => typeof m !== 'string')) {
        return '"payment_methods" must be a non-empty array of strings';
      }
    }
    if (body.items !== undefined) {
      if (!Array.isArray(body.items)) return '"items" must be an array';
      for (const item of body.items) {
        if (!isRecord(item) || typeof item.name !== 'string' || typeof item.quantity !== 'number') {
          return '"items" entries need a name and a quantity';
        }
        if (typeof item.price !== 'number') return '"items" entries need a price';
      }
    }
    return undefined;
  }
}
