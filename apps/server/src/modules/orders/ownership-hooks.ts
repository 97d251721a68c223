import type { DbOrTx } from '../../db/client.ts';
import type { AppContext } from '../../platform/context.ts';

/** A buyer gained a product (an order became paid) or lost it (a refund). */
export type OwnershipChange = { userId: number; productId: number; orderId: number; owned: boolean };

/** Runs in the transaction that changes the ownership: what it writes commits or rolls back with it. */
export type OwnershipHook = (tx: DbOrTx, change: OwnershipChange, now: Date) => Promise<void>;

const hooks = new WeakMap<AppContext, OwnershipHook[]>();

/**
 * Lets another module follow what buyers own as it changes (the courses a product opens), without the
 * orders module knowing of it.
 */
export function onOwnershipChange(ctx: AppContext, hook: OwnershipHook): void {
  hooks.set(ctx, [...(hooks.get(ctx) ?? []), hook]);
}

export async function ownershipChanged(ctx: AppContext, tx: DbOrTx, change: OwnershipChange, now: Date) {
  for (const hook of hooks.get(ctx) ?? []) await hook(tx, change, now);
}
