import { randomBytes } from 'node:crypto';
import type { LmsInvite, LmsInviteUpdate } from '@pustaka/contract';
import { and, desc, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { findUserSummaries } from '#modules/users/index.ts';
import type { Principal } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { coverUrlOf, getManagedCourse } from './courses.ts';
import { acceptEmailInvite, findInvitedAddress } from './email-invites.ts';
import { type EnrolmentRow, insertEnrolment } from './enrolment.ts';
import { lmsCourses, lmsEmailInvites, lmsInvites } from './tables.ts';

type InviteRow = typeof lmsInvites.$inferSelect;

const HOUR_MS = 3_600_000;

function toInvite(ctx: AppContext, slug: string, row: InviteRow, email: string | null = null): LmsInvite {
  return {
    id: row.id,
    token: row.token,
    url: `${ctx.config.publicUrl}/lms/join/${slug}?invite=${row.token}`,
    expires_at: row.expiresAt?.toISOString() ?? null,
    max_uses: row.maxUses,
    uses: row.uses,
    revoked_at: row.revokedAt?.toISOString() ?? null,
    email,
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

/** A course's join links, newest first, the revoked ones too (marked), with the address of emailed ones. */
export async function listInvites(ctx: AppContext, principal: Principal, courseId: number) {
  const course = await getManagedCourse(ctx.db, principal, courseId);
  const rows = await ctx.db
    .select({ invite: lmsInvites, email: lmsEmailInvites.email })
    .from(lmsInvites)
    .leftJoin(lmsEmailInvites, eq(lmsEmailInvites.inviteId, lmsInvites.id))
    .where(eq(lmsInvites.courseId, courseId))
    .orderBy(desc(lmsInvites.createdAt), desc(lmsInvites.id));
  return rows.map((row) => toInvite(ctx, course.slug, row.invite, row.email));
}

/** A link of a course its caller manages, or NOT_FOUND (another trainer's links cannot be probed). */
async function getManagedInvite(ctx: AppContext, principal: Principal, courseId: number, inviteId: number) {
  const course = await getManagedCourse(ctx.db, principal, courseId);
  const [row] = await ctx.db
    .select({ invite: lmsInvites, email: lmsEmailInvites.email })
    .from(lmsInvites)
    .leftJoin(lmsEmailInvites, eq(lmsEmailInvites.inviteId, lmsInvites.id))
    .where(and(eq(lmsInvites.id, inviteId), eq(lmsInvites.courseId, courseId)));
  if (!row) throw new AppError('NOT_FOUND');
  return { course, ...row };
}

/**
 * Revokes a join link: from now on it answers exactly as a link that never existed, to the join page and
 * to a join. Who joined by it stays in. Revoking again changes nothing.
 */
export async function revokeInvite(
  ctx: AppContext,
  principal: Principal,
  courseId: number,
  inviteId: number,
): Promise<LmsInvite> {
  const { invite } = await getManagedInvite(ctx, principal, courseId, inviteId);
  await ctx.db
    .update(lmsInvites)
    .set({ revokedAt: ctx.now() })
    .where(and(eq(lmsInvites.id, invite.id), isNull(lmsInvites.revokedAt)));
  const { course, invite: revoked, email } = await getManagedInvite(ctx, principal, courseId, inviteId);
  return toInvite(ctx, course.slug, revoked, email);
}

/**
 * New limits for a link: uses (never below the uses so far, checked in the same statement, so a join
 * racing the change cannot slip past it) and an expiry counted from now; null lifts a limit. A revoked
 * link keeps its limits.
 */
export async function updateInviteLimits(
  ctx: AppContext,
  principal: Principal,
  courseId: number,
  inviteId: number,
  input: LmsInviteUpdate,
): Promise<LmsInvite> {
  const { course, invite, email } = await getManagedInvite(ctx, principal, courseId, inviteId);
  if (invite.revokedAt) throw new AppError('LMS_INVITE_REVOKED');
  const set: Partial<typeof lmsInvites.$inferInsert> = {};
  if (input.max_uses !== undefined) set.maxUses = input.max_uses;
  if (input.expires_in_hours !== undefined) {
    set.expiresAt =
      input.expires_in_hours === null
        ? null
        : new Date(ctx.now().getTime() + input.expires_in_hours * HOUR_MS);
  }
  if (Object.keys(set).length === 0) return toInvite(ctx, course.slug, invite, email);
  const newMax = input.max_uses;
  const [row] = await ctx.db
    .update(lmsInvites)
    .set(set)
    .where(
      and(
        eq(lmsInvites.id, invite.id),
        isNull(lmsInvites.revokedAt),
        newMax === undefined || newMax === null ? undefined : lte(lmsInvites.uses, newMax),
      ),
    )
    .returning();
  if (row) return toInvite(ctx, course.slug, row, email);
  const { invite: now } = await getManagedInvite(ctx, principal, courseId, inviteId);
  if (now.revokedAt) throw new AppError('LMS_INVITE_REVOKED');
  throw new AppError('LMS_INVITE_LIMIT_BELOW_USES', {
    params: { uses: now.uses },
    details: { uses: now.uses },
  });
}

/**
 * The course of a join link and its invite. An unknown slug or token, an unpublished course and a revoked
 * link are one and the same 404, so a revoked link tells nothing of the course.
 */
async function findLink(db: DbOrTx, slug: string, token: string) {
  const [row] = await db
    .select({ course: lmsCourses, invite: lmsInvites })
    .from(lmsInvites)
    .innerJoin(lmsCourses, eq(lmsCourses.id, lmsInvites.courseId))
    .where(
      and(
        eq(lmsCourses.slug, slug),
        eq(lmsInvites.token, token),
        eq(lmsCourses.isPublished, true),
        isNull(lmsInvites.revokedAt),
      ),
    );
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
  const { course, invite } = await findLink(ctx.db, slug, token);
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
  const { course, invite } = await findLink(ctx.db, slug, token);
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
          isNull(lmsInvites.revokedAt),
          or(isNull(lmsInvites.expiresAt), gt(lmsInvites.expiresAt, now)),
          or(isNull(lmsInvites.maxUses), lt(lmsInvites.uses, lmsInvites.maxUses)),
        ),
      )
      .returning({ id: lmsInvites.id });
    if (!counted) {
      // Revoked meanwhile: as unknown as before the join started.
      await findLink(tx, slug, token);
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
