import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { groups, userGroups, userRoles, users } from './tables.ts';
import { displayName } from './user-view.ts';

/**
 * Groups other modules rely on by name (the `support` group whose members answer requests for help): made
 * when missing, found case-insensitively as the groups' unique index compares names.
 */
export async function ensureGroup(db: DbOrTx, name: string, description: string): Promise<number> {
  await db.insert(groups).values({ name, description }).onConflictDoNothing();
  const [row] = await db
    .select({ id: groups.id })
    .from(groups)
    .where(sql`lower(${groups.name}) = lower(${name})`);
  if (!row) throw new Error(`group ${name} neither exists nor could be made`);
  return row.id;
}

export type StaffMember = { id: number; name: string; email: string; isAdmin: boolean };

/** Active users who hold a role or belong to a group (admins and the support group), by name. */
export async function listUsersWithRoleOrGroup(
  db: DbOrTx,
  criteria: { role: 'admin'; groupId: number },
): Promise<StaffMember[]> {
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      // Written with an alias: a bare column inside a select's sql may lose its table name.
      isAdmin: sql<boolean>`exists (select 1 from ${userRoles} ur where ur.user_id = ${users}.id and ur.role = ${criteria.role})`,
    })
    .from(users)
    .where(
      and(
        eq(users.isActive, true),
        or(
          inArray(
            users.id,
            db.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.role, criteria.role)),
          ),
          inArray(
            users.id,
            db
              .select({ id: userGroups.userId })
              .from(userGroups)
              .where(eq(userGroups.groupId, criteria.groupId)),
          ),
        ),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.id));
  return rows.map((r) => ({
    id: r.id,
    name: displayName(r.firstName, r.lastName),
    email: r.email,
    isAdmin: Boolean(r.isAdmin),
  }));
}
