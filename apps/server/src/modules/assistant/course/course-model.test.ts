import type { CoursePlan } from '@pustaka/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { lmsContents, quizQuestions } from '#db/schema.ts';
import { readPdfDocument } from '#modules/extraction/index.ts';
import { ChatCompletionsPeer, type ChatRequestBody, type PeerBehaviour } from '#platform/ai/test-peer.ts';
import { monthOf, quotaState } from '#platform/quota/quota-ledger.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { createPublisher, subscribe, type TestUser } from '#test/factories.ts';
import { makeBookPdf } from './test-book.ts';
import { ebookWith, finished, planOf, requestOf, startBuild } from './test-kit.ts';

/**
 * A course from an ebook with a model behind the assistant (a local OpenAI-compatible peer): written
 * summaries in one call under the month's AI tokens, questions from the model, and a model that answers
 * badly, slowly or not at all (at plan time a 503; during a build, the steps that needed it fail and the
 * rest is made).
 */

const TOKENS = { prompt: 700, completion: 200 };

/** Answers like a model would: summaries for every chapter named, a true statement copied from sentence 1. */
function modelAnswer(body: ChatRequestBody): PeerBehaviour {
  const prompt = body.messages.at(-1)?.content ?? '';
  if (body.response_format?.json_schema?.name === 'chapter_summaries') {
    const count = [...prompt.matchAll(/^Chapter (\d+):/gm)].length;
    return {
      kind: 'answer',
      usage: TOKENS,
      json: {
        summaries: Array.from({ length: count }, (_, i) => ({
          chapter: i + 1,
          summary: `Ringkasan bab ${i + 1} yang ditulis model dengan kata-katanya sendiri.`,
        })),
      },
    };
  }
  const first = prompt.match(/^\[1\] (.+)$/m)?.[1] ?? '';
  const second = prompt.match(/^\[2\] (.+)$/m)?.[1] ?? '';
  return {
    kind: 'answer',
    usage: TOKENS,
    json: {
      questions: [
        {
          type: 'true_false',
          question: `Benar atau salah: "${first}"`,
          correct_answer: true,
          explanation: 'Kalimat 1.',
          sentence: 1,
        },
        {
          type: 'true_false',
          question: `Benar atau salah: "${second}"`,
          correct_answer: true,
          explanation: 'Kalimat 2.',
          sentence: 2,
        },
      ],
    },
  };
}

// Reading PDFs in the extraction workers is slow on a busy machine; a build runs many steps.
vi.setConfig({ testTimeout: 60_000 });

let peer: ChatCompletionsPeer;
let t: TestApp;
let trainer: TestUser;
let bookId: number;

beforeAll(async () => {
  peer = await new ChatCompletionsPeer(modelAnswer).start();
  t = await buildTestApp({
    AI_BASE_URL: peer.url,
    AI_MODEL: 'model-uji',
    AI_MONTHLY_TOKENS: '200000',
    AI_TIMEOUT_SECONDS: '5',
  });
  const author = await createPublisher(t.app, t.ctx);
  bookId = (await ebookWith(t, author, await makeBookPdf({ pages: 12, chapters: 3 }), 12)).id;
  trainer = author;
  await subscribe(t.ctx, trainer);
  // The extraction workers start on first use; a busy machine may take longer than one read's time limit.
  await readPdfDocument(t.ctx, await makeBookPdf({ pages: 2, chapters: 1 })).catch(() => undefined);
}, 120_000);
afterAll(async () => {
  await t.app.close();
  await peer.stop();
});
beforeEach(() => {
  peer.requests.length = 0;
  peer.answerWith(modelAnswer);
});

const source = () => ({ source: { kind: 'ebook', product_id: bookId } });
const tokens = () =>
  quotaState(t.ctx.db, { scope: 'ai_tokens', ownerId: trainer.id, period: monthOf(t.clock.now()) });

describe('a course plan written by a model', () => {
  it('has every summary written in one call, counted in the month’s tokens', async () => {
    const before = await tokens();
    const response = await planOf(t, trainer, source());
    expect(response.statusCode, response.body).toBe(200);
    const plan: CoursePlan = response.json().data;
    expect(plan).toMatchObject({ generator: 'model', outline_from: 'headings' });
    expect(plan.chapters.map((c) => c.summary)).toEqual(
      [1, 2, 3].map((n) => expect.stringContaining(`bab ${n}`)),
    );
    expect(peer.requests).toHaveLength(1);
    const prompt = peer.requests[0]?.body.messages.at(-1)?.content ?? '';
    expect(prompt).toContain('Chapter 2: Bab 2: Tabungan');
    expect(prompt).toContain('Indonesian');
    const after = await tokens();
    expect(after.used - before.used).toBe(TOKENS.prompt + TOKENS.completion);
    expect(after.reserved).toBe(0);
  });

  it('asks again after a broken answer, then gives up with 503 and gives the tokens back', async () => {
    peer.next({ kind: 'text', text: '{"summaries": [' });
    const retried = await planOf(t, trainer, source());
    expect(retried.statusCode).toBe(200);
    expect(peer.requests).toHaveLength(2);

    const before = await tokens();
    peer.next(...Array.from({ length: 3 }, () => ({ kind: 'text', text: 'bukan JSON' }) as const));
    const broken = await planOf(t, trainer, source());
    expect(broken.statusCode).toBe(503);
    expect(broken.json()).toMatchObject({ code: 'AI_UNAVAILABLE', details: { failure: 'bad-answer' } });
    expect(await tokens()).toEqual(before);
  });

  it('reports a failing model (500) and a slow one as unavailable', { timeout: 60_000 }, async () => {
    peer.next(...Array.from({ length: 3 }, () => ({ kind: 'status', status: 500 }) as const));
    const failing = await planOf(t, trainer, source());
    expect(failing.statusCode).toBe(503);
    expect(failing.json().details).toEqual({ failure: 'unavailable' });

    const slow = { kind: 'slow', delayMs: 6_000, after: { kind: 'status', status: 500 } } as const;
    peer.next(slow, slow, slow);
    const late = await planOf(t, trainer, source());
    expect(late.statusCode).toBe(503);
    expect(late.json().details).toEqual({ failure: 'timeout' });
    expect((await tokens()).reserved).toBe(0);
  });
});

describe('a course built with a model', () => {
  it('adds the questions the model wrote that pass the checks', async () => {
    const plan: CoursePlan = (await planOf(t, trainer, source())).json().data;
    const chapters = plan.chapters.slice(0, 1).map((c) => ({ ...c, slides: false, question_count: 2 }));
    const started = await startBuild(t, trainer, {
      ...requestOf(plan),
      chapters,
      final_quiz: { enabled: false, question_count: 5 },
    });
    const done = await finished(t, trainer, started.json().data.id);
    expect(done.status, JSON.stringify(done.steps)).toBe('done');
    const quizStep = done.steps.find((s) => s.kind === 'quiz');
    const [content] = await t.ctx.db
      .select()
      .from(lmsContents)
      .where(eq(lmsContents.id, quizStep?.content_id as number));
    const questions = await t.ctx.db
      .select()
      .from(quizQuestions)
      .where(eq(quizQuestions.quizId, content?.quizId as number));
    expect(questions).toHaveLength(2);
    expect(questions[0]?.text).toMatch(/^Benar atau salah: "/);
  });

  it('keeps what was made when the model fails partway: pages and summaries stay, decks and quizzes say why', {
    timeout: 60_000,
  }, async () => {
    const plan: CoursePlan = (await planOf(t, trainer, source())).json().data;
    peer.answerWith(() => ({ kind: 'status', status: 500 }));
    const started = await startBuild(t, trainer, {
      ...requestOf(plan),
      chapters: plan.chapters.slice(0, 1),
      final_quiz: { enabled: false, question_count: 5 },
    });
    const done = await finished(t, trainer, started.json().data.id);
    expect(done.status).toBe('failed');
    expect(done.steps.map((s) => [s.kind, s.status, s.error?.code ?? null])).toEqual([
      ['course', 'done', null],
      ['summary', 'done', null],
      ['pages', 'done', null],
      ['slides', 'failed', 'AI_UNAVAILABLE'],
      ['quiz', 'failed', 'AI_UNAVAILABLE'],
    ]);
    const contents = await t.ctx.db
      .select()
      .from(lmsContents)
      .where(eq(lmsContents.courseId, done.course_id as number))
      .orderBy(asc(lmsContents.position));
    expect(contents.map((c) => c.type)).toEqual(['text', 'pdf']);
    expect((await tokens()).reserved).toBe(0);
  });
});
