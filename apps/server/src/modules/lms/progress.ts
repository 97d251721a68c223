import type { LmsLearnerContent } from '@pustaka/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import type { Principal } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { issueCertificateWhenComplete } from './certificates.ts';
import { type ContentRow, toContent } from './content-view.ts';
import { fileOfContent, findContent, listContentRows } from './contents.ts';
import {
  type EnrolmentRow,
  findEnrolment,
  getLearnerAccess,
  isStudying,
  type LearnerAccess,
} from './enrolment.ts';
import { type Lock, locksFor, type ProgressRow, toProgress } from './locks.ts';
import { writeProgress } from './progress-writes.ts';
import { renditionFile, renditionOfContent } from './slides-renditions.ts';
import { STREAM_TTL_SECONDS, signStream, verifyStream } from './stream-links.ts';
import { lmsProgress } from './tables.ts';

export async function progressOf(db: DbOrTx, enrolment: EnrolmentRow | undefined) {
  if (!enrolment) return new Map<number, ProgressRow>();
  const rows = await db.select().from(lmsProgress).where(eq(lmsProgress.enrolmentId, enrolment.id));
  return new Map(rows.map((row) => [row.contentId, row]));
}

/** The course's contents as this learner sees them: locks, progress, and no body or file behind a lock. */
export async function learnerContents(ctx: AppContext, access: LearnerAccess): Promise<LmsLearnerContent[]> {
  const [contents, progress] = await Promise.all([
    listContentRows(ctx.db, access.course.id),
    progressOf(ctx.db, access.enrolment),
  ]);
  const locks = locksFor(
    access.course,
    contents,
    access.trainer ? undefined : access.enrolment,
    progress,
    ctx.now(),
  );
  return contents.map((content) =>
    toLearnerContent(content, locks.get(content.id) ?? null, progress.get(content.id)),
  );
}

function toLearnerContent(content: ContentRow, lock: Lock | null, progress: ProgressRow | undefined) {
  const view = toContent(content);
  return {
    ...view,
    body_html: lock ? '' : view.body_html,
    has_file: lock ? false : view.has_file,
    lock,
    progress: toProgress(progress),
  };
}

/** One content for the learner's page; a locked one is refused with why and when it opens. */
export async function openContent(ctx: AppContext, principal: Principal, contentId: number) {
  const content = await findContent(ctx.db, contentId);
  if (!content) throw new AppError('NOT_FOUND');
  const access = await getLearnerAccess(ctx, principal, content.courseId);
  const all = await learnerContents(ctx, access);
  const item = all.find((one) => one.id === contentId);
  if (!item) throw new AppError('NOT_FOUND');
  if (item.lock)
    throw new AppError('LMS_CONTENT_LOCKED', { details: { ...item.lock, course_id: access.course.id } });
  const index = all.indexOf(item);
  const preview = access.trainer && !access.enrolment;
  const expiresAt = Math.floor(ctx.now().getTime() / 1000) + STREAM_TTL_SECONDS;
  const streamUrl = (rendition: boolean) =>
    `/api/v2/public/lms/stream/${signStream(ctx.config.authSecret, {
      userId: principal.userId,
      contentId,
      preview,
      expiresAt,
      rendition,
    })}`;
  return {
    content: item,
    stream_url: item.has_file ? streamUrl(false) : null,
    rendition: await renditionOfContent(ctx, content, () => streamUrl(true)),
    course: { id: access.course.id, title: access.course.title },
    previous_id: all[index - 1]?.id ?? null,
    next_id: all[index + 1]?.id ?? null,
    preview,
    access,
  };
}

/**
 * A stream link's file, checked again on every request: the learner must still be in the course (removal
 * or a refund ends the link at once); a trainer's preview link holds for its short life.
 */
export async function streamedFile(ctx: AppContext, token: string) {
  const claims = verifyStream(ctx.config.authSecret, token, ctx.now());
  const row = await findContent(ctx.db, claims.contentId);
  if (!row) throw new AppError('NOT_FOUND');
  if (!claims.preview) {
    const enrolment = await findEnrolment(ctx.db, row.courseId, claims.userId);
    if (!isStudying(enrolment)) throw new AppError('LMS_NOT_ENROLLED');
  }
  // The PDF drawn of a PowerPoint deck goes out under the same check as the deck.
  const file = claims.rendition ? await renditionFile(ctx, row) : await fileOfContent(ctx.db, row);
  if (!file) throw new AppError('NOT_FOUND');
  return file;
}

/**
 * Saves where the learner is and credits the evidence it brings (see progress-evidence.ts), with the saves
 * of other learners arriving at the same moment (see `writeProgress`). A save that completes the last
 * content finishes the course.
 */
export async function saveProgress(
  ctx: AppContext,
  principal: Principal,
  contentId: number,
  input: { position: number; active: boolean },
) {
  const written = await writeProgress(ctx, { principal, contentId, ...input });
  if (written.completedNow) await issueCertificateWhenComplete(ctx, written.course, written.enrolment);
  return toProgress(written.saved);
}

/** Records a quiz result on a quiz content: the best score is kept, and a pass at the minimum completes it. */
export async function recordQuizScore(
  ctx: AppContext,
  access: LearnerAccess,
  content: ContentRow,
  score: number,
) {
  const enrolment = access.enrolment;
  if (!enrolment) return;
  const now = ctx.now();
  const passed = score >= (content.minScore ?? 0);
  await ctx.db
    .insert(lmsProgress)
    .values({
      enrolmentId: enrolment.id,
      contentId: content.id,
      percentage: 100,
      score,
      completedAt: passed ? now : null,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [lmsProgress.enrolmentId, lmsProgress.contentId],
      set: {
        percentage: 100,
        score: sql`greatest(coalesce(${lmsProgress.score}, 0), excluded.score)`,
        completedAt: sql`coalesce(${lmsProgress.completedAt}, excluded.completed_at)`,
        updatedAt: now,
      },
    });
  if (passed) await issueCertificateWhenComplete(ctx, access.course, enrolment);
}

/** Share of a course's contents an enrolment has completed, in percent. */
export async function completionOf(db: DbOrTx, enrolmentId: number, contentCount: number): Promise<number> {
  if (contentCount === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(lmsProgress)
    .where(and(eq(lmsProgress.enrolmentId, enrolmentId), sql`${lmsProgress.completedAt} is not null`));
  return Math.round(((row?.n ?? 0) / contentCount) * 100);
}
