import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

describe('RateLimiter.count', () => {
  const limit = { max: 5, windowMs: 10 * 60_000 };

  it('lets the limit through, refuses what follows until the window has passed, and keys apart', async () => {
    const limiter = t.ctx.rateLimiter;
    // Spread over minutes, so the window is made of several buckets.
    for (let i = 0; i < limit.max; i += 1) {
      expect((await limiter.count('hitung:a', limit)).allowed).toBe(true);
      t.clock.advance(60_000);
    }
    const refused = await limiter.count('hitung:a', limit);
    expect(refused.allowed).toBe(false);
    // The oldest hit leaves the window five minutes from now.
    expect(refused.retryAfterMs).toBeGreaterThanOrEqual(5 * 60_000);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(7 * 60_000);
    expect((await limiter.count('hitung:b', limit)).allowed).toBe(true);
    t.clock.advance(limit.windowMs + 60_000);
    expect((await limiter.count('hitung:a', limit)).allowed).toBe(true);
  });

  it('holds a burst to the limit: of fifty at once, five are let through', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, () => t.ctx.rateLimiter.count('hitung:burst', limit)),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(limit.max);
  });
});
