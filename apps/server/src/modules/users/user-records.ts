import type { Group, Role, User } from '@pustaka/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { groups, userGroups, userRoles, users } from './tables.ts';
import { toUser, type UserRow } from './user-view.ts';

/** Published after any change that alters what a user may do or how they look; caches listen to it. */
export const USER_CHANGED = 'user.changed';
/** Published when an account is deactivated or deleted; the auth module ends its sessions. */
export const USER_DEACTIVATED = 'user.deactivated';

export const userColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  emailVerifiedAt: users.emailVerifiedAt,
  isActive: users.isActive,
  language: users.language,
  bio: users.bio,
  phone: users.phone,
  website: users.website,
  avatarKey: users.avatarKey,
  coverKey: users.coverKey,
  premiumCreatorUntil: users.premiumCreatorUntil,
  createdAt: users.createdAt,
};

export async function notifyUserChanged(ctx: AppContext, userId: number): Promise<void> {
  await ctx.events.publish(USER_CHANGED, String(userId));
}

/** Loads users with their roles and groups in three queries, whatever the number of users. */
export async function hydrate(db: DbOrTx, rows: UserRow[]): Promise<User[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [roleRows, groupRows] = await Promise.all([
    db.select().from(userRoles).where(inArray(userRoles.userId, ids)),
    db
      .select({
        userId: userGroups.userId,
        id: groups.id,
        name: groups.name,
        description: groups.description,
      })
      .from(userGroups)
      .innerJoin(groups, eq(groups.id, userGroups.groupId))
      .where(inArray(userGroups.userId, ids))
      .orderBy(asc(groups.name)),
  ]);
  return rows.map((row) =>
    toUser(
      row,
      roleRows.filter((r) => r.userId === row.id).map((r) => r.role as Role),
      groupRows
        .filter((g) => g.userId === row.id)
        .map(({ id, name, description }) => ({ id, name, description })),
    ),
  );
}

export async function findUser(db: DbOrTx, id: number): Promise<User | undefined> {
  const rows = await db.select(userColumns).from(users).where(eq(users.id, id));
  const [user] = await hydrate(db, rows);
  return user;
}

export async function getUser(db: DbOrTx, id: number): Promise<User> {
  const user = await findUser(db, id);
  if (!user) throw new AppError('NOT_FOUND');
  return user;
}

/** The facts access decisions need, in one round trip. */
export async function findAccess(db: DbOrTx, userId: number) {
  // The subqueries compare with the user id as a parameter: drizzle writes ${users.id} unqualified here ("id"),
  // which inside the groups subquery would mean g.id.
  const [row] = await db
    .select({
      ...userColumns,
      roles: sql<
        string[]
      >`coalesce((select array_agg(ur.role) from ${userRoles} ur where ur.user_id = ${userId}), '{}')`,
      groups: sql<
        Group[]
      >`coalesce((select json_agg(json_build_object('id', g.id, 'name', g.name, 'description', g.description) order by g.name) from ${userGroups} ug join ${groups} g on g.id = ug.group_id where ug.user_id = ${userId}), '[]'::json)`,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return undefined;
  const { roles, groups: groupList, ...userRow } = row;
  const parsedGroups: Group[] = typeof groupList === 'string' ? JSON.parse(groupList) : groupList;
  return toUser(userRow, roles as Role[], parsedGroups);
}

/** Text for an ILIKE pattern, with its wildcards taken literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
