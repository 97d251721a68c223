import type { QuestionProposal } from '@pustaka/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planFeatures } from '#db/schema.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { api, createPublisher, createUser, SEEDED_PLANS, subscribe, type TestUser } from '#test/factories.ts';
import { qualityOf } from './quality.ts';
import { LESSON } from './test-lesson.ts';

/** The built-in assistant through the API: who may ask, what it proposes, and adding kept questions to a quiz. */

let t: TestApp;
let trainer: TestUser;
let otherTrainer: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  [trainer, otherTrainer] = await Promise.all([createPublisher(t.app, t.ctx), createPublisher(t.app, t.ctx)]);
  // The Pro plan: `lms_access` and `ai_generate_slides`.
  await subscribe(t.ctx, trainer);
  await subscribe(t.ctx, otherTrainer);
});
afterAll(() => t.app.close());

const propose = (token: string, body: Record<string, unknown>) =>
  api(t.app, { method: 'POST', url: '/api/v2/assistant/quiz-questions', token, body });
const fromLesson = { source: { kind: 'text', text: LESSON } };

async function newQuiz(user: TestUser): Promise<number> {
  const response = await api(t.app, {
    method: 'POST',
    url: '/api/v2/publisher/lms/quizzes',
    token: user.token,
    body: { title: 'Kuis Candi' },
  });
  return response.json().data.id;
}

describe('POST /assistant/quiz-questions', () => {
  it('proposes the questions asked, each citing its sentence, in the language asked', async () => {
    const response = await propose(trainer.token, {
      ...fromLesson,
      count: 6,
      language: 'en',
      types: ['single_choice', 'true_false', 'short_answer'],
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ generator: 'builtin', language: 'en' });
    expect(data.generation_id).toMatch(/^[0-9a-f-]{36}$/);
    const questions: QuestionProposal[] = data.questions;
    expect(questions).toHaveLength(6);
    expect(new Set(questions.map((q) => q.type))).toEqual(
      new Set(['single_choice', 'true_false', 'short_answer']),
    );
    expect(qualityOf(questions)).toEqual({
      questions: 6,
      answerInPassage: 6,
      cleanDistractors: 6,
      duplicates: 0,
    });
    for (const question of questions) {
      expect(LESSON).toContain(question.citation.quote);
      expect(question.explanation).toMatch(/^See /);
    }
  });

  it('proposes other questions than the ones it is told were shown (regenerating one)', async () => {
    const first = (await propose(trainer.token, { ...fromLesson, count: 3 })).json().data.questions;
    const again = await propose(trainer.token, {
      ...fromLesson,
      count: 1,
      exclude: first.map((q: QuestionProposal) => q.text),
    });
    expect(again.statusCode).toBe(200);
    const [other] = again.json().data.questions;
    expect(first.map((q: QuestionProposal) => q.text)).not.toContain(other.text);
  });

  it('refuses a text with nothing to ask about, and a source that is too short, in the caller language', async () => {
    const plain = 'ini hanya teks biasa tanpa apa pun yang bisa ditanyakan. '.repeat(8);
    const nothing = await propose(trainer.token, { source: { kind: 'text', text: plain } });
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().code).toBe('ASSISTANT_NOTHING_TO_ASK');
    const short = await api(t.app, {
      method: 'POST',
      url: '/api/v2/assistant/quiz-questions',
      token: trainer.token,
      headers: { 'accept-language': 'en' },
      body: { source: { kind: 'text', text: 'Terlalu pendek.' } },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().code).toBe('VALIDATION_ERROR');
  });

  it('refuses bad counts, unknown types and an ebook the trainer neither owns nor sells', async () => {
    for (const body of [
      { ...fromLesson, count: 0 },
      { ...fromLesson, count: 31 },
      { ...fromLesson, types: [] },
      { ...fromLesson, types: ['ordering'] },
      { ...fromLesson, language: 'fr' },
      { ...fromLesson, extra: true },
    ]) {
      const response = await propose(trainer.token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const ebook = await propose(trainer.token, { source: { kind: 'ebook', product_id: 987_654 } });
    expect(ebook.statusCode).toBe(403);
    expect(ebook.json().code).toBe('SOURCE_EBOOK_NOT_ALLOWED');
  });

  it('is for trainers on a plan with the AI feature only', async () => {
    const member = await createUser(t.app, t.ctx);
    await subscribe(t.ctx, member);
    // A trainer plan whose AI feature an admin switched off.
    await t.ctx.db
      .update(planFeatures)
      .set({ isEnabled: false })
      .where(
        and(eq(planFeatures.planId, SEEDED_PLANS.trainerVip), eq(planFeatures.code, 'ai_generate_slides')),
      );
    const trainerWithoutAi = await createPublisher(t.app, t.ctx);
    await subscribe(t.ctx, trainerWithoutAi, SEEDED_PLANS.trainerVip);
    const publisherWithoutPlan = await createPublisher(t.app, t.ctx);
    expect((await propose(member.token, fromLesson)).statusCode).toBe(403);
    const noAi = await propose(trainerWithoutAi.token, fromLesson);
    expect(noAi.statusCode).toBe(403);
    expect(noAi.json()).toMatchObject({
      code: 'FEATURE_REQUIRED',
      details: { feature: 'ai_generate_slides' },
    });
    expect((await propose(publisherWithoutPlan.token, fromLesson)).json().code).toBe('FEATURE_REQUIRED');
    const guest = await api(t.app, {
      method: 'POST',
      url: '/api/v2/assistant/quiz-questions',
      body: fromLesson,
    });
    expect(guest.statusCode).toBe(401);
  });
});

describe('POST /publisher/lms/quizzes/{id}/questions/bulk', () => {
  it('adds the kept proposals, as sent, at the end of the quiz', async () => {
    const quizId = await newQuiz(trainer);
    const proposals: QuestionProposal[] = (
      await propose(trainer.token, {
        ...fromLesson,
        count: 4,
        types: ['single_choice', 'short_answer', 'true_false'],
      })
    ).json().data.questions;
    const kept = proposals.slice(0, 3).map(({ explanation: _e, citation: _c, ...question }) => question);
    kept[0] = { ...kept[0], text: `${kept[0]?.text} (disunting)` } as (typeof kept)[number];
    const added = await api(t.app, {
      method: 'POST',
      url: `/api/v2/publisher/lms/quizzes/${quizId}/questions/bulk`,
      token: trainer.token,
      body: { questions: kept },
    });
    expect(added.statusCode).toBe(201);
    const questions = added.json().data.questions;
    expect(questions.map((q: { text: string }) => q.text)).toEqual(kept.map((q) => q.text));
    expect(questions.map((q: { position: number }) => q.position)).toEqual([0, 1, 2]);
  });

  it('adds nothing when one question is refused, and names it', async () => {
    const quizId = await newQuiz(trainer);
    const response = await api(t.app, {
      method: 'POST',
      url: `/api/v2/publisher/lms/quizzes/${quizId}/questions/bulk`,
      token: trainer.token,
      body: {
        questions: [
          { type: 'true_false', text: 'Borobudur di Jawa?', correct_answer: true },
          { type: 'single_choice', text: 'Pilih', options: ['a', 'b'], correct_indexes: [5] },
        ],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'QUIZ_CORRECT_ANSWER_INVALID', details: { index: 1 } });
    const quiz = await api(t.app, {
      method: 'GET',
      url: `/api/v2/publisher/lms/quizzes/${quizId}`,
      token: trainer.token,
    });
    expect(quiz.json().data.questions).toEqual([]);
  });

  it("refuses another trainer's quiz and an empty list", async () => {
    const quizId = await newQuiz(trainer);
    const question = { type: 'true_false', text: 'Benar?', correct_answer: true };
    const foreign = await api(t.app, {
      method: 'POST',
      url: `/api/v2/publisher/lms/quizzes/${quizId}/questions/bulk`,
      token: otherTrainer.token,
      body: { questions: [question] },
    });
    expect(foreign.statusCode).toBe(404);
    const empty = await api(t.app, {
      method: 'POST',
      url: `/api/v2/publisher/lms/quizzes/${quizId}/questions/bulk`,
      token: trainer.token,
      body: { questions: [] },
    });
    expect(empty.statusCode).toBe(400);
  });
});
