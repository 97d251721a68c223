import type { DbOrTx } from '#db/client.ts';
import type { AppContext } from '#platform/context.ts';
import type { Question } from './engine/index.ts';
import type { SessionRow } from './player-view.ts';
import { getQuizRow, listQuestionRows, type QuestionRow, type QuizRow, toQuestion } from './quiz-rows.ts';

/** A quiz with its questions as one version of it had them. */
export type QuizSnapshot = {
  quiz: QuizRow;
  rows: QuestionRow[];
  byId: Map<number, { row: QuestionRow; question: Question }>;
};

/** What of a session never changes after its start: who plays, which quiz, the layout and the clock. */
export type SessionKey = Pick<
  SessionRow,
  | 'id'
  | 'quizId'
  | 'userId'
  | 'guestTokenHash'
  | 'contentId'
  | 'seed'
  | 'questionIds'
  | 'startedAt'
  | 'deadline'
> & { completed: boolean };

const QUIZZES_KEPT = 500;
const SESSIONS_KEPT = 50_000;

/** A map that forgets its least recently used entry past `limit`. */
class Recent<K, V> {
  private readonly entries = new Map<K, V>();
  constructor(private readonly limit: number) {}
  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }
  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value as K);
  }
  delete(key: K): void {
    this.entries.delete(key);
  }
}

function snapshotOf(quiz: QuizRow, rows: QuestionRow[]): QuizSnapshot {
  return { quiz, rows, byId: new Map(rows.map((row) => [row.id, { row, question: toQuestion(row) }])) };
}

/**
 * The questions of the quizzes being played, and the fixed part of the sessions playing them, kept in
 * this process so an answer costs one statement. A copy of the questions is used only with the version
 * it was read at: every change to a quiz raises `quizzes.version` (in whichever process), and the answer's
 * statement records nothing when the row's version is no longer the copy's, so the copy is read again.
 * Only what is committed is kept: reads inside a caller's transaction pass by.
 */
export class QuizCache {
  private readonly quizzes = new Recent<number, QuizSnapshot>(QUIZZES_KEPT);
  private readonly sessions = new Recent<string, SessionKey>(SESSIONS_KEPT);
  private readonly reading = new Map<number, Promise<QuizRow>>();

  constructor(private readonly db: DbOrTx) {}

  /** The quiz as its row is now (one statement), with its questions read again only when they changed. */
  async current(db: DbOrTx, quizId: number): Promise<QuizSnapshot> {
    return this.matching(db, await getQuizRow(db, quizId));
  }

  /**
   * For a new session: like `current`, but starts asking for the same quiz while its row is being read share
   * that read, so a class starting at once reads the row a few times instead of once per player. A start
   * may get the row as it was a statement's time before it asked, as if it had started that much earlier.
   * Not for rechecking a version found stale (an answer's retry): that needs a read begun after the change.
   */
  async forStart(db: DbOrTx, quizId: number): Promise<QuizSnapshot> {
    if (db !== this.db) return this.current(db, quizId);
    let pending = this.reading.get(quizId);
    if (!pending) {
      pending = getQuizRow(db, quizId).finally(() => this.reading.delete(quizId));
      this.reading.set(quizId, pending);
    }
    return this.matching(db, await pending);
  }

  private async matching(db: DbOrTx, quiz: QuizRow): Promise<QuizSnapshot> {
    const kept = db === this.db ? this.quizzes.get(quiz.id) : undefined;
    if (kept && kept.quiz.version === quiz.version) return { ...kept, quiz };
    return this.load(db, quiz);
  }

  /** The copy kept of a quiz without asking the database, or the quiz read now. */
  async trusted(db: DbOrTx, quizId: number): Promise<QuizSnapshot> {
    const kept = db === this.db ? this.quizzes.get(quizId) : undefined;
    return kept ?? this.load(db, await getQuizRow(db, quizId));
  }

  /** Reads the questions after the row, so a copy is never newer-labelled than what it holds. */
  private async load(db: DbOrTx, quiz: QuizRow): Promise<QuizSnapshot> {
    const snapshot = snapshotOf(quiz, await listQuestionRows(db, quiz.id));
    if (db === this.db) this.quizzes.set(quiz.id, snapshot);
    return snapshot;
  }

  forgetQuiz(quizId: number): void {
    this.quizzes.delete(quizId);
  }

  session(id: string): SessionKey | undefined {
    return this.sessions.get(id);
  }

  keepSession(db: DbOrTx, row: SessionRow): SessionKey {
    const key: SessionKey = {
      id: row.id,
      quizId: row.quizId,
      userId: row.userId,
      guestTokenHash: row.guestTokenHash,
      contentId: row.contentId,
      seed: row.seed,
      questionIds: row.questionIds,
      startedAt: row.startedAt,
      deadline: row.deadline,
      completed: row.completedAt !== null,
    };
    if (db === this.db) this.sessions.set(row.id, key);
    return key;
  }

  forgetSession(id: string): void {
    this.sessions.delete(id);
  }
}

const caches = new WeakMap<AppContext, QuizCache>();

/** The cache of one app (each test app has its own database, so its own cache). */
export function quizCacheOf(ctx: AppContext): QuizCache {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = new QuizCache(ctx.db);
    caches.set(ctx, cache);
  }
  return cache;
}
