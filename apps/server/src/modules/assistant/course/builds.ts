import { randomUUID } from 'node:crypto';
import type { CourseBuild, CourseBuildRequestSchema, CourseBuildStep } from '@pustaka/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { createCourse } from '#modules/lms/index.ts';
import { AppError } from '#platform/errors.ts';
import { isUniqueViolation } from '#platform/unique-violation.ts';
import type { AssistantDeps } from '../quiz-questions.ts';
import { assistantCourseBuilds } from '../tables.ts';
import { checkSource } from './source.ts';

type Request = z.output<typeof CourseBuildRequestSchema>;
type BuildRow = typeof assistantCourseBuilds.$inferSelect;

/** The background job that fills a build's course, step by step. */
export const COURSE_BUILD_JOB = 'assistant.course-build';
export const COURSE_BUILD_ATTEMPTS = 3;

const stepLabel = (language: 'id' | 'en') =>
  language === 'id'
    ? {
        summary: 'Ringkasan',
        pages: 'Halaman buku',
        reference: 'Baca di ebook',
        slides: 'Slide',
        quiz: 'Kuis',
      }
    : {
        summary: 'Summary',
        pages: 'Book pages',
        reference: 'Read in the ebook',
        slides: 'Slides',
        quiz: 'Quiz',
      };

/** The steps of a plan, in the order the course shows them: per chapter, then the final quiz. */
export function stepsOf(request: Request, rights: 'copy' | 'reference'): CourseBuildStep[] {
  const label = stepLabel(request.course.language);
  const step = (kind: CourseBuildStep['kind'], chapter: number | null, title: string): CourseBuildStep => ({
    kind,
    chapter,
    title: title.slice(0, 200),
    status: 'pending',
    content_id: null,
    error: null,
  });
  const steps = [step('course', null, request.course.title)];
  request.chapters.forEach((chapter, i) => {
    const name = `${i + 1}. ${chapter.title}`;
    steps.push(step('summary', i, `${name}: ${label.summary}`));
    if (rights === 'copy') steps.push(step('pages', i, `${name}: ${label.pages}`));
    else steps.push(step('reference', i, `${name}: ${label.reference}`));
    if (chapter.slides) steps.push(step('slides', i, `${name}: ${label.slides}`));
    if (chapter.quiz) steps.push(step('quiz', i, `${name}: ${label.quiz}`));
  });
  if (request.final_quiz.enabled) {
    steps.push(step('final_quiz', null, request.course.language === 'id' ? 'Kuis akhir' : 'Final quiz'));
  }
  return steps;
}

/** Every chapter's range inside the book, first page not past the last; the first wrong one is named. */
function assertRanges(request: Request, pageCount: number | null): void {
  const limit = pageCount ?? Number.MAX_SAFE_INTEGER;
  request.chapters.forEach((chapter, i) => {
    if (chapter.first_page > chapter.last_page || chapter.last_page > limit) {
      throw new AppError('COURSE_PLAN_PAGES_INVALID', {
        params: { count: pageCount ?? chapter.last_page },
        details: [
          {
            field: `chapters.${i}.${chapter.first_page > chapter.last_page ? 'first_page' : 'last_page'}`,
            message: {
              id: `Bab ${i + 1}: halaman ${chapter.first_page}–${chapter.last_page} di luar 1–${pageCount ?? '?'}`,
              en: `Chapter ${i + 1}: pages ${chapter.first_page}–${chapter.last_page} are outside 1–${pageCount ?? '?'}`,
            },
          },
        ],
      });
    }
  });
}

export function toBuild(row: BuildRow): CourseBuild {
  const steps = row.steps;
  return {
    id: row.id,
    status: row.status,
    course_id: row.courseId,
    course_title: row.request.course.title,
    rights: row.rights,
    steps,
    done: steps.filter((step) => step.status === 'done').length,
    failed: steps.filter((step) => step.status === 'failed').length,
    total: steps.length,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

/**
 * Starts a build: the source and its rights are checked again (never taken from the client), the page
 * ranges checked against the book, the DRAFT course created at once, and the job that fills it queued and
 * started here. One build runs per trainer at a time (a unique index among running builds).
 */
export async function startCourseBuild(
  deps: AssistantDeps,
  userId: number,
  request: Request,
): Promise<CourseBuild> {
  const { ctx } = deps;
  const source = await checkSource(ctx, userId, request.source);
  assertRanges(request, source.pageCount);
  const [running] = await ctx.db
    .select({ id: assistantCourseBuilds.id })
    .from(assistantCourseBuilds)
    .where(and(eq(assistantCourseBuilds.ownerId, userId), eq(assistantCourseBuilds.status, 'running')));
  if (running) throw new AppError('COURSE_BUILD_RUNNING');
  const course = await createCourse(ctx, userId, {
    title: request.course.title,
    description: request.course.description,
    category_id: null,
    language: request.course.language,
    access_mode: 'public',
    product_id: null,
    sequential: request.course.sequential,
    requires_verified_email: false,
    requires_approval: false,
    is_published: false,
  });
  const steps = stepsOf(request, source.rights);
  const first = steps[0] as CourseBuildStep;
  steps[0] = { ...first, status: 'done' };
  const id = randomUUID();
  const now = ctx.now();
  const uniqueKey = `${COURSE_BUILD_JOB}:${id}`;
  let row: BuildRow | undefined;
  try {
    row = await ctx.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(assistantCourseBuilds)
        .values({
          id,
          ownerId: userId,
          courseId: course.id,
          status: 'running',
          rights: source.rights,
          request,
          source: source.ref,
          steps,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await ctx.jobs.enqueue(
        tx,
        COURSE_BUILD_JOB,
        { buildId: id },
        { uniqueKey, maxAttempts: COURSE_BUILD_ATTEMPTS },
      );
      return inserted;
    });
  } catch (error) {
    // Another build of the trainer's started between the check and the insert.
    if (isUniqueViolation(error)) throw new AppError('COURSE_BUILD_RUNNING');
    throw error;
  }
  if (!row) throw new AppError('NOT_FOUND');
  // Started here rather than on the queue's next tick; the job stays the record if this process stops.
  void ctx.jobs.runNow(uniqueKey).catch(() => undefined);
  return toBuild(row);
}

export async function getCourseBuild(deps: AssistantDeps, userId: number, id: string): Promise<CourseBuild> {
  const [row] = await deps.ctx.db
    .select()
    .from(assistantCourseBuilds)
    .where(and(eq(assistantCourseBuilds.id, id), eq(assistantCourseBuilds.ownerId, userId)));
  if (!row) throw new AppError('COURSE_BUILD_NOT_FOUND');
  return toBuild(row);
}
