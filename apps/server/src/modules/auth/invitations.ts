import type { AdminUser, AdminUserCreateSchema } from '@pustaka/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '#db/client.ts';
import {
  createUser,
  getAdminUser,
  getPasswordHash,
  getUser,
  markEmailVerified,
  setPasswordHash,
  USER_CHANGED,
} from '#modules/users/index.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { invitationMail } from './mails.ts';
import { hashPassword } from './passwords.ts';
import { passwordTokens } from './tables.ts';
import { newOpaqueToken, sha256 } from './tokens.ts';

/** A week: an invitation may wait over a weekend and a holiday before its owner opens it. */
export const INVITATION_TTL_MS = 7 * 86_400_000;

/**
 * Creates an account without a password and mails its owner, in the language chosen for them, a link to
 * choose one. The account and its link are written together; a taken email or unknown group changes nothing.
 */
export async function createInvitedAccount(
  ctx: AppContext,
  input: z.output<typeof AdminUserCreateSchema>,
): Promise<AdminUser> {
  const { userId, token } = await ctx.db.transaction(async (tx) => {
    const id = await createUser(tx, {
      email: input.email,
      passwordHash: null,
      firstName: input.first_name,
      lastName: input.last_name,
      roles: input.roles,
      groupIds: input.group_ids ?? [],
      language: input.language,
    });
    return { userId: id, token: await issuePasswordToken(ctx, tx, id) };
  });
  await mailInvitation(ctx, userId, token);
  return getAdminUser(ctx.db, userId);
}

/** A new link for someone who has not chosen a password yet; the links mailed before stop working. */
export async function resendInvitation(ctx: AppContext, userId: number): Promise<void> {
  await getUser(ctx.db, userId);
  const token = await ctx.db.transaction(async (tx) => {
    if ((await getPasswordHash(tx, userId)) !== null) throw new AppError('INVITATION_NOT_NEEDED');
    await tx.delete(passwordTokens).where(eq(passwordTokens.userId, userId));
    return issuePasswordToken(ctx, tx, userId);
  });
  await mailInvitation(ctx, userId, token);
}

/**
 * Uses a link once: stores the chosen password and marks the address verified, since only its owner could
 * open the mail. Answers the email to log in with.
 */
export async function setPasswordFromLink(
  ctx: AppContext,
  token: string,
  password: string,
): Promise<{ email: string }> {
  const tokenHash = sha256(token);
  // Checked before the costly hash, so a made-up token costs the server one indexed read.
  await usablePasswordToken(ctx, ctx.db, tokenHash, false);
  const passwordHash = await hashPassword(password);
  const userId = await ctx.db.transaction(async (tx) => {
    const row = await usablePasswordToken(ctx, tx, tokenHash, true);
    await setPasswordHash(tx, row.userId, passwordHash);
    await markEmailVerified(ctx, tx, row.userId);
    await tx
      .update(passwordTokens)
      .set({ usedAt: ctx.now() })
      .where(and(eq(passwordTokens.userId, row.userId), isNull(passwordTokens.usedAt)));
    return row.userId;
  });
  await ctx.events.publish(USER_CHANGED, String(userId));
  const user = await getUser(ctx.db, userId);
  return { email: user.email };
}

async function usablePasswordToken(ctx: AppContext, db: DbOrTx, tokenHash: string, lock: boolean) {
  const query = db.select().from(passwordTokens).where(eq(passwordTokens.tokenHash, tokenHash));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('PASSWORD_LINK_INVALID');
  if (row.usedAt) throw new AppError('PASSWORD_LINK_USED');
  if (row.expiresAt.getTime() <= ctx.now().getTime()) throw new AppError('PASSWORD_LINK_EXPIRED');
  return row;
}

async function issuePasswordToken(ctx: AppContext, db: DbOrTx, userId: number): Promise<string> {
  const { token, hash } = newOpaqueToken();
  const now = ctx.now();
  await db.insert(passwordTokens).values({
    userId,
    tokenHash: hash,
    createdAt: now,
    expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
  });
  return token;
}

async function mailInvitation(ctx: AppContext, userId: number, token: string): Promise<void> {
  const user = await getUser(ctx.db, userId);
  const link = `${ctx.config.publicUrl}/set-password?token=${token}`;
  await ctx.mailer.send({ to: user.email, ...invitationMail(user, link) });
}
