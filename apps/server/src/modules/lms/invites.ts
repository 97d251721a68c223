import { randomBytes } from 'node:crypto';
import type { LmsInvite } from '@pustaka/contract';
import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Principal } from '../../platform/auth-guard.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { findUserSummaries } from '../users/index.ts';
import { coverUrlOf, getManagedCourse } from './courses.ts';
import { acceptEmailInvite, findInvitedAddress } from './email-invites.ts';
import { type EnrolmentRow, insertEnrolment } from './enrolment.ts';
import { lmsCourses, lmsInvites } from './tables.ts';

type InviteRow = typeof lmsInvites.$inferSelect;

const HOUR_MS = 3_600_000;

function toInvite(ctx: AppContext, slug: string, row: InviteRow): LmsInvite {
  return {
    id: row.id,
    token: row.token,
    url: `${ctx.config.publicUrl}/lms/join/${slug}?invite=${row.token}`,
    expires_at: row.expiresAt?.toISOString() ?? null,
    max_uses: row.maxUses,
    uses: row.uses,
    created_at: row.createdAt.toISOString(),
  };
}

export async function createInvite(
  ctx: AppContext,
  principal: Principal,
  courseId: number,
  input: { expires_in_hours?: number; max_uses?: number },
): Promise<LmsInvite> {
  const course = await getManagedCourse(ctx.db, principal, courseId);
  const now = ctx.now();
  const [row] = await ctx.db
    .insert(lmsInvites)
    .values({
      courseId,
      token: randomBytes(16).toString('base64url'),
      expiresAt: input.expires_in_hours ? new Date(now.getTime() + input.expires_in_hours * HOUR_MS) : null,
      maxUses: input.max_uses ?? null,
      createdAt: now,
    })
    .returning();
  if (!row) throw new AppError('NOT_FOUND');
  return toInvite(ctx, course.slug, row);
}

export async function listInvites(ctx: AppContext, principal: Principal, courseId: number) {
  const course = await getManagedCourse(ctx.db, principal, courseId);
  const rows = await ctx.db
    .select()
    .from(lmsInvites)
    .where(eq(lmsInvites.courseId, courseId))
    .orderBy(desc(lmsInvites.createdAt), desc(lmsInvites.id));
  return rows.map((row) => toInvite(ctx, course.slug, row));
}

/** The course of a join link and its invite; an unknown slug or token (or an unpublished course) is one 404. */
async function findLink(ctx: AppContext, slug: string, token: string) {
  const [row] = await ctx.db
    .select({ course: lmsCourses, invite: lmsInvites })
    .from(lmsInvites)
    .innerJoin(lmsCourses, eq(lmsCourses.id, lmsInvites.courseId))
    .where(and(eq(lmsCourses.slug, slug), eq(lmsInvites.token, token), eq(lmsCourses.isPublished, true)));
  if (!row) throw new AppError('LMS_INVITE_INVALID');
  return row;
}

function inviteProblem(ctx: AppContext, invite: InviteRow): 'expired' | 'used_up' | null {
  if (invite.expiresAt && invite.expiresAt.getTime() <= ctx.now().getTime()) return 'expired';
  if (invite.maxUses !== null && invite.uses >= invite.maxUses) return 'used_up';
  return null;
}

/** `GET /public/lms/join/{slug}/validate`: what the join page shows before the learner logs in. */
export async function validateInvite(ctx: AppContext, slug: string, token: string) {
  const { course, invite } = await findLink(ctx, slug, token);
  const trainers = await findUserSummaries(ctx.db, [course.trainerId]);
  const reason = inviteProblem(ctx, invite);
  return {
    course: {
      id: course.id,
      title: course.title,
      trainer_name: trainers.get(course.trainerId)?.name ?? 'Trainer',
      cover_url: coverUrlOf(course.coverKey),
      requires_approval: course.requiresApproval,
    },
    valid: reason === null,
    reason,
  };
}

/**
 * Joins by invite. The use is counted by one conditional UPDATE (still open, uses below the limit), so two
 * learners racing for the last place cannot both get it; the enrolment is in the same transaction, so a
 * learner who is already in (or already waiting) gives the place back. In a course that asks for approval
 * the learner waits as `pending`, except the very person the trainer invited by email: naming them was the
 * approval.
 */
export async function joinByInvite(
  ctx: AppContext,
  principal: Principal,
  slug: string,
  token: string,
): Promise<EnrolmentRow> {
  const { course, invite } = await findLink(ctx, slug, token);
  if (course.requiresVerifiedEmail && !principal.emailVerified) {
    throw new AppError('LMS_VERIFIED_EMAIL_REQUIRED');
  }
  const now = ctx.now();
  const invitedAddress = course.requiresApproval ? await findInvitedAddress(ctx.db, invite.id) : undefined;
  const approved =
    !course.requiresApproval ||
    (invitedAddress !== undefined && invitedAddress === principal.user.email.toLowerCase());
  return ctx.db.transaction(async (tx) => {
    const [counted] = await tx
      .update(lmsInvites)
      .set({ uses: sql`${lmsInvites.uses} + 1` })
      .where(
        and(
          eq(lmsInvites.id, invite.id),
          or(isNull(lmsInvites.expiresAt), gt(lmsInvites.expiresAt, now)),
          or(isNull(lmsInvites.maxUses), lt(lmsInvites.uses, lmsInvites.maxUses)),
        ),
      )
      .returning({ id: lmsInvites.id });
    if (!counted) {
      const problem = inviteProblem(ctx, invite) ?? 'used_up';
      throw new AppError(problem === 'expired' ? 'LMS_INVITE_EXPIRED' : 'LMS_INVITE_USED_UP');
    }
    const enrolment = await insertEnrolment(ctx, tx, {
      courseId: course.id,
      userId: principal.userId,
      source: 'invite',
      inviteId: invite.id,
      status: approved ? 'active' : 'pending',
    });
    await acceptEmailInvite(tx, invite.id, principal.userId, now);
    return enrolment;
  });
}
