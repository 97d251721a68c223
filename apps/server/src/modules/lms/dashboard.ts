import type { LmsDashboard } from '@pustaka/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Principal } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { listFeedback } from './feedback.ts';
import { lmsContents, lmsCourses, lmsEnrolments, lmsProgress } from './tables.ts';

const DAY_MS = 86_400_000;
const DAYS_SHOWN = 30;

/**
 * The trainer's overview: enrolments per day over the last 30 days, the share of learners who finished,
 * the average quiz score, per course the content where most unfinished learners stopped (the first
 * content they have not completed), and the join requests waiting for the trainer. A waiting request is
 * not a learner yet: it counts in none of the other figures.
 */
export async function trainerDashboard(ctx: AppContext, principal: Principal): Promise<LmsDashboard> {
  const courses = await ctx.db
    .select({ id: lmsCourses.id, title: lmsCourses.title })
    .from(lmsCourses)
    .where(eq(lmsCourses.trainerId, principal.userId));
  const ids = courses.map((course) => course.id);
  if (ids.length === 0) {
    return {
      courses: 0,
      learners: 0,
      completion_rate: 0,
      average_score: null,
      enrolments_by_day: [],
      drop_off: [],
      feedback: [],
      pending_requests: 0,
      pending_by_course: [],
    };
  }
  const since = new Date(ctx.now().getTime() - (DAYS_SHOWN - 1) * DAY_MS);
  since.setUTCHours(0, 0, 0, 0);
  const inCourses = and(
    inArray(lmsEnrolments.courseId, ids),
    sql`${lmsEnrolments.status} not in ('removed', 'pending')`,
  );
  const [[totals], days, [score], stops, feedback, waiting] = await Promise.all([
    ctx.db
      .select({
        learners: sql<number>`count(*)::int`,
        completed: sql<number>`count(*) filter (where ${lmsEnrolments.status} = 'completed')::int`,
      })
      .from(lmsEnrolments)
      .where(inCourses),
    ctx.db
      .select({
        day: sql<string>`to_char(${lmsEnrolments.enrolledAt} at time zone 'UTC', 'YYYY-MM-DD')`,
        n: sql<number>`count(*)::int`,
      })
      .from(lmsEnrolments)
      .where(and(inCourses, sql`${lmsEnrolments.enrolledAt} >= ${since.toISOString()}`))
      .groupBy(sql`1`),
    ctx.db
      .select({ avg: sql<number | null>`avg(${lmsProgress.score})::float` })
      .from(lmsProgress)
      .innerJoin(lmsEnrolments, eq(lmsEnrolments.id, lmsProgress.enrolmentId))
      .where(and(inCourses, sql`${lmsProgress.score} is not null`)),
    ctx.db.execute<{ course_id: number; content_id: number; title: string; learners: number }>(sql`
      select c.course_id, c.id as content_id, c.title, count(*)::int as learners
      from ${lmsEnrolments} e
      join lateral (
        select x.id, x.course_id, x.title from ${lmsContents} x
        left join ${lmsProgress} p on p.content_id = x.id and p.enrolment_id = e.id
        where x.course_id = e.course_id and p.completed_at is null
        order by x.position, x.id limit 1
      ) c on true
      where e.status = 'active' and e.course_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
      group by c.course_id, c.id, c.title
      order by learners desc limit 10`),
    listFeedback(ctx, ids, 10),
    ctx.db
      .select({ courseId: lmsEnrolments.courseId, n: sql<number>`count(*)::int` })
      .from(lmsEnrolments)
      .where(and(inArray(lmsEnrolments.courseId, ids), eq(lmsEnrolments.status, 'pending')))
      .groupBy(lmsEnrolments.courseId),
  ]);
  const titles = new Map(courses.map((course) => [course.id, course.title]));
  const pendingByCourse = waiting
    .map((row) => ({ course_id: row.courseId, title: titles.get(row.courseId) ?? '', count: Number(row.n) }))
    .sort((a, b) => b.count - a.count || a.course_id - b.course_id);
  const counts = new Map(days.map((row) => [row.day, row.n]));
  const byDay = Array.from({ length: DAYS_SHOWN }, (_, index) => {
    const day = new Date(since.getTime() + index * DAY_MS).toISOString().slice(0, 10);
    return { day, count: counts.get(day) ?? 0 };
  });
  const stopRows = Array.isArray(stops) ? stops : (stops as { rows: typeof stops }).rows;
  const learners = totals?.learners ?? 0;
  return {
    courses: ids.length,
    learners,
    completion_rate: learners === 0 ? 0 : Math.round(((totals?.completed ?? 0) / learners) * 100),
    average_score: score?.avg === null || score?.avg === undefined ? null : Math.round(Number(score.avg)),
    enrolments_by_day: byDay,
    drop_off: (stopRows as { course_id: number; content_id: number; title: string; learners: number }[]).map(
      (row) => ({
        course_id: Number(row.course_id),
        content_id: Number(row.content_id),
        title: row.title,
        learners: Number(row.learners),
      }),
    ),
    feedback,
    pending_requests: pendingByCourse.reduce((sum, row) => sum + row.count, 0),
    pending_by_course: pendingByCourse,
  };
}
