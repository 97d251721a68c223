import { randomUUID } from 'node:crypto';
import { HOLDING_DAYS } from '@pustaka/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { ledgerEntries } from './tables.ts';

type Account = 'cash' | 'gateway_fees' | 'platform_revenue' | 'creator_payable' | 'payouts_in_transit';
type Kind = typeof ledgerEntries.$inferInsert.kind;

type Leg = { account: Account; amount: number; userId?: number };

const DAY_MS = 86_400_000;

/**
 * Writes one balanced ledger transaction. Throwing here (legs not summing to zero) rolls back the
 * caller's whole transaction: an unbalanced book is a bug, never something to save.
 */
function postingStatement(
  tx: DbOrTx,
  kind: Kind,
  legs: Leg[],
  refs: { orderId?: number; settlementId?: number; at: Date; availableAt?: Date },
) {
  const sum = legs.reduce((total, leg) => total + leg.amount, 0);
  if (sum !== 0) throw new Error(`Unbalanced ledger transaction (${kind}): legs sum to ${sum}`);
  const txn = randomUUID();
  const rows = legs
    .filter((leg) => leg.amount !== 0)
    .map((leg) => ({
      txn,
      kind,
      account: leg.account,
      userId: leg.account === 'creator_payable' ? leg.userId : undefined,
      orderId: refs.orderId,
      settlementId: refs.settlementId,
      amount: leg.amount,
      availableAt: refs.availableAt ?? refs.at,
      createdAt: refs.at,
    }));
  return rows.length > 0 ? tx.insert(ledgerEntries).values(rows) : undefined;
}

async function post(...args: Parameters<typeof postingStatement>): Promise<void> {
  const statement = postingStatement(...args);
  if (statement) await statement;
}

/** The creator's part of an amount at a share in basis points; rupiah are whole, the platform keeps the rounding. */
export function creatorCut(amount: number, shareBps: number): number {
  return Math.floor((amount * shareBps) / 10_000);
}

export type SaleFacts = {
  orderId: number;
  sellerId: number;
  amount: number;
  creatorShareBps: number;
  gatewayFee: number;
  paidAt: Date;
};

/**
 * A paid order: the buyer's money arrives (less the gateway's fee), the creator is owed their share
 * (available after the holding period) and the platform keeps the rest. The platform bears the fee.
 */
export async function postSale(tx: DbOrTx, sale: SaleFacts): Promise<void> {
  const statement = saleStatement(tx, sale);
  if (statement) await statement;
}

/**
 * The statement that posts a sale, built but not sent, for a caller that sends it with others of the same
 * transaction (`runTogether`); undefined when there is nothing to post (a free order). Throws when unbalanced.
 */
export function saleStatement(tx: DbOrTx, sale: SaleFacts) {
  const creator = creatorCut(sale.amount, sale.creatorShareBps);
  return postingStatement(
    tx,
    'sale',
    [
      { account: 'cash', amount: sale.amount - sale.gatewayFee },
      { account: 'gateway_fees', amount: sale.gatewayFee },
      { account: 'creator_payable', amount: -creator, userId: sale.sellerId },
      { account: 'platform_revenue', amount: -(sale.amount - creator) },
    ],
    {
      orderId: sale.orderId,
      at: sale.paidAt,
      availableAt: new Date(sale.paidAt.getTime() + HOLDING_DAYS * DAY_MS),
    },
  );
}

/**
 * A refund or chargeback reverses the sale's entries exactly (the gateway fee included: what the
 * provider keeps on a refund is settled with it outside the shop). The creator's debit counts at once.
 */
export async function postRefund(tx: DbOrTx, orderId: number, at: Date): Promise<void> {
  const legs = await tx
    .select({ account: ledgerEntries.account, userId: ledgerEntries.userId, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.orderId, orderId), eq(ledgerEntries.kind, 'sale')));
  if (legs.length === 0) return;
  await post(
    tx,
    'refund',
    legs.map((leg) => ({
      account: leg.account as Account,
      amount: -leg.amount,
      userId: leg.userId ?? undefined,
    })),
    { orderId, at },
  );
}

/** A payout request moves money from what the creator is owed into transit. */
export async function postPayoutRequest(
  tx: DbOrTx,
  settlement: { id: number; creatorId: number; amount: number },
  at: Date,
): Promise<void> {
  await post(
    tx,
    'payout_request',
    [
      { account: 'creator_payable', amount: settlement.amount, userId: settlement.creatorId },
      { account: 'payouts_in_transit', amount: -settlement.amount },
    ],
    { settlementId: settlement.id, at },
  );
}

/** The transfer went out: money leaves the platform's cash. */
export async function postPayoutPaid(
  tx: DbOrTx,
  settlement: { id: number; amount: number },
  at: Date,
): Promise<void> {
  await post(
    tx,
    'payout_paid',
    [
      { account: 'payouts_in_transit', amount: settlement.amount },
      { account: 'cash', amount: -settlement.amount },
    ],
    { settlementId: settlement.id, at },
  );
}

/** A cancelled payout returns to the creator's balance. */
export async function postPayoutCancel(
  tx: DbOrTx,
  settlement: { id: number; creatorId: number; amount: number },
  at: Date,
): Promise<void> {
  await post(
    tx,
    'payout_cancel',
    [
      { account: 'payouts_in_transit', amount: settlement.amount },
      { account: 'creator_payable', amount: -settlement.amount, userId: settlement.creatorId },
    ],
    { settlementId: settlement.id, at },
  );
}

/** Sum of every entry: zero in a healthy ledger. Exposed for the invariant tests and the admin overview. */
export async function ledgerImbalance(tx: DbOrTx): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries);
  return Number(row?.total ?? 0);
}
