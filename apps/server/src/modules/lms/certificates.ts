import { randomBytes } from 'node:crypto';
import type { LmsCertificate } from '@pustaka/contract';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { findUserSummaries } from '../users/index.ts';
import { renderCertificate } from './certificate-pdf.ts';
import type { CourseRow } from './courses.ts';
import type { EnrolmentRow } from './enrolment.ts';
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

export async function listCertificatesOf(db: DbOrTx, userId: number): Promise<LmsCertificate[]> {
  const rows = await db
    .select({ certificate: lmsCertificates, courseId: lmsEnrolments.courseId })
    .from(lmsCertificates)
    .innerJoin(lmsEnrolments, eq(lmsEnrolments.id, lmsCertificates.enrolmentId))
    .where(eq(lmsEnrolments.userId, userId));
  return rows.map((row) => toCertificate(row.certificate, row.courseId));
}

/** The public verification page: anyone holding the code sees who finished what, and when. */
export async function verifyCertificate(db: DbOrTx, code: string): Promise<LmsCertificate> {
  const [row] = await db
    .select({ certificate: lmsCertificates, courseId: lmsEnrolments.courseId })
    .from(lmsCertificates)
    .innerJoin(lmsEnrolments, eq(lmsEnrolments.id, lmsCertificates.enrolmentId))
    .where(eq(lmsCertificates.code, code.trim().toUpperCase()));
  if (!row) throw new AppError('NOT_FOUND');
  return toCertificate(row.certificate, row.courseId);
}

/** The learner's certificate of a course as a PDF; before completion there is none. */
export async function certificatePdf(ctx: AppContext, enrolment: EnrolmentRow | undefined) {
  const row = enrolment ? await findCertificateOf(ctx.db, enrolment.id) : undefined;
  if (!row) throw new AppError('LMS_CERTIFICATE_NOT_READY');
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
