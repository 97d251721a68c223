/**
 * Group commit: items submitted while a batch is being written wait and go together in the next one, so
 * a burst of small writes (answers of a classroom, of a hall) costs a few statements instead of one each.
 * Every caller still learns its own item's result, and only once it is written. The first batch of a burst
 * waits one turn of the event loop, so the items that arrived together travel together.
 */
/** A batch's answer for one item that failed on its own: that item's caller gets the error, the others their results. */
export class ItemFailure {
  constructor(readonly error: unknown) {}
}

/**
 * The items in rounds in which no key repeats, in their order: the second of two writes to one row goes in a
 * later statement (a statement may not touch one row twice).
 */
export function roundsByKey<T>(items: readonly T[], keyOf: (item: T) => string): T[][] {
  const rounds: T[][] = [];
  let rest = [...items];
  while (rest.length > 0) {
    const seen = new Set<string>();
    const round: T[] = [];
    const later: T[] = [];
    for (const item of rest) {
      const key = keyOf(item);
      (seen.has(key) ? later : round).push(item);
      seen.add(key);
    }
    rounds.push(round);
    rest = later;
  }
  return rounds;
}

export class GroupCommit<Item, Result> {
  private queue: { item: Item; resolve: (result: Result) => void; reject: (error: unknown) => void }[] = [];
  private flushing: Promise<void> | undefined;

  /**
   * @param writeBatch writes the items and answers one result per item, in their order (an `ItemFailure`
   *   rejects that item alone); when it throws, every item of the batch is rejected with that error.
   */
  constructor(
    private readonly writeBatch: (items: Item[]) => Promise<(Result | ItemFailure)[]>,
    private readonly maxBatch = 1_000,
  ) {}

  submit(item: Item): Promise<Result> {
    return new Promise((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.flushing ??= this.flushLoop();
    });
  }

  /** Waits until every item submitted so far is written. */
  async drain(): Promise<void> {
    while (this.flushing) await this.flushing;
  }

  private async flushLoop(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxBatch);
      try {
        const results = await this.writeBatch(batch.map((entry) => entry.item));
        for (const [i, entry] of batch.entries()) {
          const result = results[i];
          if (result instanceof ItemFailure) entry.reject(result.error);
          else entry.resolve(result as Result);
        }
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
    this.flushing = undefined;
  }
}
