import type { CourseBuild, CoursePlan } from '@pustaka/contract';
import { asc, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { lmsContents, lmsCourses, productFiles, quizQuestions } from '#db/schema.ts';

import { readPdfDocument } from '#modules/extraction/index.ts';
import { makePdf } from '#platform/media/fixtures.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { createPaidOrder, createSaleProduct } from '#test/commerce-factories.ts';
import { api, createPublisher, createUser, subscribe, type TestUser, upload } from '#test/factories.ts';
import { makeBookPdf } from './test-book.ts';
import { buildOf, ebookWith, finished, planOf, requestOf, startBuild } from './test-kit.ts';

/**
 * A course from an ebook with the built-in writer: the outline read from bookmarks, headings or pages, the
 * plan, the build and its progress, a build that fails partway, the rights of a bought ebook, and the gate.
 */

const CHAPTERS = ['Menabung Sejak Dini', 'Mengatur Anggaran', 'Dana Darurat Keluarga', 'Investasi Pertama'];

// Reading PDFs in the extraction workers is slow on a busy machine; a build runs many steps.
vi.setConfig({ testTimeout: 60_000 });

let t: TestApp;
let author: TestUser;
let buyer: TestUser;
let bookmarked: Buffer;

beforeAll(async () => {
  t = await buildTestApp();
  [author, buyer] = await Promise.all([createPublisher(t.app, t.ctx), createPublisher(t.app, t.ctx)]);
  await subscribe(t.ctx, author);
  await subscribe(t.ctx, buyer);
  // 13 pages: a title page, then four chapters of three pages each, with bookmarks pointing at them.
  bookmarked = await makePdf({
    pages: 13,
    title: 'Keuangan Keluarga',
    outline: CHAPTERS.map((title, i) => ({ title, page: 2 + i * 3, items: [] })),
  });
  // The extraction workers start on first use; a busy machine may take longer than one read's time limit.
  await readPdfDocument(t.ctx, bookmarked).catch(() => undefined);
}, 120_000);
afterAll(() => t.app.close());

async function plan(
  user: TestUser,
  productId: number,
  extra: Record<string, unknown> = {},
): Promise<CoursePlan> {
  const response = await planOf(t, user, { source: { kind: 'ebook', product_id: productId }, ...extra });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const contentsOf = (courseId: number) =>
  t.ctx.db
    .select()
    .from(lmsContents)
    .where(eq(lmsContents.courseId, courseId))
    .orderBy(asc(lmsContents.position));

describe('reading the outline', () => {
  it("takes the chapters from the PDF's bookmarks, each to the page before the next", async () => {
    const book = await ebookWith(t, author, bookmarked, 13, 'Keuangan Keluarga');
    const proposed = await plan(author, book.id);
    expect(proposed).toMatchObject({
      outline_from: 'bookmarks',
      rights: 'copy',
      unit: 'page',
      page_count: 13,
      generator: 'builtin',
      product_url: null,
      source_title: 'Keuangan Keluarga',
      course: { title: 'Keuangan Keluarga', language: 'id', sequential: true, drip_days_per_chapter: null },
      final_quiz: { enabled: true, question_count: 8 },
    });
    expect(proposed.chapters.map((c) => [c.title, c.first_page, c.last_page])).toEqual([
      [CHAPTERS[0], 2, 4],
      [CHAPTERS[1], 5, 7],
      [CHAPTERS[2], 8, 10],
      [CHAPTERS[3], 11, 13],
    ]);
    for (const chapter of proposed.chapters) {
      expect(chapter).toMatchObject({ slides: true, quiz: true, question_count: 5 });
      // Extractive: the summary is made of the book's own sentences.
      expect(chapter.summary.length).toBeGreaterThan(80);
      expect(chapter.summary).toMatch(/\./);
    }
  });

  it('takes the chapters from the largest headings when the PDF has no bookmarks', async () => {
    const pdf = await makeBookPdf({ pages: 24, chapters: 6 });
    const book = await ebookWith(t, author, pdf, 24);
    const proposed = await plan(author, book.id, { language: 'en', slides: false, questions_per_chapter: 3 });
    expect(proposed.outline_from).toBe('headings');
    expect(proposed.chapters.map((c) => [c.title, c.first_page, c.last_page])).toEqual([
      ['Bab 1: Anggaran', 1, 4],
      ['Bab 2: Tabungan', 5, 8],
      ['Bab 3: Dana Darurat', 9, 12],
      ['Bab 4: Utang', 13, 16],
      ['Bab 5: Investasi', 17, 20],
      ['Bab 6: Asuransi', 21, 24],
    ]);
    expect(proposed.chapters[0]).toMatchObject({ slides: false, quiz: true, question_count: 3 });
    expect(proposed.chapters[0]?.summary.toLowerCase()).toContain('anggaran');
    expect(proposed.course.language).toBe('en');
  });

  it('cuts a book without bookmarks or headings into blocks of pages', async () => {
    const pdf = await makePdf({ pages: 25, title: 'Catatan Tanpa Bab' });
    const book = await ebookWith(t, author, pdf, 25);
    const proposed = await plan(author, book.id, { language: 'en' });
    expect(proposed.outline_from).toBe('pages');
    expect(proposed.chapters.map((c) => [c.title, c.first_page, c.last_page])).toEqual([
      ['Pages 1–9', 1, 9],
      ['Pages 10–18', 10, 18],
      ['Pages 19–25', 19, 25],
    ]);
  });
});

describe('creating the course', () => {
  it('makes a draft course with a summary, the pages, slides and a quiz per chapter, and a final quiz', async () => {
    const book = await ebookWith(t, author, bookmarked, 13, 'Keuangan Keluarga');
    const proposed = await plan(author, book.id);
    // The trainer edits: drops the last chapter, merges nothing, renames one, switches slides off for one.
    const chapters = proposed.chapters.slice(0, 3).map((chapter, i) => ({
      ...chapter,
      title: i === 0 ? 'Bab Pembuka: Menabung' : chapter.title,
      slides: i !== 1,
      question_count: 3,
    }));
    const request = {
      ...requestOf(proposed),
      course: { ...proposed.course, drip_days_per_chapter: 7 },
      chapters,
      final_quiz: { enabled: true, question_count: 5 },
    };
    const started = await startBuild(t, author, request);
    expect(started.statusCode, started.body).toBe(202);
    const build: CourseBuild = started.json().data;
    expect(build).toMatchObject({ status: 'running', rights: 'copy', course_title: 'Keuangan Keluarga' });
    expect(build.steps[0]).toMatchObject({ kind: 'course', status: 'done' });
    expect(build.steps.map((s) => s.kind)).toEqual([
      'course',
      ...['summary', 'pages', 'slides', 'quiz'],
      ...['summary', 'pages', 'quiz'],
      ...['summary', 'pages', 'slides', 'quiz'],
      'final_quiz',
    ]);
    expect(build.total).toBe(13);

    const done = await finished(t, author, build.id);
    expect(done.failed, JSON.stringify(done.steps)).toBe(0);
    expect(done).toMatchObject({ status: 'done', done: 13, total: 13 });
    expect(done.finished_at).not.toBeNull();

    const courseId = done.course_id as number;
    const [course] = await t.ctx.db.select().from(lmsCourses).where(eq(lmsCourses.id, courseId));
    expect(course).toMatchObject({ trainerId: author.id, isPublished: false, sequential: true });
    const contents = await contentsOf(courseId);
    expect(contents.map((c) => [c.type, c.title, c.dripDays])).toEqual([
      ['text', '1. Bab Pembuka: Menabung', null],
      ['pdf', '1. Bab Pembuka: Menabung (halaman buku)', null],
      ['slides', '1. Bab Pembuka: Menabung (slide)', null],
      ['quiz', '1. Bab Pembuka: Menabung (kuis)', null],
      ['text', `2. ${CHAPTERS[1]}`, 7],
      ['pdf', `2. ${CHAPTERS[1]} (halaman buku)`, 7],
      ['quiz', `2. ${CHAPTERS[1]} (kuis)`, 7],
      ['text', `3. ${CHAPTERS[2]}`, 14],
      ['pdf', `3. ${CHAPTERS[2]} (halaman buku)`, 14],
      ['slides', `3. ${CHAPTERS[2]} (slide)`, 14],
      ['quiz', `3. ${CHAPTERS[2]} (kuis)`, 14],
      ['quiz', 'Kuis akhir', 14],
    ]);
    expect(done.steps.filter((s) => s.kind !== 'course').map((s) => s.content_id)).toEqual(
      contents.map((c) => c.id),
    );
    // The chapter's pages are the book's pages 2–4, cut as their own PDF.
    const pages = contents[1] as (typeof contents)[number];
    expect(pages.pageCount).toBe(3);
    const stored = await t.ctx.storage.read(pages.storageKey as string);
    const chunks: Buffer[] = [];
    for await (const chunk of stored?.body ?? []) chunks.push(chunk as Buffer);
    expect((await PDFDocument.load(Buffer.concat(chunks))).getPageCount()).toBe(3);
    // Each quiz has the questions asked, from the chapter.
    for (const quiz of contents.filter((c) => c.type === 'quiz')) {
      const questions = await t.ctx.db
        .select()
        .from(quizQuestions)
        .where(eq(quizQuestions.quizId, quiz.quizId as number));
      expect(questions.length).toBeGreaterThan(0);
      expect(questions.length).toBeLessThanOrEqual(5);
    }
    // The trainer lands in the normal editor: the course is theirs to change.
    const editor = await api(t.app, {
      url: `/api/v2/publisher/lms/courses/${courseId}/contents`,
      token: author.token,
    });
    expect(editor.statusCode).toBe(200);
  });

  it('keeps what was made and says what was not when the storage runs out partway', async () => {
    const full = await createPublisher(t.app, t.ctx);
    await subscribe(t.ctx, full);
    const book = await ebookWith(t, full, bookmarked, 13);
    const proposed = await plan(full, book.id);
    // Between the plan and the build the trainer's storage fills up: no file fits any more.
    const product = await createSaleProduct(t.ctx, { sellerId: full.id });
    await t.ctx.db.insert(productFiles).values({
      productId: product.id,
      role: 'main',
      state: 'live',
      storageKey: `products/${product.id}/besar.pdf`,
      originalName: 'besar.pdf',
      contentType: 'application/pdf',
      sizeBytes: t.ctx.config.creatorStorageQuotaBytes,
      position: 0,
      createdAt: t.ctx.now(),
    });
    const chapters = proposed.chapters.slice(0, 2).map((c) => ({ ...c, question_count: 2 }));
    const started = await startBuild(t, full, {
      ...requestOf(proposed),
      chapters,
      final_quiz: { enabled: true, question_count: 3 },
    });
    expect(started.statusCode).toBe(202);
    const done = await finished(t, full, started.json().data.id);
    expect(done.status).toBe('failed');
    expect(done.steps.map((s) => [s.kind, s.status, s.error?.code ?? null])).toEqual([
      ['course', 'done', null],
      ['summary', 'done', null],
      ['pages', 'failed', 'STORAGE_QUOTA_EXCEEDED'],
      ['slides', 'failed', 'STORAGE_QUOTA_EXCEEDED'],
      ['quiz', 'done', null],
      ['summary', 'done', null],
      ['pages', 'failed', 'STORAGE_QUOTA_EXCEEDED'],
      ['slides', 'failed', 'STORAGE_QUOTA_EXCEEDED'],
      ['quiz', 'done', null],
      ['final_quiz', 'done', null],
    ]);
    expect(done).toMatchObject({ done: 6, failed: 4, total: 10 });
    expect(done.steps[2]?.error?.message.id.length).toBeGreaterThan(10);
    // The contents made stay in the course, in the plan's order; a refused file leaves no empty content.
    const contents = await contentsOf(done.course_id as number);
    expect(contents.map((c) => c.type)).toEqual(['text', 'quiz', 'text', 'quiz', 'quiz']);
    expect(contents.map((c) => c.id)).toEqual(
      done.steps.flatMap((s) => (s.content_id ? [s.content_id] : [])),
    );
  });

  it('refuses page ranges outside the book and a second build while one runs', async () => {
    const book = await ebookWith(t, author, bookmarked, 13);
    const proposed = await plan(author, book.id);
    const past = proposed.chapters.map((c, i) => (i === 2 ? { ...c, last_page: 14 } : c));
    const refused = await startBuild(t, author, { ...requestOf(proposed), chapters: past });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'COURSE_PLAN_PAGES_INVALID',
      details: [{ field: 'chapters.2.last_page' }],
    });
    const backwards = proposed.chapters.map((c, i) => (i === 0 ? { ...c, first_page: 4, last_page: 2 } : c));
    const again = await startBuild(t, author, { ...requestOf(proposed), chapters: backwards });
    expect(again.json().details[0].field).toBe('chapters.0.first_page');
    const before = await t.ctx.db.select().from(lmsCourses).where(eq(lmsCourses.trainerId, author.id));

    const small = {
      ...requestOf(proposed),
      chapters: proposed.chapters.slice(0, 1).map((c) => ({ ...c, slides: false, quiz: false })),
      final_quiz: { enabled: false, question_count: 5 },
    };
    const first = await startBuild(t, author, small);
    const second = await startBuild(t, author, small);
    const codes = [first.statusCode, second.statusCode];
    // The first one may already have finished when the second comes: then both are accepted.
    if (codes[1] === 409) expect(second.json().code).toBe('COURSE_BUILD_RUNNING');
    else expect(codes).toEqual([202, 202]);
    await finished(t, author, first.json().data.id);
    const after = await t.ctx.db.select().from(lmsCourses).where(eq(lmsCourses.trainerId, author.id));
    expect(after.length).toBe(before.length + (codes[1] === 409 ? 1 : 2));
  });
});

describe('rights', () => {
  it('never copies the pages of an ebook the trainer only bought: the course sends learners to it', async () => {
    const book = await ebookWith(t, author, bookmarked, 13, 'Keuangan Keluarga');
    await createPaidOrder(t.ctx, { buyer, product: book });
    const proposed = await plan(buyer, book.id);
    expect(proposed).toMatchObject({ rights: 'reference', product_url: `/products/${book.id}` });
    // Its proposed summaries point at the pages instead of quoting them.
    expect(proposed.chapters[0]?.summary).toMatch(/^Baca halaman 2–4 di ebook|^Bab ini \(halaman 2–4\)/);
    const started = await startBuild(t, buyer, {
      ...requestOf(proposed),
      chapters: proposed.chapters.slice(0, 2),
      final_quiz: { enabled: false, question_count: 5 },
    });
    expect(started.statusCode).toBe(202);
    const done = await finished(t, buyer, started.json().data.id);
    expect(done.failed, JSON.stringify(done.steps)).toBe(0);
    expect(done.steps.map((s) => s.kind)).not.toContain('pages');
    const contents = await contentsOf(done.course_id as number);
    expect(contents.map((c) => c.type)).toEqual([
      'text',
      'text',
      'slides',
      'quiz',
      'text',
      'text',
      'slides',
      'quiz',
    ]);
    expect(contents.some((c) => c.type === 'pdf')).toBe(false);
    const reference = contents[1] as (typeof contents)[number];
    expect(reference.title).toContain('(baca di ebook)');
    expect(reference.bodyHtml).toContain(`href="/products/${book.id}"`);
    expect(reference.bodyHtml).toContain('halaman 2–4');
    expect(reference.storageKey).toBeNull();

    // A client claiming rights it does not have gains nothing: rights are the server's to decide.
    const claimed = await startBuild(t, buyer, { ...requestOf(proposed), rights: 'copy' });
    expect(claimed.statusCode).toBe(400);
  });

  it('refuses an ebook the trainer neither sells nor bought', async () => {
    const book = await ebookWith(t, author, bookmarked, 13);
    const response = await planOf(t, buyer, { source: { kind: 'ebook', product_id: book.id } });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('SOURCE_EBOOK_NOT_ALLOWED');
    const build = await startBuild(t, buyer, {
      source: { kind: 'ebook', product_id: book.id },
      course: {
        title: 'Curian',
        description: '',
        language: 'id',
        sequential: false,
        drip_days_per_chapter: null,
      },
      chapters: [
        {
          title: 'Bab 1',
          first_page: 1,
          last_page: 2,
          summary: '',
          slides: false,
          quiz: false,
          question_count: 1,
        },
      ],
      final_quiz: { enabled: false, question_count: 1 },
    });
    expect(build.statusCode).toBe(403);
  });
});

describe('an uploaded PDF', () => {
  it('is planned from its text in parts, and its chapters become text contents', async () => {
    const sent = await upload(t.app, {
      url: '/api/v2/ai-slides/sources/upload',
      token: author.token,
      field: 'file',
      filename: 'buku.pdf',
      data: bookmarked,
      contentType: 'application/pdf',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const source = { kind: 'pdf_upload', upload_id: sent.json().data.upload_id };
    const response = await planOf(t, author, { source, slides: false, quizzes: false });
    expect(response.statusCode, response.body).toBe(200);
    const proposed: CoursePlan = response.json().data;
    expect(proposed).toMatchObject({ unit: 'part', rights: 'copy', outline_from: 'headings' });
    expect(proposed.chapters.map((c) => c.title)).toEqual(CHAPTERS);
    const started = await startBuild(t, author, requestOf(proposed));
    const done = await finished(t, author, started.json().data.id);
    expect(done.status).toBe('done');
    const contents = await contentsOf(done.course_id as number);
    expect(contents.map((c) => c.type)).toEqual(Array.from({ length: 8 }, () => 'text'));
    expect(contents[1]?.bodyHtml).toContain('<p>');
  });
});

describe('the demo ebook', () => {
  it('becomes a whole course: the seed makes its books this way (two pages a chapter, bookmarks)', async () => {
    const parts = ['Menemukan Menu Andalan', 'Menghitung Modal', 'Perizinan PIRT', 'Pemasaran Digital'];
    const pdf = await makePdf({
      pages: parts.length * 2 + 1,
      title: 'Usaha Kuliner Rumahan',
      outline: parts.map((title, i) => ({ title: `Bab ${i + 1}. ${title}`, page: i * 2 + 2, items: [] })),
    });
    const book = await ebookWith(t, author, pdf, parts.length * 2 + 1, 'Usaha Kuliner Rumahan');
    const proposed = await plan(author, book.id);
    expect(proposed.chapters.map((c) => c.title)).toEqual(parts.map((title, i) => `Bab ${i + 1}. ${title}`));
    const started = await startBuild(t, author, requestOf(proposed));
    const done = await finished(t, author, started.json().data.id);
    expect(done.failed, JSON.stringify(done.steps.filter((s) => s.error))).toBe(0);
    expect(done.steps.filter((s) => s.kind === 'quiz' || s.kind === 'final_quiz')).toHaveLength(5);
  });
});

describe('who may use it', () => {
  it('asks for a trainer on a plan with the assistant, and shows a build only to its owner', async () => {
    const body = { source: { kind: 'ebook', product_id: 1 } };
    const anonymous = await api(t.app, { method: 'POST', url: '/api/v2/assistant/course-plans', body });
    expect(anonymous.statusCode).toBe(401);
    const member = await createUser(t.app, t.ctx);
    expect((await planOf(t, member, body)).statusCode).toBe(403);
    const unsubscribed = await createPublisher(t.app, t.ctx);
    const refused = await planOf(t, unsubscribed, body);
    expect(refused.statusCode).toBe(403);
    expect((await startBuild(t, unsubscribed, {})).statusCode).toBe(403);

    const book = await ebookWith(t, author, bookmarked, 13);
    const proposed = await plan(author, book.id);
    const started = await startBuild(t, author, {
      ...requestOf(proposed),
      chapters: proposed.chapters.slice(0, 1).map((c) => ({ ...c, slides: false, quiz: false })),
      final_quiz: { enabled: false, question_count: 5 },
    });
    const id = started.json().data.id;
    await finished(t, author, id);
    const foreign = await buildOf(t, buyer, id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('COURSE_BUILD_NOT_FOUND');
    expect((await buildOf(t, unsubscribed, id)).statusCode).toBe(403);
  });
});
