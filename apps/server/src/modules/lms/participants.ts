import type { LmsEnrolmentStatus, LmsParticipant } from '@pustaka/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { findOwnedProductIds } from '#modules/orders/index.ts';
import { findUserContacts, findUserSummaries } from '#modules/users/index.ts';
import type { Principal } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { findCourseCertificates, revokeCertificateOf, toParticipantCertificate } from './certificates.ts';
import { getManagedCourse } from './courses.ts';
import { listOpenEmailInvites } from './email-invites.ts';
import { findEnrolment } from './enrolment.ts';
import { lmsContents, lmsEnrolments, lmsProgress } from './tables.ts';

export type ParticipantQuery = { status?: LmsEnrolmentStatus; q?: string };

/** A course's learners with their status, progress, average quiz score and certificate. */
export async function listParticipants(
  ctx: AppContext,
  principal: Principal,
  courseId: number,
  query: ParticipantQuery,
): Promise<LmsParticipant[]> {
  await getManagedCourse(ctx.db, principal, courseId);
  const [[contents], rows] = await Promise.all([
    ctx.db.select({ n: count() }).from(lmsContents).where(eq(lmsContents.courseId, courseId)),
    ctx.db
      .select({
        enrolment: lmsEnrolments,
        done: sql<number>`count(${lmsProgress.completedAt})::int`,
        score: sql<number | null>`avg(${lmsProgress.score})::float`,
        last: sql<Date | null>`max(${lmsProgress.updatedAt})`,
      })
      .from(lmsEnrolments)
      .leftJoin(lmsProgress, eq(lmsProgress.enrolmentId, lmsEnrolments.id))
      .where(
        and(
          eq(lmsEnrolments.courseId, courseId),
          query.status ? eq(lmsEnrolments.status, query.status) : undefined,
        ),
      )
      .groupBy(lmsEnrolments.id)
      .orderBy(asc(lmsEnrolments.enrolledAt), asc(lmsEnrolments.id)),
  ]);
  const userIds = rows.map((row) => row.enrolment.userId);
  const [names, contacts, certificates] = await Promise.all([
    findUserSummaries(ctx.db, userIds),
    findUserContacts(ctx.db, userIds),
    findCourseCertificates(ctx.db, courseId),
  ]);
  const certificateOf = (enrolmentId: number) => {
    const certificate = certificates.get(enrolmentId);
    return certificate ? toParticipantCertificate(certificate) : null;
  };
  const total = contents?.n ?? 0;
  const needle = query.q?.trim().toLowerCase();
  const invited =
    !query.status || query.status === 'invited' ? await listOpenEmailInvites(ctx.db, courseId) : [];
  const enrolled = rows.map(
    (row): LmsParticipant => ({
      user_id: row.enrolment.userId,
      name: names.get(row.enrolment.userId)?.name ?? '',
      email: contacts.get(row.enrolment.userId)?.email ?? '',
      status: row.enrolment.status as LmsEnrolmentStatus,
      source: row.enrolment.source,
      enrolled_at: row.enrolment.enrolledAt.toISOString(),
      completed_at: row.enrolment.completedAt?.toISOString() ?? null,
      last_activity_at: row.last ? new Date(row.last).toISOString() : null,
      percentage: total === 0 ? 0 : Math.round((row.done / total) * 100),
      average_score: row.score === null ? null : Math.round(Number(row.score)),
      certificate: certificateOf(row.enrolment.id),
    }),
  );
  return [...enrolled, ...invited].filter(
    (row) => !needle || row.name.toLowerCase().includes(needle) || row.email.toLowerCase().includes(needle),
  );
}

const csvCell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  // A cell starting with = + - @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export function participantsCsv(rows: LmsParticipant[]): string {
  const header = [
    'name',
    'email',
    'status',
    'source',
    'enrolled_at',
    'completed_at',
    'last_activity_at',
    'progress_percent',
    'average_score',
  ];
  const lines = rows.map((row) =>
    [
      row.name,
      row.email,
      row.status,
      row.source,
      row.enrolled_at,
      row.completed_at,
      row.last_activity_at,
      row.percentage,
      row.average_score,
    ]
      .map(csvCell)
      .join(','),
  );
  return `\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n`;
}

/** What the trainer said when removing: whether to revoke the learner's certificate too, and why. */
export type RemovalOptions = { revokeCertificate: boolean; reason?: string };

/** The reason kept when a certificate is revoked with its learner's removal and the trainer gave none. */
const REMOVED_REASON = 'Dikeluarkan dari kursus · Removed from the course';

/**
 * Removes a learner (their progress is kept) or brings a removed one back as they were. Restoring someone
 * who is not removed changes nothing: a request waiting for approval is decided by approving it. A
 * removal may revoke the learner's certificate in the same transaction; a restore never brings a revoked
 * certificate back.
 */
export async function setParticipantRemoved(
  ctx: AppContext,
  principal: Principal,
  courseId: number,
  userId: number,
  removed: boolean,
  options: RemovalOptions = { revokeCertificate: false },
): Promise<void> {
  const course = await getManagedCourse(ctx.db, principal, courseId);
  const enrolment = await findEnrolment(ctx.db, courseId, userId);
  if (!enrolment) throw new AppError('NOT_FOUND');
  if (!removed && enrolment.status !== 'removed') return;
  if (!removed && enrolment.source === 'purchase' && course.productId) {
    // A refunded buyer comes back by buying again, not by a restore.
    const owned = await findOwnedProductIds(ctx.db, userId, [course.productId]);
    if (owned.size === 0) throw new AppError('LMS_PURCHASE_REQUIRED');
  }
  const status = removed ? 'removed' : enrolment.completedAt ? 'completed' : 'active';
  await ctx.db.transaction(async (tx) => {
    await tx.update(lmsEnrolments).set({ status }).where(eq(lmsEnrolments.id, enrolment.id));
    if (removed && options.revokeCertificate) {
      await revokeCertificateOf(tx, enrolment.id, options.reason ?? REMOVED_REASON, ctx.now());
    }
  });
}
