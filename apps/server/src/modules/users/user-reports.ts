import type { Role } from '@pustaka/contract';
import { asc, count, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { userRoles, users } from './tables.ts';
import { hydrate, userColumns } from './user-records.ts';

/** What admins read about all users at once: the counts of the overview and the CSV export. */

export async function overview(db: DbOrTx) {
  const [[totals], roleCounts] = await Promise.all([
    db
      .select({
        users_total: count(),
        users_active: sql<number>`count(*) filter (where ${users.isActive})::int`,
        unverified: sql<number>`count(*) filter (where ${users.emailVerifiedAt} is null)::int`,
      })
      .from(users),
    db.select({ role: userRoles.role, total: count() }).from(userRoles).groupBy(userRoles.role),
  ]);
  const byRole = (role: Role) => roleCounts.find((r) => r.role === role)?.total ?? 0;
  return {
    users_total: totals?.users_total ?? 0,
    users_active: totals?.users_active ?? 0,
    users_inactive: (totals?.users_total ?? 0) - (totals?.users_active ?? 0),
    unverified: totals?.unverified ?? 0,
    admins: byRole('admin'),
    publishers: byRole('publisher'),
    members: byRole('members'),
  };
}

/** Streams nothing clever: an admin export of at most a few hundred thousand rows, built in pages. */
export async function exportUsersCsv(db: DbOrTx): Promise<string> {
  const header = [
    'id',
    'email',
    'first_name',
    'last_name',
    'role',
    'roles',
    'email_verified',
    'is_active',
    'created_at',
  ];
  const lines = [header.join(',')];
  const pageSize = 1000;
  for (let page = 1; ; page++) {
    const rows = await db
      .select(userColumns)
      .from(users)
      .orderBy(asc(users.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    for (const user of await hydrate(db, rows)) {
      lines.push(
        [
          user.id,
          user.email,
          user.first_name,
          user.last_name,
          user.role,
          user.roles.join('|'),
          user.email_verified,
          user.is_active,
          user.created_at,
        ]
          .map(csvCell)
          .join(','),
      );
    }
    if (rows.length < pageSize) break;
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** Quotes a cell and defuses spreadsheet formulas (=, +, -, @ at the start). */
function csvCell(value: unknown): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n']/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
