import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getUser, markEmailVerified, USER_CHANGED } from '#modules/users/index.ts';
import type { Principal } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { escapeHtml } from '#platform/html.ts';
import { overLimit } from '#platform/rate-limit/rate-limiter.ts';
import { EXPIRED_LINKS_KEPT_MS, sweepExpiredRows } from '#platform/sweeps.ts';
import { getVisibleCourse } from './enrolment.ts';
import { lmsEmailTokens } from './tables.ts';

const TOKEN_TTL_MS = 24 * 3_600_000;
const MAIL_LIMIT = { max: 5, windowMs: 60 * 60_000 };
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Old course verification links go an hour at a time (see platform/sweeps). */
export function sweepOldCourseVerificationLinks(ctx: AppContext): void {
  sweepExpiredRows(
    ctx,
    'lms.old-verification-links',
    lmsEmailTokens,
    lmsEmailTokens.expiresAt,
    EXPIRED_LINKS_KEPT_MS,
  );
}

/** `POST /lms/verify-email/send`: a link that verifies the email and returns the learner to the course. */
export async function sendCourseVerification(ctx: AppContext, principal: Principal, courseId: number) {
  const course = await getVisibleCourse(ctx.db, principal, courseId);
  if (principal.emailVerified) throw new AppError('ALREADY_VERIFIED');
  const { allowed, retryAfterMs } = await ctx.rateLimiter.consume(
    `lms-verify-mail:${principal.userId}`,
    MAIL_LIMIT,
  );
  if (!allowed) throw overLimit(retryAfterMs);
  const token = randomBytes(24).toString('base64url');
  const now = ctx.now();
  await ctx.db.insert(lmsEmailTokens).values({
    tokenHash: sha256(token),
    userId: principal.userId,
    courseId: course.id,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS),
  });
  const user = await getUser(ctx.db, principal.userId);
  const link = `${ctx.config.publicUrl}/lms/verify?token=${token}`;
  const english = user.language === 'en';
  const subject = english
    ? `Verify your email for "${course.title}"`
    : `Verifikasi email untuk "${course.title}"`;
  const lead = english
    ? `Open this link to verify your email and start the course "${course.title}". It works once, for 24 hours.`
    : `Buka tautan ini untuk memverifikasi email dan mulai kursus "${course.title}". Berlaku sekali, selama 24 jam.`;
  await ctx.mailer.send({
    to: user.email,
    subject,
    text: `${lead}\n\n${link}\n`,
    html: `<p>${escapeHtml(lead)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
  });
}

/** `GET /public/lms/verify`: uses the link once and says which course to go back to. */
export async function verifyCourseEmail(ctx: AppContext, token: string): Promise<{ course_id: number }> {
  const now = ctx.now();
  const result = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(lmsEmailTokens)
      .where(eq(lmsEmailTokens.tokenHash, sha256(token)))
      .for('update');
    if (!row) throw new AppError('TOKEN_INVALID');
    if (row.usedAt) throw new AppError('TOKEN_USED');
    if (row.expiresAt.getTime() <= now.getTime()) throw new AppError('TOKEN_EXPIRED');
    await tx.update(lmsEmailTokens).set({ usedAt: now }).where(eq(lmsEmailTokens.id, row.id));
    await markEmailVerified(ctx, tx, row.userId);
    return row;
  });
  await ctx.events.publish(USER_CHANGED, String(result.userId));
  return { course_id: result.courseId };
}
