import type {
  SupportAnswerCreate,
  SupportInboxQuery,
  SupportOverview,
  SupportPerson,
  SupportRequestDetail,
} from '@pustaka/contract';
import { and, asc, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { findUserSummaries, setPremiumCreatorUntil } from '#modules/users/index.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { answerMail } from './mails.ts';
import { isStaffUser } from './staff-access.ts';
import { supportMessages, supportRequests } from './tables.ts';
import { messageView, type RequestRow, staffView } from './views.ts';

/** Who acts in the inbox: their name goes on what they write, and only an admin decides on Premium Creator. */
export type StaffActor = { id: number; name: string; isAdmin: boolean };

/** An approved Premium Creator runs for a year, to the end of that day in Jakarta. */
const PREMIUM_CREATOR_YEARS = 1;

const messageCount = sql<number>`(select count(*) from ${supportMessages} m where m.request_id = ${supportRequests}.id)::int`;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A reference (PST-000123, pst123, 123) finds its request; other text searches subject, name and email. */
function searchCondition(q: string): SQL | undefined {
  const reference = /^(?:pst-?)?0*([1-9][0-9]{0,9})$/i.exec(q);
  const pattern = `%${escapeLike(q)}%`;
  const text = or(
    ilike(supportRequests.subject, pattern),
    ilike(supportRequests.senderName, pattern),
    ilike(supportRequests.senderEmail, pattern),
  );
  const id = reference?.[1] ? Number(reference[1]) : undefined;
  return id !== undefined && id <= 2_147_483_647 ? or(eq(supportRequests.id, id), text) : text;
}

function assigneeCondition(assignee: string | undefined, staffId: number): SQL | undefined {
  if (assignee === undefined) return undefined;
  if (assignee === 'none') return isNull(supportRequests.assigneeId);
  const id = assignee === 'me' ? staffId : Number(assignee);
  // Ten digits pass the query's pattern, but no user id is past the integer column's range.
  return id <= 2_147_483_647 ? eq(supportRequests.assigneeId, id) : sql`false`;
}

async function assigneesOf(db: DbOrTx, rows: RequestRow[]): Promise<Map<number, SupportPerson>> {
  const ids = rows.flatMap((row) => (row.assigneeId === null ? [] : [row.assigneeId]));
  const summaries = await findUserSummaries(db, ids);
  return new Map([...summaries].map(([id, summary]) => [id, { id, name: summary.name }]));
}

/** The inbox: priority requests first, then the most recently active. */
export async function listInbox(ctx: AppContext, query: SupportInboxQuery, staffId: number) {
  const where = and(
    query.status ? eq(supportRequests.status, query.status) : undefined,
    query.type ? eq(supportRequests.type, query.type) : undefined,
    query.priority ? eq(supportRequests.priority, query.priority) : undefined,
    assigneeCondition(query.assignee, staffId),
    query.q ? searchCondition(query.q) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    ctx.db
      .select({ row: supportRequests, messages: messageCount })
      .from(supportRequests)
      .where(where)
      .orderBy(
        sql`case when ${supportRequests.priority} = 'priority' then 0 else 1 end`,
        desc(supportRequests.updatedAt),
        desc(supportRequests.id),
      )
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    ctx.db.select({ total: count() }).from(supportRequests).where(where),
  ]);
  const assignees = await assigneesOf(
    ctx.db,
    rows.map((r) => r.row),
  );
  const now = ctx.now();
  return {
    items: rows.map(({ row, messages }) =>
      staffView(
        row,
        {
          assignee: row.assigneeId === null ? null : (assignees.get(row.assigneeId) ?? null),
          messageCount: messages,
        },
        now,
      ),
    ),
    page: query.page,
    pageSize: query.pageSize,
    total: totals?.total ?? 0,
  };
}

async function staffDetail(db: DbOrTx, row: RequestRow, now: Date): Promise<SupportRequestDetail> {
  const [messages, assignees] = await Promise.all([
    db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.requestId, row.id))
      .orderBy(asc(supportMessages.id)),
    assigneesOf(db, [row]),
  ]);
  const assignee = row.assigneeId === null ? null : (assignees.get(row.assigneeId) ?? null);
  return {
    ...staffView(row, { assignee, messageCount: messages.length }, now),
    messages: messages.map(messageView),
  };
}

/**
 * Runs one staff change on a request under its row lock and returns the request as staff see it after.
 * `change` returns the columns to set (updated_at is set with them), or nothing to leave the row as it is.
 */
async function changeRequest(
  ctx: AppContext,
  id: number,
  change: (row: RequestRow, tx: DbOrTx, now: Date) => Promise<Partial<RequestRow> | undefined>,
): Promise<{ before: RequestRow; after: RequestRow; detail: SupportRequestDetail }> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(supportRequests).where(eq(supportRequests.id, id)).for('update');
    if (!row) throw new AppError('NOT_FOUND');
    const now = ctx.now();
    const columns = await change(row, tx, now);
    let after = row;
    if (columns) {
      const [updated] = await tx
        .update(supportRequests)
        .set({ ...columns, updatedAt: columns.updatedAt ?? now })
        .where(eq(supportRequests.id, id))
        .returning();
      if (!updated) throw new Error('support request update returned nothing');
      after = updated;
    }
    return { before: row, after, detail: await staffDetail(tx, after, now) };
  });
}

/** Staff open a request: the first read of a new one makes it open. */
export async function readRequest(ctx: AppContext, id: number): Promise<SupportRequestDetail> {
  const [row] = await ctx.db.select().from(supportRequests).where(eq(supportRequests.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  if (row.status !== 'new') return staffDetail(ctx.db, row, ctx.now());
  const { detail } = await changeRequest(ctx, id, async (locked) =>
    locked.status === 'new' ? { status: 'open', updatedAt: locked.updatedAt } : undefined,
  );
  return detail;
}

export async function assignRequest(
  ctx: AppContext,
  id: number,
  assigneeId: number | null,
): Promise<SupportRequestDetail> {
  if (assigneeId !== null && !(await isStaffUser(ctx, assigneeId)))
    throw new AppError('SUPPORT_ASSIGNEE_NOT_STAFF');
  const { detail } = await changeRequest(ctx, id, async (row) => ({
    assigneeId,
    ...(row.status === 'new' && { status: 'open' as const }),
  }));
  return detail;
}

/**
 * A staff answer: kept in the thread, mailed to the sender in their language with the reference. The first
 * one stops the first-answer clock. An admin may approve or decline a Premium Creator request with it; an
 * approval grants the tier for a year once the decision is stored.
 */
export async function answerRequest(
  ctx: AppContext,
  id: number,
  input: SupportAnswerCreate,
  actor: StaffActor,
): Promise<SupportRequestDetail> {
  const decision = input.premium_decision;
  if (decision && !actor.isAdmin) throw new AppError('SUPPORT_PREMIUM_DECISION_ADMIN_ONLY');
  const grantedUntil = decision === 'approved' ? premiumUntil(ctx.now()) : null;
  const { after, detail } = await changeRequest(ctx, id, async (row, tx, now) => {
    if (row.status === 'closed') throw new AppError('SUPPORT_REQUEST_CLOSED');
    if (decision) {
      if (row.type !== 'premium_creator') throw new AppError('SUPPORT_NOT_PREMIUM_REQUEST');
      if (row.premiumDecision !== 'pending') {
        throw new AppError('SUPPORT_PREMIUM_ALREADY_DECIDED', {
          params: { decision: row.premiumDecision ?? '-' },
        });
      }
      if (decision === 'approved' && row.senderUserId === null) throw new AppError('NOT_FOUND');
    }
    await tx.insert(supportMessages).values({
      requestId: id,
      kind: 'answer',
      body: input.message,
      authorId: actor.id,
      authorName: actor.name,
      createdAt: now,
    });
    return {
      status: 'answered',
      waitingSince: null,
      firstRespondedAt: row.firstRespondedAt ?? now,
      ...(decision && { premiumDecision: decision }),
    };
  });
  // The row lock let only one approval through; the tier is granted once it is recorded.
  if (grantedUntil && after.senderUserId !== null) {
    await setPremiumCreatorUntil(ctx, after.senderUserId, grantedUntil);
  }
  await ctx.mailer.send(
    answerMail(
      { request: after, publicUrl: ctx.config.publicUrl },
      input.message,
      decision ? { value: decision, until: grantedUntil } : undefined,
    ),
  );
  return detail;
}

/** The last moment of the day a year from now, Jakarta time (UTC+7 all year). */
function premiumUntil(now: Date): Date {
  const jakarta = new Date(now.getTime() + 7 * 3_600_000);
  const day = new Date(
    Date.UTC(jakarta.getUTCFullYear() + PREMIUM_CREATOR_YEARS, jakarta.getUTCMonth(), jakarta.getUTCDate()),
  );
  return new Date(`${day.toISOString().slice(0, 10)}T23:59:59.999+07:00`);
}

/** An internal note: for staff only, never mailed; it changes neither the status nor the sender's view. */
export async function addNote(ctx: AppContext, id: number, note: string, actor: StaffActor) {
  const { detail } = await changeRequest(ctx, id, async (_row, tx, now) => {
    await tx.insert(supportMessages).values({
      requestId: id,
      kind: 'note',
      body: note,
      authorId: actor.id,
      authorName: actor.name,
      createdAt: now,
    });
    return undefined;
  });
  return detail;
}

/** Closing a closed request, or reopening one that is not, leaves it as it is. */
export async function closeRequest(ctx: AppContext, id: number) {
  const { detail } = await changeRequest(ctx, id, async (row, _tx, now) =>
    row.status === 'closed' ? undefined : { status: 'closed', closedAt: now, waitingSince: null },
  );
  return detail;
}

export async function reopenRequest(ctx: AppContext, id: number) {
  const { detail } = await changeRequest(ctx, id, async (row, _tx, now) =>
    row.status === 'closed' ? { status: 'open', closedAt: null, waitingSince: now } : undefined,
  );
  return detail;
}

/** Requests waiting for staff per priority: how many, how many past their promise, and the oldest wait. */
export async function inboxOverview(ctx: AppContext): Promise<SupportOverview> {
  const now = ctx.now();
  const waiting = sql`${supportRequests.status} in ('new', 'open')`;
  const rows = await ctx.db
    .select({
      priority: supportRequests.priority,
      waiting: sql<number>`(count(*) filter (where ${waiting}))::int`,
      overdue: sql<number>`(count(*) filter (where ${waiting} and ${supportRequests.firstRespondedAt} is null and ${supportRequests.firstResponseDueAt} < ${now.toISOString()}::timestamptz))::int`,
      unassigned: sql<number>`(count(*) filter (where ${waiting} and ${supportRequests.assigneeId} is null))::int`,
      oldest: sql<Date | null>`min(${supportRequests.waitingSince})`.mapWith(supportRequests.waitingSince),
    })
    .from(supportRequests)
    .groupBy(supportRequests.priority);
  const byPriority = (['priority', 'normal'] as const).map((priority) => {
    const row = rows.find((r) => r.priority === priority);
    const oldest = row?.oldest ?? null;
    return {
      priority,
      waiting: Number(row?.waiting ?? 0),
      overdue: Number(row?.overdue ?? 0),
      oldest_waiting_since: oldest?.toISOString() ?? null,
      oldest_waiting_minutes: oldest
        ? Math.max(0, Math.floor((now.getTime() - oldest.getTime()) / 60_000))
        : null,
    };
  });
  return { by_priority: byPriority, unassigned: rows.reduce((sum, r) => sum + Number(r.unassigned), 0) };
}
