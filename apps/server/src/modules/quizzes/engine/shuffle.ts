/**
 * A seeded, deterministic shuffle: the same seed gives the same order on every reload and on every
 * process, so a session stores one number instead of its whole layout.
 */

/** mulberry32: small, fast and well spread for shuffling (not for secrets). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A fresh array in a seeded Fisher–Yates order; the input is left as it was. */
export function seededShuffle<T>(items: readonly T[], seed: number): T[] {
  const next = random(seed);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Derives a per-question seed from the session's, so each question's options move independently. */
export function seedFor(sessionSeed: number, questionId: number): number {
  return (Math.imul(sessionSeed ^ 0x9e3779b9, 31) + Math.imul(questionId, 0x85ebca6b)) >>> 0;
}

/** A new session seed: any unsigned 32-bit number. */
export function newSeed(): number {
  return Math.floor(Math.random() * 4_294_967_296) >>> 0;
}
