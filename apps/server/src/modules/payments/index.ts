import type { AppContext } from '#platform/context.ts';
import { type MidtransConfig, MidtransProvider } from './providers/midtrans-provider.ts';
import type { PaymentProvider } from './providers/payment-provider.ts';
import { SandboxProvider } from './providers/sandbox-provider.ts';
import { type XenditConfig, XenditProvider } from './providers/xendit-provider.ts';
import { SandboxGateway } from './sandbox-gateway.ts';

export { paymentGateway } from './gateway.ts';
export { REJECTED_NOTIFICATIONS_KEPT } from './notifications.ts';
export { type Payer, registerPayer } from './payers.ts';
export {
  type PaymentProvider,
  type PaymentRequest,
  type ProviderStatus,
  ProviderUnavailableError,
} from './providers/payment-provider.ts';
export { SANDBOX_SIGNATURE_HEADER, SandboxGateway, signSandboxBody } from './sandbox-gateway.ts';

/** The sandbox gateway service (always there) and the provider checkout talks to, chosen by configuration. */
export function createPayments(ctx: AppContext): { sandbox: SandboxGateway; provider: PaymentProvider } {
  const sandbox = new SandboxGateway(ctx);
  const { payments, publicUrl } = ctx.config;
  switch (payments.provider) {
    case 'sandbox':
      return { sandbox, provider: new SandboxProvider(sandbox, payments.sandboxSecret, publicUrl) };
    case 'midtrans':
      // loadConfig refuses PAYMENT_PROVIDER=midtrans without keys, so the keys are there.
      return { sandbox, provider: new MidtransProvider(payments.midtrans as MidtransConfig, ctx.fetch) };
    case 'xendit':
      return { sandbox, provider: new XenditProvider(payments.xendit as XenditConfig, ctx.fetch) };
  }
}
