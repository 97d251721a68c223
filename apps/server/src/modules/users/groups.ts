import type { Group, GroupCreate, User } from '@pustaka/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { isUniqueViolation } from '#platform/unique-violation.ts';
import { groups, userGroups } from './tables.ts';
import { getUser, notifyUserChanged } from './user-records.ts';

/** Groups of users (a class, a school), which admins make and fill; membership changes reach caches at once. */

export async function listGroups(db: DbOrTx): Promise<(Group & { members: number })[]> {
  return db
    .select({
      id: groups.id,
      name: groups.name,
      description: groups.description,
      members: sql<number>`(select count(*) from ${userGroups} where ${userGroups.groupId} = ${groups.id})::int`,
    })
    .from(groups)
    .orderBy(asc(groups.name));
}

export async function createGroup(db: DbOrTx, input: GroupCreate): Promise<Group> {
  try {
    const [row] = await db
      .insert(groups)
      .values({ name: input.name, description: input.description ?? null })
      .returning({ id: groups.id, name: groups.name, description: groups.description });
    if (!row) throw new Error('group insert returned nothing');
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT');
    throw error;
  }
}

export async function deleteGroup(ctx: AppContext, groupId: number): Promise<void> {
  const members = await ctx.db
    .select({ userId: userGroups.userId })
    .from(userGroups)
    .where(eq(userGroups.groupId, groupId));
  const deleted = await ctx.db.delete(groups).where(eq(groups.id, groupId)).returning({ id: groups.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND');
  for (const { userId } of members) await notifyUserChanged(ctx, userId);
}

export async function addUserToGroup(ctx: AppContext, userId: number, groupId: number): Promise<User> {
  await getUser(ctx.db, userId);
  const [group] = await ctx.db.select({ id: groups.id }).from(groups).where(eq(groups.id, groupId));
  if (!group) throw new AppError('NOT_FOUND');
  await ctx.db.insert(userGroups).values({ userId, groupId }).onConflictDoNothing();
  await notifyUserChanged(ctx, userId);
  return getUser(ctx.db, userId);
}

export async function removeUserFromGroup(ctx: AppContext, userId: number, groupId: number): Promise<User> {
  const deleted = await ctx.db
    .delete(userGroups)
    .where(and(eq(userGroups.userId, userId), eq(userGroups.groupId, groupId)))
    .returning({ userId: userGroups.userId });
  if (deleted.length === 0) throw new AppError('NOT_FOUND');
  await notifyUserChanged(ctx, userId);
  return getUser(ctx.db, userId);
}
