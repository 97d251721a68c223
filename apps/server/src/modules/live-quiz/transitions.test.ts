import { describe, expect, it } from 'vitest';
import { AppError } from '#platform/errors.ts';
import type { LiveQuestion } from './questions.ts';
import type { GameRow } from './store.ts';
import { type StageCommand, transitionFor } from './transitions.ts';

/** The live game's state machine, command by stage, without a database. */

const NOW = Date.parse('2026-06-01T08:00:00.000Z');
const questions = [{ timeLimitMs: 20_000 }, { timeLimitMs: 30_000 }] as LiveQuestion[];
const game = (fields: Partial<GameRow>) =>
  ({ state: 'lobby', questionIndex: -1, deadline: null, pausedRemainingMs: null, ...fields }) as GameRow;
const during = (index: number, fields: Partial<GameRow> = {}) =>
  game({ state: 'question', questionIndex: index, deadline: new Date(NOW + 5_000), ...fields });
type Command = StageCommand;
const step = (type: Command['type'], g: GameRow) => transitionFor({ type } as Command, g, questions, NOW);
const refused = (type: Command['type'], g: GameRow) => {
  try {
    step(type, g);
  } catch (error) {
    return error instanceof AppError && error.code === 'LIVE_COMMAND_INVALID';
  }
  return false;
};

describe('transitionFor', () => {
  it('starts from the lobby on the first question, timed from now', () => {
    expect(step('start', game({}))).toEqual({
      kind: 'update',
      patch: {
        state: 'question',
        questionIndex: 0,
        openedAt: new Date(NOW),
        deadline: new Date(NOW + 20_000),
        pausedRemainingMs: null,
        startedAt: new Date(NOW),
      },
    });
    expect(refused('start', during(0))).toBe(true);
  });

  it('goes question → reveal (a close) → leaderboard → next question, and the podium after the last', () => {
    expect(step('next', during(0))).toEqual({ kind: 'close' });
    expect(step('next', game({ state: 'reveal', questionIndex: 0 }))).toEqual({
      kind: 'update',
      patch: { state: 'leaderboard' },
    });
    expect(step('next', game({ state: 'leaderboard', questionIndex: 0 }))).toMatchObject({
      kind: 'update',
      patch: { state: 'question', questionIndex: 1, deadline: new Date(NOW + 30_000) },
    });
    expect(step('next', game({ state: 'leaderboard', questionIndex: 1 }))).toEqual({
      kind: 'update',
      patch: { state: 'podium' },
    });
    expect(step('next', game({ state: 'podium' }))).toEqual({
      kind: 'update',
      patch: { state: 'ended', endedAt: new Date(NOW) },
    });
    expect(refused('next', game({}))).toBe(true);
    expect(refused('next', game({ state: 'ended' }))).toBe(true);
  });

  it('pauses with the time left and resumes with the same time left', () => {
    expect(step('pause', during(0))).toEqual({ kind: 'update', patch: { pausedRemainingMs: 5_000 } });
    expect(refused('pause', during(0, { pausedRemainingMs: 5_000 }))).toBe(true);
    expect(refused('pause', during(0, { deadline: new Date(NOW - 1) }))).toBe(true);
    expect(step('resume', during(0, { pausedRemainingMs: 5_000 }))).toEqual({
      kind: 'update',
      patch: {
        deadline: new Date(NOW + 5_000),
        openedAt: new Date(NOW + 5_000 - 20_000),
        pausedRemainingMs: null,
      },
    });
    expect(refused('resume', during(0))).toBe(true);
    expect(refused('resume', game({ state: 'reveal' }))).toBe(true);
  });

  it('skips a question by voiding it, and ends from any stage but the end', () => {
    expect(step('skip', during(0))).toMatchObject({ kind: 'drop', patch: { questionIndex: 1 } });
    expect(step('skip', during(1))).toEqual({ kind: 'drop', patch: { state: 'podium' } });
    expect(refused('skip', game({ state: 'reveal' }))).toBe(true);
    expect(step('end', during(0))).toEqual({ kind: 'drop', patch: { state: 'podium' } });
    expect(step('end', game({ state: 'leaderboard' }))).toEqual({
      kind: 'update',
      patch: { state: 'podium' },
    });
    expect(step('end', game({}))).toEqual({
      kind: 'update',
      patch: { state: 'ended', endedAt: new Date(NOW) },
    });
    expect(refused('end', game({ state: 'ended' }))).toBe(true);
  });
});
