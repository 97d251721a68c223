import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { createUser, type TestUser } from '#test/factories.ts';
import { createLmsCast, type LmsCast } from './test-kit.ts';

/**
 * A course quiz shows what was right only once the learner passed or used the last attempt, and never
 * on a quiz that does not show answers: an empty first attempt must not hand over the answers.
 */

let t: TestApp;
let c: LmsCast;

beforeAll(async () => {
  t = await buildTestApp();
  c = await createLmsCast(t);
});
afterAll(() => t.app.close());

type Result = {
  percent: number;
  passed: boolean;
  answers_revealed: boolean;
  questions: { correct: boolean | null; points: number | null; correct_answer: unknown }[];
};

/** A published course whose only content is a quiz of two true/false questions (both true). */
async function quizCourse(settings: Record<string, unknown>) {
  const created = await c.call('POST', '/publisher/lms/quizzes', c.trainer, {
    title: 'Kuis Sejarah',
    pass_mark_percent: 100,
    ...settings,
  });
  expect(created.statusCode, created.body).toBe(201);
  const quizId = created.json().data.id as number;
  for (const text of ['Borobudur di Jawa Tengah?', 'Prambanan candi Hindu?']) {
    const added = await c.call('POST', `/publisher/lms/quizzes/${quizId}/questions`, c.trainer, {
      type: 'true_false',
      text,
      correct_answer: true,
    });
    expect(added.statusCode, added.body).toBe(201);
  }
  const course = await c.createCourse(c.trainer);
  const quiz = await c.addContent(c.trainer, course.id, {
    type: 'quiz',
    title: 'Kuis',
    quiz_id: quizId,
    min_score: 100,
  });
  await c.publish(c.trainer, course.id);
  const learner = await createUser(t.app, t.ctx);
  await c.enrol(learner, course.id);
  return { quiz, learner };
}

async function submit(learner: TestUser, contentId: number, answers: unknown[]): Promise<Result> {
  const response = await c.call('POST', `/lms/contents/${contentId}/quiz/submit`, learner, { answers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.result as Result;
}

const nothingShown = (result: Result) =>
  result.questions.every((q) => q.correct === null && q.points === null && q.correct_answer === null);

describe('what a finished course quiz shows', () => {
  it('shows nothing of the answers after an empty first attempt while attempts remain', async () => {
    const { quiz, learner } = await quizCourse({ attempts_allowed: 3 });
    const first = await submit(learner, quiz.id, [null, null]);
    expect(first).toMatchObject({ percent: 0, passed: false, answers_revealed: false });
    expect(nothingShown(first)).toBe(true);

    // Started and completed by index, the same: nothing of what was right.
    const started = await c.call('POST', `/lms/contents/${quiz.id}/quiz/start`, learner);
    const sessionId = started.json().data.id as string;
    await c.call('POST', `/lms/contents/${quiz.id}/quiz/answer`, learner, {
      session_id: sessionId,
      question_index: 0,
      answer: false,
    });
    const done = await c.call('POST', `/lms/contents/${quiz.id}/quiz/complete`, learner, {
      session_id: sessionId,
    });
    expect(nothingShown(done.json().data.result)).toBe(true);
    const reread = await c.call('GET', `/lms/contents/${quiz.id}/quiz/sessions/${sessionId}`, learner);
    expect(nothingShown(reread.json().data.result)).toBe(true);

    // The third and last attempt shows them.
    const last = await submit(learner, quiz.id, [false, null]);
    expect(last.answers_revealed).toBe(true);
    expect(last.questions.map((q) => [q.correct, q.correct_answer])).toEqual([
      [false, true],
      [false, true],
    ]);
  });

  it('shows them after a pass, and never with unlimited attempts before one', async () => {
    const { quiz, learner } = await quizCourse({ attempts_allowed: null });
    for (let i = 0; i < 3; i += 1) {
      const failed = await submit(learner, quiz.id, [true, null]);
      expect(failed.answers_revealed).toBe(false);
      expect(nothingShown(failed)).toBe(true);
    }
    const passed = await submit(learner, quiz.id, [true, true]);
    expect(passed).toMatchObject({ passed: true, answers_revealed: true });
    expect(passed.questions.every((q) => q.correct === true && q.points === 1)).toBe(true);
  });

  it('hides the per-question marks too on a quiz that does not show answers, even on the last attempt', async () => {
    const { quiz, learner } = await quizCourse({ attempts_allowed: 1, show_answers: false });
    const only = await submit(learner, quiz.id, [true, false]);
    expect(only).toMatchObject({ percent: 50, passed: false, answers_revealed: false });
    expect(nothingShown(only)).toBe(true);
  });
});
