import { createHash, randomBytes } from 'node:crypto';
import type { PlayerSession } from '@pustaka/contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { isUniqueViolation } from '#platform/unique-violation.ts';
import { answerWritesOf } from './answer-writes.ts';
import {
  isInTime,
  newSeed,
  type PlayerAnswer,
  questionDeadline,
  quizDeadline,
  scoreAnswer,
  shownOptions,
  shownQuestionOrder,
  toStoredAnswer,
} from './engine/index.ts';
import { type AnswerRow, canonicalSeed, playerSessionView, type SessionRow } from './player-view.ts';
import { type QuizSnapshot, quizCacheOf, type SessionKey } from './quiz-cache.ts';
import type { QuizRow } from './quiz-rows.ts';
import { AttemptNumberTaken, insertGuestSession } from './session-inserts.ts';
import { quizAnswers, quizSessions, quizzes } from './tables.ts';

/** Who plays: a signed-in user, or a guest known by the token their session start gave them. */
export type QuizPlayer = { userId: number } | { guestToken: string };
/**
 * Who starts: a signed-in user, or a guest with a nickname, from a browser (the hash of its signed id;
 * `newBrowser` when the server just made that id, so it has no attempts yet).
 */
export type NewQuizPlayer =
  | { userId: number }
  | { nickname: string; browserHash: string; newBrowser?: boolean };
/** Where the quiz is taken: a course content (owned by the courses module), or on its own. */
export type QuizContext = { contentId: number };

/**
 * `quizId`: the session must be of this quiz (a route names both); `context`: and taken in this context;
 * `db`: join the caller's transaction.
 */
export type SessionOptions = { db?: DbOrTx; quizId?: number; context?: QuizContext };

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const answerColumns = {
  questionId: quizAnswers.questionId,
  questionIndex: quizAnswers.questionIndex,
  answer: quizAnswers.answer,
  correct: quizAnswers.correct,
  points: quizAnswers.points,
  answeredAt: quizAnswers.answeredAt,
};

function sessionAnswers(db: DbOrTx, sessionId: string): Promise<AnswerRow[]> {
  return db.select(answerColumns).from(quizAnswers).where(eq(quizAnswers.sessionId, sessionId));
}

/** NOT_FOUND unless the session is of the quiz and context the route names; QUIZ_SESSION_FORBIDDEN unless it is the player's. */
function checkPlayer(session: SessionKey | SessionRow, player: QuizPlayer, options: SessionOptions): void {
  if (
    (options.quizId !== undefined && session.quizId !== options.quizId) ||
    (options.context !== undefined && session.contentId !== options.context.contentId)
  ) {
    throw new AppError('NOT_FOUND');
  }
  const mine =
    'userId' in player
      ? session.userId === player.userId
      : session.guestTokenHash !== null && session.guestTokenHash === hashToken(player.guestToken);
  if (!mine) throw new AppError('QUIZ_SESSION_FORBIDDEN');
}

async function readSession(db: DbOrTx, sessionId: string): Promise<SessionRow> {
  if (!/^[0-9a-f-]{36}$/i.test(sessionId)) throw new AppError('NOT_FOUND');
  const [session] = await db.select().from(quizSessions).where(eq(quizSessions.id, sessionId));
  if (!session) throw new AppError('NOT_FOUND');
  return session;
}

/** A session of this player as it is now, or QUIZ_SESSION_FORBIDDEN (another player's) / NOT_FOUND. */
async function getPlayersSession(
  db: DbOrTx,
  sessionId: string,
  player: QuizPlayer,
  options: SessionOptions = {},
): Promise<SessionRow> {
  const session = await readSession(db, sessionId);
  checkPlayer(session, player, options);
  return session;
}

/** The fixed part of a player's session: kept in memory after the first look, so answers need not read it. */
async function getPlayersSessionKey(
  ctx: AppContext,
  db: DbOrTx,
  sessionId: string,
  player: QuizPlayer,
  options: SessionOptions,
): Promise<SessionKey> {
  const cache = quizCacheOf(ctx);
  const key = cache.session(sessionId) ?? cache.keepSession(db, await readSession(db, sessionId));
  checkPlayer(key, player, options);
  return key;
}

async function viewOf(
  ctx: AppContext,
  db: DbOrTx,
  session: SessionRow,
  now: Date,
  options: { fresh?: boolean } = {},
): Promise<PlayerSession> {
  const [snapshot, answers] = await Promise.all([
    quizCacheOf(ctx).current(db, session.quizId),
    options.fresh ? ([] as AnswerRow[]) : sessionAnswers(db, session.id),
  ]);
  return playerSessionView(snapshot.quiz, session, questionMap(snapshot), answers, now);
}

const questionMap = (snapshot: QuizSnapshot) => new Map(snapshot.rows.map((q) => [q.id, q]));

/**
 * Closes a session: its score is the sum of its recorded answers, and whether it passed follows from the
 * quiz's pass mark, in the same statement. A completed session is left as it is.
 */
async function finishSession(db: DbOrTx, sessionId: string, now: Date): Promise<SessionRow> {
  return db.transaction(async (tx) => {
    // Locking the session waits for answers being written to it (they hold it shared), and the statement
    // after the lock sees them all.
    const [locked] = await tx.select().from(quizSessions).where(eq(quizSessions.id, sessionId)).for('update');
    if (!locked) throw new AppError('NOT_FOUND');
    if (locked.completedAt) return locked;
    const total = sql`(select coalesce(sum(${quizAnswers.points}), 0)::int from ${quizAnswers} where ${quizAnswers.sessionId} = ${sessionId}::uuid)`;
    const passMark = sql`coalesce((select ${quizzes.passMarkPercent} from ${quizzes} where ${quizzes.id} = ${locked.quizId}), 100)`;
    const [done] = await tx
      .update(quizSessions)
      .set({
        completedAt: now,
        score: total,
        passed: sql`${quizSessions.maxScore} = 0 or ${total} * 100 >= ${passMark} * ${quizSessions.maxScore}`,
      })
      .where(eq(quizSessions.id, sessionId))
      .returning();
    return done as SessionRow;
  });
}

/** The user's unfinished session of this quiz in this context, if any. */
async function findOpenSession(
  db: DbOrTx,
  quizId: number,
  userId: number,
  contentId: number | null,
): Promise<SessionRow | undefined> {
  const [open] = await db
    .select()
    .from(quizSessions)
    .where(
      and(
        eq(quizSessions.quizId, quizId),
        eq(quizSessions.userId, userId),
        contentId === null ? isNull(quizSessions.contentId) : eq(quizSessions.contentId, contentId),
        isNull(quizSessions.completedAt),
      ),
    )
    .orderBy(asc(quizSessions.startedAt))
    .limit(1);
  return open;
}

/** The attempts a user (in a context) or a guest browser has started at a quiz. */
async function attemptsUsed(db: DbOrTx, quizId: number, player: NewQuizPlayer, contentId: number | null) {
  const [row] = await db
    .select({ used: sql<number>`coalesce(max(${quizSessions.attemptNumber}), 0)::int` })
    .from(quizSessions)
    .where(
      and(
        eq(quizSessions.quizId, quizId),
        'userId' in player
          ? eq(quizSessions.userId, player.userId)
          : eq(quizSessions.guestBrowserHash, player.browserHash),
        contentId === null ? isNull(quizSessions.contentId) : eq(quizSessions.contentId, contentId),
      ),
    );
  return row?.used ?? 0;
}

type StartInput = { quizId: number; player: NewQuizPlayer; context?: QuizContext };
type StartOptions = {
  layout?: 'session' | 'canonical';
  db?: DbOrTx;
  publicOnly?: boolean;
  /** Runs once the attempt is within the quiz's limit, before it is written (a guest's network ceiling). */
  admit?: (quiz: QuizRow) => Promise<void>;
  /** How many times this start lost its attempt number to another start of the same guest browser. */
  lost?: number;
};

/** A guest's every start is a new session; their attempts are numbered per browser. */
async function numberGuestAttempt(
  db: DbOrTx,
  quiz: QuizRow,
  player: { browserHash: string; newBrowser?: boolean },
): Promise<number> {
  // A browser given its id just now has played nothing: no need to ask (most of a class arriving at once).
  const used = player.newBrowser ? 0 : await attemptsUsed(db, quiz.id, { nickname: '', ...player }, null);
  const attemptNumber = used + 1;
  if (quiz.attemptsAllowed !== null && attemptNumber > quiz.attemptsAllowed) {
    throw new AppError('QUIZ_ATTEMPTS_EXHAUSTED', { details: { attempts_allowed: quiz.attemptsAllowed } });
  }
  return attemptNumber;
}

/**
 * Starts an attempt, or resumes the user's unfinished one while it is in time (a reload, another
 * device). An unfinished attempt past its time is closed first and counts. Attempts allowed are
 * enforced per user and context, and per guest browser; a guest's every start is a new session with its
 * own token.
 */
export async function startQuizSession(
  ctx: AppContext,
  input: StartInput,
  options: StartOptions = {},
): Promise<{ session: PlayerSession; guestToken?: string }> {
  const db = options.db ?? ctx.db;
  const now = ctx.now();
  const snapshot = await quizCacheOf(ctx).forStart(db, input.quizId);
  const { quiz, rows: questions } = snapshot;
  if (options.publicOnly && !quiz.publicPlay) throw new AppError('NOT_FOUND');
  if (questions.length === 0) throw new AppError('QUIZ_HAS_NO_QUESTIONS');
  const contentId = input.context?.contentId ?? null;

  let attemptNumber = 1;
  if ('userId' in input.player) {
    const open = await findOpenSession(db, quiz.id, input.player.userId, contentId);
    // The one-shot form answers by the canonical layout, so it never resumes a session laid out otherwise.
    if (open && isInTime(now, open.deadline, 0) && options.layout !== 'canonical') {
      return { session: await viewOf(ctx, db, open, now) };
    }
    if (open) await finishSession(db, open.id, now);
    attemptNumber = (await attemptsUsed(db, quiz.id, input.player, contentId)) + 1;
    if (quiz.attemptsAllowed !== null && attemptNumber > quiz.attemptsAllowed) {
      throw new AppError('QUIZ_ATTEMPTS_EXHAUSTED', { details: { attempts_allowed: quiz.attemptsAllowed } });
    }
  } else {
    attemptNumber = await numberGuestAttempt(db, quiz, input.player);
  }
  await options.admit?.(quiz);

  const canonical = options.layout === 'canonical';
  const seed = canonical ? canonicalSeed(quiz.id) : newSeed();
  const ids = questions.map((q) => q.id);
  const guestToken = 'nickname' in input.player ? randomBytes(24).toString('base64url') : undefined;
  const values = {
    quizId: quiz.id,
    userId: 'userId' in input.player ? input.player.userId : null,
    guestNickname: 'nickname' in input.player ? input.player.nickname.trim() : null,
    guestTokenHash: guestToken ? hashToken(guestToken) : null,
    guestBrowserHash: 'browserHash' in input.player ? input.player.browserHash : null,
    contentId,
    seed,
    questionIds: canonical ? ids : shownQuestionOrder(ids, seed, quiz.shuffleQuestions),
    startedAt: now,
    deadline: quizDeadline(now, quiz.timeLimitSeconds),
    maxScore: questions.reduce((sum, q) => sum + q.points, 0),
    attemptNumber,
  };
  try {
    const row =
      values.guestTokenHash !== null && db === ctx.db
        ? await insertGuestSession(ctx, { ...values, guestTokenHash: values.guestTokenHash })
        : ((await db.insert(quizSessions).values(values).returning())[0] as SessionRow);
    quizCacheOf(ctx).keepSession(db, row);
    // A new session has no answers yet: the view needs nothing more from the database.
    const view = playerSessionView(quiz, row, questionMap(snapshot), [], now);
    return { session: view, guestToken };
  } catch (error) {
    const taken = error instanceof AttemptNumberTaken || isUniqueViolation(error);
    if (taken && 'browserHash' in input.player) {
      // Starts of one guest browser at once: this one takes the next number (it was admitted already). In
      // a caller's transaction the failed insert has ended it, so there is no trying again.
      const lost = (options.lost ?? 0) + 1;
      if (options.db || lost > 3) throw new AppError('QUIZ_ATTEMPTS_EXHAUSTED');
      const again = { ...input, player: { ...input.player, newBrowser: false } };
      return startQuizSession(ctx, again, { ...options, admit: undefined, lost });
    }
    // Another start of the same user won the attempt number: theirs is the session to resume.
    if (!isUniqueViolation(error) || !('userId' in input.player)) throw error;
    const open = await findOpenSession(db, quiz.id, input.player.userId, contentId);
    if (!open) throw new AppError('QUIZ_ATTEMPTS_EXHAUSTED');
    return { session: await viewOf(ctx, db, open, now) };
  }
}

/** A session as its player sees it now (a reload): answers given, time left, the result once done. */
export async function getQuizSession(
  ctx: AppContext,
  sessionId: string,
  player: QuizPlayer,
  options: SessionOptions = {},
): Promise<PlayerSession> {
  const session = await getPlayersSession(ctx.db, sessionId, player, options);
  return viewOf(ctx, ctx.db, session, ctx.now());
}

/**
 * Records one answer, given by the indexes shown on the player's screen; null passes the question (the
 * player's screen sends it when the question's time runs out). Refused: another player's session, a
 * finished one, an index out of range, an answer that does not fit, a second answer to the question, and
 * an answer after the time (the question then counts as missed, so the next one opens).
 *
 * The session's fixed part and the quiz's questions come from memory; the answer is judged here and
 * written by one statement that also checks the session is open and the questions judged by are current
 * (otherwise they are read again and the answer judged again).
 */
export async function answerQuizQuestion(
  ctx: AppContext,
  sessionId: string,
  player: QuizPlayer,
  questionIndex: number,
  answer: PlayerAnswer | null,
  options: SessionOptions = {},
): Promise<{ question_index: number; answered_at: string }> {
  const db = options.db ?? ctx.db;
  const now = ctx.now();
  const cache = quizCacheOf(ctx);
  const session = await getPlayersSessionKey(ctx, db, sessionId, player, options);
  if (session.completed) throw new AppError('QUIZ_SESSION_COMPLETED');
  const questionId = session.questionIds[questionIndex];
  if (questionId === undefined) throw new AppError('QUIZ_QUESTION_INDEX_INVALID');

  for (let attempt = 0; ; attempt += 1) {
    const snapshot =
      attempt === 0 ? await cache.trusted(db, session.quizId) : await cache.current(db, session.quizId);
    const found = snapshot.byId.get(questionId);
    if (!found) {
      // A question the trainer deleted after the session started is no longer there to answer.
      if (attempt === 0) continue;
      throw new AppError('QUIZ_QUESTION_INDEX_INVALID');
    }
    const { question } = found;
    const stored =
      answer === null
        ? null
        : toStoredAnswer(
            question,
            shownOptions(question, Number(session.seed), snapshot.quiz.shuffleOptions),
            answer,
          );
    if (typeof stored === 'string') throw new AppError(stored);
    if (!isInTime(now, session.deadline)) throw new AppError('QUIZ_TIME_UP');

    let elapsedMs = 0;
    let late = false;
    if (question.timeLimitSeconds !== null) {
      const opened = await openedAtOf(db, session);
      elapsedMs = now.getTime() - opened.getTime();
      late = !isInTime(now, questionDeadline(opened, question.timeLimitSeconds, session.deadline));
    }
    const scored = late
      ? { correct: false, points: 0 }
      : scoreAnswer(question, stored, { elapsedMs, streak: 0 });
    const outcome = await answerWritesOf(ctx, db).record({
      sessionId: session.id,
      quizId: session.quizId,
      version: snapshot.quiz.version,
      questionId,
      questionIndex,
      answer: late ? null : stored,
      scored,
      now,
    });
    if (!outcome.found) {
      cache.forgetSession(session.id);
      throw new AppError('NOT_FOUND');
    }
    if (outcome.completed) {
      cache.forgetSession(session.id);
      throw new AppError('QUIZ_SESSION_COMPLETED');
    }
    if (!outcome.recorded && outcome.version !== snapshot.quiz.version && attempt === 0) continue;
    if (!outcome.recorded && outcome.version === null) throw new AppError('NOT_FOUND');
    if (late) throw new AppError('QUIZ_TIME_UP');
    if (!outcome.recorded) throw new AppError('QUIZ_ALREADY_ANSWERED');
    return { question_index: questionIndex, answered_at: now.toISOString() };
  }
}

/** When the question a player sees next opened: at the latest answer, or the session's start. */
async function openedAtOf(db: DbOrTx, session: SessionKey): Promise<Date> {
  const [row] = await db
    .select({ latest: sql<string | null>`max(${quizAnswers.answeredAt})` })
    .from(quizAnswers)
    .where(eq(quizAnswers.sessionId, session.id));
  const latest = row?.latest ? new Date(row.latest) : null;
  return latest && latest > session.startedAt ? latest : session.startedAt;
}

/** Completes a session (again: the same result) and returns it with its result. */
export async function completeQuizSession(
  ctx: AppContext,
  sessionId: string,
  player: QuizPlayer,
  options: SessionOptions = {},
): Promise<PlayerSession> {
  const db = options.db ?? ctx.db;
  const session = await getPlayersSessionKey(ctx, db, sessionId, player, options);
  const done = await finishSession(db, session.id, ctx.now());
  if (db === ctx.db) session.completed = true;
  return viewOf(ctx, db, done, ctx.now());
}

/**
 * The one-shot form: every answer at once, by the indexes of the quiz's canonical layout
 * (`getQuizForPlayer`); null leaves a question unanswered. Nothing is written if one answer does not fit.
 */
export async function submitQuizAtOnce(
  ctx: AppContext,
  input: StartInput & { answers: (PlayerAnswer | null)[] },
): Promise<PlayerSession> {
  return ctx.db.transaction(async (tx) => {
    const { session, guestToken } = await startQuizSession(ctx, input, { layout: 'canonical', db: tx });
    if (session.questions.some((q) => q.answered)) throw new AppError('QUIZ_ALREADY_ANSWERED');
    const player: QuizPlayer = 'userId' in input.player ? input.player : { guestToken: guestToken as string };
    if (input.answers.length > session.questions.length) throw new AppError('QUIZ_QUESTION_INDEX_INVALID');
    for (const [index, answer] of input.answers.entries()) {
      if (answer === null) continue;
      await answerQuizQuestion(ctx, session.id, player, index, answer, { db: tx });
    }
    return completeQuizSession(ctx, session.id, player, { db: tx });
  });
}
