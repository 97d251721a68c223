import type {
  AdminUserListQuery,
  AdminUserUpdate,
  Group,
  ProfileUpdate,
  Role,
  User,
} from '@pustaka/contract';
import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { isUniqueViolation } from '../../platform/unique-violation.ts';
import { groups, userGroups, userRoles, users } from './tables.ts';
import { displayName, imageUrl, toUser, type UserRow } from './user-view.ts';

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

export async function findCredentialsByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, isActive: users.isActive })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  return row;
}

export async function getPasswordHash(db: DbOrTx, userId: number): Promise<string> {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!row) throw new AppError('NOT_FOUND');
  return row.hash;
}

export type NewUser = {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  roles?: Role[];
  emailVerified?: boolean;
};

/** Creates the account and its roles together; a taken email is a 409, not a crash. */
export async function createUser(db: DbOrTx, input: NewUser): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          email: input.email.toLowerCase(),
          passwordHash: input.passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          emailVerifiedAt: input.emailVerified ? new Date() : null,
        })
        .returning({ id: users.id });
      if (!row) throw new Error('user insert returned nothing');
      const roles = input.roles?.length ? input.roles : (['members'] as Role[]);
      await tx.insert(userRoles).values(roles.map((role) => ({ userId: row.id, role })));
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN');
    throw error;
  }
}

export async function setPasswordHash(db: DbOrTx, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Marks the address verified; returns false when it already was. */
export async function markEmailVerified(ctx: AppContext, db: DbOrTx, userId: number): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ emailVerifiedAt: ctx.now(), updatedAt: ctx.now() })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
    .returning({ id: users.id });
  return updated.length > 0;
}

export async function updateProfile(ctx: AppContext, userId: number, input: ProfileUpdate): Promise<User> {
  const changes = {
    ...(input.first_name !== undefined && { firstName: input.first_name }),
    ...(input.last_name !== undefined && { lastName: input.last_name }),
    ...(input.bio !== undefined && { bio: input.bio || null }),
    ...(input.phone !== undefined && { phone: input.phone }),
    ...(input.website !== undefined && { website: input.website }),
    ...(input.language !== undefined && { language: input.language }),
  };
  if (Object.keys(changes).length > 0) {
    await ctx.db
      .update(users)
      .set({ ...changes, updatedAt: ctx.now() })
      .where(eq(users.id, userId));
    await notifyUserChanged(ctx, userId);
  }
  return getUser(ctx.db, userId);
}

/** Points the profile at a newly stored image and returns the key it replaced, for the caller to delete. */
export async function replaceProfileImage(
  ctx: AppContext,
  userId: number,
  slot: 'avatar' | 'cover',
  key: string,
): Promise<string | null> {
  const column = slot === 'avatar' ? users.avatarKey : users.coverKey;
  const previous = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select({ key: column }).from(users).where(eq(users.id, userId)).for('update');
    await tx
      .update(users)
      .set(
        slot === 'avatar'
          ? { avatarKey: key, updatedAt: ctx.now() }
          : { coverKey: key, updatedAt: ctx.now() },
      )
      .where(eq(users.id, userId));
    return row?.key ?? null;
  });
  await notifyUserChanged(ctx, userId);
  return previous;
}

/** "Become a creator": a member gains the publisher role (idempotent). */
export async function becomeCreator(ctx: AppContext, userId: number): Promise<User> {
  await ctx.db.insert(userRoles).values({ userId, role: 'publisher' }).onConflictDoNothing();
  await notifyUserChanged(ctx, userId);
  return getUser(ctx.db, userId);
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

// ---------------------------------------------------------------- administration

export async function listUsers(db: DbOrTx, query: AdminUserListQuery) {
  const conditions = [
    query.q
      ? or(
          ilike(users.email, `%${escapeLike(query.q)}%`),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, `%${escapeLike(query.q)}%`),
        )
      : undefined,
    query.role
      ? inArray(
          users.id,
          db.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.role, query.role)),
        )
      : undefined,
    query.status ? eq(users.isActive, query.status === 'active') : undefined,
  ].filter(Boolean);
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select(userColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return {
    items: await hydrate(db, rows),
    page: query.page,
    pageSize: query.pageSize,
    total: totals?.total ?? 0,
  };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function adminUpdateUser(
  ctx: AppContext,
  actorId: number,
  userId: number,
  input: AdminUserUpdate,
): Promise<User> {
  await getUser(ctx.db, userId);
  if (input.roles && actorId === userId && !input.roles.includes('admin')) {
    throw new AppError('SELF_ACTION_FORBIDDEN');
  }
  await ctx.db.transaction(async (tx) => {
    const changes = {
      ...(input.first_name !== undefined && { firstName: input.first_name }),
      ...(input.last_name !== undefined && { lastName: input.last_name }),
      ...(input.email_verified !== undefined && { emailVerifiedAt: input.email_verified ? ctx.now() : null }),
    };
    if (Object.keys(changes).length > 0) {
      await tx
        .update(users)
        .set({ ...changes, updatedAt: ctx.now() })
        .where(eq(users.id, userId));
    }
    if (input.roles) {
      const roles = [...new Set(input.roles)];
      await tx.delete(userRoles).where(eq(userRoles.userId, userId));
      await tx.insert(userRoles).values(roles.map((role) => ({ userId, role })));
    }
  });
  await notifyUserChanged(ctx, userId);
  return getUser(ctx.db, userId);
}

export async function addRole(ctx: AppContext, userId: number, role: Role): Promise<User> {
  await getUser(ctx.db, userId);
  await ctx.db.insert(userRoles).values({ userId, role }).onConflictDoNothing();
  await notifyUserChanged(ctx, userId);
  return getUser(ctx.db, userId);
}

export async function removeRole(
  ctx: AppContext,
  actorId: number,
  userId: number,
  role: Role,
): Promise<User> {
  const user = await getUser(ctx.db, userId);
  if (actorId === userId && role === 'admin') throw new AppError('SELF_ACTION_FORBIDDEN');
  if (!user.roles.includes(role)) throw new AppError('NOT_FOUND');
  await ctx.db.transaction(async (tx) => {
    await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)));
    // Everyone keeps at least the member role.
    await tx.insert(userRoles).values({ userId, role: 'members' }).onConflictDoNothing();
  });
  await notifyUserChanged(ctx, userId);
  return getUser(ctx.db, userId);
}

/** Deactivation is immediate: cached sessions drop on USER_CHANGED and the auth module revokes them all. */
export async function setActive(
  ctx: AppContext,
  actorId: number,
  userId: number,
  active: boolean,
): Promise<User> {
  if (actorId === userId && !active) throw new AppError('SELF_ACTION_FORBIDDEN');
  const updated = await ctx.db
    .update(users)
    .set({ isActive: active, deactivatedAt: active ? null : ctx.now(), updatedAt: ctx.now() })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (updated.length === 0) throw new AppError('NOT_FOUND');
  await notifyUserChanged(ctx, userId);
  if (!active) await ctx.events.publish(USER_DEACTIVATED, String(userId));
  return getUser(ctx.db, userId);
}

export async function deleteUser(
  ctx: AppContext,
  actorId: number,
  userId: number,
): Promise<{ keys: string[] }> {
  if (actorId === userId) throw new AppError('SELF_ACTION_FORBIDDEN');
  const [row] = await ctx.db
    .delete(users)
    .where(eq(users.id, userId))
    .returning({ avatarKey: users.avatarKey, coverKey: users.coverKey });
  if (!row) throw new AppError('NOT_FOUND');
  await notifyUserChanged(ctx, userId);
  return { keys: [row.avatarKey, row.coverKey].filter((key): key is string => key !== null) };
}

export async function countUsers(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users);
  return row?.total ?? 0;
}

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

/** True while an admin-granted Premium Creator arrangement runs for the user. */
export async function isPremiumCreator(db: DbOrTx, userId: number, at: Date): Promise<boolean> {
  const [row] = await db.select({ until: users.premiumCreatorUntil }).from(users).where(eq(users.id, userId));
  return row?.until != null && row.until.getTime() > at.getTime();
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

/** Grants Premium Creator until a moment, or ends it (null). The share applies to sales from now on. */
export async function setPremiumCreatorUntil(ctx: AppContext, userId: number, until: Date | null) {
  const [row] = await ctx.db
    .update(users)
    .set({ premiumCreatorUntil: until, updatedAt: ctx.now() })
    .where(eq(users.id, userId))
    .returning({ id: users.id, until: users.premiumCreatorUntil });
  if (!row) throw new AppError('NOT_FOUND');
  return { id: row.id, until: row.until };
}
