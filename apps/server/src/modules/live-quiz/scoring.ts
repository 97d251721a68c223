import type { LiveGameMode } from '@pustaka/contract';
import { quizEngine } from '#modules/quizzes/index.ts';

/** Classic mode: a right answer scores 500 at the deadline up to 1,000 at once, falling linearly. */
export const MAX_SPEED_POINTS = 1_000;
/** Each right answer in a row before this one adds 100 points, up to 500. */
export const STREAK_STEP = 100;
export const STREAK_CAP = 5;

/**
 * The speed part: `1000 × (1 − t / (2 × limit))` for a right answer in time, where t is the time from the
 * question's opening to the answer's arrival. A question worth 0 points in the quiz stays worth nothing.
 */
export function speedPoints(limitMs: number): quizEngine.ScoringRule {
  return ({ question, correct, elapsedMs }) => {
    if (!correct || question.points <= 0) return 0;
    const share = Math.min(1, Math.max(0, elapsedMs / limitMs));
    return MAX_SPEED_POINTS * (1 - share / 2);
  };
}

/** The streak bonus: the player's right answers in a row before this one, capped. */
export const streakBonus: quizEngine.ScoringRule = ({ question, correct, streak }) =>
  correct && question.points > 0 ? Math.min(streak, STREAK_CAP) * STREAK_STEP : 0;

/** The rules of a mode: classic adds speed and streak; accuracy counts the quiz's own points of right answers. */
export function rulesFor(mode: LiveGameMode, limitMs: number): readonly quizEngine.ScoringRule[] {
  return mode === 'classic' ? [speedPoints(limitMs), streakBonus] : [quizEngine.basePoints];
}

/** Judges and scores one answer of a live game. */
export function scoreLiveAnswer(
  mode: LiveGameMode,
  question: quizEngine.Question,
  limitMs: number,
  stored: string[],
  context: { elapsedMs: number; streak: number },
): quizEngine.ScoredAnswer {
  return quizEngine.scoreAnswer(question, stored, context, rulesFor(mode, limitMs));
}
