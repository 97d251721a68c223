import type { AdminUser, AdminUserListQuery, AdminUserUpdate, Role, User } from '@pustaka/contract';
import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { userRoles, users } from './tables.ts';
import {
  escapeLike,
  getUser,
  hydrate,
  notifyUserChanged,
  USER_DEACTIVATED,
  userColumns,
} from './user-records.ts';
import type { UserRow } from './user-view.ts';

/** The user columns plus whether the owner still has to choose a password (never the hash itself). */
const adminUserColumns = {
  ...userColumns,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`,
};

async function toAdminUsers(
  db: DbOrTx,
  rows: Array<UserRow & { hasPassword: boolean }>,
): Promise<AdminUser[]> {
  const hydrated = await hydrate(db, rows);
  return hydrated.map((user, i) => ({ ...user, invitation_pending: !rows[i]?.hasPassword }));
}

/** One user as the admin screens show them. */
export async function getAdminUser(db: DbOrTx, id: number): Promise<AdminUser> {
  const rows = await db.select(adminUserColumns).from(users).where(eq(users.id, id));
  const [user] = await toAdminUsers(db, rows);
  if (!user) throw new AppError('NOT_FOUND');
  return user;
}

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
      .select(adminUserColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return {
    items: await toAdminUsers(db, rows),
    page: query.page,
    pageSize: query.pageSize,
    total: totals?.total ?? 0,
  };
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
