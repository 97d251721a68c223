import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '#db/client.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { createPublisher, createUser, type TestUser } from '#test/factories.ts';
import {
  answerQuizQuestion,
  completeQuizSession,
  findBestAttempt,
  getQuizForPlayer,
  getQuizSession,
  startQuizSession,
  submitQuizAtOnce,
} from './index.ts';
import { createTestQuiz, principal, rightAnswer } from './test-quiz.ts';

/** The session service the courses module builds on: clock, attempts, players, exactly-once answers. */

let t: TestApp;
let trainer: TestUser;
let learner: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  trainer = await createPublisher(t.app, t.ctx);
  learner = await createUser(t.app, t.ctx);
  other = await createUser(t.app, t.ctx);
});
afterAll(() => t.app.close());

const errorCode = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: { code?: string }) => error.code,
  );

describe('quiz sessions', () => {
  it('plays a quiz of every type to a full score, without showing answers before the end', async () => {
    const quizId = await createTestQuiz(t.ctx, principal(trainer.id), {
      shuffle_options: true,
      shuffle_questions: true,
    });
    const player = { userId: learner.id };
    const { session } = await startQuizSession(t.ctx, { quizId, player, context: { contentId: 77 } });
    expect(JSON.stringify(session)).not.toMatch(/correct/);
    expect(session.questions).toHaveLength(5);
    // A reload shows the same order of questions and options.
    const again = await getQuizSession(t.ctx, session.id, player);
    expect(again.questions.map((q) => [q.text, q.options])).toEqual(
      session.questions.map((q) => [q.text, q.options]),
    );
    const texts = [
      'Ibu kota Indonesia?',
      'Mana yang pulau?',
      'Borobudur ada di Jawa Tengah.',
      'Ibu kota Bali?',
      'Urutkan dari kecil',
    ];
    for (const q of session.questions) {
      await answerQuizQuestion(t.ctx, session.id, player, q.index, rightAnswer(q, texts.indexOf(q.text)));
    }
    const reloaded = await getQuizSession(t.ctx, session.id, player);
    expect(reloaded.questions.every((q) => q.answered)).toBe(true);
    expect(reloaded.result).toBeNull();
    const done = await completeQuizSession(t.ctx, session.id, player);
    expect(done.result).toMatchObject({ score: 15, max_score: 15, percent: 100, passed: true });
    expect(await findBestAttempt(t.ctx.db, quizId, learner.id, 77)).toMatchObject({
      score: 15,
      passed: true,
    });
    expect(await findBestAttempt(t.ctx.db, quizId, learner.id, null)).toBeUndefined();
  });

  it('refuses a second answer, another player, an index out of range, a bad answer and a finished session', async () => {
    const quizId = await createTestQuiz(t.ctx, principal(trainer.id));
    const player = { userId: learner.id };
    const { session } = await startQuizSession(t.ctx, { quizId, player });
    await answerQuizQuestion(t.ctx, session.id, player, 0, 0);
    expect(await errorCode(answerQuizQuestion(t.ctx, session.id, player, 0, 1))).toBe(
      'QUIZ_ALREADY_ANSWERED',
    );
    expect(await errorCode(answerQuizQuestion(t.ctx, session.id, { userId: other.id }, 1, [0]))).toBe(
      'QUIZ_SESSION_FORBIDDEN',
    );
    expect(await errorCode(answerQuizQuestion(t.ctx, session.id, { guestToken: 'x' }, 1, [0]))).toBe(
      'QUIZ_SESSION_FORBIDDEN',
    );
    expect(await errorCode(answerQuizQuestion(t.ctx, session.id, player, 5, 0))).toBe(
      'QUIZ_QUESTION_INDEX_INVALID',
    );
    expect(await errorCode(answerQuizQuestion(t.ctx, session.id, player, 1, 'Jawa'))).toBe(
      'QUIZ_ANSWER_INVALID',
    );
    // Passing a question records it unanswered, once.
    await answerQuizQuestion(t.ctx, session.id, player, 3, null);
    expect(await errorCode(answerQuizQuestion(t.ctx, session.id, player, 3, 'Denpasar'))).toBe(
      'QUIZ_ALREADY_ANSWERED',
    );
    await completeQuizSession(t.ctx, session.id, player);
    expect(await errorCode(answerQuizQuestion(t.ctx, session.id, player, 1, [0]))).toBe(
      'QUIZ_SESSION_COMPLETED',
    );
    const rows = await selectRows(
      t.ctx.db,
      sql`select count(*)::int as n from quiz_answers where session_id = ${session.id}::uuid`,
    );
    expect(rows).toEqual([{ n: 2 }]);
  });

  it('keeps the clock: a reload resumes with the time left, a late answer is refused', async () => {
    const quizId = await createTestQuiz(t.ctx, principal(trainer.id), { time_limit_seconds: 60 });
    const player = { userId: other.id };
    const { session } = await startQuizSession(t.ctx, { quizId, player });
    t.clock.advance(20_000);
    const resumed = await startQuizSession(t.ctx, { quizId, player });
    expect(resumed.session.id).toBe(session.id);
    expect(resumed.session.remaining_ms).toBe(40_000);
    t.clock.advance(41_000); // within the grace
    await answerQuizQuestion(t.ctx, session.id, player, 0, 0);
    t.clock.advance(2_000);
    expect(await errorCode(answerQuizQuestion(t.ctx, session.id, player, 1, [0]))).toBe('QUIZ_TIME_UP');
    // Starting again closes the expired attempt; it counts.
    const next = await startQuizSession(t.ctx, { quizId, player });
    expect(next.session.attempt_number).toBe(2);
    expect((await getQuizSession(t.ctx, session.id, player)).result).toMatchObject({ score: 1 });
  });

  it('times each question from the previous answer and counts a missed one', async () => {
    const quizId = await createTestQuiz(t.ctx, principal(trainer.id), {}, [
      { type: 'true_false', text: 'Satu', correct_answer: true, time_limit_seconds: 10 },
      { type: 'true_false', text: 'Dua', correct_answer: false, time_limit_seconds: 10 },
    ]);
    const player = { userId: learner.id };
    const { session } = await startQuizSession(t.ctx, { quizId, player });
    t.clock.advance(13_000);
    expect(await errorCode(answerQuizQuestion(t.ctx, session.id, player, 0, true))).toBe('QUIZ_TIME_UP');
    expect(await errorCode(answerQuizQuestion(t.ctx, session.id, player, 0, true))).toBe(
      'QUIZ_ALREADY_ANSWERED',
    );
    const view = await getQuizSession(t.ctx, session.id, player);
    expect(view.current).toMatchObject({ index: 1, remaining_ms: 10_000 });
    t.clock.advance(9_000);
    await answerQuizQuestion(t.ctx, session.id, player, 1, false);
    const done = await completeQuizSession(t.ctx, session.id, player);
    expect(done.result).toMatchObject({ score: 1, max_score: 2, passed: false });
  });

  it('enforces the attempts allowed and keeps the best', async () => {
    const quizId = await createTestQuiz(t.ctx, principal(trainer.id), { attempts_allowed: 2 }, [
      { type: 'true_false', text: 'Satu', correct_answer: true },
    ]);
    const player = { userId: learner.id };
    const first = await submitQuizAtOnce(t.ctx, { quizId, player, answers: [true] });
    const second = await submitQuizAtOnce(t.ctx, { quizId, player, answers: [false] });
    expect([first.result?.score, second.result?.score]).toEqual([1, 0]);
    expect(await errorCode(startQuizSession(t.ctx, { quizId, player }))).toBe('QUIZ_ATTEMPTS_EXHAUSTED');
    expect(await findBestAttempt(t.ctx.db, quizId, learner.id)).toMatchObject({ attemptNumber: 1, score: 1 });
  });

  it('writes nothing of a one-shot submission with an answer that does not fit', async () => {
    const quizId = await createTestQuiz(t.ctx, principal(trainer.id));
    const before = await selectRows(t.ctx.db, sql`select count(*)::int as n from quiz_sessions`);
    const player = { userId: other.id };
    expect(await errorCode(submitQuizAtOnce(t.ctx, { quizId, player, answers: [0, [9]] }))).toBe(
      'QUIZ_ANSWER_INVALID',
    );
    expect(await errorCode(submitQuizAtOnce(t.ctx, { quizId, player, answers: [0, 0, 0, 0, 0, 0] }))).toBe(
      'QUIZ_QUESTION_INDEX_INVALID',
    );
    const after = await selectRows(t.ctx.db, sql`select count(*)::int as n from quiz_sessions`);
    expect(after).toEqual(before);
    const shown = await getQuizForPlayer(t.ctx.db, quizId);
    expect(JSON.stringify(shown)).not.toMatch(/correct|accepted|Denpasar/);
    const result = await submitQuizAtOnce(t.ctx, {
      quizId,
      player,
      answers: shown.questions.map(rightAnswer),
    });
    expect(result.result).toMatchObject({ score: 15, passed: true });
  });

  it('gives each guest their own token and refuses an empty quiz', async () => {
    const quizId = await createTestQuiz(t.ctx, principal(trainer.id));
    const browserHash = 'browser-of-budi';
    const a = await startQuizSession(t.ctx, { quizId, player: { nickname: 'Budi', browserHash } });
    const b = await startQuizSession(t.ctx, { quizId, player: { nickname: 'Budi', browserHash } });
    expect([a.session.attempt_number, b.session.attempt_number]).toEqual([1, 2]);
    expect(a.guestToken).toBeTruthy();
    expect(a.session.id).not.toBe(b.session.id);
    await answerQuizQuestion(t.ctx, a.session.id, { guestToken: a.guestToken as string }, 2, true);
    expect(
      await errorCode(
        answerQuizQuestion(t.ctx, a.session.id, { guestToken: b.guestToken as string }, 2, true),
      ),
    ).toBe('QUIZ_SESSION_FORBIDDEN');
    const empty = await createTestQuiz(t.ctx, principal(trainer.id), {}, []);
    const ani = { nickname: 'Ani', browserHash: 'browser-of-ani' };
    expect(await errorCode(startQuizSession(t.ctx, { quizId: empty, player: ani }))).toBe(
      'QUIZ_HAS_NO_QUESTIONS',
    );
  });

  it('judges by the questions as another process changed them, once the quiz version moved on', async () => {
    const quizId = await createTestQuiz(t.ctx, principal(trainer.id), {}, [
      { type: 'single_choice', text: 'Satu', options: ['A', 'B'], correct_indexes: [0], points: 2 },
      { type: 'single_choice', text: 'Dua', options: ['A', 'B'], correct_indexes: [0], points: 3 },
      { type: 'single_choice', text: 'Tiga', options: ['A', 'B'], correct_indexes: [0], points: 4 },
    ]);
    const player = { userId: learner.id };
    const { session } = await startQuizSession(t.ctx, { quizId, player });
    const indexOf = (text: string) => session.questions.findIndex((q) => q.text === text);
    // This process now keeps the questions; the first answer is judged by them (A is right).
    await answerQuizQuestion(t.ctx, session.id, player, indexOf('Satu'), 0);
    // Another process makes B the right answer to "Dua" and deletes "Tiga", writing straight to the
    // database: this process hears nothing of it but the version.
    await t.ctx.db.execute(sql`
      update quiz_questions set correct = jsonb_build_array(options->1->>'id') where quiz_id = ${quizId} and text = 'Dua'`);
    await t.ctx.db.execute(sql`delete from quiz_questions where quiz_id = ${quizId} and text = 'Tiga'`);
    await t.ctx.db.execute(sql`update quizzes set version = version + 1 where id = ${quizId}`);
    await answerQuizQuestion(t.ctx, session.id, player, indexOf('Dua'), 1);
    expect(await errorCode(answerQuizQuestion(t.ctx, session.id, player, indexOf('Tiga'), 0))).toBe(
      'QUIZ_QUESTION_INDEX_INVALID',
    );
    const done = await completeQuizSession(t.ctx, session.id, player);
    expect(done.result).toMatchObject({ score: 5 });
  });

  it('refuses, without a server error, an answer to a question deleted behind its copy', async () => {
    const quizId = await createTestQuiz(t.ctx, principal(trainer.id), {}, [
      { type: 'true_false', text: 'Satu', correct_answer: true, points: 1 },
      { type: 'true_false', text: 'Dua', correct_answer: true, points: 1 },
    ]);
    const player = { userId: learner.id };
    const { session } = await startQuizSession(t.ctx, { quizId, player });
    await answerQuizQuestion(t.ctx, session.id, player, 0, true);
    // Deleted without the version moving (as between the check and the insert): the foreign key refuses.
    const last = session.questions[1]?.text as string;
    await t.ctx.db.execute(sql`delete from quiz_questions where quiz_id = ${quizId} and text = ${last}`);
    expect(await errorCode(answerQuizQuestion(t.ctx, session.id, player, 1, true))).toBe(
      'QUIZ_QUESTION_INDEX_INVALID',
    );
  });

  it('records each answer once when many arrive at once for the same question', async () => {
    const quizId = await createTestQuiz(t.ctx, principal(trainer.id));
    const player = { userId: other.id };
    const { session } = await startQuizSession(t.ctx, { quizId, player });
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () => errorCode(answerQuizQuestion(t.ctx, session.id, player, 2, true))),
    );
    expect(outcomes.filter((o) => o === 'resolved')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'QUIZ_ALREADY_ANSWERED')).toHaveLength(7);
    const rows = await selectRows<{ n: number }>(
      t.ctx.db,
      sql`select count(*)::int as n from quiz_answers where session_id = ${session.id}::uuid`,
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('writes a class answering at once together, each answer with its own outcome', async () => {
    const quizId = await createTestQuiz(t.ctx, principal(trainer.id), {}, [
      { type: 'true_false', text: 'Satu', correct_answer: true, points: 2 },
      { type: 'true_false', text: 'Dua', correct_answer: true, points: 3 },
      { type: 'true_false', text: 'Tiga', correct_answer: true, points: 4 },
    ]);
    const players = await Promise.all(Array.from({ length: 9 }, () => createUser(t.app, t.ctx)));
    const sessions = await Promise.all(
      players.map(async (p) => {
        const player = { userId: p.id };
        const { session } = await startQuizSession(t.ctx, { quizId, player });
        const at = (text: string) => session.questions.findIndex((q) => q.text === text);
        const answer = (text: string) =>
          errorCode(answerQuizQuestion(t.ctx, session.id, player, at(text), true));
        return { player, session, answer };
      }),
    );
    const [finished, ...playing] = sessions as [(typeof sessions)[number], ...typeof sessions];
    await completeQuizSession(t.ctx, finished.session.id, finished.player);
    // All at once: a finished session, everyone else on "Satu", and the first of them twice more.
    const [late, ...first] = await Promise.all([
      finished.answer('Satu'),
      ...playing.map((s) => s.answer('Satu')),
      playing[0]?.answer('Satu'),
      playing[0]?.answer('Satu'),
    ]);
    expect(late).toBe('QUIZ_SESSION_COMPLETED');
    expect(first.slice(0, 8)).toEqual(Array(8).fill('resolved'));
    expect(first.slice(8)).toEqual(['QUIZ_ALREADY_ANSWERED', 'QUIZ_ALREADY_ANSWERED']);
    // "Dua" is deleted behind the copies (the version unchanged). Half the class answers it, half answers
    // "Tiga", in the same moment: the answers to "Dua" fail on their own, the others are written.
    await t.ctx.db.execute(sql`delete from quiz_questions where quiz_id = ${quizId} and text = 'Dua'`);
    const mixed = await Promise.all(playing.map((s, i) => s.answer(i % 2 ? 'Dua' : 'Tiga')));
    expect(mixed).toEqual(playing.map((_, i) => (i % 2 ? 'QUIZ_QUESTION_INDEX_INVALID' : 'resolved')));
    const results = await Promise.all(playing.map((s) => completeQuizSession(t.ctx, s.session.id, s.player)));
    expect(results.map((done) => done.result?.score)).toEqual(playing.map((_, i) => (i % 2 ? 2 : 6)));
  });
});
