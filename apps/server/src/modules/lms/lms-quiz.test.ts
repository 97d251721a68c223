import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { createUser, type TestUser } from '#test/factories.ts';
import { createLmsCast, type LmsCast } from './test-kit.ts';

/** Quiz contents: attaching a trainer's quiz, and a learner taking it inside the course. */

let t: TestApp;
let c: LmsCast;

beforeAll(async () => {
  t = await buildTestApp();
  c = await createLmsCast(t);
});
afterAll(() => t.app.close());

/** A quiz of the owner's in the order it was written: a true/false (1 point), a single choice (3 points). */
async function createQuiz(owner: TestUser, settings: Record<string, unknown> = {}) {
  const body = { title: 'Kuis Nusantara', shuffle_questions: false, shuffle_options: false, ...settings };
  const quiz = await c.call('POST', '/publisher/lms/quizzes', owner, body);
  expect(quiz.statusCode, quiz.body).toBe(201);
  const id = quiz.json().data.id as number;
  const questions = [
    { type: 'true_false', text: 'Borobudur ada di Jawa Tengah?', correct_answer: true, points: 1 },
    {
      type: 'single_choice',
      text: 'Ibu kota?',
      options: ['Jakarta', 'Bandung'],
      correct_indexes: [0],
      points: 3,
    },
  ];
  for (const question of questions) {
    const added = await c.call('POST', `/publisher/lms/quizzes/${id}/questions`, owner, question);
    expect(added.statusCode, added.body).toBe(201);
  }
  return id;
}
const RIGHT = [true, 0];

type Session = {
  id: string;
  questions: { index: number; type: string; options: string[]; answered: boolean }[];
  result: { percent: number; passed: boolean } | null;
};

/** A published course: a text content, then a quiz content of the trainer's quiz. */
async function quizCourse(options: { sequential?: boolean; minScore?: number; timeLimit?: number } = {}) {
  const quizId = await createQuiz(c.trainer, { time_limit_seconds: options.timeLimit ?? null });
  const course = await c.createCourse(c.trainer, { sequential: options.sequential ?? false });
  const text = await c.addContent(c.trainer, course.id, { type: 'text', title: 'Materi', body: '<p>a</p>' });
  const quiz = await c.addContent(c.trainer, course.id, {
    type: 'quiz',
    title: 'Kuis akhir',
    quiz_id: quizId,
    min_score: options.minScore ?? 60,
  });
  await c.publish(c.trainer, course.id);
  return { course, text, quiz, quizId };
}

async function start(user: TestUser, contentId: number) {
  const response = await c.call('POST', `/lms/contents/${contentId}/quiz/start`, user);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Session;
}

const answer = (user: TestUser, contentId: number, session: string, index: number, value: unknown) =>
  c.call('POST', `/lms/contents/${contentId}/quiz/answer`, user, {
    session_id: session,
    question_index: index,
    answer: value,
  });

const progressOf = async (user: TestUser, courseId: number, contentId: number) => {
  const response = await c.call('GET', `/lms/courses/${courseId}/contents`, user);
  const items = response.json().data as {
    id: number;
    progress: { completed: boolean; score: number | null };
  }[];
  return items.find((item) => item.id === contentId)?.progress;
};

describe('quiz contents', () => {
  it('attaches only a quiz of the course trainer, and keeps the minimum score', async () => {
    const own = await createQuiz(c.trainer);
    const others = await createQuiz(c.otherTrainer);
    const course = await c.createCourse(c.trainer);
    const url = `/publisher/lms/courses/${course.id}/contents`;
    const foreign = await c.call('POST', url, c.trainer, { type: 'quiz', title: 'Kuis', quiz_id: others });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().code).toBe('LMS_QUIZ_INVALID');
    const missing = await c.call('POST', url, c.trainer, { type: 'quiz', title: 'Kuis' });
    expect(missing.json().code).toBe('LMS_QUIZ_INVALID');
    const onText = await c.call('POST', url, c.trainer, { type: 'text', title: 'Teks', quiz_id: own });
    expect(onText.json().code).toBe('LMS_QUIZ_INVALID');

    const content = await c.addContent(c.trainer, course.id, {
      type: 'quiz',
      title: 'Kuis',
      quiz_id: own,
      min_score: 70,
    });
    expect(content).toMatchObject({ quiz_id: own, min_score: 70, completion_rule: 'quiz_passed' });
    const swap = await c.call('PUT', `/publisher/lms/contents/${content.id}`, c.trainer, { quiz_id: others });
    expect(swap.json().code).toBe('LMS_QUIZ_INVALID');
  });

  it('lets an enrolled learner take the quiz: start, answers, complete; a pass completes the content', async () => {
    const { course, quiz } = await quizCourse();
    const learner = await createUser(t.app, t.ctx);
    await c.enrol(learner, course.id);

    const view = await c.call('GET', `/lms/contents/${quiz.id}/quiz`, learner);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.body).not.toContain('correct_indexes');
    expect(view.json().data.questions).toHaveLength(2);

    const session = await start(learner, quiz.id);
    // A reload resumes the same session.
    expect((await start(learner, quiz.id)).id).toBe(session.id);
    const first = await answer(learner, quiz.id, session.id, 0, true);
    expect(first.statusCode, first.body).toBe(200);
    // The first answer only: 1 of 4 points is below the minimum, so not completed yet.
    const failed = await c.call('POST', `/lms/contents/${quiz.id}/quiz/complete`, learner, {
      session_id: session.id,
    });
    expect(failed.statusCode, failed.body).toBe(200);
    expect((await progressOf(learner, course.id, quiz.id))?.completed).toBe(false);

    const second = await start(learner, quiz.id);
    expect(second.id).not.toBe(session.id);
    for (const question of second.questions) {
      const response = await answer(learner, quiz.id, second.id, question.index, RIGHT[question.index]);
      expect(response.statusCode, response.body).toBe(200);
    }
    const again = await answer(learner, quiz.id, second.id, 0, null);
    expect(again.json().code).toBe('QUIZ_ALREADY_ANSWERED');
    const done = await c.call('POST', `/lms/contents/${quiz.id}/quiz/complete`, learner, {
      session_id: second.id,
    });
    expect(done.json().data.result).toMatchObject({ percent: 100, passed: true });
    expect(await progressOf(learner, course.id, quiz.id)).toMatchObject({ completed: true, score: 100 });

    // Another learner's session cannot be answered or read here.
    const other = await createUser(t.app, t.ctx);
    await c.enrol(other, course.id);
    expect((await answer(other, quiz.id, second.id, 0, 0)).statusCode).toBe(403);
  });

  it('takes the one-shot form, by the canonical layout', async () => {
    const { course, quiz } = await quizCourse();
    const learner = await createUser(t.app, t.ctx);
    await c.enrol(learner, course.id);
    const response = await c.call('POST', `/lms/contents/${quiz.id}/quiz/submit`, learner, {
      answers: RIGHT,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.result).toMatchObject({ percent: 100, passed: true });
    expect(await progressOf(learner, course.id, quiz.id)).toMatchObject({ completed: true });
  });

  it('refuses a learner who is not enrolled, a locked content and a content that is no quiz', async () => {
    const { course, text, quiz } = await quizCourse({ sequential: true });
    const stranger = await createUser(t.app, t.ctx);
    const notEnrolled = await c.call('POST', `/lms/contents/${quiz.id}/quiz/start`, stranger);
    expect(notEnrolled.statusCode).toBe(403);

    const learner = await createUser(t.app, t.ctx);
    await c.enrol(learner, course.id);
    const locked = await c.call('POST', `/lms/contents/${quiz.id}/quiz/start`, learner);
    expect(locked.json()).toMatchObject({ code: 'LMS_CONTENT_LOCKED', details: { reason: 'sequential' } });
    const lockedView = await c.call('GET', `/lms/contents/${quiz.id}/quiz`, learner);
    expect(lockedView.json().code).toBe('LMS_CONTENT_LOCKED');

    const notQuiz = await c.call('POST', `/lms/contents/${text.id}/quiz/start`, learner);
    expect(notQuiz.statusCode).toBe(404);
    expect((await c.study(learner, text.id)).completed).toBe(true);
    await start(learner, quiz.id);
  });

  it('refuses an answer after the time, by the server clock', async () => {
    const { course, quiz } = await quizCourse({ timeLimit: 60 });
    const learner = await createUser(t.app, t.ctx);
    await c.enrol(learner, course.id);
    const session = await start(learner, quiz.id);
    t.clock.advance(61_000 + 5_000);
    const late = await answer(learner, quiz.id, session.id, 0, true);
    expect(late.json().code).toBe('QUIZ_TIME_UP');
  });
});
