import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * For component tests on fake timers: lets the timers run for `ms`, then lets the queries' promises
 * settle, since a response that arrived in the last step goes through the query cache's batched
 * notifications first.
 */
export async function advanceTimers(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  for (let turn = 0; turn < 5; turn++) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
  }
}
