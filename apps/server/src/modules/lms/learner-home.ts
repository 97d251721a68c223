import type { LmsCourseDetail, LmsHome } from '@pustaka/contract';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Principal } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { findCertificateOf, listCertificatesOf } from './certificates.ts';
import { listContentRows } from './contents.ts';
import { isTrainerOf, toCourse, toCourses } from './courses.ts';
import { enrolmentNeed, findEnrolment, getVisibleCourse, isStudying, toEnrolment } from './enrolment.ts';
import { completionOf } from './progress.ts';
import { lmsContents, lmsCourses, lmsEnrolments, lmsProgress } from './tables.ts';

/** `/lms`: where the learner stopped last, the courses they are in, and their certificates. */
export async function learnerHome(ctx: AppContext, principal: Principal): Promise<LmsHome> {
  const enrolments = await ctx.db
    .select()
    .from(lmsEnrolments)
    .where(and(eq(lmsEnrolments.userId, principal.userId), ne(lmsEnrolments.status, 'removed')))
    .orderBy(desc(lmsEnrolments.enrolledAt));
  const courseIds = enrolments.map((row) => row.courseId);
  const courseRows =
    courseIds.length === 0
      ? []
      : await ctx.db.select().from(lmsCourses).where(inArray(lmsCourses.id, courseIds));
  const courses = new Map((await toCourses(ctx.db, courseRows)).map((course) => [course.id, course]));
  const items = await Promise.all(
    enrolments.flatMap((enrolment) => {
      const course = courses.get(enrolment.courseId);
      if (!course) return [];
      return [
        completionOf(ctx.db, enrolment.id, course.content_count).then((percentage) => ({
          ...course,
          enrolment: toEnrolment(enrolment, percentage),
        })),
      ];
    }),
  );
  const enrolmentIds = enrolments.map((row) => row.id);
  const [last] =
    enrolmentIds.length === 0
      ? []
      : await ctx.db
          .select({
            courseId: lmsContents.courseId,
            contentId: lmsContents.id,
            contentTitle: lmsContents.title,
            completed: lmsProgress.completedAt,
          })
          .from(lmsProgress)
          .innerJoin(lmsContents, eq(lmsContents.id, lmsProgress.contentId))
          .where(inArray(lmsProgress.enrolmentId, enrolmentIds))
          .orderBy(desc(lmsProgress.updatedAt))
          .limit(1);
  let resume: LmsHome['continue'] = null;
  if (last) {
    // A finished content sends the learner on to the next one of the course.
    const contents = await listContentRows(ctx.db, last.courseId);
    const index = contents.findIndex((content) => content.id === last.contentId);
    const target = last.completed ? (contents[index + 1] ?? contents[index]) : contents[index];
    if (target) {
      resume = {
        course_id: last.courseId,
        course_title: courses.get(last.courseId)?.title ?? '',
        content_id: target.id,
        content_title: target.title,
      };
    }
  }
  return {
    continue: resume,
    courses: items,
    certificates: await listCertificatesOf(ctx.db, principal.userId),
  };
}

/** `/lms/courses/{id}`: the course, the caller's enrolment, and what (if anything) keeps them from enrolling. */
export async function courseDetail(
  ctx: AppContext,
  principal: Principal,
  id: number,
): Promise<LmsCourseDetail> {
  const row = await getVisibleCourse(ctx.db, principal, id);
  const [course, enrolment, contents] = await Promise.all([
    toCourse(ctx.db, row),
    findEnrolment(ctx.db, id, principal.userId),
    listContentRows(ctx.db, id),
  ]);
  // A learner who is in, or whose request waits for the trainer, has nothing more to do to get in.
  const settled = isStudying(enrolment) || enrolment?.status === 'pending';
  const need = settled ? null : await enrolmentNeed(ctx, principal, row);
  const certificate = enrolment ? await findCertificateOf(ctx.db, enrolment.id) : undefined;
  return {
    course,
    enrolment: enrolment
      ? toEnrolment(enrolment, await completionOf(ctx.db, enrolment.id, contents.length))
      : null,
    is_trainer: isTrainerOf(principal, row),
    can_enrol: !enrolment && need === null,
    needs: enrolment?.status === 'removed' ? null : need,
    contents: contents.map((content) => ({
      id: content.id,
      title: content.title,
      type: content.type as 'text',
    })),
    certificate_code: certificate?.code ?? null,
    certificate_revoked_at: certificate?.revokedAt?.toISOString() ?? null,
  };
}
