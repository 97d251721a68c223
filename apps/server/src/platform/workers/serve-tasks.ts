import { parentPort } from 'node:worker_threads';
import { AppError, type Texts } from '#platform/errors.ts';

export type TaskRequest =
  | { type: 'run'; id: number; task: string; input: unknown }
  | { type: 'abort'; id: number };

export type TaskReply =
  | { id: number; ok: true; value: unknown }
  | {
      id: number;
      ok: false;
      error: {
        message: string;
        code?: string;
        params?: Record<string, string | number>;
        details?: unknown;
        texts?: Texts;
      };
    };

/** A task run in a worker: its input as posted, a signal raised when the pool asks it to stop. */
export type TaskHandler = (
  input: never,
  signal: AbortSignal,
) => Promise<{ value: unknown; transfer?: ArrayBuffer[] }>;

/**
 * A call stack or a string past V8's limits is the input's size showing, not a bug: the job is refused like
 * one past its heap, and the worker, whose stack unwound, stays usable.
 */
function isSizeLimit(error: unknown): boolean {
  return (
    error instanceof RangeError &&
    /call stack size|Invalid (string|array|typed array) length|Array buffer allocation/i.test(error.message)
  );
}

function replyOf(id: number, error: unknown): TaskReply {
  if (error instanceof AppError) {
    return {
      id,
      ok: false,
      error: {
        message: error.message,
        code: error.code,
        params: error.params,
        details: error.details,
        ...(error.texts && { texts: error.texts }),
      },
    };
  }
  if (isSizeLimit(error)) {
    return {
      id,
      ok: false,
      error: { message: String(error), code: 'WORKER_MEMORY_LIMIT', details: { reason: 'structure' } },
    };
  }
  return { id, ok: false, error: { message: error instanceof Error ? error.message : String(error) } };
}

/**
 * The worker side of WorkerPool: runs the named handlers one job at a time and answers each with its value
 * or its error. Called once by a worker's entry file.
 */
export function serveTasks(handlers: Record<string, TaskHandler>): void {
  const port = parentPort;
  if (!port) throw new Error('serveTasks() runs only in a worker thread');
  const running = new Map<number, AbortController>();
  port.on('message', async (message: TaskRequest) => {
    if (message.type === 'abort') {
      running.get(message.id)?.abort();
      return;
    }
    const controller = new AbortController();
    running.set(message.id, controller);
    try {
      const handler = handlers[message.task];
      if (!handler) throw new Error(`no worker task named ${message.task}`);
      const { value, transfer } = await handler(message.input as never, controller.signal);
      port.postMessage({ id: message.id, ok: true, value } satisfies TaskReply, transfer ?? []);
    } catch (error) {
      port.postMessage(replyOf(message.id, error));
    } finally {
      running.delete(message.id);
    }
  });
}
