import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deckRenditions, lmsContents } from '#db/schema.ts';
import { makePdf, makePptx } from '#platform/media/fixtures.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { createUser, type TestUser } from '#test/factories.ts';
import { pdfPageCount } from '#test/pdf-pages.ts';
import { signStream } from './stream-links.ts';
import { createLmsCast, type LmsCast } from './test-kit.ts';

/**
 * Slides contents uploaded as PowerPoint: the server draws them as a PDF (LibreOffice, installed here), and
 * learners read that PDF through the course's signed stream links, under the same enrolment check.
 */

const SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

type Opened = {
  stream_url: string | null;
  rendition: { status: string; url: string | null; page_count: number | null } | null;
  content: { page_count: number | null; progress: { completed: boolean } };
};

let t: TestApp;
let c: LmsCast;

beforeAll(async () => {
  t = await buildTestApp();
  c = await createLmsCast(t);
});
afterAll(() => t.app.close());

const open = async (user: TestUser, contentId: number): Promise<Opened> => {
  const response = await c.call('GET', `/lms/contents/${contentId}`, user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

/** A published public course with one slides content holding `deck`, and a learner in it. */
async function slidesCourse(deck: Buffer, filename: string) {
  const course = await c.createCourse(c.trainer);
  const slides = await c.addContent(c.trainer, course.id, { type: 'slides', title: 'Slide materi' });
  const uploaded = await c.uploadFile(c.trainer, slides.id, deck, filename);
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  await c.publish(c.trainer, course.id);
  const learner = await createUser(t.app, t.ctx);
  await c.enrol(learner, course.id);
  return { course, slides, learner };
}

describe('PowerPoint slides contents', () => {
  it('are drawn as a PDF the learner reads by signed link; every drawn slide shown completes them', async () => {
    // Four slides, the third hidden in the slide show: LibreOffice draws three.
    const { course, slides, learner } = await slidesCourse(
      await makePptx({ slides: 4, hidden: [3] }),
      'materi.pptx',
    );
    const before = await open(learner, slides.id);
    expect(before.rendition).toEqual({ status: 'pending', url: null, page_count: null });
    expect(before.content.page_count).toBe(4);
    expect(before.stream_url).toMatch(/^\/api\/v2\/public\/lms\/stream\//);

    await t.ctx.jobs.runDue();
    const opened = await open(learner, slides.id);
    expect(opened.rendition).toMatchObject({ status: 'ready', page_count: 3 });
    const pdf = await t.app.inject({ method: 'GET', url: opened.rendition?.url as string });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(await pdfPageCount(pdf.rawPayload)).toBe(3);
    const part = await t.app.inject({
      method: 'GET',
      url: opened.rendition?.url as string,
      headers: { range: 'bytes=0-9' },
    });
    expect(part.statusCode).toBe(206);
    // The deck as uploaded still goes out by its own address (the text view and downloads read it).
    const original = await t.app.inject({ method: 'GET', url: opened.stream_url as string });
    expect(original.headers['content-type']).toMatch(/presentationml/);

    // Every slide shown completes it, though the deck holds a fourth, hidden one that is never drawn.
    expect((await c.readPages(learner, slides.id, [2, 3])).completed).toBe(false);
    expect((await c.saveProgress(learner, slides.id, 4)).json().code).toBe('LMS_PAGE_OUT_OF_RANGE');
    expect((await c.saveProgress(learner, slides.id, 1)).json().data).toMatchObject({
      percentage: 100,
      completed: true,
    });

    // The trainer previews it; a member outside the course gets neither the content nor the PDF.
    expect((await open(c.trainer, slides.id)).rendition?.status).toBe('ready');
    const outsider = await c.call('GET', `/lms/contents/${slides.id}`, c.member);
    expect(outsider.statusCode).toBe(403);
    const forOutsider = signStream(SECRET, {
      userId: c.member.id,
      contentId: slides.id,
      preview: false,
      expiresAt: Math.floor(t.clock.now().getTime() / 1000) + 600,
      rendition: true,
    });
    const refused = await t.app.inject({ method: 'GET', url: `/api/v2/public/lms/stream/${forOutsider}` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'LMS_NOT_ENROLLED' });

    // A learner the trainer removes loses the PDF at once, as the deck.
    await c.call('PUT', `/publisher/lms/courses/${course.id}/participants/${learner.id}/remove`, c.trainer);
    const removed = await t.app.inject({ method: 'GET', url: opened.rendition?.url as string });
    expect(removed.json()).toMatchObject({ code: 'LMS_NOT_ENROLLED' });
  }, 60_000);

  it('get a fresh rendition when the trainer uploads another deck, and lose it with the content', async () => {
    const { slides, learner } = await slidesCourse(await makePptx({ slides: 2 }), 'lama.pptx');
    /** The rendition of whatever deck the content holds now. */
    const renditionNow = async () => {
      const [row] = await t.ctx.db
        .select({ rendition: deckRenditions })
        .from(lmsContents)
        .innerJoin(deckRenditions, eq(deckRenditions.sourceKey, lmsContents.storageKey))
        .where(eq(lmsContents.id, slides.id));
      return row?.rendition;
    };
    await t.ctx.jobs.runDue();
    const first = await renditionNow();
    expect(first).toMatchObject({ status: 'ready', pageCount: 2 });

    const replaced = await c.uploadFile(c.trainer, slides.id, await makePptx({ slides: 3 }), 'baru.pptx');
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect((await open(learner, slides.id)).rendition?.status).toBe('pending');
    expect(await t.ctx.storage.exists(first?.pdfKey as string)).toBe(false);
    expect(
      await t.ctx.db
        .select()
        .from(deckRenditions)
        .where(eq(deckRenditions.id, first?.id as number)),
    ).toEqual([]);
    await t.ctx.jobs.runDue();
    const second = await renditionNow();
    expect(second).toMatchObject({ status: 'ready', pageCount: 3 });

    expect((await c.call('DELETE', `/publisher/lms/contents/${slides.id}`, c.trainer)).statusCode).toBe(200);
    expect(
      await t.ctx.db
        .select()
        .from(deckRenditions)
        .where(eq(deckRenditions.id, second?.id as number)),
    ).toEqual([]);
    expect(await t.ctx.storage.exists(second?.pdfKey as string)).toBe(false);
  }, 60_000);

  it('need none when they are a PDF already: the PDF is drawn as it is', async () => {
    const { slides, learner } = await slidesCourse(await makePdf({ pages: 2 }), 'slide.pdf');
    const opened = await open(learner, slides.id);
    expect(opened.rendition).toBeNull();
    expect(opened.stream_url).not.toBeNull();
    // A rendition address for a content without one is not found.
    const token = signStream(SECRET, {
      userId: learner.id,
      contentId: slides.id,
      preview: false,
      expiresAt: Math.floor(t.clock.now().getTime() / 1000) + 600,
      rendition: true,
    });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v2/public/lms/stream/${token}` })).statusCode,
    ).toBe(404);
  });
});
