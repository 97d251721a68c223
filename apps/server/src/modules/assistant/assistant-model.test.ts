import type { QuestionProposal } from '@pustaka/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ChatCompletionsPeer, type PeerBehaviour } from '#platform/ai/test-peer.ts';
import { addQuotaUsage, monthOf, quotaState } from '#platform/quota/quota-ledger.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { api, createPublisher, subscribe, type TestUser } from '#test/factories.ts';
import { expectedTokensOf } from './model-writer.ts';
import { readSentences } from './offline/passages.ts';
import { qualityOf } from './quality.ts';
import { LESSON } from './test-lesson.ts';

/**
 * The assistant with a model behind it (a local OpenAI-compatible peer): a good answer, a broken one, a slow
 * one and a failing one, and the month's AI tokens reserved and settled around each call.
 */

const LIMIT = 50_000;
const TOKENS = { prompt: 900, completion: 300 };

/** A model that names the lesson's sentences by number; three of its six questions break a rule. */
const MODEL_ANSWER = {
  questions: [
    {
      type: 'single_choice',
      question: 'Berapa tinggi candi utama Prambanan?',
      options: ['47 meter', '42 meter', '17 km'],
      correct_indexes: [0],
      explanation: 'Kalimat 8: candi utama setinggi 47 meter.',
      sentence: 8,
    },
    {
      type: 'true_false',
      question: 'Benar atau salah: "Candi ini dibangun pada tahun 800 oleh Dinasti Syailendra."',
      correct_answer: true,
      explanation: 'Kalimat 2 menyebutnya.',
      sentence: 2,
    },
    {
      type: 'short_answer',
      question: 'Siapa yang menerima laporan tentang Borobudur pada tahun 1814?',
      accepted_answers: ['Thomas Stamford Raffles'],
      explanation: 'Kalimat 5 menyebut namanya.',
      sentence: 5,
    },
    // The answer is not in the sentence named.
    {
      type: 'single_choice',
      question: 'Di mana Borobudur?',
      options: ['Bali', 'Magelang'],
      correct_indexes: [0],
      explanation: 'x',
      sentence: 1,
    },
    // A wrong option written in the sentence.
    {
      type: 'single_choice',
      question: 'Siapa yang memugar Borobudur?',
      options: ['UNESCO', '1975'],
      correct_indexes: [0],
      explanation: 'x',
      sentence: 6,
    },
    // No such sentence.
    { type: 'short_answer', question: 'Apa?', accepted_answers: ['itu'], explanation: 'x', sentence: 99 },
  ],
};
const good = (): PeerBehaviour => ({ kind: 'answer', json: MODEL_ANSWER, usage: TOKENS });

let peer: ChatCompletionsPeer;
let t: TestApp;
let trainer: TestUser;

beforeAll(async () => {
  peer = await new ChatCompletionsPeer(good).start();
  t = await buildTestApp({
    AI_BASE_URL: peer.url,
    AI_MODEL: 'model-uji',
    AI_MONTHLY_TOKENS: String(LIMIT),
    AI_TIMEOUT_SECONDS: '5',
  });
});
afterAll(async () => {
  await t.app.close();
  await peer.stop();
});
beforeEach(async () => {
  trainer = await createPublisher(t.app, t.ctx);
  await subscribe(t.ctx, trainer);
  peer.requests.length = 0;
});

const body = {
  source: { kind: 'text', text: LESSON },
  count: 3,
  language: 'id',
  types: ['single_choice', 'true_false', 'short_answer'],
};
const propose = (user: TestUser) =>
  api(t.app, { method: 'POST', url: '/api/v2/assistant/quiz-questions', token: user.token, body });
const tokensOf = (user: TestUser) =>
  quotaState(t.ctx.db, { scope: 'ai_tokens', ownerId: user.id, period: monthOf(t.clock.now()) });

describe('the assistant with a model', () => {
  it('keeps only the questions that pass the checks, cites our copy of the sentence and counts the tokens', async () => {
    const response = await propose(trainer);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.generator).toBe('model');
    const questions: QuestionProposal[] = data.questions;
    expect(questions.map((q) => q.type)).toEqual(['single_choice', 'true_false', 'short_answer']);
    expect(qualityOf(questions)).toEqual({
      questions: 3,
      answerInPassage: 3,
      cleanDistractors: 3,
      duplicates: 0,
    });
    expect(questions[0]?.citation).toEqual({
      quote: 'Kompleks ini memiliki 240 candi dengan candi utama setinggi 47 meter.',
      heading: 'Candi Prambanan',
      paragraph: 3,
      page: null,
    });
    const [request] = peer.requests;
    expect(request?.body.response_format?.json_schema?.name).toBe('quiz_questions');
    expect(request?.body.messages.at(-1)?.content).toContain('Indonesian');
    expect(request?.body.messages.at(-1)?.content).toContain('[8] Kompleks ini memiliki 240 candi');
    expect(await tokensOf(trainer)).toMatchObject({ used: TOKENS.prompt + TOKENS.completion, reserved: 0 });
  });

  it('asks again after an answer that is not the JSON asked for', async () => {
    peer.next({ kind: 'text', text: '{"questions": [ {"type": "oops"' });
    const response = await propose(trainer);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.questions).toHaveLength(3);
    expect(peer.requests).toHaveLength(2);
  });

  it('gives up after two retries of broken answers, with a clear 503 and the tokens given back', async () => {
    peer.next(...Array.from({ length: 3 }, () => ({ kind: 'text', text: 'bukan JSON' }) as const));
    const response = await propose(trainer);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'AI_UNAVAILABLE', details: { failure: 'bad-answer' } });
    expect(peer.requests).toHaveLength(3);
    expect(await tokensOf(trainer)).toMatchObject({ used: 0, reserved: 0 });
  });

  it('reports a model that keeps failing (500) as unavailable', async () => {
    peer.next(...Array.from({ length: 3 }, () => ({ kind: 'status', status: 500 }) as const));
    const response = await propose(trainer);
    expect(response.statusCode).toBe(503);
    expect(response.json().details).toEqual({ failure: 'unavailable' });
    expect(await tokensOf(trainer)).toMatchObject({ used: 0, reserved: 0 });
  });

  it('reports a model slower than the timeout as a timeout', { timeout: 40_000 }, async () => {
    peer.next(...Array.from({ length: 3 }, () => ({ kind: 'slow', delayMs: 6_000, after: good() }) as const));
    const response = await propose(trainer);
    expect(response.statusCode).toBe(503);
    expect(response.json().details).toEqual({ failure: 'timeout' });
  });

  it('lets parallel requests use only the tokens left, never more than the quota', async () => {
    const expected = expectedTokensOf({ ...body, exclude: [], sentences: readSentences(LESSON) } as never);
    // Room for one call's reservation, not two.
    await addQuotaUsage(
      t.ctx.db,
      { scope: 'ai_tokens', ownerId: trainer.id, period: monthOf(t.clock.now()) },
      LIMIT - expected - 10,
    );
    const answers = await Promise.all(Array.from({ length: 4 }, () => propose(trainer)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 429, 429, 429]);
    expect(answers.find((a) => a.statusCode === 429)?.json().code).toBe('AI_QUOTA_EXCEEDED');
    expect(peer.requests).toHaveLength(1);
    const { used, reserved } = await tokensOf(trainer);
    expect(reserved).toBe(0);
    expect(used).toBeLessThanOrEqual(LIMIT);
  });
});
