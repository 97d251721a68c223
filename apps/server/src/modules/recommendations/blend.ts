// Blending: a member's signals (what they own, finished, viewed), each decayed by age, pull in their
// products' neighbours from each source; popularity fills in for the cold start. Each result keeps the one
// contribution that weighed most, which becomes the reason shown. Pure: the app and the evaluation share it.
import type { Neighbour } from './similarity.ts';

export type SignalKind = 'owned' | 'finished' | 'viewed';
export type SourceKind = 'bought' | 'similar';

/** Something the member did with a product, `at` in milliseconds since the epoch. */
export type Signal = { productId: number; kind: SignalKind; at: number };

export type BlendWeights = {
  bought: number;
  similar: number;
  popular: number;
  /** A signal this many days old counts half. */
  halfLifeDays: number;
  kinds: Record<SignalKind, number>;
};

/** Tuned on MovieLens's validation split (bench/eval/recommendations.mjs prints the search). */
export const DEFAULT_WEIGHTS: BlendWeights = {
  bought: 1,
  similar: 0.2,
  popular: 0.1,
  halfLifeDays: 30,
  kinds: { owned: 1, finished: 1.5, viewed: 0.5 },
};

/** Which contribution a result owes most to. */
export type Contribution = { source: SourceKind; signal: Signal } | { source: 'popular' };

export type Blended = { id: number; score: number; main: Contribution };

const DAY_MS = 86_400_000;

/** exp-decay by half-lives: 1 now, 0.5 after `halfLifeDays`. */
export function decay(ageMs: number, halfLifeDays: number): number {
  return 0.5 ** (Math.max(ageMs, 0) / (halfLifeDays * DAY_MS));
}

/** Scores relative to the list's best, so sources on different scales (LLR, cosine) can be added. */
function normalised(list: Neighbour[]): Neighbour[] {
  const best = list.reduce((max, item) => Math.max(max, item.score), 0);
  return best > 0 ? list.map((item) => ({ id: item.id, score: item.score / best })) : [];
}

/**
 * The `limit` best products for a member. `neighbours(id, source)` reads a product's precomputed list;
 * `exclude` holds what must never come back (owned, hidden, the signals themselves).
 */
export function blendForProfile(input: {
  signals: Signal[];
  neighbours: (productId: number, source: SourceKind) => Neighbour[];
  popular: Neighbour[];
  weights: BlendWeights;
  exclude: Set<number>;
  now: number;
  limit: number;
}): Blended[] {
  const { weights } = input;
  const totals = new Map<number, { score: number; best: number; main: Contribution }>();
  const add = (id: number, amount: number, main: Contribution) => {
    if (amount <= 0 || input.exclude.has(id)) return;
    const entry = totals.get(id);
    if (!entry) totals.set(id, { score: amount, best: amount, main });
    else {
      entry.score += amount;
      if (amount > entry.best) {
        entry.best = amount;
        entry.main = main;
      }
    }
  };
  for (const signal of input.signals) {
    const strength = weights.kinds[signal.kind] * decay(input.now - signal.at, weights.halfLifeDays);
    for (const source of ['bought', 'similar'] as const) {
      const weight = weights[source] * strength;
      if (weight <= 0) continue;
      for (const item of normalised(input.neighbours(signal.productId, source))) {
        add(item.id, weight * item.score, { source, signal });
      }
    }
  }
  for (const item of normalised(input.popular))
    add(item.id, weights.popular * item.score, { source: 'popular' });
  return [...totals.entries()]
    .map(([id, entry]) => ({ id, score: entry.score, main: entry.main }))
    .sort((a, b) => b.score - a.score || a.id - b.id)
    .slice(0, input.limit);
}
