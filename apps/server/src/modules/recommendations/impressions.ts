import type { DbOrTx } from '#db/client.ts';
import { addToDay } from './signals.ts';

/**
 * Showings counted in memory and added to the database every few seconds, so serving a list writes nothing.
 * Each process adds its own counts (the database holds the sum); a crash loses at most one interval's
 * showings, which only the creator's figures would miss.
 */
export class ImpressionCounter {
  private pending = new Map<number, number>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: DbOrTx,
    private readonly now: () => Date,
    private readonly onError: (error: unknown) => void,
    private readonly everyMs = 5_000,
  ) {}

  add(productIds: number[]): void {
    for (const id of productIds) this.pending.set(id, (this.pending.get(id) ?? 0) + 1);
    if (!this.timer && this.pending.size > 0) {
      this.timer = setTimeout(() => {
        this.timer = undefined;
        this.flush().catch(this.onError);
      }, this.everyMs);
      this.timer.unref();
    }
  }

  /** Adds what is pending; one flush at a time in this process, each after the one before. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const counts = this.pending;
    this.pending = new Map();
    const run = this.flushing.then(() => addToDay(this.db, counts, 'impressions', this.now()));
    this.flushing = run.catch(() => undefined);
    return run;
  }
}
