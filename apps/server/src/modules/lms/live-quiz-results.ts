import type { Principal } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { findContent, getManagedContent } from './contents.ts';
import { getCourse } from './courses.ts';
import { findEnrolment, isStudying } from './enrolment.ts';
import { recordQuizScore } from './progress.ts';

/** The quiz of a course content its caller teaches, for hosting a live game; anything else is refused. */
export async function getContentQuizForHost(ctx: AppContext, principal: Principal, contentId: number) {
  const { content, course } = await getManagedContent(ctx.db, principal, contentId);
  if (content.type !== 'quiz' || content.quizId === null) throw new AppError('LIVE_CONTENT_NOT_QUIZ');
  return { quizId: content.quizId, courseId: course.id, contentId: content.id };
}

/**
 * A live game's results for the course's participants: every logged-in player who is a learner of the
 * course (active or completed: not removed, not waiting for approval) gets the game's score for the quiz content, like a self-paced attempt
 * (the best is kept, a pass completes the content). Players who are not learners of it are left out:
 * playing a game opens no course.
 */
export async function recordLiveQuizResults(
  ctx: AppContext,
  contentId: number,
  results: readonly { userId: number; percent: number }[],
): Promise<number> {
  const content = await findContent(ctx.db, contentId);
  if (content?.type !== 'quiz') return 0;
  const course = await getCourse(ctx.db, content.courseId);
  let recorded = 0;
  for (const result of results) {
    const enrolment = await findEnrolment(ctx.db, course.id, result.userId);
    if (!isStudying(enrolment)) continue;
    await recordQuizScore(ctx, { course, enrolment, trainer: false }, content, result.percent);
    recorded += 1;
  }
  return recorded;
}
