import type { Database } from '#db/client.ts';
import { AppError } from '#platform/errors.ts';
import { GroupCommit } from '#platform/group-commit.ts';
import { type AnswerWrite, insertAnswers } from './store.ts';

/** What became of an answer: written now, already stored for its player, or too late (question closed). */
export type WriteResult = 'inserted' | 'duplicate' | 'closed';

type Pending = { write: AnswerWrite; questionIndex: number };

/**
 * The answers of one game, written by group commit: thousands of players cost a few statements a second
 * rather than one each, and every answer is written before its acknowledgement.
 */
export class AnswerWriter {
  private readonly commits: GroupCommit<Pending, WriteResult>;

  constructor(
    private readonly db: Database,
    private readonly gameId: number,
    private readonly log: (error: unknown, message: string) => void,
  ) {
    this.commits = new GroupCommit((batch) => this.writeBatch(batch), 2_000);
  }

  write(write: AnswerWrite, questionIndex: number): Promise<WriteResult> {
    return this.commits.submit({ write, questionIndex });
  }

  drain(): Promise<void> {
    return this.commits.drain();
  }

  /** One statement per question in the batch (a batch straddles two questions only around a close). */
  private async writeBatch(batch: Pending[]): Promise<WriteResult[]> {
    const results = new Map<Pending, WriteResult>();
    const byQuestion = new Map<number, Pending[]>();
    for (const item of batch) {
      const list = byQuestion.get(item.questionIndex) ?? [];
      list.push(item);
      byQuestion.set(item.questionIndex, list);
    }
    for (const [questionIndex, items] of byQuestion) {
      try {
        const written = await insertAnswers(
          this.db,
          this.gameId,
          questionIndex,
          items.map((i) => i.write),
        );
        for (const item of items) {
          const inserted = written.inserted.has(item.write.playerId);
          results.set(item, inserted ? 'inserted' : written.open ? 'duplicate' : 'closed');
        }
      } catch (error) {
        this.log(error, 'live quiz answers not written');
        throw new AppError('SERVICE_UNAVAILABLE');
      }
    }
    return batch.map((item) => results.get(item) as WriteResult);
  }
}
