import type { LiveQuestionEvent } from '@pustaka/contract';
import { quizEngine } from '#modules/quizzes/index.ts';

type Question = quizEngine.Question;
type QuestionOption = quizEngine.QuestionOption;

/** A question of a game as copied at creation: the engine's question, the options in screen order, its time. */
export type LiveQuestion = {
  question: Question;
  shown: QuestionOption[];
  imageUrl: string | null;
  timeLimitMs: number;
};

/** Copies a quiz's questions into a game: options shuffled once (seeded) when the game asks for it. */
export function toLiveQuestions(
  source: readonly { question: Question; imageUrl: string | null }[],
  options: { seed: number; shuffle: boolean; defaultSeconds: number; minSeconds: number; maxSeconds: number },
): LiveQuestion[] {
  return source.map(({ question, imageUrl }) => {
    const seconds = Math.min(
      options.maxSeconds,
      Math.max(options.minSeconds, question.timeLimitSeconds ?? options.defaultSeconds),
    );
    return {
      question,
      shown: quizEngine.shownOptions(question, options.seed, options.shuffle),
      imageUrl,
      timeLimitMs: seconds * 1000,
    };
  });
}

/** What a player's screen gets of a question: texts in screen order, never the right answer. */
export function questionShape(live: LiveQuestion, index: number, count: number) {
  const { question } = live;
  return {
    index,
    count,
    question_type: question.type,
    text: question.text,
    image_url: live.imageUrl,
    options: question.type === 'true_false' ? ['true', 'false'] : live.shown.map((option) => option.text),
    time_limit_ms: live.timeLimitMs,
  } satisfies Partial<LiveQuestionEvent>;
}

/** The right answer in screen indexes (choice, true/false, ordering) or the accepted texts (short answer). */
export function rightAnswer(live: LiveQuestion): { correct: number[]; accepted: string[] } {
  const { question, shown } = live;
  if (question.type === 'short_answer') return { correct: [], accepted: question.correct };
  return {
    correct: question.correct.map((id) => shown.findIndex((option) => option.id === id)),
    accepted: [],
  };
}

/**
 * How the players answered: per option in screen order for single and multiple choice and true/false
 * (a multiple-choice answer counts for each option it chose), right and wrong for ordering and short answers.
 */
export function distributionOf(
  live: LiveQuestion,
  groups: readonly { answer: string[]; correct: boolean; count: number }[],
): number[] {
  const { question, shown } = live;
  if (question.type === 'ordering' || question.type === 'short_answer') {
    const right = groups.filter((g) => g.correct).reduce((sum, g) => sum + g.count, 0);
    const wrong = groups.filter((g) => !g.correct).reduce((sum, g) => sum + g.count, 0);
    return [right, wrong];
  }
  const ids = question.type === 'true_false' ? ['true', 'false'] : shown.map((option) => option.id);
  const counts = ids.map(() => 0);
  for (const group of groups) {
    for (const id of group.answer) {
      const at = ids.indexOf(id);
      if (at >= 0) counts[at] = (counts[at] ?? 0) + group.count;
    }
  }
  return counts;
}

/** A stored answer as the report shows it: the chosen option texts, or the typed text. */
export function answerText(live: LiveQuestion, stored: string[]): string {
  const { question, shown } = live;
  if (question.type === 'short_answer') return stored[0] ?? '';
  if (question.type === 'true_false') return stored[0] ?? '';
  return stored.map((id) => shown.find((option) => option.id === id)?.text ?? id).join(' | ');
}

/** Maps a player's answer (screen indexes) to what is stored, or undefined when it does not fit. */
export function storedAnswerOf(live: LiveQuestion, answer: quizEngine.PlayerAnswer): string[] | undefined {
  const shown = live.question.type === 'true_false' ? quizEngine.TRUE_FALSE_OPTIONS : live.shown;
  const stored = quizEngine.toStoredAnswer(live.question, shown, answer);
  return typeof stored === 'string' ? undefined : stored;
}
