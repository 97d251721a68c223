import type { LiveHostCommand } from '@pustaka/contract';
import { AppError } from '#platform/errors.ts';
import type { LiveQuestion } from './questions.ts';
import type { GameRow } from './store.ts';
import type { liveGames } from './tables.ts';

/** The fields a change of stage writes to the game row (a guarded update by revision). */
export type GamePatch = Partial<typeof liveGames.$inferInsert>;

/**
 * What a host command does to the game as it stands: the game's state machine, decided without I/O so the
 * runtime only writes it. `close` closes the open question (scores, then the reveal); `drop` voids the open
 * question's answers and marks it skipped along with the patch; `update` is the patch alone. A command that
 * does not fit the stage is refused with LIVE_COMMAND_INVALID.
 */
export type Transition =
  | { kind: 'close' }
  | { kind: 'update'; patch: GamePatch }
  | { kind: 'drop'; patch: GamePatch };

export function openQuestionPatch(questions: readonly LiveQuestion[], index: number, now: number) {
  const live = questions[index] as LiveQuestion;
  return {
    state: 'question',
    questionIndex: index,
    openedAt: new Date(now),
    deadline: new Date(now + live.timeLimitMs),
    pausedRemainingMs: null,
  } as const;
}

/** After a question (or its leaderboard): the next question, or the podium after the last. */
function afterQuestionPatch(questions: readonly LiveQuestion[], index: number, now: number): GamePatch {
  return index + 1 < questions.length ? openQuestionPatch(questions, index + 1, now) : { state: 'podium' };
}

/** The commands that move the game through its stages (removing players and locking are the lobby's). */
export type StageCommand = Exclude<LiveHostCommand, { type: 'kick' | 'lock' | 'unlock' }>;

export function transitionFor(
  command: StageCommand,
  g: GameRow,
  questions: readonly LiveQuestion[],
  now: number,
): Transition {
  const update = (patch: GamePatch): Transition => ({ kind: 'update', patch });
  const paused = g.pausedRemainingMs !== null;
  switch (command.type) {
    case 'start':
      if (g.state !== 'lobby') break;
      return update({ ...openQuestionPatch(questions, 0, now), startedAt: new Date(now) });
    case 'next':
      if (g.state === 'question') return { kind: 'close' };
      if (g.state === 'reveal') return update({ state: 'leaderboard' });
      if (g.state === 'leaderboard') return update(afterQuestionPatch(questions, g.questionIndex, now));
      if (g.state === 'podium') return update({ state: 'ended', endedAt: new Date(now) });
      break;
    case 'pause': {
      const remaining = (g.deadline?.getTime() ?? 0) - now;
      if (g.state !== 'question' || paused || remaining <= 0) break;
      return update({ pausedRemainingMs: remaining });
    }
    case 'resume': {
      if (g.state !== 'question' || g.pausedRemainingMs === null) break;
      const live = questions[g.questionIndex] as LiveQuestion;
      const deadline = now + g.pausedRemainingMs;
      return update({
        deadline: new Date(deadline),
        openedAt: new Date(deadline - live.timeLimitMs),
        pausedRemainingMs: null,
      });
    }
    case 'skip':
      if (g.state !== 'question') break;
      return { kind: 'drop', patch: afterQuestionPatch(questions, g.questionIndex, now) };
    case 'end':
      if (g.state === 'ended') break;
      if (g.state === 'lobby' || g.state === 'podium')
        return update({ state: 'ended', endedAt: new Date(now) });
      if (g.state === 'question') return { kind: 'drop', patch: { state: 'podium' } };
      return update({ state: 'podium' });
  }
  throw new AppError('LIVE_COMMAND_INVALID');
}
