import { LIVE_QUIZ_LIMITS, type LiveRanked } from '@pustaka/contract';
import type { StandingRow } from './store.ts';

export type Standing = StandingRow & { rank: number; previousRank: number };

export type Standings = {
  /** Active players, best first (ties: the earlier joiner first; both get the same rank). */
  ordered: Standing[];
  byId: Map<number, Standing>;
};

/** Competition ranking (1, 2, 2, 4) of a list of scores, best first. */
function rankBy<T>(
  rows: readonly T[],
  score: (row: T) => number,
  id: (row: T) => number,
): Map<number, number> {
  const sorted = [...rows].sort((a, b) => score(b) - score(a) || id(a) - id(b));
  const ranks = new Map<number, number>();
  sorted.forEach((row, i) => {
    const previous = sorted[i - 1];
    const rank = previous && score(previous) === score(row) ? (ranks.get(id(previous)) as number) : i + 1;
    ranks.set(id(row), rank);
  });
  return ranks;
}

/**
 * Ranks the players now and before the question whose points `scored` says were just added, so the
 * leaderboard can show who climbed. Kicked players are out of both.
 */
export function rankStandings(rows: readonly StandingRow[], scored: boolean): Standings {
  const active = rows.filter((row) => !row.kicked);
  const now = rankBy(
    active,
    (r) => r.score,
    (r) => r.id,
  );
  const before = rankBy(
    active,
    (r) => r.score - (scored ? (r.points ?? 0) : 0),
    (r) => r.id,
  );
  const ordered = active
    .map((row) => ({ ...row, rank: now.get(row.id) as number, previousRank: before.get(row.id) as number }))
    .sort((a, b) => a.rank - b.rank || a.id - b.id);
  return { ordered, byId: new Map(ordered.map((s) => [s.id, s])) };
}

const ranked = (s: Standing): LiveRanked => ({
  rank: s.rank,
  player_id: s.id,
  nickname: s.nickname,
  score: s.score,
  streak: s.streak,
});

export function topOf(standings: Standings, size: number = LIVE_QUIZ_LIMITS.leaderboardSize): LiveRanked[] {
  return standings.ordered.slice(0, size).map(ranked);
}

/** The three biggest climbs of the last question (ties: the better rank first). */
export function moversOf(standings: Standings) {
  return standings.ordered
    .filter((s) => s.previousRank > s.rank)
    .sort((a, b) => b.previousRank - b.rank - (a.previousRank - a.rank) || a.rank - b.rank)
    .slice(0, 3)
    .map((s) => ({ id: s.id, nickname: s.nickname, from: s.previousRank, to: s.rank }));
}
