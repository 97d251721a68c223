import { serveTasks } from '#platform/workers/serve-tasks.ts';
import { runPdfInfoTask, runPdfTask } from './pdf-tasks.ts';
import { runWebTask } from './web-task.ts';

/**
 * The extraction pool's worker thread: HTML decoding and extraction, PDF checks, reading and layout. What
 * a user sends decides how long these take, so they never run on the serving thread.
 */
serveTasks({
  web: async (input: Parameters<typeof runWebTask>[0]) => ({ value: runWebTask(input) }),
  'pdf-info': async (input: Parameters<typeof runPdfInfoTask>[0], signal) => ({
    value: await runPdfInfoTask(input, signal),
  }),
  pdf: async (input: Parameters<typeof runPdfTask>[0], signal) => ({
    value: await runPdfTask(input, signal),
  }),
});
