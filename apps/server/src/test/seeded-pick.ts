/**
 * A repeatable stream of whole numbers for tests that try many random cases (Park–Miller): `pick(n)` is in
 * [0, n), and the same seed gives the same cases, so a failure can be replayed.
 */
export function seededPick(seed: number): (n: number) => number {
  let state = seed;
  return (n: number) => {
    state = (state * 16807) % 2147483647;
    return state % n;
  };
}
