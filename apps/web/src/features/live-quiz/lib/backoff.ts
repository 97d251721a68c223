/**
 * The wait before reconnection attempt `attempt` (0 for the first): doubling from `baseMs` up to `maxMs`,
 * with "full jitter" so thousands of phones that lost the hall's Wi-Fi together do not come back together.
 * `random` is injectable for tests.
 */
export function backoffDelay(
  attempt: number,
  {
    baseMs = 500,
    maxMs = 10_000,
    random = Math.random,
  }: { baseMs?: number; maxMs?: number; random?: () => number } = {},
): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.min(attempt, 16));
  // Never less than a fifth of the ceiling: a zero wait would hammer a server that is restarting.
  return Math.round(ceiling * (0.2 + 0.8 * random()));
}
