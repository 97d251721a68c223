import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { createUser, type TestUser } from '#test/factories.ts';
import { createLmsCast, type LmsCast } from './test-kit.ts';

/** Studying: locks, saved progress, completion rules, certificates, feedback, the home and the dashboard. */

let t: TestApp;
let c: LmsCast;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await buildTestApp();
  c = await createLmsCast(t);
});
afterAll(() => t.app.close());

const contentsOf = async (user: TestUser, courseId: number) => {
  const response = await c.call('GET', `/lms/courses/${courseId}/contents`, user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    id: number;
    lock: null | { reason: string; opens_at: string | null };
    body_html: string;
    progress: { completed: boolean; position: number; percentage: number };
  }[];
};

describe('locks', () => {
  it('keeps a sequential course in order, and says which content to finish first', async () => {
    const course = await c.publicCourse({ sequential: true });
    const learner = await createUser(t.app, t.ctx);
    await c.enrol(learner, course.id);
    const [first, second] = course.contents;
    let contents = await contentsOf(learner, course.id);
    expect(contents[0]?.lock).toBeNull();
    expect(contents[1]?.lock).toEqual({ reason: 'sequential', opens_at: null, after_content_id: first.id });
    expect(contents[1]?.body_html).toBe('');
    const locked = await c.call('GET', `/lms/contents/${second.id}`, learner);
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({ code: 'LMS_CONTENT_LOCKED', details: { reason: 'sequential' } });
    expect((await c.saveProgress(learner, second.id, 0, true)).json().code).toBe('LMS_CONTENT_LOCKED');
    expect((await c.study(learner, first.id)).completed).toBe(true);
    contents = await contentsOf(learner, course.id);
    expect(contents[1]?.lock).toBeNull();
    expect((await c.call('GET', `/lms/contents/${second.id}`, learner)).statusCode).toBe(200);
    // The trainer previews everything, locks or not.
    expect((await c.call('GET', `/lms/contents/${second.id}`, c.trainer)).json().data.preview).toBe(true);
  });

  it('refuses a progress save exactly where the course list shows a lock, naming the same content', async () => {
    const course = await c.publicCourse({ sequential: true });
    const third = await c.addContent(c.trainer, course.id, {
      type: 'text',
      title: 'Ketiga',
      body: '<p>c</p>',
    });
    const learner = await createUser(t.app, t.ctx);
    await c.enrol(learner, course.id);
    const [first] = course.contents;
    await c.study(learner, first.id);
    const contents = await contentsOf(learner, course.id);
    expect(contents.map((one) => one.lock === null)).toEqual([true, true, false]);
    for (const content of [...contents].reverse()) {
      const saved = await c.saveProgress(learner, content.id, 0, true);
      if (content.lock === null) expect(saved.statusCode).toBe(200);
      else expect(saved.json().details).toEqual({ ...content.lock, course_id: course.id });
    }
    expect(contents[2]?.id).toBe(third.id);
  });

  it('opens a drip content N days after enrolment, by the app clock', async () => {
    const course = await c.createCourse(c.trainer);
    await c.addContent(c.trainer, course.id, { type: 'text', title: 'Hari 1', body: '<p>a</p>' });
    const later = await c.addContent(c.trainer, course.id, {
      type: 'text',
      title: 'Hari 3',
      body: '<p>b</p>',
      drip_days: 2,
    });
    await c.publish(c.trainer, course.id);
    const learner = await createUser(t.app, t.ctx);
    const enrolledAt = t.ctx.now().getTime();
    await c.enrol(learner, course.id);
    const locked = await c.call('GET', `/lms/contents/${later.id}`, learner);
    expect(locked.json().details).toEqual({
      reason: 'drip',
      opens_at: new Date(enrolledAt + 2 * DAY).toISOString(),
      after_content_id: null,
      course_id: course.id,
    });
    await c.moveClock(2 * DAY - 60_000, learner);
    expect((await c.call('GET', `/lms/contents/${later.id}`, learner)).statusCode).toBe(403);
    await c.moveClock(60_000, learner);
    expect((await c.call('GET', `/lms/contents/${later.id}`, learner)).statusCode).toBe(200);
  });
});

describe('progress and completion', () => {
  it('resumes where the learner stopped, counts each page shown once, and completes a PDF at 90 % of its pages', async () => {
    const course = await c.createCourse(c.trainer);
    const pdf = await c.addPdf(c.trainer, course.id, 5);
    await c.publish(c.trainer, course.id);
    const learner = await createUser(t.app, t.ctx);
    await c.enrol(learner, course.id);
    expect((await c.saveProgress(learner, pdf.id, 3)).json().data).toMatchObject({
      position: 3,
      percentage: 20,
      completed: false,
    });
    expect((await c.saveProgress(learner, pdf.id, 2)).json().data).toMatchObject({
      position: 2,
      percentage: 40,
      completed: false,
    });
    expect((await c.saveProgress(learner, pdf.id, 3)).json().data.percentage).toBe(40);
    // A page the document does not have is refused and changes nothing.
    for (const page of [0, 6, 2.5, 1_000_000]) {
      const refused = await c.saveProgress(learner, pdf.id, page);
      expect(refused.statusCode, String(page)).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'LMS_PAGE_OUT_OF_RANGE', details: { page_count: 5 } });
    }
    // Another device reads the same position.
    const other = await c.call('GET', `/lms/contents/${pdf.id}`, learner);
    expect(other.json().data.content.progress).toMatchObject({ position: 3, percentage: 40 });
    const file = await c.call('GET', `/lms/contents/${pdf.id}/file`, learner);
    expect(file.headers['content-type']).toBe('application/pdf');
    // Players fetch by the signed address, without the bearer header; a removal ends it at once.
    const streamUrl = other.json().data.stream_url as string;
    const part = await t.app.inject({ method: 'GET', url: streamUrl, headers: { range: 'bytes=0-9' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.toString('latin1')).toMatch(/^%PDF/);
    const tampered = await t.app.inject({ method: 'GET', url: `${streamUrl.slice(0, -3)}AAA` });
    expect(tampered.json().code).toBe('LINK_INVALID');
    // The last page alone does not finish it: four pages of five are 80 %, all five complete it.
    expect((await c.readPages(learner, pdf.id, [5, 4])).completed).toBe(false);
    expect((await c.saveProgress(learner, pdf.id, 1)).json().data).toMatchObject({
      percentage: 100,
      completed: true,
    });
    expect((await c.saveProgress(learner, pdf.id, 2)).json().data.completed).toBe(true);
    await c.call('PUT', `/publisher/lms/courses/${course.id}/participants/${learner.id}/remove`, c.trainer);
    expect((await t.app.inject({ method: 'GET', url: streamUrl })).json().code).toBe('LMS_NOT_ENROLLED');
  });

  it('refuses progress from outsiders and bad values', async () => {
    const course = await c.publicCourse();
    const [first] = course.contents;
    expect((await c.saveProgress(c.member, first.id, 0, true)).json().code).toBe('LMS_NOT_ENROLLED');
    expect(
      (await c.call('PUT', `/lms/contents/${first.id}/progress`, undefined, { position: 0, active: true }))
        .statusCode,
    ).toBe(401);
    const learner = await createUser(t.app, t.ctx);
    await c.enrol(learner, course.id);
    for (const body of [
      { position: -1 },
      { position: 1_000_001 },
      { position: 0, percentage: 100 },
      { active: true },
      { position: 0, active: 'yes' },
    ]) {
      const response = await c.call('PUT', `/lms/contents/${first.id}/progress`, learner, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await c.saveProgress(learner, 999_999, 0)).statusCode).toBe(404);
  });

  it('answers saves that arrive together each on its own: written, locked, outside, unknown, twice at once', async () => {
    const course = await c.createCourse(c.trainer, { sequential: true });
    const first = await c.addPdf(c.trainer, course.id, 10);
    const second = await c.addContent(c.trainer, course.id, { type: 'text', title: 'Dua', body: '<p>b</p>' });
    await c.publish(c.trainer, course.id);
    const [ana, budi] = [await createUser(t.app, t.ctx), await createUser(t.app, t.ctx)];
    await c.enrol(ana, course.id);
    await c.enrol(budi, course.id);
    await c.readPages(budi, first.id, [1, 2, 3, 4, 5, 6, 7, 8]);
    const [anaFirst, anaAgain, budiFirst, budiLocked, outsider, unknown, outOfRange] = await Promise.all([
      c.saveProgress(ana, first.id, 3),
      c.saveProgress(ana, first.id, 5),
      c.saveProgress(budi, first.id, 9),
      c.saveProgress(budi, second.id, 0, true),
      c.saveProgress(c.member, first.id, 1),
      c.saveProgress(ana, 999_999, 0),
      c.saveProgress(ana, first.id, 11),
    ]);
    expect([anaFirst, anaAgain, budiFirst].map((one) => one.statusCode)).toEqual([200, 200, 200]);
    expect(budiFirst.json().data).toMatchObject({ position: 9, percentage: 90, completed: true });
    expect(outOfRange.json().code).toBe('LMS_PAGE_OUT_OF_RANGE');
    // Budi's second content was locked when his save of the first one was read, even in the same moment.
    expect(budiLocked.json()).toMatchObject({
      code: 'LMS_CONTENT_LOCKED',
      details: { reason: 'sequential', after_content_id: first.id, course_id: course.id },
    });
    expect(outsider.json().code).toBe('LMS_NOT_ENROLLED');
    expect(unknown.statusCode).toBe(404);
    // Ana's two saves are both kept in the order they came: the later position, both pages counted.
    expect(anaAgain.json().data).toMatchObject({ position: 5, percentage: 20 });
    const anas = await contentsOf(ana, course.id);
    expect(anas[0]?.progress).toMatchObject({ position: 5, percentage: 20, completed: false });
    expect(anas[1]?.lock?.reason).toBe('sequential');
    const budis = await contentsOf(budi, course.id);
    expect(budis[1]?.lock).toBeNull();
  });
});

describe('certificates and feedback', () => {
  it('issues a certificate when every content is complete, as a PDF and on the public page', async () => {
    const course = await c.publicCourse();
    const learner = await createUser(t.app, t.ctx, { firstName: 'Sari' });
    await c.enrol(learner, course.id);
    const early = await c.call('GET', `/lms/courses/${course.id}/certificate`, learner);
    expect(early.json().code).toBe('LMS_CERTIFICATE_NOT_READY');
    for (const content of course.contents) await c.study(learner, content.id);
    const detail = (await c.call('GET', `/lms/courses/${course.id}`, learner)).json().data;
    expect(detail.enrolment).toMatchObject({ status: 'completed', percentage: 100 });
    const code = detail.certificate_code as string;
    expect(code).toMatch(/^LMS-[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    const pdf = await c.call('GET', `/lms/courses/${course.id}/certificate`, learner);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const document = await PDFDocument.load(pdf.rawPayload);
    expect(document.getPageCount()).toBe(1);
    expect(document.getSubject()).toContain(code);
    const check = await c.call('GET', `/public/lms/certificates/${code}`);
    expect(check.json().data).toMatchObject({ code, learner_name: 'Sari Uji', course_title: course.title });
    expect((await c.call('GET', '/public/lms/certificates/LMS-AAAAA-AAAAA')).statusCode).toBe(404);
    const home = (await c.call('GET', '/lms/me', learner)).json().data;
    expect(home.certificates.map((one: { code: string }) => one.code)).toEqual([code]);
    // Others cannot download it.
    expect((await c.call('GET', `/lms/courses/${course.id}/certificate`, c.member)).json().code).toBe(
      'LMS_NOT_ENROLLED',
    );
  }, 60_000);

  it('takes a rating from enrolled learners only, shown to the trainer', async () => {
    const course = await c.publicCourse();
    const learner = await createUser(t.app, t.ctx, { firstName: 'Dewi' });
    expect(
      (await c.call('POST', `/lms/courses/${course.id}/feedback`, learner, { rating: 5 })).json().code,
    ).toBe('LMS_NOT_ENROLLED');
    await c.enrol(learner, course.id);
    for (const rating of [0, 6, 2.5]) {
      expect(
        (await c.call('POST', `/lms/courses/${course.id}/feedback`, learner, { rating })).statusCode,
      ).toBe(400);
    }
    expect(
      (await c.call('POST', `/lms/courses/${course.id}/feedback`, learner, { rating: 3, text: 'Cukup' }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await c.call('POST', `/lms/courses/${course.id}/feedback`, learner, {
          rating: 5,
          text: 'Bagus sekali',
        })
      ).statusCode,
    ).toBe(200);
    const seen = await c.call('GET', `/publisher/lms/courses/${course.id}/feedback`, c.trainer);
    expect(seen.json().data).toEqual([
      expect.objectContaining({ rating: 5, text: 'Bagus sekali', name: 'Dewi Uji' }),
    ]);
  });
});

describe('home and dashboard', () => {
  it('sends the learner back where they stopped, and shows the trainer where learners stop', async () => {
    const course = await c.publicCourse();
    const learner = await createUser(t.app, t.ctx);
    await c.enrol(learner, course.id);
    await c.study(learner, course.contents[0].id);
    const home = (await c.call('GET', '/lms/me', learner)).json().data;
    expect(home.continue).toMatchObject({ course_id: course.id, content_id: course.contents[1].id });
    const dashboard = (await c.call('GET', '/publisher/lms/dashboard', c.trainer)).json().data;
    expect(dashboard.learners).toBeGreaterThan(0);
    expect(dashboard.enrolments_by_day).toHaveLength(30);
    expect(dashboard.drop_off).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ course_id: course.id, content_id: course.contents[1].id, learners: 1 }),
      ]),
    );
  });

  it('lists published public courses for browsing, never invite-only ones', async () => {
    const open = await c.publicCourse({ title: 'Kursus Terbuka Unik' });
    const closed = await c.publicCourse({ title: 'Kursus Tertutup Unik', access_mode: 'invite' });
    const list = (await c.call('GET', '/lms/courses?q=Unik', c.member)).json().data;
    const ids = list.items.map((one: { id: number }) => one.id);
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(closed.id);
  });
});
