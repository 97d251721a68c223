import { and, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { AppContext } from '../../platform/context.ts';
import { listProductOwnerIds, type OwnershipChange } from '../orders/index.ts';
import { lmsCourses, lmsEnrolments } from './tables.ts';

type CourseRow = typeof lmsCourses.$inferSelect;

/**
 * A paid course's learners are its product's owners: an order that becomes paid enrols its buyer in every
 * paid course of the product, and a refund removes them, in the transaction that changes the ownership
 * (the orders module calls this through its ownership hook, knowing nothing of courses). A buyer removed by
 * an earlier refund comes back; one the trainer removed stays removed. Running twice changes nothing more.
 */
export async function applyOwnershipChange(tx: DbOrTx, change: OwnershipChange, now: Date): Promise<void> {
  const courses = await tx
    .select({ id: lmsCourses.id })
    .from(lmsCourses)
    .where(and(eq(lmsCourses.accessMode, 'paid'), eq(lmsCourses.productId, change.productId)));
  if (courses.length === 0) return;
  const ids = courses.map((course) => course.id);
  if (!change.owned) {
    await tx
      .update(lmsEnrolments)
      .set({ status: 'removed' })
      .where(
        and(
          eq(lmsEnrolments.userId, change.userId),
          eq(lmsEnrolments.source, 'purchase'),
          inArray(lmsEnrolments.courseId, ids),
          ne(lmsEnrolments.status, 'removed'),
        ),
      );
    return;
  }
  await tx
    .insert(lmsEnrolments)
    .values(
      ids.map((courseId) => ({
        courseId,
        userId: change.userId,
        status: 'active',
        source: 'purchase',
        enrolledAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [lmsEnrolments.courseId, lmsEnrolments.userId],
      set: {
        status: sql`case when ${lmsEnrolments.completedAt} is not null then 'completed' else 'active' end`,
        source: 'purchase',
      },
      // Back after a refund, or in from an invitation or a wait: never over a trainer's removal.
      setWhere: sql`(${lmsEnrolments.status} = 'removed' and ${lmsEnrolments.source} = 'purchase') or ${lmsEnrolments.status} in ('invited', 'pending')`,
    });
}

/**
 * Every owner of a paid course's product in, and purchase enrolments of others out: run when a course is
 * made paid or linked to another product (later purchases and refunds follow through the ownership hook).
 */
export async function syncPurchasesOfCourse(
  ctx: AppContext,
  course: CourseRow,
  db: DbOrTx = ctx.db,
): Promise<void> {
  if (course.accessMode !== 'paid' || !course.productId) return;
  const owners = await listProductOwnerIds(db, course.productId);
  const now = ctx.now();
  if (owners.length > 0) {
    await db
      .insert(lmsEnrolments)
      .values(
        owners.map((userId) => ({
          courseId: course.id,
          userId,
          status: 'active',
          source: 'purchase',
          enrolledAt: now,
        })),
      )
      .onConflictDoNothing();
  }
  await db
    .update(lmsEnrolments)
    .set({ status: 'removed' })
    .where(
      and(
        eq(lmsEnrolments.courseId, course.id),
        eq(lmsEnrolments.source, 'purchase'),
        ne(lmsEnrolments.status, 'removed'),
        owners.length > 0 ? notInArray(lmsEnrolments.userId, owners) : undefined,
      ),
    );
}
