import { randomBytes } from 'node:crypto';
import type { ManagedQuiz } from '@pustaka/contract';
import { eq } from 'drizzle-orm';
import type { Principal } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { toWebp } from '#platform/images.ts';
import { getManagedQuestion, getManagedQuizAfterChange } from './questions.ts';
import { touchQuiz } from './quizzes.ts';
import { quizQuestions } from './tables.ts';

/** A question's picture fits within this box (a phone screen's width at twice its density). */
const IMAGE_SIZE = { width: 1200, height: 900 };
export const QUESTION_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Sets (checked by its bytes, re-encoded as WebP, metadata stripped) or clears a question's picture.
 * The new one is stored before the row points at it; the old one is removed after.
 */
export async function setQuestionImage(
  ctx: AppContext,
  principal: Principal,
  quizId: number,
  questionId: number,
  image: Buffer | null,
): Promise<ManagedQuiz> {
  const row = await getManagedQuestion(ctx.db, principal, quizId, questionId);
  const webp = image ? await toWebp(image, IMAGE_SIZE, 'inside') : null;
  const key = webp ? `quiz-image/${questionId}-${randomBytes(8).toString('hex')}.webp` : null;
  if (key && webp) await ctx.storage.put(key, webp, 'image/webp');
  try {
    await ctx.db.update(quizQuestions).set({ imageKey: key }).where(eq(quizQuestions.id, questionId));
  } catch (error) {
    if (key) await ctx.storage.delete(key);
    throw error;
  }
  if (row.imageKey && row.imageKey !== key) await ctx.storage.delete(row.imageKey).catch(() => undefined);
  await touchQuiz(ctx.db, quizId, ctx.now());
  return getManagedQuizAfterChange(ctx, principal, quizId);
}
