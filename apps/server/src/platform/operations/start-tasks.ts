/**
 * Work a start owes that no request waits for: putting the periodic jobs on the queue, the first sweep of
 * expired rows, the pass over slide decks, the recommendations' staleness check. Fastify runs `onReady` hooks
 * one after another before it listens, and each of these is a few database round trips, together a tenth of a
 * second or more of a cold start. The server runs them instead once it listens, all at once, while it already
 * serves (tests, once the app is ready). A task that fails is reported and leaves the others running. Each is
 * written to be repeated by the next start, as a start may be cut short before they finish.
 */
export class StartTasks {
  private readonly tasks: { name: string; run: () => Promise<unknown> }[] = [];
  private running: Promise<void> | undefined;

  add(name: string, run: () => Promise<unknown>): void {
    if (this.running) throw new Error(`start task ${name} added after the start`);
    this.tasks.push({ name, run });
  }

  /** Starts every task; the returned promise (also `settled`) never rejects. */
  run(onError: (error: unknown, name: string) => void): Promise<void> {
    this.running ??= Promise.all(
      this.tasks.map(async ({ name, run }) => {
        try {
          await run();
        } catch (error) {
          onError(error, name);
        }
      }),
    ).then(() => undefined);
    return this.running;
  }

  /** Settles once every task started has: what tests and a closing app wait for. */
  get settled(): Promise<void> {
    return this.running ?? Promise.resolve();
  }
}
