import { count, desc, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { supportMessages, supportRequests } from './tables.ts';

/** The first message of each request, newest request first: the list the contact form had before the inbox. */
export async function listContactMessages(db: DbOrTx, page: number, pageSize: number) {
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: supportRequests.id,
        name: supportRequests.senderName,
        email: supportRequests.senderEmail,
        subject: supportRequests.subject,
        message: sql<string>`coalesce((select m.body from ${supportMessages} m where m.request_id = ${supportRequests}.id and m.kind = 'sender' order by m.id limit 1), '')`,
        userId: supportRequests.senderUserId,
        createdAt: supportRequests.createdAt,
      })
      .from(supportRequests)
      .orderBy(desc(supportRequests.createdAt), desc(supportRequests.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(supportRequests),
  ]);
  return {
    items: rows.map(({ userId, createdAt, ...row }) => ({
      ...row,
      user_id: userId,
      created_at: createdAt.toISOString(),
    })),
    page,
    pageSize,
    total: totals?.total ?? 0,
  };
}

/** Every request ever made: the admin dashboard's "contact messages" figure. */
export async function countSupportRequests(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ total: count() }).from(supportRequests);
  return row?.total ?? 0;
}
