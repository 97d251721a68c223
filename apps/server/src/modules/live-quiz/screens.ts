import { LIVE_QUIZ_LIMITS } from '@pustaka/contract';
import { type LiveQuestion, questionShape, rightAnswer } from './questions.ts';
import { moversOf, rankStandings, type Standing, type Standings, topOf } from './standings.ts';
import type { GameRow } from './store.ts';

/**
 * The frames a game sends to screens, built from the game row and its standings. A frame that differs
 * per player is built once for everyone and given its `you` part per socket (`withYou`), so a stage
 * costs one serialisation, not one per player.
 */

export type RevealData = { distribution: number[]; answered: number; closedAt: number };

/** Players listed in the lobby frame players get (the host's has everyone). */
const LOBBY_TAIL = 30;

export function lobbyFrame(active: readonly { id: number; nickname: string }[], forHost: boolean): string {
  const players = forHost ? active : active.slice(-LOBBY_TAIL);
  return JSON.stringify({ type: 'lobby', count: active.length, players });
}

/** When the open question closes, in server time (while paused: as if the clock ran from now). */
export function deadlineOf(game: GameRow, now: number): number {
  return game.pausedRemainingMs !== null ? now + game.pausedRemainingMs : (game.deadline?.getTime() ?? 0);
}

export function remainingMsOf(game: GameRow, now: number): number {
  if (game.state !== 'question') return 0;
  if (game.pausedRemainingMs !== null) return game.pausedRemainingMs;
  return Math.max(0, (game.deadline?.getTime() ?? 0) - now);
}

export function questionFrame(game: GameRow, now: number, answered: boolean): string {
  const live = game.questions[game.questionIndex] as LiveQuestion;
  return JSON.stringify({
    type: 'question',
    ...questionShape(live, game.questionIndex, game.questions.length),
    opened_at: game.openedAt?.getTime() ?? 0,
    deadline: deadlineOf(game, now),
    remaining_ms: remainingMsOf(game, now),
    paused: game.pausedRemainingMs !== null,
    answered,
    server_time: now,
  });
}

export function clockFrame(game: GameRow, now: number): string {
  return JSON.stringify({
    type: 'clock',
    question_index: game.questionIndex,
    paused: game.pausedRemainingMs !== null,
    remaining_ms: remainingMsOf(game, now),
    deadline: deadlineOf(game, now),
    server_time: now,
  });
}

export function revealFrame(game: GameRow, reveal: RevealData | undefined, total: number): string {
  const live = game.questions[game.questionIndex] as LiveQuestion;
  const data = reveal ?? { distribution: [], answered: 0, closedAt: 0 };
  return JSON.stringify({
    type: 'reveal',
    question_index: game.questionIndex,
    ...rightAnswer(live),
    distribution: data.distribution,
    answered: data.answered,
    total,
    skipped: false,
    closed_at: data.closedAt,
  });
}

export function leaderboardFrame(game: GameRow, standings: Standings | undefined): string {
  const ranked = standings ?? rankStandings([], false);
  return JSON.stringify({
    type: 'leaderboard',
    question_index: game.questionIndex,
    top: topOf(ranked),
    movers: moversOf(ranked),
  });
}

export function podiumFrame(standings: Standings | undefined): string {
  const ranked = standings ?? rankStandings([], false);
  return JSON.stringify({
    type: 'podium',
    top: topOf(ranked, LIVE_QUIZ_LIMITS.podiumSize),
    total_players: ranked.ordered.length,
  });
}

export function endedFrame(game: GameRow): string {
  const finished = game.questionIndex >= game.questions.length - 1 && !game.skipped.length;
  return JSON.stringify({ type: 'ended', reason: finished ? 'finished' : 'ended_by_host' });
}

/** A player's own part of each stage's frame. */
export const yourPart = {
  reveal: (s: Standing) => ({
    answered: s.points !== null,
    correct: s.correct === true,
    points: s.points ?? 0,
    score: s.score,
    streak: s.streak,
    rank: s.rank,
  }),
  leaderboard: (s: Standing) => ({ rank: s.rank, score: s.score, streak: s.streak }),
  podium: (s: Standing) => ({ rank: s.rank, score: s.score, correct_count: s.correctCount }),
};

/** Adds `"you": {...}` to a frame built for everyone (the frame is a JSON object). */
export function withYou(frame: string, you: object | undefined): string {
  return you ? `${frame.slice(0, -1)},"you":${JSON.stringify(you)}}` : frame;
}
