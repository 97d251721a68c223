import type { ProfileUpdate, User } from '@pustaka/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '#platform/context.ts';
import { userRoles, users } from './tables.ts';
import { getUser, notifyUserChanged } from './user-records.ts';

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
