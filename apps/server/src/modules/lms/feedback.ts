import { desc, eq, inArray } from 'drizzle-orm';
import { findUserSummaries } from '#modules/users/index.ts';
import type { Principal } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { getLearnerAccess } from './enrolment.ts';
import { lmsCourses, lmsFeedback } from './tables.ts';

/** A learner rates the course they are in; a second rating replaces the first. */
export async function saveFeedback(
  ctx: AppContext,
  principal: Principal,
  courseId: number,
  input: { rating: number; text: string },
) {
  const access = await getLearnerAccess(ctx, principal, courseId);
  if (!access.enrolment) throw new AppError('LMS_NOT_ENROLLED');
  const now = ctx.now();
  await ctx.db
    .insert(lmsFeedback)
    .values({ courseId, userId: principal.userId, rating: input.rating, text: input.text, createdAt: now })
    .onConflictDoUpdate({
      target: [lmsFeedback.courseId, lmsFeedback.userId],
      set: { rating: input.rating, text: input.text, createdAt: now },
    });
}

/** The latest feedback on a trainer's courses. */
export async function listFeedback(ctx: AppContext, courseIds: number[], limit = 50) {
  if (courseIds.length === 0) return [];
  const rows = await ctx.db
    .select({ feedback: lmsFeedback, courseTitle: lmsCourses.title })
    .from(lmsFeedback)
    .innerJoin(lmsCourses, eq(lmsCourses.id, lmsFeedback.courseId))
    .where(inArray(lmsFeedback.courseId, courseIds))
    .orderBy(desc(lmsFeedback.createdAt))
    .limit(limit);
  const names = await findUserSummaries(
    ctx.db,
    rows.map((row) => row.feedback.userId),
  );
  return rows.map((row) => ({
    rating: row.feedback.rating,
    text: row.feedback.text,
    name: names.get(row.feedback.userId)?.name ?? '',
    created_at: row.feedback.createdAt.toISOString(),
    course_title: row.courseTitle,
  }));
}
