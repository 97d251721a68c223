import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { api, createPublisher, type TestUser } from '#test/factories.ts';
import { GUEST_STARTS_PER_ADDRESS } from './routes/public.ts';
import { createTestQuiz, giveTrainerPlan, principal, rightAnswer } from './test-quiz.ts';

/** Independent quizzes played by guests with a nickname, through the public routes. */

let t: TestApp;
let trainer: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  trainer = await createPublisher(t.app, t.ctx);
  await giveTrainerPlan(t.ctx, trainer.id);
});
afterAll(() => t.app.close());

const quizUrl = (id: number) => `/api/v2/public/lms/quizzes/${id}`;
type Session = {
  id: string;
  guest_token: string;
  questions: { index: number; type: string; text: string; options: string[] }[];
};

async function start(quizId: number, nickname = 'Budi') {
  const response = await api(t.app, {
    method: 'POST',
    url: `${quizUrl(quizId)}/sessions`,
    body: { nickname },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Session;
}
const answer = (quizId: number, session: { id: string }, token: string | undefined, body: unknown) =>
  api(t.app, {
    method: 'POST',
    url: `${quizUrl(quizId)}/sessions/${session.id}/answers`,
    headers: token ? { 'x-quiz-token': token } : {},
    body,
  });
const complete = (quizId: number, session: Session) =>
  api(t.app, {
    method: 'POST',
    url: `${quizUrl(quizId)}/sessions/${session.id}/complete`,
    headers: { 'x-quiz-token': session.guest_token },
  });

describe('a guest plays an independent quiz', () => {
  it('plays with a nickname to a result, and sees the right answers only after completing', async () => {
    const quizId = await createTestQuiz(t.ctx, principal(trainer.id), {
      public_play: true,
      shuffle_options: true,
      shuffle_questions: true,
    });
    const shown = await api(t.app, { method: 'GET', url: quizUrl(quizId) });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).not.toMatch(/correct|accepted|Denpasar/);
    const session = await start(quizId, '  Siti  ');
    expect(JSON.stringify(session)).not.toMatch(/correct"|accepted|Denpasar/);
    expect(session).toMatchObject({ nickname: 'Siti', attempt_number: 1 });
    const order = [
      'Ibu kota Indonesia?',
      'Mana yang pulau?',
      'Borobudur ada di Jawa Tengah.',
      'Ibu kota Bali?',
      'Urutkan dari kecil',
    ];
    const [first, ...rest] = session.questions;
    if (!first) throw new Error('no questions');
    const answered = await answer(quizId, session, session.guest_token, {
      question_index: first.index,
      answer: rightAnswer(first, order.indexOf(first.text)),
    });
    expect(answered.json()).toMatchObject({
      success: true,
      data: { question_index: first.index },
    });
    // A reload: the same layout, the answer kept.
    const reload = await api(t.app, {
      method: 'GET',
      url: `${quizUrl(quizId)}/sessions/${session.id}`,
      headers: { 'x-quiz-token': session.guest_token },
    });
    const reloaded = reload.json().data;
    expect(reloaded.questions.map((q: { options: string[] }) => q.options)).toEqual(
      session.questions.map((q) => q.options),
    );
    expect(reloaded.questions[first.index]).toMatchObject({ answered: true });
    expect(reloaded.result).toBeNull();
    for (const q of rest) {
      await answer(quizId, session, session.guest_token, {
        question_index: q.index,
        answer: rightAnswer(q, order.indexOf(q.text)),
      });
    }
    const done = await complete(quizId, session);
    expect(done.json().data.result).toMatchObject({ score: 15, max_score: 15, percent: 100, passed: true });
    expect(
      done.json().data.result.questions.every((q: { correct_answer: unknown }) => q.correct_answer !== null),
    ).toBe(true);
    // Completing again gives the same result.
    expect((await complete(quizId, session)).json().data.result.score).toBe(15);
  });

  it('refuses a second answer, another session, no token, an index out of range, a bad answer and after the time', async () => {
    const quizId = await createTestQuiz(t.ctx, principal(trainer.id), {
      public_play: true,
      time_limit_seconds: 60,
      show_answers: false,
    });
    const mine = await start(quizId);
    const theirs = await start(quizId, 'Ani');
    const codeOf = async (r: Promise<{ statusCode: number; json: () => { code: string } }>) => {
      const response = await r;
      return [response.statusCode, response.json().code];
    };
    expect(
      (await answer(quizId, mine, mine.guest_token, { question_index: 2, answer: true })).statusCode,
    ).toBe(200);
    expect(
      await codeOf(answer(quizId, mine, mine.guest_token, { question_index: 2, answer: false })),
    ).toEqual([409, 'QUIZ_ALREADY_ANSWERED']);
    expect(await codeOf(answer(quizId, mine, theirs.guest_token, { question_index: 0, answer: 0 }))).toEqual([
      403,
      'QUIZ_SESSION_FORBIDDEN',
    ]);
    expect(await codeOf(answer(quizId, mine, undefined, { question_index: 0, answer: 0 }))).toEqual([
      403,
      'QUIZ_SESSION_FORBIDDEN',
    ]);
    expect(await codeOf(answer(quizId, mine, mine.guest_token, { question_index: 5, answer: 0 }))).toEqual([
      400,
      'QUIZ_QUESTION_INDEX_INVALID',
    ]);
    expect(await codeOf(answer(quizId, mine, mine.guest_token, { question_index: 0, answer: 9 }))).toEqual([
      400,
      'QUIZ_ANSWER_INVALID',
    ]);
    expect(
      await codeOf(answer(quizId, mine, mine.guest_token, { question_index: 0, answer: { a: 1 } })),
    ).toEqual([400, 'VALIDATION_ERROR']);
    const otherQuiz = await createTestQuiz(t.ctx, principal(trainer.id), { public_play: true });
    expect(await codeOf(answer(otherQuiz, mine, mine.guest_token, { question_index: 0, answer: 0 }))).toEqual(
      [404, 'NOT_FOUND'],
    );
    t.clock.advance(63_000);
    expect(await codeOf(answer(quizId, mine, mine.guest_token, { question_index: 0, answer: 0 }))).toEqual([
      409,
      'QUIZ_TIME_UP',
    ]);
    const reload = await api(t.app, {
      method: 'GET',
      url: `${quizUrl(quizId)}/sessions/${mine.id}`,
      headers: { 'x-quiz-token': mine.guest_token },
    });
    expect(reload.json().data).toMatchObject({ remaining_ms: 0 });
    const done = await complete(quizId, mine);
    expect(done.json().data.result).toMatchObject({ score: 3, max_score: 15, passed: false });
    expect(
      done.json().data.result.questions.every((q: { correct_answer: unknown }) => q.correct_answer === null),
    ).toBe(true);
    expect(await codeOf(answer(quizId, mine, mine.guest_token, { question_index: 1, answer: [0] }))).toEqual([
      409,
      'QUIZ_SESSION_COMPLETED',
    ]);
  });

  it('starts a class of guests arriving at once, each with a session and a token of their own', async () => {
    const quizId = await createTestQuiz(t.ctx, principal(trainer.id), { public_play: true });
    const other = await createTestQuiz(t.ctx, principal(trainer.id), { public_play: true });
    const names = Array.from({ length: 12 }, (_, i) => `Murid ${i + 1}`);
    const sessions = await Promise.all([
      ...names.map((name) => start(quizId, name)),
      start(other, 'Tamu lain'),
    ]);
    expect(new Set(sessions.map((one) => one.id)).size).toBe(sessions.length);
    expect(sessions.map((one) => (one as Session & { nickname: string }).nickname)).toEqual([
      ...names,
      'Tamu lain',
    ]);
    const [first, second] = sessions as [Session, Session];
    // Each token opens its own session and no other.
    expect(
      (await answer(quizId, first, first.guest_token, { question_index: 0, answer: 0 })).statusCode,
    ).toBe(200);
    expect(
      (await answer(quizId, second, first.guest_token, { question_index: 0, answer: 0 })).statusCode,
    ).toBe(403);
    const otherSession = sessions.at(-1) as Session;
    expect(
      (await answer(other, otherSession, otherSession.guest_token, { question_index: 0, answer: 0 }))
        .statusCode,
    ).toBe(200);
  });

  it('turns away an address that starts more sessions than a school hall would', async () => {
    const quizId = await createTestQuiz(t.ctx, principal(trainer.id), { public_play: true });
    const from = (remoteAddress: string) =>
      api(t.app, {
        method: 'POST',
        url: `${quizUrl(quizId)}/sessions`,
        remoteAddress,
        body: { nickname: 'Skrip' },
      });
    for (let sent = 0; sent < GUEST_STARTS_PER_ADDRESS.max; sent += 50) {
      const batch = await Promise.all(Array.from({ length: 50 }, () => from('203.0.113.90')));
      expect(batch.map((response) => response.statusCode)).toEqual(Array(50).fill(201));
    }
    const refused = await from('203.0.113.90');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect((await from('203.0.113.91')).statusCode).toBe(201);
  });

  it('keeps quizzes that are not public out of reach', async () => {
    const quizId = await createTestQuiz(t.ctx, principal(trainer.id));
    expect((await api(t.app, { method: 'GET', url: quizUrl(quizId) })).statusCode).toBe(404);
    const started = await api(t.app, {
      method: 'POST',
      url: `${quizUrl(quizId)}/sessions`,
      body: { nickname: 'Budi' },
    });
    expect(started.statusCode).toBe(404);
    const nameless = await api(t.app, {
      method: 'POST',
      url: `${quizUrl(quizId)}/sessions`,
      body: { nickname: ' ' },
    });
    expect(nameless.json().code).toBe('VALIDATION_ERROR');
    const empty = await createTestQuiz(t.ctx, principal(trainer.id), { public_play: true }, []);
    const none = await api(t.app, {
      method: 'POST',
      url: `${quizUrl(empty)}/sessions`,
      body: { nickname: 'Budi' },
    });
    expect([none.statusCode, none.json().code]).toEqual([409, 'QUIZ_HAS_NO_QUESTIONS']);
    const noCsrf = await api(t.app, {
      method: 'POST',
      url: `${quizUrl(empty)}/sessions`,
      body: { nickname: 'Budi' },
      csrf: false,
    });
    expect(noCsrf.statusCode).toBe(403);
  });
});
