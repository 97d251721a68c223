import { AppError } from '#platform/errors.ts';
import { serveTasks } from './serve-tasks.ts';

// Tasks for worker-pool.test.ts: one that answers, one that never yields, one that eats its heap.

const kept: unknown[] = [];

serveTasks({
  echo: async (input: { text: string }) => ({ value: `${input.text}!` }),
  refuse: async () => {
    throw new AppError('NO_MAIN_TEXT', { details: { reason: 'empty' } });
  },
  spin: async () => {
    for (;;) {
      // A parse stuck in a loop: it never reads the pool's request to stop.
    }
  },
  hog: async () => {
    for (;;) kept.push(new Array(100_000).fill({ a: Math.random() }));
  },
  recurse: async () => {
    const deeper = (n: number): number => deeper(n + 1) + 1;
    return { value: deeper(0) };
  },
  wait: async (_input: unknown, signal: AbortSignal) => {
    await new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('stopped'))));
    return { value: null };
  },
});
