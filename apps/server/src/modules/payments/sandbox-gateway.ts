import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { OnlinePaymentMethod } from '@pustaka/contract';
import { and, eq, gt, sql } from 'drizzle-orm';
import { runTogether } from '#db/client.ts';
import type { AppContext } from '#platform/context.ts';
import { type ClaimedJob, claimedJobs, type JobEntry } from '#platform/jobs/job-queue.ts';
import type { PaymentRequest } from './providers/payment-provider.ts';
import { sandboxTransactions } from './tables.ts';

export type SandboxTransaction = typeof sandboxTransactions.$inferSelect;
export type SandboxOutcome = 'paid' | 'failed' | 'expired';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
const NOTIFY_JOB = 'sandbox.notify';
const EXPIRE_JOB = 'sandbox.expire';
/** A real gateway sometimes repeats itself; the sandbox always does, a little later, so duplicates are normal here. */
const REDELIVERY_DELAY_MS = 30_000;

/** The unique key of a transaction's first notification of an outcome (the second one has its own). */
const firstNotice = (id: string, outcome: SandboxOutcome) => `${NOTIFY_JOB}:${id}:${outcome}`;

export function signSandboxBody(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

const PAGE_TOKEN_SHAPE = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/**
 * The hosted page's address carries a token only the shop's checkout hands out, to the buyer: the
 * transaction id alone (shown in order lists, logs, mails) must not let anyone else pay or fail it.
 * `expiry.signature`, the signature over the id and the expiry, under a key derived from the auth secret.
 */
function pageSignature(authSecret: string, id: string, expiresAt: number): Buffer {
  const key = createHmac('sha256', authSecret).update('pustaka:sandbox-page:v1').digest();
  return createHmac('sha256', key).update(`${id}.${expiresAt}`).digest();
}

/**
 * The built-in payment gateway. It behaves like a hosted provider: the shop creates a transaction, the
 * buyer pays on the gateway's own page, and the gateway tells the shop by signed HTTP notifications,
 * delivered by the job queue (so they retry, and arrive late when the shop is down).
 */
export class SandboxGateway {
  constructor(private readonly ctx: AppContext) {
    ctx.jobs.handle(NOTIFY_JOB, (payload) => this.deliver(String(payload.transactionId)));
    ctx.jobs.handle(EXPIRE_JOB, (payload) => this.expire(String(payload.transactionId)));
  }

  /** The hosted page of a transaction, with the token its actions require; valid until the payment expires. */
  pagePath(transaction: Pick<SandboxTransaction, 'id' | 'expiresAt'>): string {
    const expiresAt = Math.ceil(transaction.expiresAt.getTime() / 1000);
    const signature = pageSignature(this.ctx.config.authSecret, transaction.id, expiresAt);
    return `/pay/sandbox/${transaction.id}?token=${expiresAt}.${signature.toString('base64url')}`;
  }

  /**
   * Whether a page token was issued for this transaction: 'valid', 'expired' (the page may still show the
   * outcome, but nothing can be pressed) or 'invalid'. Compared in constant time.
   */
  checkPageToken(id: string, token: string | undefined): 'valid' | 'expired' | 'invalid' {
    const match = PAGE_TOKEN_SHAPE.exec(token ?? '');
    if (!match) return 'invalid';
    const expiresAt = Number(match[1]);
    const given = Buffer.from(match[2] ?? '', 'base64url');
    const expected = pageSignature(this.ctx.config.authSecret, id, expiresAt);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    return expiresAt * 1000 > this.ctx.now().getTime() ? 'valid' : 'expired';
  }

  async create(request: PaymentRequest): Promise<SandboxTransaction> {
    const created: SandboxTransaction = {
      id: `sbx_${randomBytes(12).toString('hex')}`,
      merchantOrderCode: request.orderCode,
      amount: request.amount,
      itemName: request.item.name,
      customerEmail: request.customer.email,
      method: request.method,
      status: 'pending',
      notifyUrl: request.notifyUrl,
      finishUrl: request.finishUrl,
      failUrl: request.failUrl,
      expiresAt: request.expiresAt,
      settledAt: null,
      createdAt: this.ctx.now(),
    };
    // The row and its expiry job as one statement, so both exist or neither (and nothing is read back: the
    // row is what was written).
    await runTogether(this.ctx.db, [
      this.ctx.db.insert(sandboxTransactions).values(created),
      this.ctx.jobs.insertStatement([
        {
          kind: EXPIRE_JOB,
          payload: { transactionId: created.id },
          options: { runAt: request.expiresAt, uniqueKey: `${EXPIRE_JOB}:${created.id}` },
        },
      ]),
    ]);
    return created;
  }

  /**
   * A recurring debit of a saved e-wallet: decided at once, without the buyer. Like the test cards of
   * real gateways, a customer address containing "+decline" is declined, so failures can be tried.
   */
  async charge(request: PaymentRequest): Promise<SandboxTransaction> {
    const created = await this.create(request);
    const outcome = request.customer.email.includes('+decline') ? 'failed' : 'paid';
    const settled = await this.settle(created.id, outcome, request.method);
    return settled?.transaction ?? created;
  }

  async find(id: string): Promise<SandboxTransaction | undefined> {
    const [row] = await this.ctx.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.id, id));
    return row;
  }

  async findByOrderCode(orderCode: string): Promise<SandboxTransaction | undefined> {
    const [row] = await this.ctx.db
      .select()
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.merchantOrderCode, orderCode));
    return row;
  }

  /**
   * The buyer pressed pay or fail on the hosted page. Only a pending, unexpired transaction moves;
   * the answer says where the browser goes next.
   */
  async settle(
    id: string,
    outcome: 'paid' | 'failed',
    method: OnlinePaymentMethod | undefined,
  ): Promise<{ transaction: SandboxTransaction; changed: boolean } | undefined> {
    const now = this.ctx.now();
    const db = this.ctx.db;
    // One statement: the transaction moves, and its notifications are queued only if it moved.
    const moved = db.$with('moved').as(
      db
        .update(sandboxTransactions)
        .set({ status: outcome, settledAt: now, ...(method ? { method } : {}) })
        .where(
          and(
            eq(sandboxTransactions.id, id),
            eq(sandboxTransactions.status, 'pending'),
            // Past its expiry a transaction can no longer be paid, even before the expiry job ran.
            gt(sandboxTransactions.expiresAt, now),
          ),
        )
        .returning(),
    );
    const notices = db
      .$with('notices', { id: sql<number>`id` })
      .as(this.ctx.jobs.insertStatement(this.notifications(id, outcome), sql`exists (select 1 from moved)`));
    const [updated] = await db
      .with(moved, notices)
      .select({
        ...moved._.selectedFields,
        notices: sql<
          Array<Record<string, unknown>>
        >`(select coalesce(json_agg(notices), '[]'::json) from notices)`,
      })
      .from(moved);
    if (updated) {
      const { notices: queued, ...transaction } = updated;
      this.deliverSoon(claimedJobs(queued)[0]);
      return { transaction, changed: true };
    }
    const current = await this.find(id);
    return current ? { transaction: current, changed: false } : undefined;
  }

  private async expire(id: string): Promise<void> {
    const expired = await this.ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .update(sandboxTransactions)
        .set({ status: 'expired', settledAt: this.ctx.now() })
        .where(and(eq(sandboxTransactions.id, id), eq(sandboxTransactions.status, 'pending')))
        .returning({ id: sandboxTransactions.id });
      return row ? (await this.ctx.jobs.enqueueAll(tx, this.notifications(id, 'expired')))[0] : undefined;
    });
    this.deliverSoon(expired);
  }

  /**
   * The first notification and its redelivery. The first is claimed as it is inserted where the queue runs by
   * itself, for `deliverSoon` once its statement has committed; it is answered then.
   */
  private notifications(id: string, outcome: SandboxOutcome): JobEntry[] {
    const now = this.ctx.now().getTime();
    return [
      {
        kind: NOTIFY_JOB,
        payload: { transactionId: id },
        options: { uniqueKey: firstNotice(id, outcome), claim: true },
      },
      {
        kind: NOTIFY_JOB,
        payload: { transactionId: id },
        options: {
          uniqueKey: `${NOTIFY_JOB}:${id}:${outcome}:again`,
          runAt: new Date(now + REDELIVERY_DELAY_MS),
        },
      },
    ];
  }

  /** The notification body for a transaction's current state. */
  notificationBody(transaction: SandboxTransaction) {
    return {
      transaction_id: transaction.id,
      order_code: transaction.merchantOrderCode,
      status: transaction.status,
      amount: transaction.amount,
      method: transaction.method,
      settled_at: transaction.settledAt?.toISOString() ?? null,
    };
  }

  /** One delivery attempt; a non-2xx answer or a network error throws, and the queue retries later. */
  private async deliver(id: string): Promise<void> {
    const transaction = await this.find(id);
    if (!transaction) return;
    const rawBody = JSON.stringify(this.notificationBody(transaction));
    const response = await this.ctx.fetch(transaction.notifyUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(this.ctx.config.payments.sandboxSecret, rawBody),
      },
      body: rawBody,
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`merchant answered ${response.status} to the notification`);
  }

  /**
   * Sends the first notification of a settled transaction at once, as a gateway does, instead of waiting for
   * the queue's tick or for one of its few workers (under load, hundreds wait); a failure stays queued and
   * is retried. Only where the queue runs by itself (tests drive the queue explicitly): elsewhere nothing
   * was claimed.
   */
  private deliverSoon(first: ClaimedJob | undefined): void {
    if (!first) return;
    setImmediate(() => {
      this.ctx.jobs.runClaimed(first).catch(() => undefined);
    });
  }
}
