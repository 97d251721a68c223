import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { onOwnershipChange } from '#modules/orders/index.ts';
import type { AppContext } from '#platform/context.ts';
import { registerStorageCounter } from '#platform/quota/creator-storage.ts';
import { ownershipChangeStatement } from './purchases.ts';
import { learnerLmsRoutes } from './routes/learner.ts';
import { publicLmsRoutes } from './routes/public.ts';
import { contentQuizRoutes } from './routes/quiz.ts';
import { trainerLmsRoutes } from './routes/trainer.ts';
import { trainerAccessRoutes } from './routes/trainer-access.ts';
import { listPptxSlidesKeys } from './slides-renditions.ts';
import { courseFileBytes } from './uploads.ts';
import { sweepOldCourseVerificationLinks } from './verify-email.ts';

/** Courses, their contents, enrolment and invites, progress, certificates and feedback. */
export function lmsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  onOwnershipChange(ctx, ownershipChangeStatement);
  sweepOldCourseVerificationLinks(ctx);
  ctx.renditions.addSource(listPptxSlidesKeys);
  registerStorageCounter(ctx, 'lms.course-files', courseFileBytes);
  return async (app) => {
    await app.register(trainerLmsRoutes(ctx));
    await app.register(trainerAccessRoutes(ctx));
    await app.register(learnerLmsRoutes(ctx));
    await app.register(contentQuizRoutes(ctx));
    await app.register(publicLmsRoutes(ctx));
  };
}

export { addContent, attachContentFile, deleteContent } from './contents.ts';
export { createCourse, updateCourse } from './courses.ts';
export { enrol } from './enrolment.ts';
export { createInvite } from './invites.ts';
export { type CourseProgress, listCourseProgress } from './learner-progress.ts';
export { getContentQuizForHost, recordLiveQuizResults } from './live-quiz-results.ts';
export { saveProgress } from './progress.ts';
