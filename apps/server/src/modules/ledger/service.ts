import {
  type AdminSettlementPage,
  type AdminSettlementQuery,
  type CreatorBalance,
  HOLDING_DAYS,
  MIN_SETTLEMENT_AMOUNT,
  type PaidRevenue,
  type PremiumCreator,
  type PublisherSettlements,
  type Settlement,
  type SettlementInput,
} from '@pustaka/contract';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import {
  findUserContacts,
  setPremiumCreatorUntil,
  type UserContact,
  userMatches,
} from '#modules/users/index.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { creatorShareBps } from './creator-share.ts';
import { formatRupiah, settlementMail } from './mails.ts';
import { postPayoutCancel, postPayoutPaid, postPayoutRequest } from './postings.ts';
import { ledgerEntries, settlements } from './tables.ts';

type SettlementRow = typeof settlements.$inferSelect;
type Page = { page: number; pageSize: number };

/** Namespace of the advisory locks that serialise one creator's payout requests (any constant will do). */
const PAYOUT_LOCK = 7_001;

/**
 * A creator's money at a moment, from the ledger alone. The balance is what the platform owes them
 * (minus the creator_payable entries). Sale credits still inside the holding period are on hold, unless
 * the sale was refunded (the refund already took that money out of the balance). A refund after a payout
 * can leave the balance below zero; nothing is available then.
 */
export async function creatorBalance(db: DbOrTx, creatorId: number, at: Date): Promise<CreatorBalance> {
  const refunded = sql`exists (select 1 from ${ledgerEntries} as r where r.order_id = ${ledgerEntries.orderId} and r.kind = 'refund')`;
  const [[ledger], totals, shareBps] = await Promise.all([
    db
      .select({
        balance: sql<string>`coalesce(-sum(${ledgerEntries.amount}), 0)`,
        held: sql<string>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.kind} = 'sale' and ${ledgerEntries.availableAt} > ${at.toISOString()} and not ${refunded}), 0)`,
      })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.account, 'creator_payable'), eq(ledgerEntries.userId, creatorId))),
    db
      .select({ status: settlements.status, total: sql<string>`coalesce(sum(${settlements.amount}), 0)` })
      .from(settlements)
      .where(eq(settlements.creatorId, creatorId))
      .groupBy(settlements.status),
    creatorShareBps(db, creatorId, at),
  ]);
  const balance = Number(ledger?.balance ?? 0);
  const onHold = Math.min(Math.max(Number(ledger?.held ?? 0), 0), Math.max(balance, 0));
  const sumOf = (status: string) => Number(totals.find((row) => row.status === status)?.total ?? 0);
  return {
    balance,
    on_hold: onHold,
    available: Math.max(balance - onHold, 0),
    pending_settlements: sumOf('pending'),
    paid_out: sumOf('paid'),
    minimum_settlement: MIN_SETTLEMENT_AMOUNT,
    holding_days: HOLDING_DAYS,
    creator_share_percent: shareBps / 100,
  };
}

function toSettlement(row: SettlementRow, creator: UserContact | undefined): Settlement {
  return {
    id: row.id,
    creator: { id: row.creatorId, name: creator?.name ?? 'User', email: creator?.email ?? '' },
    amount: row.amount,
    method: row.method as Settlement['method'],
    channel: row.channel,
    account_number: row.accountNumber,
    account_name: row.accountName,
    status: row.status as Settlement['status'],
    transfer_reference: row.transferReference,
    note: row.note,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
  };
}

async function toSettlements(db: DbOrTx, rows: SettlementRow[]): Promise<Settlement[]> {
  const contacts = await findUserContacts(
    db,
    rows.map((row) => row.creatorId),
  );
  return rows.map((row) => toSettlement(row, contacts.get(row.creatorId)));
}

async function pageOfSettlements(db: DbOrTx, where: SQL | undefined, order: SQL[], page: Page) {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(settlements)
      .where(where)
      .orderBy(...order)
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ total: count() }).from(settlements).where(where),
  ]);
  return {
    items: await toSettlements(db, rows),
    page: page.page,
    pageSize: page.pageSize,
    total: totals?.total ?? 0,
  };
}

/** The creator's balance and their payout requests, newest first. */
export async function creatorSettlements(
  ctx: AppContext,
  creatorId: number,
  page: Page,
): Promise<PublisherSettlements> {
  const [balance, list] = await Promise.all([
    creatorBalance(ctx.db, creatorId, ctx.now()),
    pageOfSettlements(
      ctx.db,
      eq(settlements.creatorId, creatorId),
      [desc(settlements.createdAt), desc(settlements.id)],
      page,
    ),
  ]);
  return { ...list, balance };
}

/** What has been transferred to the creator: the total and the transfers, latest first. */
export async function paidRevenue(ctx: AppContext, creatorId: number, page: Page): Promise<PaidRevenue> {
  const paid = and(eq(settlements.creatorId, creatorId), eq(settlements.status, 'paid'));
  const [list, [sum]] = await Promise.all([
    pageOfSettlements(ctx.db, paid, [desc(settlements.paidAt), desc(settlements.id)], page),
    ctx.db
      .select({ total: sql<string>`coalesce(sum(${settlements.amount}), 0)` })
      .from(settlements)
      .where(paid),
  ]);
  return { ...list, total_paid: Number(sum?.total ?? 0) };
}

/**
 * A payout request. Requests of one creator are serialised by a transaction-scoped advisory lock, so two
 * arriving together cannot both see the same available balance: the second waits, then sees the first's
 * payout_request entry. The money leaves the balance at once (into transit) and returns if cancelled.
 */
export async function requestSettlement(
  ctx: AppContext,
  creatorId: number,
  input: SettlementInput,
): Promise<Settlement> {
  if (input.amount < MIN_SETTLEMENT_AMOUNT) {
    throw new AppError('SETTLEMENT_BELOW_MINIMUM', {
      params: { minimum: formatRupiah(MIN_SETTLEMENT_AMOUNT) },
      details: { minimum: MIN_SETTLEMENT_AMOUNT },
    });
  }
  const at = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PAYOUT_LOCK}, ${creatorId})`);
    const { available } = await creatorBalance(tx, creatorId, at);
    if (input.amount > available) {
      throw new AppError('SETTLEMENT_EXCEEDS_AVAILABLE', {
        params: { available: formatRupiah(available) },
        details: { available },
      });
    }
    const [created] = await tx
      .insert(settlements)
      .values({
        creatorId,
        amount: input.amount,
        method: input.method,
        channel: input.channel,
        accountNumber: input.account_number,
        accountName: input.account_name,
        status: 'pending',
        createdAt: at,
      })
      .returning();
    if (!created) throw new Error('settlement insert returned nothing');
    await postPayoutRequest(tx, { id: created.id, creatorId, amount: created.amount }, at);
    return created;
  });
  const [settlement] = await toSettlements(ctx.db, [row]);
  return settlement as Settlement;
}

/** The admin queue: pending requests oldest first (the order to pay them in), others newest first. */
export async function adminSettlements(
  ctx: AppContext,
  query: AdminSettlementQuery,
): Promise<AdminSettlementPage> {
  const search = query.q
    ? or(
        userMatches(settlements.creatorId, query.q),
        ilike(settlements.accountName, `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
      )
    : undefined;
  const where = and(query.status ? eq(settlements.status, query.status) : undefined, search);
  const order =
    query.status === 'pending'
      ? [asc(settlements.createdAt), asc(settlements.id)]
      : [desc(settlements.createdAt), desc(settlements.id)];
  const [list, [pending]] = await Promise.all([
    pageOfSettlements(ctx.db, where, order, query),
    ctx.db
      .select({ count: count(), amount: sql<string>`coalesce(sum(${settlements.amount}), 0)` })
      .from(settlements)
      .where(eq(settlements.status, 'pending')),
  ]);
  return { ...list, pending_count: pending?.count ?? 0, pending_amount: Number(pending?.amount ?? 0) };
}

/**
 * Settles a pending request once: the row is locked, so paying and cancelling at the same moment (or
 * twice) leaves exactly one of them done and the other a 409.
 */
async function settle(
  ctx: AppContext,
  adminId: number,
  settlementId: number,
  outcome: { status: 'paid'; transferReference: string } | { status: 'cancelled'; reason: string },
): Promise<Settlement> {
  const at = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(settlements)
      .where(eq(settlements.id, settlementId))
      .for('update');
    if (!current) throw new AppError('NOT_FOUND');
    if (current.status !== 'pending') {
      throw new AppError('SETTLEMENT_NOT_PENDING', {
        params: { status: current.status },
        details: { status: current.status },
      });
    }
    const [updated] = await tx
      .update(settlements)
      .set(
        outcome.status === 'paid'
          ? { status: 'paid', transferReference: outcome.transferReference, handledBy: adminId, paidAt: at }
          : { status: 'cancelled', note: outcome.reason, handledBy: adminId, cancelledAt: at },
      )
      .where(and(eq(settlements.id, settlementId), eq(settlements.status, 'pending')))
      .returning();
    if (!updated) throw new Error('settlement changed under its row lock');
    if (outcome.status === 'paid') await postPayoutPaid(tx, updated, at);
    else await postPayoutCancel(tx, updated, at);
    return updated;
  });
  const [settlement] = (await toSettlements(ctx.db, [row])) as [Settlement];
  await mailCreator(ctx, settlement, outcome.status);
  return settlement;
}

export const paySettlement = (ctx: AppContext, adminId: number, id: number, transferReference: string) =>
  settle(ctx, adminId, id, { status: 'paid', transferReference });

export const cancelSettlement = (ctx: AppContext, adminId: number, id: number, reason: string) =>
  settle(ctx, adminId, id, { status: 'cancelled', reason });

async function mailCreator(
  ctx: AppContext,
  settlement: Settlement,
  kind: 'paid' | 'cancelled',
  custom?: { subject: string; message: string },
) {
  const creator = (await findUserContacts(ctx.db, [settlement.creator.id])).get(settlement.creator.id);
  if (!creator) return;
  const mail = settlementMail({
    kind: custom ? 'message' : kind,
    creator,
    settlement,
    link: `${ctx.config.publicUrl}/publisher/settlement`,
    custom,
  });
  await ctx.mailer.send({ to: creator.email, ...mail });
}

/** An admin's own message to the creator about one request (missing bank details, a delay ...). */
export async function emailSettlementCreator(
  ctx: AppContext,
  settlementId: number,
  message: { subject: string; message: string },
): Promise<void> {
  const [row] = await ctx.db.select().from(settlements).where(eq(settlements.id, settlementId));
  if (!row) throw new AppError('NOT_FOUND');
  const [settlement] = (await toSettlements(ctx.db, [row])) as [Settlement];
  await mailCreator(ctx, settlement, 'paid', message);
}

/** Premium Creator until the end of `until` in Asia/Jakarta (UTC+7, no daylight saving), or ended. */
export async function grantPremiumCreator(
  ctx: AppContext,
  userId: number,
  until: string | null,
): Promise<PremiumCreator> {
  const end = until === null ? null : new Date(`${until}T23:59:59.999+07:00`);
  const updated = await setPremiumCreatorUntil(ctx, userId, end);
  const shareBps = await creatorShareBps(ctx.db, userId, ctx.now());
  return {
    user_id: updated.id,
    premium_creator_until: updated.until?.toISOString() ?? null,
    creator_share_percent: shareBps / 100,
  };
}
