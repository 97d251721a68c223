import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { type AnswerWrite, insertAnswers } from './store.ts';

/** What became of an answer: written now, already stored for its player, or too late (question closed). */
export type WriteResult = 'inserted' | 'duplicate' | 'closed';

type Pending = {
  write: AnswerWrite;
  questionIndex: number;
  resolve: (result: WriteResult) => void;
  reject: (error: unknown) => void;
};

/** Rows in one statement at most; a larger queue goes in several. */
const BATCH_ROWS = 2_000;

/**
 * The group commit of a game's answers: answers arriving while a batch is being written go together in
 * the next statement, so thousands of players cost a few statements a second rather than one each, and
 * every answer is written before its acknowledgement.
 */
export class AnswerWriter {
  private queue: Pending[] = [];
  private flushing: Promise<void> | undefined;

  constructor(
    private readonly db: Database,
    private readonly gameId: number,
    private readonly log: (error: unknown, message: string) => void,
  ) {}

  write(write: AnswerWrite, questionIndex: number): Promise<WriteResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ write, questionIndex, resolve, reject });
      this.flushing ??= this.flushLoop();
    });
  }

  /** Waits until every answer taken so far is written. */
  async drain(): Promise<void> {
    while (this.flushing) await this.flushing;
  }

  private async flushLoop(): Promise<void> {
    // One turn of the event loop gathers the answers that arrived together.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, BATCH_ROWS);
      const byQuestion = new Map<number, Pending[]>();
      for (const item of batch) {
        const list = byQuestion.get(item.questionIndex) ?? [];
        list.push(item);
        byQuestion.set(item.questionIndex, list);
      }
      for (const [questionIndex, items] of byQuestion) await this.flush(questionIndex, items);
    }
    this.flushing = undefined;
  }

  private async flush(questionIndex: number, items: Pending[]): Promise<void> {
    try {
      const result = await insertAnswers(
        this.db,
        this.gameId,
        questionIndex,
        items.map((i) => i.write),
      );
      for (const item of items) {
        if (result.inserted.has(item.write.playerId)) item.resolve('inserted');
        else item.resolve(result.open ? 'duplicate' : 'closed');
      }
    } catch (error) {
      this.log(error, 'live quiz answers not written');
      for (const item of items) item.reject(new AppError('SERVICE_UNAVAILABLE'));
    }
  }
}
