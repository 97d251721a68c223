import { type AnyColumn, and, asc, count, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { userRoles, users } from './tables.ts';
import { escapeLike, hydrate, userColumns } from './user-records.ts';
import { displayName, imageUrl } from './user-view.ts';

export type UserSummary = { id: number; name: string; avatarUrl: string | null; bio: string | null };

/** Names and avatars of many users in one query: what cards and author lists show. */
export async function findUserSummaries(db: DbOrTx, ids: number[]): Promise<Map<number, UserSummary>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      avatarKey: users.avatarKey,
      bio: users.bio,
    })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(
    rows.map((r) => [
      r.id,
      { id: r.id, name: displayName(r.firstName, r.lastName), avatarUrl: imageUrl(r.avatarKey), bio: r.bio },
    ]),
  );
}

/** Active users holding the publisher role, newest first: the public list of creators. */
export async function listPublishers(db: DbOrTx, options: { page: number; pageSize: number; q?: string }) {
  const where = and(
    eq(users.isActive, true),
    inArray(
      users.id,
      db.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.role, 'publisher')),
    ),
    options.q
      ? ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, `%${escapeLike(options.q)}%`)
      : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select(userColumns)
      .from(users)
      .where(where)
      .orderBy(asc(users.firstName), asc(users.id))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { items: await hydrate(db, rows), total: totals?.total ?? 0 };
}

export type UserContact = { id: number; name: string; email: string; language: 'id' | 'en' };

/** Names, addresses and languages of many users: what money pages and the mails about them need. */
export async function findUserContacts(db: DbOrTx, ids: number[]): Promise<Map<number, UserContact>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      language: users.language,
    })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        name: displayName(r.firstName, r.lastName),
        email: r.email,
        language: r.language === 'en' ? 'en' : 'id',
      },
    ]),
  );
}

/**
 * A condition for another module's query: the user in `userId` has a name or email containing `q`.
 * The other module filters its own rows by it without knowing how users are stored.
 */
export function userMatches(userId: SQL | AnyColumn, q: string): SQL {
  const pattern = `%${escapeLike(q)}%`;
  return sql`exists (select 1 from ${users} where ${users.id} = ${userId} and (${ilike(users.email, pattern)} or ${ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern)}))`;
}

/** Which of these users an admin deactivated (blocked): their products are not recommended. */
export async function findInactiveUserIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, unique), eq(users.isActive, false)));
  return new Set(rows.map((row) => row.id));
}
