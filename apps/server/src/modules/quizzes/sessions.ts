import { createHash, randomBytes } from 'node:crypto';
import type { GuestSession, PlayerSession } from '@pustaka/contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { isUniqueViolation } from '../../platform/unique-violation.ts';
import {
  hasPassed,
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
import {
  type AnswerRow,
  canonicalSeed,
  openedAt,
  playerSessionView,
  type SessionRow,
} from './player-view.ts';
import { getQuizRow, listQuestionRows, type QuestionRow, type QuizRow, toQuestion } from './quiz-rows.ts';
import { quizAnswers, quizQuestions, quizSessions, quizzes } from './tables.ts';

/** Who plays: a signed-in user, or a guest known by the token their session start gave them. */
export type QuizPlayer = { userId: number } | { guestToken: string };
/** Who starts: a signed-in user, or a guest with a nickname. */
export type NewQuizPlayer = { userId: number } | { nickname: string };
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

/** A session of this player, or QUIZ_SESSION_FORBIDDEN (another player's) / NOT_FOUND. */
async function getPlayersSession(
  db: DbOrTx,
  sessionId: string,
  player: QuizPlayer,
  options: SessionOptions = {},
): Promise<SessionRow> {
  if (!/^[0-9a-f-]{36}$/i.test(sessionId)) throw new AppError('NOT_FOUND');
  const [session] = await db.select().from(quizSessions).where(eq(quizSessions.id, sessionId));
  if (
    !session ||
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
  return session;
}

async function viewOf(db: DbOrTx, session: SessionRow, now: Date, quiz?: QuizRow): Promise<PlayerSession> {
  const [quizRow, questions, answers] = await Promise.all([
    quiz ?? getQuizRow(db, session.quizId),
    listQuestionRows(db, session.quizId),
    sessionAnswers(db, session.id),
  ]);
  return playerSessionView(quizRow, session, new Map(questions.map((q) => [q.id, q])), answers, now);
}

/** Closes a session: its score is the sum of its recorded answers. A completed session is left as it is. */
async function finishSession(db: DbOrTx, sessionId: string, now: Date): Promise<SessionRow> {
  return db.transaction(async (tx) => {
    // Locking the session waits for answers being written to it, so the sum below sees them all.
    const [locked] = await tx.select().from(quizSessions).where(eq(quizSessions.id, sessionId)).for('update');
    if (!locked) throw new AppError('NOT_FOUND');
    if (locked.completedAt) return locked;
    const [{ total }] = (await tx
      .select({ total: sql<number>`coalesce(sum(${quizAnswers.points}), 0)::int` })
      .from(quizAnswers)
      .where(eq(quizAnswers.sessionId, sessionId))) as [{ total: number }];
    const [quiz] = await tx
      .select({ passMark: quizzes.passMarkPercent })
      .from(quizzes)
      .where(eq(quizzes.id, locked.quizId));
    const [done] = await tx
      .update(quizSessions)
      .set({
        completedAt: now,
        score: total,
        passed: hasPassed(total, locked.maxScore, quiz?.passMark ?? 100),
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

async function attemptsUsed(db: DbOrTx, quizId: number, userId: number, contentId: number | null) {
  const [row] = await db
    .select({ used: sql<number>`coalesce(max(${quizSessions.attemptNumber}), 0)::int` })
    .from(quizSessions)
    .where(
      and(
        eq(quizSessions.quizId, quizId),
        eq(quizSessions.userId, userId),
        contentId === null ? isNull(quizSessions.contentId) : eq(quizSessions.contentId, contentId),
      ),
    );
  return row?.used ?? 0;
}

type StartInput = { quizId: number; player: NewQuizPlayer; context?: QuizContext };

/**
 * Starts an attempt, or resumes the user's unfinished one while it is in time (a reload, another
 * device). An unfinished attempt past its time is closed first and counts. Attempts allowed are
 * enforced per user and context; a guest's every start is a new session with its own token.
 */
export async function startQuizSession(
  ctx: AppContext,
  input: StartInput,
  options: { layout?: 'session' | 'canonical'; db?: DbOrTx; publicOnly?: boolean } = {},
): Promise<{ session: PlayerSession; guestToken?: string }> {
  const db = options.db ?? ctx.db;
  const now = ctx.now();
  const quiz = await getQuizRow(db, input.quizId);
  if (options.publicOnly && !quiz.publicPlay) throw new AppError('NOT_FOUND');
  const questions = await listQuestionRows(db, quiz.id);
  if (questions.length === 0) throw new AppError('QUIZ_HAS_NO_QUESTIONS');
  const contentId = input.context?.contentId ?? null;

  let attemptNumber = 1;
  if ('userId' in input.player) {
    const open = await findOpenSession(db, quiz.id, input.player.userId, contentId);
    // The one-shot form answers by the canonical layout, so it never resumes a session laid out otherwise.
    if (open && isInTime(now, open.deadline, 0) && options.layout !== 'canonical') {
      return { session: await viewOf(db, open, now, quiz) };
    }
    if (open) await finishSession(db, open.id, now);
    attemptNumber = (await attemptsUsed(db, quiz.id, input.player.userId, contentId)) + 1;
    if (quiz.attemptsAllowed !== null && attemptNumber > quiz.attemptsAllowed) {
      throw new AppError('QUIZ_ATTEMPTS_EXHAUSTED', { details: { attempts_allowed: quiz.attemptsAllowed } });
    }
  }

  const canonical = options.layout === 'canonical';
  const seed = canonical ? canonicalSeed(quiz.id) : newSeed();
  const ids = questions.map((q) => q.id);
  const guestToken = 'nickname' in input.player ? randomBytes(24).toString('base64url') : undefined;
  try {
    const [session] = await db
      .insert(quizSessions)
      .values({
        quizId: quiz.id,
        userId: 'userId' in input.player ? input.player.userId : null,
        guestNickname: 'nickname' in input.player ? input.player.nickname.trim() : null,
        guestTokenHash: guestToken ? hashToken(guestToken) : null,
        contentId,
        seed,
        questionIds: canonical ? ids : shownQuestionOrder(ids, seed, quiz.shuffleQuestions),
        startedAt: now,
        deadline: quizDeadline(now, quiz.timeLimitSeconds),
        maxScore: questions.reduce((sum, q) => sum + q.points, 0),
        attemptNumber,
      })
      .returning();
    return { session: await viewOf(db, session as SessionRow, now, quiz), guestToken };
  } catch (error) {
    // Another start of the same user won the attempt number: theirs is the session to resume.
    if (!isUniqueViolation(error) || !('userId' in input.player)) throw error;
    const open = await findOpenSession(db, quiz.id, input.player.userId, contentId);
    if (!open) throw new AppError('QUIZ_ATTEMPTS_EXHAUSTED');
    return { session: await viewOf(db, open, now, quiz) };
  }
}

/** Starts a guest's session of a public quiz; the token in the answer is its only key, stored only as a hash. */
export async function startGuestSession(
  ctx: AppContext,
  quizId: number,
  nickname: string,
): Promise<GuestSession> {
  const { session, guestToken } = await startQuizSession(
    ctx,
    { quizId, player: { nickname } },
    { publicOnly: true },
  );
  return { ...session, guest_token: guestToken as string };
}

/** A session as its player sees it now (a reload): answers given, time left, the result once done. */
export async function getQuizSession(
  ctx: AppContext,
  sessionId: string,
  player: QuizPlayer,
  options: SessionOptions = {},
): Promise<PlayerSession> {
  const session = await getPlayersSession(ctx.db, sessionId, player, options);
  return viewOf(ctx.db, session, ctx.now());
}

/**
 * Records one answer, given by the indexes shown on the player's screen; null passes the question (the
 * player's screen sends it when the question's time runs out). Refused: another player's session, a
 * finished one, an index out of range, an answer that does not fit, a second answer to the question, and
 * an answer after the time (the question then counts as missed, so the next one opens).
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
  const session = await getPlayersSession(db, sessionId, player, options);
  if (session.completedAt) throw new AppError('QUIZ_SESSION_COMPLETED');
  const questionId = session.questionIds[questionIndex];
  if (questionId === undefined) throw new AppError('QUIZ_QUESTION_INDEX_INVALID');
  const [found] = await db
    .select({ row: quizQuestions, shuffleOptions: quizzes.shuffleOptions })
    .from(quizQuestions)
    .innerJoin(quizzes, eq(quizzes.id, quizQuestions.quizId))
    .where(eq(quizQuestions.id, questionId));
  // A question the trainer deleted after the session started is no longer there to answer.
  if (!found) throw new AppError('QUIZ_QUESTION_INDEX_INVALID');
  const question = toQuestion(found.row as QuestionRow);
  const stored =
    answer === null
      ? null
      : toStoredAnswer(question, shownOptions(question, Number(session.seed), found.shuffleOptions), answer);
  if (typeof stored === 'string') throw new AppError(stored);

  if (!isInTime(now, session.deadline)) throw new AppError('QUIZ_TIME_UP');
  let elapsedMs = 0;
  if (question.timeLimitSeconds !== null) {
    const opened = openedAt(session, await sessionAnswers(db, session.id));
    elapsedMs = now.getTime() - opened.getTime();
    if (!isInTime(now, questionDeadline(opened, question.timeLimitSeconds, session.deadline))) {
      await recordAnswer(db, session.id, questionId, questionIndex, null, { correct: false, points: 0 }, now);
      throw new AppError('QUIZ_TIME_UP');
    }
  }
  const scored = scoreAnswer(question, stored, { elapsedMs, streak: 0 });
  const recorded = await recordAnswer(db, session.id, questionId, questionIndex, stored, scored, now);
  if (!recorded) {
    const [state] = await db
      .select({ completedAt: quizSessions.completedAt })
      .from(quizSessions)
      .where(eq(quizSessions.id, session.id));
    throw new AppError(state?.completedAt ? 'QUIZ_SESSION_COMPLETED' : 'QUIZ_ALREADY_ANSWERED');
  }
  return { question_index: questionIndex, answered_at: now.toISOString() };
}

/**
 * Inserts an answer only while its session is open (the share lock holds off a completion until it
 * is in), and only once per question. False when either refused it.
 */
async function recordAnswer(
  db: DbOrTx,
  sessionId: string,
  questionId: number,
  questionIndex: number,
  answer: string[] | null,
  scored: { correct: boolean; points: number },
  now: Date,
): Promise<boolean> {
  const result = await db.execute<{ id: number }>(sql`
    insert into ${quizAnswers} (session_id, question_id, question_index, answer, correct, points, answered_at)
    select ${sessionId}::uuid, ${questionId}, ${questionIndex}, ${answer === null ? null : JSON.stringify(answer)}::jsonb,
           ${scored.correct}, ${scored.points}, ${now.toISOString()}::timestamptz
    from ${quizSessions} where id = ${sessionId}::uuid and completed_at is null for share
    on conflict (session_id, question_id) do nothing
    returning id`);
  const rows = Array.isArray(result) ? result : (result as unknown as { rows: unknown[] }).rows;
  return rows.length > 0;
}

/** Completes a session (again: the same result) and returns it with its result. */
export async function completeQuizSession(
  ctx: AppContext,
  sessionId: string,
  player: QuizPlayer,
  options: SessionOptions = {},
): Promise<PlayerSession> {
  const db = options.db ?? ctx.db;
  const session = await getPlayersSession(db, sessionId, player, options);
  const done = await finishSession(db, session.id, ctx.now());
  return viewOf(db, done, ctx.now());
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
