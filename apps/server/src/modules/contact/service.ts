import type { ContactRequest } from '@pustaka/contract';
import { count, desc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { AppContext } from '../../platform/context.ts';
import { overLimit } from '../../platform/rate-limit/rate-limiter.ts';
import { contactMessages } from './tables.ts';

const CONTACT_LIMIT = { max: 5, windowMs: 60 * 60_000 };

/** Stores a message from the contact form; five per hour per address keeps spam bots out. */
export async function submitContactMessage(
  ctx: AppContext,
  input: ContactRequest,
  sender: { ip: string; userId: number | undefined },
): Promise<void> {
  const { allowed, retryAfterMs } = await ctx.rateLimiter.consume(`contact:${sender.ip}`, CONTACT_LIMIT);
  if (!allowed) throw overLimit(retryAfterMs);
  await ctx.db.insert(contactMessages).values({ ...input, email: input.email.toLowerCase(), ...sender });
}

export async function listContactMessages(db: DbOrTx, page: number, pageSize: number) {
  const [items, [totals]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(contactMessages),
  ]);
  return {
    items: items.map((m) => ({
      id: m.id,
      name: m.name,
      email: m.email,
      subject: m.subject,
      message: m.message,
      user_id: m.userId,
      created_at: m.createdAt.toISOString(),
    })),
    page,
    pageSize,
    total: totals?.total ?? 0,
  };
}

export async function countContactMessages(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ total: count() }).from(contactMessages);
  return row?.total ?? 0;
}
