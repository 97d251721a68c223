import type { CourseBuildStep } from '@pustaka/contract';
import { eq } from 'drizzle-orm';
import { getUser } from '#modules/users/index.ts';
import type { Principal } from '#platform/auth-guard.ts';
import { AppError, ERRORS } from '#platform/errors.ts';
import type { AssistantDeps } from '../quiz-questions.ts';
import { assistantCourseBuilds } from '../tables.ts';
import { COURSE_BUILD_ATTEMPTS } from './builds.ts';
import { type BookPage, chapterMarkdown } from './outline.ts';
import { readBook, rereadUpload } from './source.ts';
import {
  type BookText,
  type BuildContext,
  finalQuizStep,
  pagesStep,
  quizStep,
  referenceStep,
  slidesStep,
  summaryStep,
} from './steps.ts';

type BuildRow = typeof assistantCourseBuilds.$inferSelect;

async function principalOf(userId: number, deps: AssistantDeps): Promise<Principal> {
  const user = await getUser(deps.ctx.db, userId);
  return {
    userId,
    sessionId: 'course-build',
    role: user.role,
    roles: user.roles,
    groupIds: user.groups.map((g) => g.id),
    groupNames: user.groups.map((g) => g.name),
    emailVerified: true,
    user,
  };
}

/** Why a step failed, as the build shows it: the error's code and bilingual message. */
function failureOf(error: unknown): CourseBuildStep['error'] {
  if (error instanceof AppError) {
    const texts = error.texts ?? ERRORS[error.code];
    const fill = (text: string) =>
      Object.entries(error.params).reduce(
        (out, [key, value]) => out.replace(`{${key}}`, String(value)),
        text,
      );
    return { code: error.code, message: { id: fill(texts.id), en: fill(texts.en) } };
  }
  return {
    code: 'INTERNAL',
    message: { id: 'Terjadi kesalahan pada server.', en: 'Something went wrong on the server.' },
  };
}

/** The book's text, read at most once a run (and only when a step needs it). */
function bookReader(deps: AssistantDeps, row: BuildRow): () => Promise<BookText> {
  let reading: Promise<BookText> | undefined;
  const read = async (): Promise<BookText> => {
    const chapters = row.request.chapters;
    let pages: BookPage[];
    let pdf: Buffer | null = null;
    const unit = row.source.kind === 'ebook' ? 'page' : 'part';
    if (row.source.kind === 'ebook') {
      const book = await readBook(deps.ctx, {
        ref: row.source,
        rights: row.rights,
        unit: 'page',
        pageCount: null,
        productUrl: null,
        parts: null,
      });
      pages = book.pages;
      pdf = book.pdf;
    } else {
      pages = await rereadUpload(deps.ctx, row.ownerId, row.source.uploadId);
    }
    const texts = chapters.map((chapter) =>
      chapterMarkdown(pages, chapter.first_page, chapter.last_page, unit),
    );
    return { pdf, chapterText: (index) => texts[index] ?? '' };
  };
  return () => {
    reading ??= read();
    return reading;
  };
}

async function save(deps: AssistantDeps, id: string, steps: CourseBuildStep[], finished?: 'done' | 'failed') {
  const now = deps.ctx.now();
  await deps.ctx.db
    .update(assistantCourseBuilds)
    .set({ steps, updatedAt: now, ...(finished ? { status: finished, finishedAt: now } : {}) })
    .where(eq(assistantCourseBuilds.id, id));
}

/**
 * The job: the steps still pending, in order, each saved as it ends. A step that fails is marked with the
 * reason and the build goes on with the next, so what can be made is made; the build ends `failed` when any
 * step failed, with the course and every content made before and after it kept.
 */
export function courseBuildJob(deps: AssistantDeps) {
  return async (payload: Record<string, unknown>, job: { attempts: number }) => {
    const id = String(payload.buildId);
    const [row] = await deps.ctx.db
      .select()
      .from(assistantCourseBuilds)
      .where(eq(assistantCourseBuilds.id, id));
    if (row?.status !== 'running' || row.courseId === null) return;
    const steps = [...row.steps];
    try {
      const build: BuildContext = {
        deps,
        principal: await principalOf(row.ownerId, deps),
        courseId: row.courseId,
        request: row.request as BuildContext['request'],
        rights: row.rights,
        productUrl: row.source.kind === 'ebook' ? `/products/${row.source.productId}` : null,
        productName: row.source.title,
        unit: row.source.kind === 'ebook' ? 'page' : 'part',
      };
      const book = bookReader(deps, row);
      for (const [i, step] of steps.entries()) {
        if (step.status !== 'pending') continue;
        try {
          const chapter = step.chapter ?? 0;
          let contentId: number;
          switch (step.kind) {
            case 'summary':
              contentId = await summaryStep(build, chapter, book);
              break;
            case 'pages':
              contentId = await pagesStep(build, chapter, book);
              break;
            case 'reference':
              contentId = await referenceStep(build, chapter);
              break;
            case 'slides':
              contentId = await slidesStep(build, chapter, book);
              break;
            case 'quiz':
              contentId = await quizStep(build, chapter, book);
              break;
            case 'final_quiz':
              contentId = await finalQuizStep(build, book);
              break;
            default:
              continue;
          }
          steps[i] = { ...step, status: 'done', content_id: contentId };
        } catch (error) {
          steps[i] = { ...step, status: 'failed', error: failureOf(error) };
        }
        await save(deps, id, steps);
      }
      await save(deps, id, steps, steps.some((step) => step.status === 'failed') ? 'failed' : 'done');
    } catch (error) {
      // Only reading the build or its owner gets here; after the last try nothing may stay `running`.
      if (job.attempts >= COURSE_BUILD_ATTEMPTS) {
        const failed = steps.map((step) =>
          step.status === 'pending' ? { ...step, status: 'failed' as const, error: failureOf(error) } : step,
        );
        await save(deps, id, failed, 'failed');
      }
      throw error;
    }
  };
}
