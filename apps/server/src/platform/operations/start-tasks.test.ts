import { describe, expect, it } from 'vitest';
import { StartTasks } from './start-tasks.ts';

describe('start tasks', () => {
  it('runs every task at once, reports a failure without stopping the others, and settles after all', async () => {
    const tasks = new StartTasks();
    const order: string[] = [];
    let releaseSlow!: () => void;
    tasks.add('slow', async () => {
      await new Promise<void>((resolve) => {
        releaseSlow = resolve;
      });
      order.push('slow');
    });
    tasks.add('broken', async () => {
      throw new Error('broke');
    });
    tasks.add('quick', async () => {
      order.push('quick');
    });
    const failures: string[] = [];
    let settled = false;
    const running = tasks.run((error, name) => failures.push(`${name}: ${(error as Error).message}`));
    void tasks.settled.then(() => {
      settled = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    // The quick task did not wait for the slow one, and nothing has settled while one still runs.
    expect(order).toEqual(['quick']);
    expect(failures).toEqual(['broken: broke']);
    expect(settled).toBe(false);
    releaseSlow();
    await running;
    expect(order).toEqual(['quick', 'slow']);
    await tasks.settled;
    expect(settled).toBe(true);
  });

  it('runs its tasks once, however often it is asked, and takes no task after the start', async () => {
    const tasks = new StartTasks();
    let runs = 0;
    tasks.add('count', async () => {
      runs += 1;
    });
    await tasks.run(() => {});
    await tasks.run(() => {});
    expect(runs).toBe(1);
    expect(() => tasks.add('late', async () => {})).toThrow(/after the start/);
  });

  it('has settled at once when it was never run', async () => {
    await expect(new StartTasks().settled).resolves.toBeUndefined();
  });
});
