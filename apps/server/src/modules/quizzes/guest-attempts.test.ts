import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { api, createPublisher, type TestUser } from '#test/factories.ts';
import { GUEST_PLAYERS_PER_ADDRESS, networkOf } from './guest-attempts.ts';
import { createTestQuiz, giveTrainerPlan, principal } from './test-quiz.ts';

/**
 * Guests of a public quiz: the attempt limit holds per browser and per network, and a finished attempt
 * shows what was right only when the quiz shows answers and the guest passed or used the last attempt.
 */

let t: TestApp;
let trainer: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  trainer = await createPublisher(t.app, t.ctx);
  await giveTrainerPlan(t.ctx, trainer.id);
});
afterAll(() => t.app.close());

const quizUrl = (id: number) => `/api/v2/public/lms/quizzes/${id}`;
type Result = {
  percent: number;
  passed: boolean;
  answers_revealed: boolean;
  questions: { correct: boolean | null; points: number | null; correct_answer: unknown }[];
};
type GuestSession = { id: string; guest_token: string; browser_token: string; attempt_number: number };

const start = (quizId: number, options: { browser?: string; ip?: string } = {}) =>
  api(t.app, {
    method: 'POST',
    url: `${quizUrl(quizId)}/sessions`,
    headers: options.browser ? { 'x-quiz-browser': options.browser } : {},
    remoteAddress: options.ip ?? '203.0.113.10',
    body: { nickname: 'Tamu' },
  });

async function started(quizId: number, options: { browser?: string; ip?: string } = {}) {
  const response = await start(quizId, options);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as GuestSession;
}

/** Completes a session without answering anything: the empty attempt that used to show every answer. */
async function completeEmpty(quizId: number, session: GuestSession): Promise<Result> {
  const response = await api(t.app, {
    method: 'POST',
    url: `${quizUrl(quizId)}/sessions/${session.id}/complete`,
    headers: { 'x-quiz-token': session.guest_token },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.result as Result;
}

const hidden = (result: Result) =>
  result.questions.every((q) => q.correct === null && q.points === null && q.correct_answer === null);

describe('guest attempts at a public quiz', () => {
  it('holds the attempt limit per browser, and reveals the answers only on the last attempt', async () => {
    const quizId = await createTestQuiz(t.ctx, principal(trainer.id), {
      public_play: true,
      attempts_allowed: 2,
    });
    const first = await started(quizId, { ip: '198.51.100.1' });
    expect(first.attempt_number).toBe(1);
    expect(first.browser_token).toMatch(/\./);
    const firstResult = await completeEmpty(quizId, first);
    expect(firstResult).toMatchObject({ percent: 0, passed: false, answers_revealed: false });
    expect(hidden(firstResult)).toBe(true);

    const second = await started(quizId, { browser: first.browser_token, ip: '198.51.100.1' });
    expect(second.attempt_number).toBe(2);
    const last = await completeEmpty(quizId, second);
    expect(last.answers_revealed).toBe(true);
    expect(
      last.questions.every((q) => q.correct === false && q.points === 0 && q.correct_answer !== null),
    ).toBe(true);

    const third = await start(quizId, { browser: first.browser_token, ip: '198.51.100.1' });
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ code: 'QUIZ_ATTEMPTS_EXHAUSTED', details: { attempts_allowed: 2 } });

    // A forged or altered token is a new browser, not another's attempts.
    const [payload = '', signature = ''] = first.browser_token.split('.');
    const forged = await started(quizId, {
      browser: `${payload}.${signature.slice(1)}A`,
      ip: '198.51.100.1',
    });
    expect(forged.attempt_number).toBe(1);
    expect(forged.browser_token).not.toBe(first.browser_token);
  });

  it('gives two starts of one browser at once their own attempt numbers, within the limit', async () => {
    const quizId = await createTestQuiz(t.ctx, principal(trainer.id), {
      public_play: true,
      attempts_allowed: 3,
    });
    const first = await started(quizId, { ip: '198.51.100.2' });
    const burst = await Promise.all(
      [1, 2, 3].map(() => start(quizId, { browser: first.browser_token, ip: '198.51.100.2' })),
    );
    const statuses = burst.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 201, 409]);
    const numbers = burst.filter((r) => r.statusCode === 201).map((r) => r.json().data.attempt_number);
    expect(numbers.sort()).toEqual([2, 3]);
  });

  it('holds a ceiling per network address: a class worth of guests, each with every attempt', async () => {
    const quizId = await createTestQuiz(t.ctx, principal(trainer.id), {
      public_play: true,
      attempts_allowed: 1,
    });
    const school = '192.0.2.77';
    // Each start without a browser token is a browser of its own: a pupil, or someone clearing storage.
    for (let i = 0; i < GUEST_PLAYERS_PER_ADDRESS; i += 1) {
      const response = await start(quizId, { ip: school });
      expect(response.statusCode, response.body).toBe(201);
    }
    const over = await start(quizId, { ip: school });
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('QUIZ_ADDRESS_ATTEMPTS_EXHAUSTED');
    // Another network, and another quiz from the same network, are not held by it.
    expect((await start(quizId, { ip: '192.0.2.78' })).statusCode).toBe(201);
    const other = await createTestQuiz(t.ctx, principal(trainer.id), {
      public_play: true,
      attempts_allowed: 1,
    });
    expect((await start(other, { ip: school })).statusCode).toBe(201);
  });

  it('counts the addresses of one IPv6 /64 as one network', () => {
    expect(networkOf('2001:db8:1:2::10')).toBe(networkOf('2001:db8:1:2:ffff::1'));
    expect(networkOf('2001:db8:1:3::10')).not.toBe(networkOf('2001:db8:1:2::10'));
    expect(networkOf('::ffff:192.0.2.1')).toBe('192.0.2.1');
  });

  it('never shows what was right on a quiz that does not show answers, even after a pass', async () => {
    const quizId = await createTestQuiz(
      t.ctx,
      principal(trainer.id),
      { public_play: true, show_answers: false, pass_mark_percent: 0 },
      [{ type: 'true_false', text: 'Borobudur ada di Jawa Tengah.', correct_answer: true, points: 1 }],
    );
    const session = await started(quizId, { ip: '198.51.100.3' });
    const answered = await api(t.app, {
      method: 'POST',
      url: `${quizUrl(quizId)}/sessions/${session.id}/answers`,
      headers: { 'x-quiz-token': session.guest_token },
      body: { question_index: 0, answer: true },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const result = await completeEmpty(quizId, session);
    expect(result).toMatchObject({ percent: 100, passed: true, answers_revealed: false });
    expect(hidden(result)).toBe(true);
  });
});
