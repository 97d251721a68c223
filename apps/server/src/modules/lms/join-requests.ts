import type { LmsParticipantDecisionResult } from '@pustaka/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { findUserContacts, type UserContact } from '#modules/users/index.ts';
import type { Principal } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { escapeHtml } from '#platform/html.ts';
import { type CourseRow, getManagedCourse } from './courses.ts';
import { lmsEnrolments } from './tables.ts';

export type JoinDecision = 'approve' | 'decline';

/**
 * The trainer decides join requests of a course that asks for approval, one or many at once. All or
 * nothing: an id that is no participant of the course (404) or one not waiting (409) refuses the whole
 * batch, naming the ids. Approving makes the learner `active` from now (drip contents count from the
 * approval); declining makes them `removed`, as a removal by the trainer. The rows are locked while
 * checked, so two decisions on the same request cannot both pass. Each learner gets a mail in their language.
 */
export async function decideJoinRequests(
  ctx: AppContext,
  principal: Principal,
  courseId: number,
  userIds: number[],
  decision: JoinDecision,
): Promise<LmsParticipantDecisionResult> {
  const course = await getManagedCourse(ctx.db, principal, courseId);
  const wanted = [...new Set(userIds)];
  const status = decision === 'approve' ? 'active' : 'removed';
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select({ userId: lmsEnrolments.userId, status: lmsEnrolments.status })
      .from(lmsEnrolments)
      .where(and(eq(lmsEnrolments.courseId, courseId), inArray(lmsEnrolments.userId, wanted)))
      .for('update');
    const found = new Map(rows.map((row) => [row.userId, row.status]));
    const unknown = wanted.filter((id) => !found.has(id));
    if (unknown.length > 0)
      throw new AppError('LMS_PARTICIPANT_NOT_FOUND', { details: { user_ids: unknown } });
    const notPending = wanted.filter((id) => found.get(id) !== 'pending');
    if (notPending.length > 0) {
      throw new AppError('LMS_PARTICIPANT_NOT_PENDING', { details: { user_ids: notPending } });
    }
    await tx
      .update(lmsEnrolments)
      .set(decision === 'approve' ? { status, enrolledAt: now } : { status })
      .where(
        and(
          eq(lmsEnrolments.courseId, courseId),
          inArray(lmsEnrolments.userId, wanted),
          eq(lmsEnrolments.status, 'pending'),
        ),
      );
  });
  const contacts = await findUserContacts(ctx.db, wanted);
  await ctx.mailer.sendAll(
    [...contacts.values()].map((learner) => ({
      to: learner.email,
      ...decisionMail(learner, course, decision, ctx.config.publicUrl),
    })),
  );
  return { user_ids: wanted, status };
}

/** What the learner is told of the trainer's decision, in the learner's language. */
function decisionMail(learner: UserContact, course: CourseRow, decision: JoinDecision, publicUrl: string) {
  const english = learner.language === 'en';
  const approved = decision === 'approve';
  const link = approved ? `${publicUrl}/lms/courses/${course.id}` : `${publicUrl}/lms/courses`;
  const copy = english
    ? approved
      ? {
          subject: `You're in: ${course.title}`,
          lead: `Hi ${learner.name}, the trainer approved your request to join "${course.title}". You can start learning now.`,
          label: 'Open the course',
        }
      : {
          subject: `Your request to join "${course.title}" was declined`,
          lead: `Hi ${learner.name}, the trainer did not approve your request to join "${course.title}". Other courses are waiting for you.`,
          label: 'Browse courses',
        }
    : approved
      ? {
          subject: `Permintaan disetujui: ${course.title}`,
          lead: `Halo ${learner.name}, pelatih menyetujui permintaan Anda untuk bergabung ke "${course.title}". Anda sudah bisa mulai belajar.`,
          label: 'Buka kursus',
        }
      : {
          subject: `Permintaan bergabung ke "${course.title}" tidak disetujui`,
          lead: `Halo ${learner.name}, pelatih tidak menyetujui permintaan Anda untuk bergabung ke "${course.title}". Masih ada kursus lain untuk Anda.`,
          label: 'Jelajahi kursus',
        };
  return {
    subject: copy.subject,
    text: `${copy.lead}\n\n${copy.label}: ${link}\n`,
    html: `<p>${escapeHtml(copy.lead)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(copy.label)}</a></p>`,
  };
}
