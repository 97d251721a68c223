import type { PlayerQuestion, QuizPlayerAnswer } from '@pustaka/contract';
import type { TFunction } from 'i18next';

/** A draft answer as the player builds it, before it is sent. */
export type Draft = {
  choice: number | null;
  choices: number[];
  bool: boolean | null;
  text: string;
  order: number[];
};

export const emptyDraft = (question: PlayerQuestion): Draft => ({
  choice: null,
  choices: [],
  bool: null,
  text: '',
  order: question.options.map((_, i) => i),
});

/** The answer to send, or null while the draft is not an answer yet. */
export function answerOf(question: PlayerQuestion, draft: Draft): QuizPlayerAnswer | null {
  switch (question.type) {
    case 'single_choice':
      return draft.choice;
    case 'multiple_choice':
      return draft.choices.length > 0 ? [...draft.choices].sort((a, b) => a - b) : null;
    case 'true_false':
      return draft.bool;
    case 'short_answer':
      return draft.text.trim() ? draft.text.trim() : null;
    case 'ordering':
      return draft.order;
  }
}

/** An answer (the player's or the right one) in words, by the options the player saw. */
export function describeAnswer(
  question: PlayerQuestion,
  answer: QuizPlayerAnswer | string[] | null,
  t: TFunction,
): string {
  if (answer === null) return t('quizzes.play.noAnswer');
  if (typeof answer === 'boolean') return answer ? t('quizzes.play.true') : t('quizzes.play.false');
  if (typeof answer === 'string') return answer;
  if (typeof answer === 'number') return question.options[answer] ?? '—';
  if (question.type === 'short_answer') return (answer as string[]).join(' / ');
  const texts = (answer as number[]).map((i) => question.options[i] ?? '—');
  return question.type === 'ordering' ? texts.join(' → ') : texts.join(', ');
}

/** Minutes and seconds, as a countdown shows them. */
export function clock(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}
