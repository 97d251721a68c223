import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { assistantCourseBuilds, lmsContents, lmsCourses } from '#db/schema.ts';
import { makePdf } from '#platform/media/fixtures.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { api, createPublisher, subscribe, type TestUser } from '#test/factories.ts';
import { buildOf, ebookWith, finished, startBuild } from './test-kit.ts';

/**
 * Hostile and malformed requests to the course-from-source routes: each a specific 4xx, none a 5xx, and
 * nothing is created by any of them.
 */

// Reading PDFs in the extraction workers is slow on a busy machine; a build runs many steps.
vi.setConfig({ testTimeout: 60_000 });

let t: TestApp;
let trainer: TestUser;
let bookId: number;

beforeAll(async () => {
  t = await buildTestApp();
  trainer = await createPublisher(t.app, t.ctx);
  await subscribe(t.ctx, trainer);
  const pdf = await makePdf({
    pages: 6,
    outline: [
      { title: 'Bab Satu', page: 1, items: [] },
      { title: 'Bab Dua', page: 4, items: [] },
    ],
  });
  bookId = (await ebookWith(t, trainer, pdf, 6)).id;
});
afterAll(() => t.app.close());

const plan = (payload: unknown) =>
  api(t.app, { method: 'POST', url: '/api/v2/assistant/course-plans', token: trainer.token, body: payload });

const chapter = {
  title: 'Bab Satu',
  first_page: 1,
  last_page: 3,
  summary: 'Ringkasan.',
  slides: false,
  quiz: false,
  question_count: 3,
};
const valid = () => ({
  source: { kind: 'ebook', product_id: bookId },
  course: {
    title: 'Kursus Uji',
    description: '',
    language: 'id',
    sequential: true,
    drip_days_per_chapter: null,
  },
  chapters: [chapter],
  final_quiz: { enabled: false, question_count: 5 },
});
const withCourse = (course: Record<string, unknown>) => ({
  ...valid(),
  course: { ...valid().course, ...course },
});
const withChapter = (fields: Record<string, unknown>) => ({
  ...valid(),
  chapters: [{ ...chapter, ...fields }],
});

async function counts() {
  const [courses] = await t.ctx.db
    .select({ n: count() })
    .from(lmsCourses)
    .where(eq(lmsCourses.trainerId, trainer.id));
  const [builds] = await t.ctx.db.select({ n: count() }).from(assistantCourseBuilds);
  const [contents] = await t.ctx.db.select({ n: count() }).from(lmsContents);
  return { courses: courses?.n, builds: builds?.n, contents: contents?.n };
}

describe('POST /assistant/course-plans refuses what it cannot read', () => {
  it.each([
    ['no source', {}],
    ['an unknown source kind', { source: { kind: 'url', url: 'https://contoh.id' } }],
    ['a product id as text', { source: { kind: 'ebook', product_id: String(1) } }],
    ['a negative product id', { source: { kind: 'ebook', product_id: -1 } }],
    ['a product id past int4', { source: { kind: 'ebook', product_id: 2_147_483_648 } }],
    ['a fractional product id', { source: { kind: 'ebook', product_id: 1.5 } }],
    ['an upload id that is not a uuid', { source: { kind: 'pdf_upload', upload_id: "1' or '1'='1" } }],
    ['another language', { source: { kind: 'ebook', product_id: 1 }, language: 'fr' }],
    ['no questions', { source: { kind: 'ebook', product_id: 1 }, questions_per_chapter: 0 }],
    ['too many questions', { source: { kind: 'ebook', product_id: 1 }, questions_per_chapter: 21 }],
    ['a question count as text', { source: { kind: 'ebook', product_id: 1 }, questions_per_chapter: '5' }],
    ['slides as text', { source: { kind: 'ebook', product_id: 1 }, slides: 'yes' }],
    ['an unknown field', { source: { kind: 'ebook', product_id: 1 }, rights: 'copy' }],
    ['an extra source field', { source: { kind: 'ebook', product_id: 1, storage_key: '../../etc/passwd' } }],
    ['an array body', [{ source: { kind: 'ebook', product_id: 1 } }]],
    ['a null body', null],
  ])('%s is a 400', async (_name, payload) => {
    const response = await plan(payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().success).toBe(false);
  });

  it('answers an unknown ebook 403 and an unknown upload 404, in the caller language', async () => {
    const unknown = await plan({ source: { kind: 'ebook', product_id: 2_147_483_647 } });
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json().code).toBe('SOURCE_EBOOK_NOT_ALLOWED');
    const upload = await api(t.app, {
      method: 'POST',
      url: '/api/v2/assistant/course-plans',
      token: trainer.token,
      body: { source: { kind: 'pdf_upload', upload_id: '6f1c2b7e-3d4a-4c5b-8e9f-0a1b2c3d4e5f' } },
      headers: { 'accept-language': 'en' },
    });
    expect(upload.statusCode).toBe(404);
    expect(upload.json()).toMatchObject({ code: 'SOURCE_UPLOAD_NOT_FOUND' });
  });
});

describe('POST /assistant/course-builds refuses a plan it cannot build, creating nothing', () => {
  it.each([
    ['no chapters', { ...valid(), chapters: [] }],
    ['61 chapters', { ...valid(), chapters: Array.from({ length: 61 }, () => chapter) }],
    ['no course', { ...valid(), course: undefined }],
    ['a course title of two letters', withCourse({ title: 'ab' })],
    ['a course title of 201 characters', withCourse({ title: 'x'.repeat(201) })],
    ['a description too long', withCourse({ description: 'x'.repeat(5_001) })],
    ['drip of zero days', withCourse({ drip_days_per_chapter: 0 })],
    ['drip over a year', withCourse({ drip_days_per_chapter: 366 })],
    ['a published course', withCourse({ is_published: true })],
    ['a chapter title too short', withChapter({ title: 'a' })],
    ['a chapter title of markup only', withChapter({ title: '  ' })],
    ['page zero', withChapter({ first_page: 0 })],
    ['a negative page', withChapter({ last_page: -3 })],
    ['a fractional page', withChapter({ first_page: 1.5 })],
    ['a page past any book', withChapter({ last_page: 1e9 })],
    ['no pages', withChapter({ first_page: null, last_page: null })],
    ['a summary too long', withChapter({ summary: 'x'.repeat(5_001) })],
    ['no questions', withChapter({ question_count: 0 })],
    ['too many questions', withChapter({ question_count: 21 })],
    ['a final quiz of 41 questions', { ...valid(), final_quiz: { enabled: true, question_count: 41 } }],
    ['rights chosen by the client', { ...valid(), rights: 'copy' }],
    ['a course id chosen by the client', { ...valid(), course_id: 1 }],
    ['a prototype key', JSON.parse(`{"__proto__": {"admin": true}, ${JSON.stringify(valid()).slice(1)}`)],
    ['chapters as an object', { ...valid(), chapters: { 0: chapter } }],
  ])('%s is a 400', async (_name, payload) => {
    const before = await counts();
    const response = await startBuild(t, trainer, payload as Record<string, unknown>);
    expect(response.statusCode, response.body).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('refuses pages past the end of the book with 422 naming the chapter, and creates nothing', async () => {
    const before = await counts();
    const response = await startBuild(t, trainer, withChapter({ first_page: 5, last_page: 7 }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'COURSE_PLAN_PAGES_INVALID',
      details: [{ field: 'chapters.0.last_page' }],
    });
    expect(await counts()).toEqual(before);
  });

  it('keeps markup in titles and summaries as text: nothing that runs reaches the course', async () => {
    const started = await startBuild(
      t,
      trainer,
      withChapter({
        title: '<img src=x onerror=alert(1)> Bab',
        summary: '<script>alert(1)</script> Ringkasan <a href="javascript:alert(2)">tautan</a>',
      }),
    );
    expect(started.statusCode).toBe(202);
    const done = await finished(t, trainer, started.json().data.id);
    const [summary] = await t.ctx.db
      .select()
      .from(lmsContents)
      .where(eq(lmsContents.id, done.steps[1]?.content_id as number));
    expect(summary?.bodyHtml).not.toMatch(/<script|<a |onerror=/);
    expect(summary?.bodyHtml).toContain('&lt;script&gt;');
  });
});

describe('GET /assistant/course-builds/{id}', () => {
  it('refuses an id that is not a uuid, and answers an unknown one 404', async () => {
    for (const id of ['1', "x' or 1=1 --", '..%2F..%2Fetc']) {
      const response = await buildOf(t, trainer, id);
      expect(response.statusCode, id).toBe(400);
    }
    // Longer than any route parameter the server reads: no route matches it.
    expect((await buildOf(t, trainer, 'a'.repeat(300))).statusCode).toBe(404);
    const unknown = await buildOf(t, trainer, '6f1c2b7e-3d4a-4c5b-8e9f-0a1b2c3d4e5f');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('COURSE_BUILD_NOT_FOUND');
  });
});
