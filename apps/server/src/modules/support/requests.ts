import {
  type Language,
  SUPPORT_FIRST_RESPONSE_WORKING_HOURS,
  type SupportMyRequestDetail,
  type SupportMyRequestsQuery,
  type SupportPriority,
  type SupportRequestType,
} from '@pustaka/contract';
import { and, asc, count, desc, eq, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { userFeatures } from '#modules/subscriptions/index.ts';
import { findUserContacts } from '#modules/users/index.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { type Limit, overLimit } from '#platform/rate-limit/rate-limiter.ts';
import { receiptMail, senderRepliedMail } from './mails.ts';
import { supportMessages, supportRequests } from './tables.ts';
import { messageView, type RequestRow, senderView } from './views.ts';
import { addWorkingHours } from './working-hours.ts';

/** The contact form's limit per address, kept from before the inbox; members writing from the dashboard too. */
const CONTACT_LIMIT: Limit = { max: 5, windowMs: 60 * 60_000 };
const MEMBER_LIMIT: Limit = { max: 5, windowMs: 60 * 60_000 };
const REPLY_LIMIT: Limit = { max: 30, windowMs: 60 * 60_000 };
/** The same request sent again this soon (a double click, a resent form) is the same request. */
const DUPLICATE_WINDOW_MS = 10 * 60_000;
/** Namespace of the advisory locks that queue one sender's new requests (any constant will do). */
const SENDER_LOCK = 7_311;

export type Sender = {
  name: string;
  email: string;
  userId: number | null;
  language: Language;
  ip: string;
};

export type NewRequest = { type: SupportRequestType; subject: string; message: string };

/** Priority support is a plan feature: the sender's active plan decides, and a guest has none. */
async function priorityOf(ctx: AppContext, userId: number | null): Promise<SupportPriority> {
  if (userId === null) return 'normal';
  const { features } = await userFeatures(ctx.db, userId, ctx.now());
  return features.includes('priority_support') ? 'priority' : 'normal';
}

/**
 * Opens a request with its first message and mails the sender a receipt with the reference. The same
 * sender sending the same words again within ten minutes gets the first request back, with no second
 * receipt and without spending their limit.
 */
export async function openRequest(
  ctx: AppContext,
  input: NewRequest,
  sender: Sender,
  via: 'contact' | 'dashboard',
): Promise<RequestRow> {
  const email = sender.email.toLowerCase();
  if (input.type === 'premium_creator' && sender.userId === null)
    throw new AppError('SUPPORT_SIGN_IN_REQUIRED');
  const earlier = await findDuplicate(
    ctx.db,
    email,
    input,
    new Date(ctx.now().getTime() - DUPLICATE_WINDOW_MS),
  );
  if (earlier) return earlier;
  const key = via === 'contact' ? `contact:${sender.ip}` : `support:member:${sender.userId}`;
  const limit = await ctx.rateLimiter.consume(key, via === 'contact' ? CONTACT_LIMIT : MEMBER_LIMIT);
  if (!limit.allowed) throw overLimit(limit.retryAfterMs);
  const priority = await priorityOf(ctx, sender.userId);
  const opened = await ctx.db.transaction(async (tx) => {
    // Two sends of one form at the same moment: the second waits here and finds the first.
    await tx.execute(sql`select pg_advisory_xact_lock(${SENDER_LOCK}, hashtext(${email}))`);
    const now = ctx.now();
    const duplicate = await findDuplicate(tx, email, input, new Date(now.getTime() - DUPLICATE_WINDOW_MS));
    if (duplicate) return { row: duplicate, created: false };
    const [row] = await tx
      .insert(supportRequests)
      .values({
        type: input.type,
        priority,
        subject: input.subject,
        senderName: sender.name,
        senderEmail: email,
        senderUserId: sender.userId,
        language: sender.language,
        ip: sender.ip,
        premiumDecision: input.type === 'premium_creator' ? 'pending' : null,
        firstResponseDueAt: addWorkingHours(now, SUPPORT_FIRST_RESPONSE_WORKING_HOURS[priority]),
        waitingSince: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('support request insert returned nothing');
    await tx.insert(supportMessages).values({
      requestId: row.id,
      kind: 'sender',
      body: input.message,
      authorId: sender.userId,
      authorName: sender.name,
      createdAt: now,
    });
    return { row, created: true };
  });
  if (opened.created) {
    await ctx.mailer.send(
      receiptMail({ request: opened.row, publicUrl: ctx.config.publicUrl }, input.message),
    );
  }
  return opened.row;
}

async function findDuplicate(db: DbOrTx, email: string, input: NewRequest, since: Date) {
  const [row] = await db
    .select()
    .from(supportRequests)
    .where(
      and(
        eq(supportRequests.senderEmail, email),
        eq(supportRequests.type, input.type),
        eq(supportRequests.subject, input.subject),
        gt(supportRequests.createdAt, since),
        sql`exists (select 1 from ${supportMessages} m where m.request_id = ${supportRequests}.id and m.kind = 'sender' and m.body = ${input.message})`,
      ),
    )
    .orderBy(desc(supportRequests.id))
    .limit(1);
  return row;
}

/** The signed-in member; they may not have verified their address yet (help is for them too). */
export type Member = { id: number; email: string; name: string; emailVerified: boolean };

/**
 * What a member owns: the requests they sent signed in, and, once their address is verified (so it is
 * theirs), those sent as a guest from it.
 */
function ownedBy(member: Member): SQL {
  const sentSignedIn = eq(supportRequests.senderUserId, member.id);
  if (!member.emailVerified) return sentSignedIn;
  return or(
    sentSignedIn,
    and(isNull(supportRequests.senderUserId), eq(supportRequests.senderEmail, member.email.toLowerCase())),
  ) as SQL;
}

export async function listOwnRequests(ctx: AppContext, member: Member, query: SupportMyRequestsQuery) {
  const where = and(ownedBy(member), query.status ? eq(supportRequests.status, query.status) : undefined);
  const [rows, [totals]] = await Promise.all([
    ctx.db
      .select()
      .from(supportRequests)
      .where(where)
      .orderBy(desc(supportRequests.updatedAt), desc(supportRequests.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    ctx.db.select({ total: count() }).from(supportRequests).where(where),
  ]);
  const now = ctx.now();
  return {
    items: rows.map((row) => senderView(row, now)),
    page: query.page,
    pageSize: query.pageSize,
    total: totals?.total ?? 0,
  };
}

/** One of the member's requests with its thread; internal notes are never read for the sender. */
export async function getOwnRequest(
  ctx: AppContext,
  member: Member,
  id: number,
): Promise<SupportMyRequestDetail> {
  const [row] = await ctx.db
    .select()
    .from(supportRequests)
    .where(and(eq(supportRequests.id, id), ownedBy(member)));
  if (!row) throw new AppError('NOT_FOUND');
  return ownDetail(ctx.db, row, ctx.now());
}

async function ownDetail(db: DbOrTx, row: RequestRow, now: Date): Promise<SupportMyRequestDetail> {
  const messages = await db
    .select()
    .from(supportMessages)
    .where(and(eq(supportMessages.requestId, row.id), inArray(supportMessages.kind, ['sender', 'answer'])))
    .orderBy(asc(supportMessages.id));
  return { ...senderView(row, now), messages: messages.map(messageView) };
}

/**
 * The sender's follow-up: an answered request waits for staff again. A closed one takes no more messages.
 * The same words sent twice in a row within a minute are kept once.
 */
export async function replyAsSender(
  ctx: AppContext,
  member: Member,
  id: number,
  message: string,
): Promise<SupportMyRequestDetail> {
  const limit = await ctx.rateLimiter.consume(`support:reply:${member.id}`, REPLY_LIMIT);
  if (!limit.allowed) throw overLimit(limit.retryAfterMs);
  const replied = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(supportRequests)
      .where(and(eq(supportRequests.id, id), ownedBy(member)))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND');
    if (row.status === 'closed') throw new AppError('SUPPORT_REQUEST_CLOSED');
    const now = ctx.now();
    const [last] = await tx
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.requestId, id))
      .orderBy(desc(supportMessages.id))
      .limit(1);
    const repeated =
      last?.kind === 'sender' && last.body === message && now.getTime() - last.createdAt.getTime() < 60_000;
    if (repeated) return { detail: await ownDetail(tx, row, now), request: row, added: false };
    await tx.insert(supportMessages).values({
      requestId: id,
      kind: 'sender',
      body: message,
      authorId: member.id,
      authorName: member.name,
      createdAt: now,
    });
    const waitsAgain = row.status === 'answered';
    const [updated] = await tx
      .update(supportRequests)
      .set({
        updatedAt: now,
        ...(waitsAgain && { status: 'open' as const, waitingSince: now }),
      })
      .where(eq(supportRequests.id, id))
      .returning();
    return { detail: await ownDetail(tx, updated ?? row, now), request: updated ?? row, added: true };
  });
  if (replied.added) await tellAssignee(ctx, replied.request, message);
  return replied.detail;
}

/** The staff member a request is assigned to hears by mail that its sender wrote again. */
async function tellAssignee(ctx: AppContext, request: RequestRow, message: string): Promise<void> {
  if (request.assigneeId === null || request.assigneeId === request.senderUserId) return;
  const assignee = (await findUserContacts(ctx.db, [request.assigneeId])).get(request.assigneeId);
  if (!assignee) return;
  await ctx.mailer.send(senderRepliedMail(request, message, assignee, ctx.config.publicUrl));
}
