import { lt } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppContext } from './context.ts';

/**
 * Removes rows past their use (expired sessions and links, day-old uploads) and answers how many went.
 * Modules register theirs; housekeeping runs them every hour, so nothing is kept longer than it is needed,
 * also for people who never come back to trigger a cleanup themselves.
 */
export type Sweep = (now: Date) => Promise<number>;

/**
 * How long a single-use link is kept past its expiry: following an old one then says it expired or was used,
 * not that it never existed.
 */
export const EXPIRED_LINKS_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

const registered = new WeakMap<AppContext, Map<string, Sweep>>();

export function registerSweep(ctx: AppContext, name: string, sweep: Sweep): void {
  const sweeps = registered.get(ctx) ?? new Map<string, Sweep>();
  if (sweeps.has(name)) throw new Error(`A sweep named ${name} is already registered`);
  sweeps.set(name, sweep);
  registered.set(ctx, sweeps);
}

/** The usual sweep: the rows of `table` whose `expiresAt` passed more than `keptMs` ago are deleted. */
export function sweepExpiredRows(
  ctx: AppContext,
  name: string,
  table: PgTable,
  expiresAt: PgColumn,
  keptMs = 0,
): void {
  registerSweep(ctx, name, async (now) => {
    const gone = await ctx.db
      .delete(table)
      .where(lt(expiresAt, new Date(now.getTime() - keptMs)))
      .returning({ expiresAt });
    return gone.length;
  });
}

/** Runs every registered sweep on its own: one that fails is reported and does not stop the others. */
export async function runSweeps(
  ctx: AppContext,
  onError: (error: unknown, name: string) => void,
): Promise<Record<string, number>> {
  const removed: Record<string, number> = {};
  const now = ctx.now();
  for (const [name, sweep] of registered.get(ctx) ?? []) {
    try {
      removed[name] = await sweep(now);
    } catch (error) {
      onError(error, name);
    }
  }
  return removed;
}
