import { sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '#db/client.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { GroupCommit, ItemFailure, roundsByKey } from '#platform/group-commit.ts';
import { isForeignKeyViolation } from '#platform/unique-violation.ts';
import { quizAnswers, quizSessions, quizzes } from './tables.ts';

export type AnswerRecord = {
  sessionId: string;
  quizId: number;
  version: number;
  questionId: number;
  questionIndex: number;
  answer: string[] | null;
  scored: { correct: boolean; points: number };
  now: Date;
};

/** What became of an answer: written, or which check refused it. */
export type Recorded = { recorded: boolean; found: boolean; completed: boolean; version: number | null };

/**
 * One answer, written by the same statement as a batch: only while its session is open (the share lock
 * holds off a completion until it is in), only once per question (the unique key), and only while the
 * quiz is at the version it was judged by. Says which of these refused it.
 */
export async function recordAnswer(db: DbOrTx, input: AnswerRecord): Promise<Recorded> {
  try {
    return (await recordAnswers(db, [input]))[0] as Recorded;
  } catch (error) {
    // The question was deleted between the check of the version and the insert.
    if (isForeignKeyViolation(error)) throw new AppError('QUIZ_QUESTION_INDEX_INVALID');
    throw error;
  }
}

/**
 * The checks and insert of many answers in one statement (a class answering at once): each answer is
 * written only while its session is open, once per question, and while its quiz is at the version it was
 * judged by; the share locks are taken on all the batch's sessions. The sessions and quizzes are looked up
 * by `= any(array(...))`: the planner cannot tell how many rows the JSON holds (it guesses 100), and with
 * `in (select ...)` it scanned every session ever started for each batch.
 */
async function recordAnswers(db: DbOrTx, batch: readonly AnswerRecord[]): Promise<Recorded[]> {
  const rows = batch.map((a, k) => ({
    k,
    session_id: a.sessionId,
    quiz_id: a.quizId,
    version: a.version,
    question_id: a.questionId,
    question_index: a.questionIndex,
    answer: a.answer,
    correct: a.scored.correct,
    points: a.scored.points,
    answered_at: a.now.toISOString(),
  }));
  const found = await selectRows<{
    k: number;
    recorded: boolean;
    found: boolean;
    completed: boolean | null;
    version: number | null;
  }>(
    db,
    sql`
    with x as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(
        k int, session_id uuid, quiz_id int, version int, question_id int, question_index int,
        answer jsonb, correct boolean, points int, answered_at timestamptz)
    ), s as (
      select id, completed_at from ${quizSessions} where id = any(array(select session_id from x)) for share
    ), q as (
      select id, version from ${quizzes} where id = any(array(select quiz_id from x))
    ), ins as (
      insert into ${quizAnswers} (session_id, question_id, question_index, answer, correct, points, answered_at)
      select x.session_id, x.question_id, x.question_index, x.answer, x.correct, x.points, x.answered_at
      from x join s on s.id = x.session_id join q on q.id = x.quiz_id
      where s.completed_at is null and q.version = x.version
      on conflict (session_id, question_id) do nothing
      returning session_id, question_id
    )
    select x.k,
           exists (select 1 from ins where ins.session_id = x.session_id and ins.question_id = x.question_id)
             as recorded,
           s.id is not null as found,
           s.completed_at is not null as completed,
           q.version
    from x left join s on s.id = x.session_id left join q on q.id = x.quiz_id`,
  );
  const byIndex = new Map(found.map((row) => [Number(row.k), row]));
  return batch.map((_, k) => {
    const row = byIndex.get(k);
    return {
      recorded: Boolean(row?.recorded),
      found: Boolean(row?.found),
      completed: Boolean(row?.completed),
      version: row?.version === null || row?.version === undefined ? null : Number(row.version),
    };
  });
}

/**
 * Writes a batch: the first answer of each session and question together, a second one (the same answer
 * sent twice at once) in a later statement, where the unique key refuses it. A batch that fails on a
 * question deleted meanwhile is written one answer at a time, so only that answer fails.
 */
async function writeBatch(db: DbOrTx, batch: AnswerRecord[]): Promise<(Recorded | ItemFailure)[]> {
  const outcomes = new Array<Recorded | ItemFailure>(batch.length);
  const entries = batch.map((record, index) => ({ record, index }));
  for (const round of roundsByKey(entries, ({ record }) => `${record.sessionId}/${record.questionId}`)) {
    try {
      const results = await recordAnswers(
        db,
        round.map((entry) => entry.record),
      );
      for (const [i, entry] of round.entries()) outcomes[entry.index] = results[i] as Recorded;
    } catch (error) {
      if (!isForeignKeyViolation(error)) throw error;
      for (const entry of round) {
        outcomes[entry.index] = await recordAnswer(db, entry.record).catch(
          (one: unknown) => new ItemFailure(one),
        );
      }
    }
  }
  return outcomes;
}

const commits = new WeakMap<AppContext, GroupCommit<AnswerRecord, Recorded>>();

/**
 * Where an answer is written: outside a transaction, by group commit with the answers arriving at the
 * same moment (one statement for a whole class); inside the caller's transaction, on its own.
 */
export function answerWritesOf(ctx: AppContext, db: DbOrTx) {
  let group = commits.get(ctx);
  if (!group) {
    group = new GroupCommit((batch) => writeBatch(ctx.db, batch), 500);
    commits.set(ctx, group);
  }
  const shared = group;
  return {
    record(record: AnswerRecord): Promise<Recorded> {
      return db === ctx.db ? shared.submit(record) : recordAnswer(db, record);
    },
  };
}
