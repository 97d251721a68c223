import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppContext } from '#platform/context.ts';
import { StartTasks } from '#platform/operations/start-tasks.ts';
import { registerSweep } from '#platform/sweeps.ts';
import { bareApp } from '#test/bare-app.ts';
import { housekeeping } from './housekeeping.ts';

afterEach(() => vi.useRealTimers());

describe('housekeeping', () => {
  it('retries mail and prunes rate limits every minute, sweeps at start and every hour, runs the job queue, starts the pass over slide decks with the start tasks, and stops on close', async () => {
    vi.useFakeTimers();
    const ctx = {
      now: () => new Date(),
      mailer: { retryQueued: vi.fn(async () => {}) },
      rateLimiter: { prune: vi.fn(async () => {}) },
      jobs: { start: vi.fn() },
      renditions: { start: vi.fn(async () => {}) },
      startTasks: new StartTasks(),
    } as unknown as AppContext;
    const sweep = vi.fn(async () => 0);
    const broken = vi.fn(async (): Promise<number> => {
      throw new Error('sweep broke');
    });
    registerSweep(ctx, 'test.broken', broken);
    registerSweep(ctx, 'test.sweep', sweep);
    const app = bareApp();
    await app.register(housekeeping(ctx));
    await app.ready();
    expect(ctx.jobs.start).toHaveBeenCalledOnce();
    // The first sweep and the pass over decks wait for the start's tasks, which the server runs once it listens.
    expect(sweep).not.toHaveBeenCalled();
    expect(ctx.renditions.start).not.toHaveBeenCalled();
    await ctx.startTasks.run(() => {});
    expect(ctx.renditions.start).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(60_000 * 2);
    expect(ctx.mailer.retryQueued).toHaveBeenCalledTimes(2);
    expect(ctx.rateLimiter.prune).toHaveBeenCalledTimes(2);
    // One sweep failing does not keep the next from running.
    expect(sweep).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(sweep).toHaveBeenCalledTimes(2);
    expect(broken).toHaveBeenCalledTimes(2);
    await app.close();
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(ctx.mailer.retryQueued).toHaveBeenCalledTimes(62);
    expect(sweep).toHaveBeenCalledTimes(2);
  });
});
