import type { DbOrTx } from '#db/client.ts';
import type { Principal } from '#platform/auth-guard.ts';
import type { Question } from './engine/index.ts';
import { getManagedQuizRow, listQuestionRows, questionImageUrl, toQuestion } from './quiz-rows.ts';

export type LiveQuizSource = {
  id: number;
  title: string;
  shuffleOptions: boolean;
  questions: { question: Question; imageUrl: string | null }[];
};

/**
 * A quiz its caller may host, with its questions as the engine reads them (right answers included): the
 * live game copies them when it is created. Another trainer's quiz is NOT_FOUND.
 */
export async function getQuizForLiveGame(
  db: DbOrTx,
  principal: Principal,
  quizId: number,
): Promise<LiveQuizSource> {
  const quiz = await getManagedQuizRow(db, principal, quizId);
  const rows = await listQuestionRows(db, quizId);
  return {
    id: quiz.id,
    title: quiz.title,
    shuffleOptions: quiz.shuffleOptions,
    questions: rows.map((row) => ({ question: toQuestion(row), imageUrl: questionImageUrl(row.imageKey) })),
  };
}
