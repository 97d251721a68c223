import type { LiveGameMode } from '@pustaka/contract';
import { AppError } from '#platform/errors.ts';
import { AnswerWriter, type WriteResult } from './answer-writer.ts';
import type { Conn, RuntimeDeps } from './conn.ts';
import { type LiveQuestion, storedAnswerOf } from './questions.ts';
import { scoreLiveAnswer } from './scoring.ts';
import { type AnswerWrite, findAnswer, type GameRow } from './store.ts';

type AnswerEntry = { clientId: string; timeMs: number; done: Promise<WriteResult> };

/** What taking an answer reads of the game's runtime. */
export type AnswerRoom = {
  readonly game: GameRow;
  readonly questions: readonly LiveQuestion[];
  readonly mode: LiveGameMode;
  /** The player's streak before this question (it feeds the answer's bonus). */
  streakOf(playerId: number): number;
  /** The answer is stored: the player holds their seat for good. */
  answered(playerId: number): void;
};

/**
 * The answers to the open question from the players connected here: each timed at its arrival, scored,
 * handed to the group-committing writer, and acknowledged only once written. A resend of the same message id
 * gets the same acknowledgement and is not counted twice.
 */
export class AnswerDesk {
  private entries = new Map<number, AnswerEntry>();
  private readonly writer: AnswerWriter;

  constructor(
    private readonly deps: RuntimeDeps,
    gameId: number,
  ) {
    this.writer = new AnswerWriter(deps.db, gameId, deps.log);
  }

  /** A new question opened: nobody has answered it yet. */
  reset(): void {
    this.entries = new Map();
  }

  has(playerId: number): boolean {
    return this.entries.has(playerId);
  }

  /** After a player's return mid-question: their answer stored before, if any, while the question is still open. */
  async restore(playerId: number, questionIndex: number, stillOpen: () => boolean): Promise<void> {
    if (this.entries.has(playerId)) return;
    const stored = await findAnswer(this.deps.db, playerId, questionIndex);
    if (stored && stillOpen()) this.entries.set(playerId, { ...stored, done: Promise.resolve('inserted') });
  }

  async take(
    room: AnswerRoom,
    conn: Conn,
    message: { id: string; question_index: number; answer: unknown },
    receivedAt: number,
  ): Promise<void> {
    const g = room.game;
    const playerId = conn.playerId as number;
    const ack = (timeMs: number, duplicate: boolean) => {
      room.answered(playerId);
      const frame = { type: 'ack', id: message.id, question_index: message.question_index, duplicate };
      this.deps.send(conn, JSON.stringify({ ...frame, time_ms: timeMs }), true);
    };
    if (g.state !== 'question' || message.question_index !== g.questionIndex)
      throw new AppError('LIVE_QUESTION_NOT_OPEN');
    const paused = g.pausedRemainingMs !== null;
    if (!paused && receivedAt > (g.deadline?.getTime() ?? 0)) throw new AppError('LIVE_QUESTION_NOT_OPEN');
    const prior = this.entries.get(playerId);
    if (prior) {
      if (prior.clientId !== message.id) throw new AppError('LIVE_ALREADY_ANSWERED');
      if ((await prior.done) === 'closed') throw new AppError('LIVE_QUESTION_NOT_OPEN');
      return ack(prior.timeMs, true);
    }
    const live = room.questions[g.questionIndex] as LiveQuestion;
    const stored = storedAnswerOf(live, message.answer as never);
    if (!stored) throw new AppError('LIVE_ANSWER_INVALID');
    const timeMs = paused
      ? live.timeLimitMs - (g.pausedRemainingMs as number)
      : Math.max(0, receivedAt - (g.openedAt?.getTime() ?? receivedAt));
    const scored = scoreLiveAnswer(room.mode, live.question, live.timeLimitMs, stored, {
      elapsedMs: timeMs,
      streak: room.streakOf(playerId),
    });
    const write: AnswerWrite = {
      playerId,
      answer: stored,
      correct: scored.correct,
      points: scored.points,
      timeMs,
      clientId: message.id,
      receivedAt,
    };
    const done = this.writer.write(write, g.questionIndex);
    const entry: AnswerEntry = { clientId: message.id, timeMs, done };
    this.entries.set(playerId, entry);
    let result: WriteResult;
    try {
      result = await done;
    } catch (error) {
      if (this.entries.get(playerId) === entry) this.entries.delete(playerId);
      throw error;
    }
    if (result === 'inserted') return ack(timeMs, false);
    if (result === 'closed') {
      if (this.entries.get(playerId) === entry) this.entries.delete(playerId);
      throw new AppError('LIVE_QUESTION_NOT_OPEN');
    }
    // Stored earlier, through another socket or process: the same message id is the same answer.
    const existing = await findAnswer(this.deps.db, playerId, g.questionIndex);
    if (!existing) throw new AppError('LIVE_QUESTION_NOT_OPEN');
    this.entries.set(playerId, { ...existing, done: Promise.resolve('inserted') });
    if (existing.clientId !== message.id) throw new AppError('LIVE_ALREADY_ANSWERED');
    return ack(existing.timeMs, true);
  }

  /** Waits until every answer taken so far is written. */
  drain(): Promise<void> {
    return this.writer.drain();
  }
}
