import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { users } from './tables.ts';

/** True while an admin-granted Premium Creator arrangement runs for the user. */
export async function isPremiumCreator(db: DbOrTx, userId: number, at: Date): Promise<boolean> {
  const [row] = await db.select({ until: users.premiumCreatorUntil }).from(users).where(eq(users.id, userId));
  return row?.until != null && row.until.getTime() > at.getTime();
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
