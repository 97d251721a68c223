import { timingSafeEqual } from 'node:crypto';
import { OnlinePaymentMethodSchema } from '@pustaka/contract';
import { z } from 'zod';
import {
  SANDBOX_SIGNATURE_HEADER,
  type SandboxGateway,
  type SandboxTransaction,
  signSandboxBody,
} from '../sandbox-gateway.ts';
import {
  type IncomingNotification,
  NotificationRejectedError,
  type PaymentProvider,
  type PaymentRequest,
  type PaymentSession,
  type PaymentState,
  type ProviderStatus,
  type VerifiedNotification,
} from './payment-provider.ts';

const NotificationSchema = z.object({
  transaction_id: z.string(),
  order_code: z.string(),
  status: z.enum(['pending', 'paid', 'failed', 'expired', 'refunded']),
  amount: z.number().int(),
  method: z.string().nullable(),
});

function methodOf(value: string | null): ProviderStatus['method'] {
  const parsed = OnlinePaymentMethodSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** The shop's client of the built-in sandbox gateway: the same contract as Midtrans or Xendit. */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  constructor(
    private readonly gateway: SandboxGateway,
    private readonly secret: string,
    private readonly publicUrl: string,
  ) {}

  async createPayment(request: PaymentRequest): Promise<PaymentSession> {
    const transaction = await this.gateway.create(request);
    return {
      redirectUrl: `${this.publicUrl}${this.gateway.pagePath(transaction)}`,
      providerRef: transaction.id,
    };
  }

  async chargeRecurring(request: PaymentRequest): Promise<ProviderStatus> {
    return statusOf(await this.gateway.charge(request));
  }

  async verifyNotification(notification: IncomingNotification): Promise<VerifiedNotification> {
    const header = notification.headers[SANDBOX_SIGNATURE_HEADER];
    const given = Buffer.from(typeof header === 'string' ? header : '', 'utf8');
    const expected = Buffer.from(signSandboxBody(this.secret, notification.rawBody), 'utf8');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new NotificationRejectedError('signature does not match');
    }
    const body = NotificationSchema.safeParse(notification.body);
    if (!body.success) throw new NotificationRejectedError('notification body has an unexpected shape');
    return {
      orderCode: body.data.order_code,
      state: body.data.status as PaymentState,
      amount: body.data.amount,
      providerRef: body.data.transaction_id,
      rawStatus: body.data.status,
      method: methodOf(body.data.method),
      fee: 0,
      dedupeKey: `${body.data.transaction_id}:${body.data.status}`,
    };
  }

  async fetchStatus(orderCode: string): Promise<ProviderStatus | undefined> {
    const transaction = await this.gateway.findByOrderCode(orderCode);
    return transaction ? statusOf(transaction) : undefined;
  }
}

function statusOf(transaction: SandboxTransaction): ProviderStatus {
  return {
    orderCode: transaction.merchantOrderCode,
    state: transaction.status as PaymentState,
    amount: transaction.amount,
    providerRef: transaction.id,
    rawStatus: transaction.status,
    method: methodOf(transaction.method),
    fee: 0,
  };
}
