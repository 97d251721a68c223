import { normaliseAnswer } from './normalise.ts';
import type { Question, StoredAnswer } from './types.ts';

/** Whether a stored answer is right: all-or-nothing for every type. */
export function isCorrect(question: Question, answer: StoredAnswer): boolean {
  switch (question.type) {
    case 'short_answer': {
      const given = normaliseAnswer(answer[0] ?? '');
      return given !== '' && question.correct.some((accepted) => normaliseAnswer(accepted) === given);
    }
    case 'multiple_choice': {
      const right = new Set(question.correct);
      return answer.length === right.size && answer.every((id) => right.has(id));
    }
    default:
      return answer.length === question.correct.length && answer.every((id, i) => id === question.correct[i]);
  }
}

/** What a scoring rule knows of one answer. The live game adds how fast it came and the player's streak. */
export type ScoreInput = {
  question: Question;
  correct: boolean;
  /** From the moment the question opened to the answer, by the server's clock. */
  elapsedMs: number;
  /** Correct answers in a row before this one. */
  streak: number;
};

/** One part of an answer's points; a quiz's score is the sum of its rules' parts. */
export type ScoringRule = (input: ScoreInput) => number;

/** The question's points for a right answer, nothing for a wrong one. */
export const basePoints: ScoringRule = ({ question, correct }) => (correct ? question.points : 0);

/** The self-paced quizzes score by points alone. */
export const SELF_PACED_RULES: readonly ScoringRule[] = [basePoints];

export type ScoredAnswer = { correct: boolean; points: number };

/** Judges and scores one answer with the given rules (never below zero, always a whole number). */
export function scoreAnswer(
  question: Question,
  answer: StoredAnswer | null,
  context: { elapsedMs: number; streak: number } = { elapsedMs: 0, streak: 0 },
  rules: readonly ScoringRule[] = SELF_PACED_RULES,
): ScoredAnswer {
  const correct = answer !== null && isCorrect(question, answer);
  const input: ScoreInput = { question, correct, ...context };
  const points = rules.reduce((sum, rule) => sum + rule(input), 0);
  return { correct, points: Math.max(0, Math.round(points)) };
}

/** The most a quiz can score with the base rule. */
export function maxScore(questions: readonly Question[]): number {
  return questions.reduce((sum, q) => sum + q.points, 0);
}

/** Whether a score reaches the pass mark (a percentage of the maximum); a quiz worth nothing is passed. */
export function hasPassed(score: number, max: number, passMarkPercent: number): boolean {
  if (max === 0) return true;
  return score * 100 >= passMarkPercent * max;
}
