import type { OnlinePaymentMethod } from '@pustaka/contract';

/** What the merchant asks a provider for when a buyer checks out. */
export type PaymentRequest = {
  /** Our order code: the provider's order_id / external_id. */
  orderCode: string;
  /** Whole rupiah. */
  amount: number;
  method: OnlinePaymentMethod;
  item: { id: string; name: string };
  customer: { name: string; email: string };
  expiresAt: Date;
  /** Where the buyer's browser returns after paying / after failing. */
  finishUrl: string;
  failUrl: string;
  /** Where the provider posts notifications (providers that take it per transaction). */
  notifyUrl: string;
};

export type PaymentSession = {
  /** The provider's payment page for the buyer. */
  redirectUrl: string;
  /** The provider's own id of the transaction (Snap token, invoice id, ...). */
  providerRef: string;
};

/** Every provider's statuses mapped onto what the order needs to know. */
export type PaymentState = 'pending' | 'paid' | 'failed' | 'expired' | 'refunded';

export type ProviderStatus = {
  orderCode: string;
  state: PaymentState;
  /** Gross amount the provider reports, whole rupiah: compared against the order before anything changes. */
  amount: number;
  providerRef?: string;
  /** The provider's fee when it reports one, whole rupiah. */
  fee?: number;
  /** The provider's own status word (settlement, PAID, ...), kept for the order history. */
  rawStatus: string;
  /** The method the buyer actually used, when the provider says. */
  method?: OnlinePaymentMethod;
};

export type VerifiedNotification = ProviderStatus & {
  /** Same key = same notification sent again; it is recorded but changes nothing twice. */
  dedupeKey: string;
};

export type IncomingNotification = {
  headers: Record<string, string | string[] | undefined>;
  /** The parsed JSON body. */
  body: unknown;
  /** The body exactly as received, for providers that sign the bytes. */
  rawBody: string;
};

/** A notification whose signature, token or shape did not check out: answered 4xx, nothing changes. */
export class NotificationRejectedError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'NotificationRejectedError';
  }
}

/** The provider could not be reached or answered with an error: the caller retries later. */
export class ProviderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderUnavailableError';
  }
}

/**
 * A payment provider as the shop sees it. The sandbox, Midtrans and Xendit each implement it; the
 * orders module never knows which one it talks to.
 */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'midtrans' | 'xendit';
  createPayment(request: PaymentRequest): Promise<PaymentSession>;
  /** Checks authenticity first (signature, callback token) and throws NotificationRejectedError otherwise. */
  verifyNotification(notification: IncomingNotification): Promise<VerifiedNotification>;
  /**
   * Debits a saved method (a tokenised e-wallet) without the user, for renewals. Providers without
   * recurring debit leave it out; renewals then send the user a payment link.
   */
  chargeRecurring?(request: PaymentRequest): Promise<ProviderStatus>;
  /** Asks the provider what it knows of an order; undefined when it knows nothing of it. */
  fetchStatus(orderCode: string, providerRef?: string): Promise<ProviderStatus | undefined>;
}
