import { and, eq, inArray, ne, notInArray, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { listProductOwnerIds, type OwnershipChange } from '#modules/orders/index.ts';
import type { AppContext } from '#platform/context.ts';
import { lmsCourses, lmsEnrolments } from './tables.ts';

type CourseRow = typeof lmsCourses.$inferSelect;

/**
 * A paid course's learners are its product's owners: an order that becomes paid enrols its buyer in every
 * paid course of the product, and a refund removes them, in the transaction that changes the ownership
 * (the orders module sends this statement through its ownership hook with its own writes, knowing nothing of
 * courses). A buyer removed by an earlier refund comes back; one the trainer removed stays removed. Running
 * twice changes nothing more. One statement, built and not sent, which changes nothing when the product
 * opens no course.
 */
export function ownershipChangeStatement(tx: DbOrTx, change: OwnershipChange, now: Date): SQLWrapper {
  const paidCourse = and(eq(lmsCourses.accessMode, 'paid'), eq(lmsCourses.productId, change.productId));
  if (!change.owned) {
    return tx
      .update(lmsEnrolments)
      .set({ status: 'removed' })
      .where(
        and(
          eq(lmsEnrolments.userId, change.userId),
          eq(lmsEnrolments.source, 'purchase'),
          inArray(
            lmsEnrolments.courseId,
            tx.select({ id: lmsCourses.id }).from(lmsCourses).where(paidCourse),
          ),
          ne(lmsEnrolments.status, 'removed'),
        ),
      );
  }
  // Back after a refund, or in from an invitation or a wait: never over a trainer's removal.
  return sql`insert into ${lmsEnrolments} (course_id, user_id, status, source, enrolled_at)
    select ${lmsCourses.id}, ${change.userId}::int, 'active', 'purchase', ${now.toISOString()}::timestamptz
      from ${lmsCourses} where ${paidCourse}
    on conflict (course_id, user_id) do update
      set status = case when ${lmsEnrolments.completedAt} is not null then 'completed' else 'active' end,
          source = 'purchase'
      where (${lmsEnrolments.status} = 'removed' and ${lmsEnrolments.source} = 'purchase')
         or ${lmsEnrolments.status} in ('invited', 'pending')`;
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
