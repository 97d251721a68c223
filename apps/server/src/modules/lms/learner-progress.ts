import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { lmsCertificates, lmsContents, lmsCourses, lmsEnrolments, lmsProgress } from './tables.ts';

/** How far a learner is through one of their courses: what "Lanjutkan" and "Untuk Anda" read. */
export type CourseProgress = {
  courseId: number;
  productId: number | null;
  title: string;
  /** Completed contents out of all, 0..100. */
  percentage: number;
  completedAt: Date | null;
  /** The learner's last progress save, or the enrolment when there is none. */
  lastActiveAt: Date;
  /** A certificate was issued and not revoked. */
  certified: boolean;
};

/** The learner's courses (not removed), most recently studied first. */
export async function listCourseProgress(
  db: DbOrTx,
  userId: number,
  limit: number,
): Promise<CourseProgress[]> {
  const done = sql<number>`(select count(*)::int from ${lmsProgress} where ${lmsProgress.enrolmentId} = ${lmsEnrolments.id} and ${lmsProgress.completedAt} is not null)`;
  const total = sql<number>`(select count(*)::int from ${lmsContents} where ${lmsContents.courseId} = ${lmsCourses.id})`;
  const lastSave = sql<Date | null>`(select max(${lmsProgress.updatedAt}) from ${lmsProgress} where ${lmsProgress.enrolmentId} = ${lmsEnrolments.id})`;
  const rows = await db
    .select({
      courseId: lmsCourses.id,
      productId: lmsCourses.productId,
      title: lmsCourses.title,
      done,
      total,
      completedAt: lmsEnrolments.completedAt,
      enrolledAt: lmsEnrolments.enrolledAt,
      lastSave,
      certified: sql<boolean>`exists (select 1 from ${lmsCertificates} where ${lmsCertificates.enrolmentId} = ${lmsEnrolments.id} and ${lmsCertificates.revokedAt} is null)`,
    })
    .from(lmsEnrolments)
    .innerJoin(lmsCourses, eq(lmsCourses.id, lmsEnrolments.courseId))
    .where(and(eq(lmsEnrolments.userId, userId), ne(lmsEnrolments.status, 'removed')))
    .orderBy(desc(sql`coalesce(${lastSave}, ${lmsEnrolments.enrolledAt})`))
    .limit(limit);
  return rows.map((row) => ({
    courseId: row.courseId,
    productId: row.productId,
    title: row.title,
    percentage: row.total > 0 ? Math.round((row.done / row.total) * 100) : 0,
    completedAt: row.completedAt,
    lastActiveAt: row.lastSave ? new Date(row.lastSave) : row.enrolledAt,
    certified: row.certified,
  }));
}
