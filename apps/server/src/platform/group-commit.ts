/**
 * Group commit: items submitted while a batch is being written wait and go together in the next one, so
 * a burst of small writes (answers of a classroom, of a hall) costs a few statements instead of one each.
 * Every caller still learns its own item's result, and only once it is written. The first batch of a burst
 * waits one turn of the event loop, so the items that arrived together travel together.
 */
export class GroupCommit<Item, Result> {
  private queue: { item: Item; resolve: (result: Result) => void; reject: (error: unknown) => void }[] = [];
  private flushing: Promise<void> | undefined;

  /**
   * @param writeBatch writes the items and answers one result per item, in their order; when it throws,
   *   every item of the batch is rejected with that error.
   */
  constructor(
    private readonly writeBatch: (items: Item[]) => Promise<Result[]>,
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
        for (const [i, entry] of batch.entries()) entry.resolve(results[i] as Result);
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
    this.flushing = undefined;
  }
}
