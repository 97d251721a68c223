import type { AppContext } from '#platform/context.ts';
import type { ProviderStatus } from './providers/payment-provider.ts';

/**
 * A module that takes payments through the gateway (orders, plan subscriptions). The provider knows a
 * payment only by the code the payer gave it, so the code's prefix is how verified news finds its payer.
 */
export type Payer = {
  /** Who the payer is, for the message when two payers claim overlapping prefixes. */
  name: string;
  /** The start of every code this payer hands a provider (`PST-`, `SUB-`). */
  codePrefix: string;
  /**
   * Applies what the provider says about one of the payer's payments (paid, failed, expired, refunded) and
   * answers the outcome kept in the notification log. Must be idempotent: providers repeat themselves.
   */
  apply: (status: ProviderStatus) => Promise<string>;
};

/** What the log says of verified news whose code no payer claims. */
export const UNCLAIMED_OUTCOME = 'unknown_order';

const payers = new WeakMap<AppContext, Payer[]>();

/**
 * Called by each payer's module when the app starts. Prefixes may not overlap (one the start of another),
 * so every code has at most one payer whatever order the modules register in.
 */
export function registerPayer(ctx: AppContext, payer: Payer): void {
  const registered = payers.get(ctx) ?? [];
  const clash = registered.find(
    (other) => other.codePrefix.startsWith(payer.codePrefix) || payer.codePrefix.startsWith(other.codePrefix),
  );
  if (clash) {
    throw new Error(
      `Payer ${payer.name} (${payer.codePrefix}) overlaps payer ${clash.name} (${clash.codePrefix})`,
    );
  }
  payers.set(ctx, [...registered, payer]);
}

/** Hands verified news to the payer whose prefix the code carries. */
export async function applyToPayer(ctx: AppContext, status: ProviderStatus): Promise<string> {
  const payer = payers.get(ctx)?.find((candidate) => status.orderCode.startsWith(candidate.codePrefix));
  return payer ? payer.apply(status) : UNCLAIMED_OUTCOME;
}
