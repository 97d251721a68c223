import type { SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import type { AppContext } from '#platform/context.ts';

/** A buyer gained a product (an order became paid) or lost it (a refund). */
export type OwnershipChange = { userId: number; productId: number; orderId: number; owned: boolean };

/**
 * The statement another module's change needs, built and not sent: the orders module sends it with its own
 * writes, in the transaction that changes the ownership, so it commits or rolls back with it. It may neither
 * change nor read a row the orders module writes (it runs beside them, on one snapshot: see `runTogether`).
 */
export type OwnershipHook = (tx: DbOrTx, change: OwnershipChange, now: Date) => SQLWrapper;

const hooks = new WeakMap<AppContext, OwnershipHook[]>();

/**
 * Lets another module follow what buyers own as it changes (the courses a product opens), without the
 * orders module knowing of it.
 */
export function onOwnershipChange(ctx: AppContext, hook: OwnershipHook): void {
  hooks.set(ctx, [...(hooks.get(ctx) ?? []), hook]);
}

/** The hooks' statements for a change, to send with the change's own writes. */
export function ownershipChangeStatements(
  ctx: AppContext,
  tx: DbOrTx,
  change: OwnershipChange,
  now: Date,
): SQLWrapper[] {
  return (hooks.get(ctx) ?? []).map((hook) => hook(tx, change, now));
}
