import type { LmsEnrolment, LmsEnrolmentStatus } from '@pustaka/contract';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { findOwnedProductIds } from '#modules/orders/index.ts';
import type { Principal } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { type CourseRow, getCourse, isTrainerOf } from './courses.ts';
import { lmsEnrolments } from './tables.ts';

export type EnrolmentRow = typeof lmsEnrolments.$inferSelect;

export function toEnrolment(row: EnrolmentRow, percentage: number): LmsEnrolment {
  return {
    id: row.id,
    course_id: row.courseId,
    status: row.status as LmsEnrolmentStatus,
    enrolled_at: row.enrolledAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
    percentage,
  };
}

/** Whether an enrolment lets its learner study: not removed, not an open invitation, not waiting for approval. */
export const isStudying = (enrolment: EnrolmentRow | undefined): boolean =>
  enrolment !== undefined && (enrolment.status === 'active' || enrolment.status === 'completed');

export async function findEnrolment(db: DbOrTx, courseId: number, userId: number) {
  const [row] = await db
    .select()
    .from(lmsEnrolments)
    .where(and(eq(lmsEnrolments.courseId, courseId), eq(lmsEnrolments.userId, userId)));
  return row;
}

/** A course a learner may look at: published, or their own as its trainer. */
export async function getVisibleCourse(db: DbOrTx, principal: Principal | undefined, id: number) {
  const course = await getCourse(db, id);
  if (!course.isPublished && !isTrainerOf(principal, course)) throw new AppError('NOT_FOUND');
  return course;
}

export type LearnerAccess = { course: CourseRow; enrolment: EnrolmentRow | undefined; trainer: boolean };

/**
 * Every learner route passes here: the course's trainer (and an admin) may look at it without enrolling;
 * anyone else needs an enrolment that is active or completed (a request still waiting for the trainer is
 * told so), and a verified email when the course asks for one.
 */
export async function getLearnerAccess(
  ctx: AppContext,
  principal: Principal,
  courseId: number,
): Promise<LearnerAccess> {
  const course = await getCourse(ctx.db, courseId);
  return learnerAccessOf(principal, course, await findEnrolment(ctx.db, courseId, principal.userId));
}

/** The rules of `getLearnerAccess` on a course and enrolment already read (by a route that reads them together). */
export function learnerAccessOf(
  principal: Principal,
  course: CourseRow,
  enrolment: EnrolmentRow | undefined,
): LearnerAccess {
  if (!course.isPublished && !isTrainerOf(principal, course)) throw new AppError('NOT_FOUND');
  if (isTrainerOf(principal, course)) return { course, enrolment, trainer: true };
  if (enrolment?.status === 'pending') throw new AppError('LMS_AWAITING_APPROVAL');
  if (!isStudying(enrolment)) throw new AppError('LMS_NOT_ENROLLED');
  if (course.requiresVerifiedEmail && !principal.emailVerified) {
    throw new AppError('LMS_VERIFIED_EMAIL_REQUIRED');
  }
  return { course, enrolment, trainer: false };
}

/**
 * What stands between a caller and enrolling in a course, or null when nothing does. Every way in needs a
 * verified email (the routes refuse the others); a course may ask for it again of learners already in.
 */
export async function enrolmentNeed(
  ctx: AppContext,
  principal: Principal,
  course: CourseRow,
): Promise<'verified_email' | 'invite' | 'purchase' | 'published' | null> {
  if (!course.isPublished) return 'published';
  if (!principal.emailVerified) return 'verified_email';
  if (course.accessMode === 'invite') return 'invite';
  if (course.accessMode === 'paid') {
    const owned = await findOwnedProductIds(
      ctx.db,
      principal.userId,
      course.productId ? [course.productId] : [],
    );
    if (owned.size === 0) return 'purchase';
  }
  return null;
}

export type NewEnrolment = {
  courseId: number;
  userId: number;
  source: 'public' | 'invite' | 'purchase';
  inviteId?: number;
  /** `pending` when the course asks for the trainer's approval. */
  status: 'active' | 'pending';
};

/**
 * Inserts the enrolment, or says the learner is already in, already waiting, or was removed by the trainer.
 * An open invitation becomes the new status; a request still waiting is let in only by a way in that needs
 * no approval.
 */
export async function insertEnrolment(
  ctx: AppContext,
  tx: DbOrTx,
  values: NewEnrolment,
): Promise<EnrolmentRow> {
  const [row] = await tx
    .insert(lmsEnrolments)
    .values({ ...values, enrolledAt: ctx.now() })
    .onConflictDoNothing()
    .returning();
  if (row) return row;
  const existing = await findEnrolment(tx, values.courseId, values.userId);
  if (existing?.status === 'removed') throw new AppError('FORBIDDEN');
  if (existing?.status === 'pending' && values.status === 'pending')
    throw new AppError('LMS_ALREADY_REQUESTED');
  if (existing?.status === 'invited' || existing?.status === 'pending') {
    const [changed] = await tx
      .update(lmsEnrolments)
      .set({ status: values.status, source: values.source, enrolledAt: ctx.now() })
      .where(and(eq(lmsEnrolments.id, existing.id), eq(lmsEnrolments.status, existing.status)))
      .returning();
    if (changed) return changed;
  }
  throw new AppError('LMS_ALREADY_ENROLLED');
}

/**
 * `POST /lms/courses/{id}/enroll`: public courses, and paid ones whose product the caller owns. A course
 * that asks for approval takes the learner as `pending` until its trainer decides.
 */
export async function enrol(ctx: AppContext, principal: Principal, courseId: number): Promise<EnrolmentRow> {
  const course = await getVisibleCourse(ctx.db, principal, courseId);
  const need = await enrolmentNeed(ctx, principal, course);
  if (need === 'published') throw new AppError('NOT_FOUND');
  if (need === 'verified_email') throw new AppError('LMS_VERIFIED_EMAIL_REQUIRED');
  if (need === 'invite') throw new AppError('LMS_INVITE_REQUIRED');
  if (need === 'purchase') throw new AppError('LMS_PURCHASE_REQUIRED');
  const paid = course.accessMode === 'paid';
  return insertEnrolment(ctx, ctx.db, {
    courseId,
    userId: principal.userId,
    source: paid ? 'purchase' : 'public',
    status: course.requiresApproval && !paid ? 'pending' : 'active',
  });
}
