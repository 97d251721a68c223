import { randomBytes } from 'node:crypto';
import type { LmsCertificate, LmsParticipant } from '@pustaka/contract';
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { findUserSummaries } from '#modules/users/index.ts';
import type { Principal } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { type CourseRow, getManagedCourse } from './courses.ts';
import { type EnrolmentRow, findEnrolment } from './enrolment.ts';
import { lmsCertificates, lmsContents, lmsEnrolments, lmsProgress } from './tables.ts';

type CertificateRow = typeof lmsCertificates.$inferSelect;

/** Codes are read aloud and typed from paper: no letters that look alike. */
function newCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const body = [...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length]).join('');
  return `LMS-${body.slice(0, 5)}-${body.slice(5)}`;
}

export function toCertificate(row: CertificateRow, courseId: number): LmsCertificate {
  return {
    code: row.code,
    learner_name: row.learnerName,
    course_title: row.courseTitle,
    trainer_name: row.trainerName,
    issued_at: row.issuedAt.toISOString(),
    course_id: courseId,
    status: row.revokedAt ? 'revoked' : 'valid',
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

/** A certificate as its course's trainer sees it among the participants: with why it was revoked. */
export function toParticipantCertificate(row: CertificateRow): NonNullable<LmsParticipant['certificate']> {
  return {
    code: row.code,
    issued_at: row.issuedAt.toISOString(),
    revoked_at: row.revokedAt?.toISOString() ?? null,
    revoked_reason: row.revokedReason,
  };
}

/**
 * When the last content of a course is complete, the enrolment is completed and its certificate issued,
 * once: a second call finds the certificate already there.
 */
export async function issueCertificateWhenComplete(
  ctx: AppContext,
  course: CourseRow,
  enrolment: EnrolmentRow,
): Promise<void> {
  const [[all], [done]] = await Promise.all([
    ctx.db.select({ n: count() }).from(lmsContents).where(eq(lmsContents.courseId, course.id)),
    ctx.db
      .select({ n: count() })
      .from(lmsProgress)
      .innerJoin(lmsContents, eq(lmsContents.id, lmsProgress.contentId))
      .where(
        and(
          eq(lmsProgress.enrolmentId, enrolment.id),
          eq(lmsContents.courseId, course.id),
          isNotNull(lmsProgress.completedAt),
        ),
      ),
  ]);
  if (!all?.n || (done?.n ?? 0) < all.n) return;
  const names = await findUserSummaries(ctx.db, [enrolment.userId, course.trainerId]);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(lmsEnrolments)
      .set({ status: 'completed', completedAt: now })
      .where(and(eq(lmsEnrolments.id, enrolment.id), eq(lmsEnrolments.status, 'active')));
    await tx
      .insert(lmsCertificates)
      .values({
        enrolmentId: enrolment.id,
        code: newCode(),
        learnerName: names.get(enrolment.userId)?.name ?? 'Peserta',
        courseTitle: course.title,
        trainerName: names.get(course.trainerId)?.name ?? 'Trainer',
        issuedAt: now,
      })
      .onConflictDoNothing();
  });
}

export async function findCertificateOf(db: DbOrTx, enrolmentId: number) {
  const [row] = await db.select().from(lmsCertificates).where(eq(lmsCertificates.enrolmentId, enrolmentId));
  return row;
}

/** The certificates of a course's learners, by enrolment. */
export async function findCourseCertificates(
  db: DbOrTx,
  courseId: number,
): Promise<Map<number, CertificateRow>> {
  const rows = await db
    .select({ certificate: lmsCertificates })
    .from(lmsCertificates)
    .innerJoin(lmsEnrolments, eq(lmsEnrolments.id, lmsCertificates.enrolmentId))
    .where(eq(lmsEnrolments.courseId, courseId));
  return new Map(rows.map((row) => [row.certificate.enrolmentId, row.certificate]));
}

/**
 * Revokes an enrolment's certificate, once: true when this call revoked it, false when it was revoked
 * already or there is none. The row stays, so the public check can say it was revoked and when.
 */
export async function revokeCertificateOf(
  db: DbOrTx,
  enrolmentId: number,
  reason: string,
  now: Date,
): Promise<boolean> {
  const revoked = await db
    .update(lmsCertificates)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(lmsCertificates.enrolmentId, enrolmentId), isNull(lmsCertificates.revokedAt)))
    .returning({ id: lmsCertificates.id });
  return revoked.length > 0;
}

/**
 * The course's trainer (or an admin) revokes a learner's certificate with a reason. Another trainer's
 * course is not found; a learner without a certificate gets LMS_CERTIFICATE_NONE, one already revoked
 * LMS_CERTIFICATE_REVOKED (the first date and reason stay).
 */
export async function revokeCertificate(
  ctx: AppContext,
  principal: Principal,
  courseId: number,
  userId: number,
  reason: string,
): Promise<NonNullable<LmsParticipant['certificate']>> {
  await getManagedCourse(ctx.db, principal, courseId);
  const enrolment = await findEnrolment(ctx.db, courseId, userId);
  if (!enrolment) throw new AppError('NOT_FOUND');
  const revoked = await revokeCertificateOf(ctx.db, enrolment.id, reason, ctx.now());
  const row = await findCertificateOf(ctx.db, enrolment.id);
  if (!row) throw new AppError('LMS_CERTIFICATE_NONE');
  if (!revoked) throw new AppError('LMS_CERTIFICATE_REVOKED');
  return toParticipantCertificate(row);
}

export async function listCertificatesOf(db: DbOrTx, userId: number): Promise<LmsCertificate[]> {
  const rows = await db
    .select({ certificate: lmsCertificates, courseId: lmsEnrolments.courseId })
    .from(lmsCertificates)
    .innerJoin(lmsEnrolments, eq(lmsEnrolments.id, lmsCertificates.enrolmentId))
    .where(eq(lmsEnrolments.userId, userId));
  return rows.map((row) => toCertificate(row.certificate, row.courseId));
}

/**
 * The public verification page: anyone holding the code sees who finished what, and when, or that the
 * trainer revoked it and when (the reason stays with the trainer).
 */
export async function verifyCertificate(db: DbOrTx, code: string): Promise<LmsCertificate> {
  const [row] = await db
    .select({ certificate: lmsCertificates, courseId: lmsEnrolments.courseId })
    .from(lmsCertificates)
    .innerJoin(lmsEnrolments, eq(lmsEnrolments.id, lmsCertificates.enrolmentId))
    .where(eq(lmsCertificates.code, code.trim().toUpperCase()));
  if (!row) throw new AppError('NOT_FOUND');
  return toCertificate(row.certificate, row.courseId);
}

/** The learner's certificate of a course as a PDF; before completion there is none, and a revoked one is refused. */
export async function certificatePdf(ctx: AppContext, enrolment: EnrolmentRow | undefined) {
  const row = enrolment ? await findCertificateOf(ctx.db, enrolment.id) : undefined;
  if (!row) throw new AppError('LMS_CERTIFICATE_NOT_READY');
  if (row.revokedAt) throw new AppError('LMS_CERTIFICATE_REVOKED');
  // The certificate's renderer and pdf-lib load with the first certificate, not at start.
  const { renderCertificate } = await import('./certificate-pdf.ts');
  const bytes = await renderCertificate({
    code: row.code,
    learnerName: row.learnerName,
    courseTitle: row.courseTitle,
    trainerName: row.trainerName,
    issuedAt: row.issuedAt,
    verifyUrl: `${ctx.config.publicUrl}/lms/certificates/${row.code}`,
  });
  return { code: row.code, bytes };
}
