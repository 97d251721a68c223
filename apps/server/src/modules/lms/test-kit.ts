import { expect } from 'vitest';
import { grantPlan } from '#modules/subscriptions/index.ts';
import { makeMp3, makePdf } from '#platform/media/fixtures.ts';
import type { TestApp } from '#test/build-test-app.ts';
import {
  api,
  createAdmin,
  createPublisher,
  createUser,
  login,
  type TestUser,
  upload,
} from '#test/factories.ts';

/** The Pro plan, which includes `lms_access`. */
const PRO_PLAN = 6;

export type LmsCast = Awaited<ReturnType<typeof createLmsCast>>;

/** Everyone the LMS suites need: two trainers on Pro, a publisher without it, learners and an admin. */
export async function createLmsCast(t: TestApp) {
  const trainer = await createPublisher(t.app, t.ctx);
  const otherTrainer = await createPublisher(t.app, t.ctx);
  await grantPlan(t.ctx, t.ctx.db, trainer.id, PRO_PLAN, 365);
  await grantPlan(t.ctx, t.ctx.db, otherTrainer.id, PRO_PLAN, 365);
  const publisher = await createPublisher(t.app, t.ctx);
  const member = await createUser(t.app, t.ctx);
  const learner = await createUser(t.app, t.ctx);
  const unverified = await createUser(t.app, t.ctx, { verified: false });
  const admin = await createAdmin(t.app, t.ctx);

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user?: TestUser, body?: unknown) =>
    api(t.app, { method, url: `/api/v2${url}`, token: user?.token, body });

  async function createCourse(owner: TestUser, body: Record<string, unknown> = {}) {
    const response = await call('POST', '/publisher/lms/courses', owner, { title: 'Kursus Uji', ...body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: number; slug: string; title: string };
  }

  async function addContent(owner: TestUser, courseId: number, body: Record<string, unknown>) {
    const response = await call('POST', `/publisher/lms/courses/${courseId}/contents`, owner, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: number; type: string; page_count: number | null };
  }

  async function uploadFile(owner: TestUser, contentId: number, data: Buffer, filename: string) {
    return upload(t.app, {
      url: `/api/v2/publisher/lms/contents/${contentId}/file`,
      token: owner.token,
      field: 'file',
      filename,
      data,
    });
  }

  async function addPdf(owner: TestUser, courseId: number, pages = 3, extra: Record<string, unknown> = {}) {
    const content = await addContent(owner, courseId, { type: 'pdf', title: 'Modul PDF', ...extra });
    const response = await uploadFile(owner, content.id, await makePdf({ pages }), 'modul.pdf');
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { id: number; page_count: number };
  }

  /** An audio content with a real MP3 of about `seconds` (its duration is read from the file). */
  async function addAudio(
    owner: TestUser,
    courseId: number,
    seconds = 60,
    extra: Record<string, unknown> = {},
  ) {
    const content = await addContent(owner, courseId, { type: 'audio', title: 'Rekaman', ...extra });
    const response = await uploadFile(owner, content.id, await makeMp3({ seconds }), 'rekaman.mp3');
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { id: number; duration_seconds: number };
  }

  async function publish(owner: TestUser, courseId: number) {
    const response = await call('PUT', `/publisher/lms/courses/${courseId}`, owner, { is_published: true });
    expect(response.statusCode, response.body).toBe(200);
  }

  /** A published public course of the trainer with two text contents. */
  async function publicCourse(body: Record<string, unknown> = {}) {
    const course = await createCourse(trainer, body);
    const first = await addContent(trainer, course.id, {
      type: 'text',
      title: 'Pengantar',
      body: '<p>Halo</p>',
    });
    const second = await addContent(trainer, course.id, {
      type: 'text',
      title: 'Penutup',
      body: '<p>Sampai jumpa</p>',
    });
    await publish(trainer, course.id);
    return { ...course, contents: [first, second] as [typeof first, typeof second] };
  }

  async function enrol(user: TestUser, courseId: number) {
    const response = await call('POST', `/lms/courses/${courseId}/enroll`, user);
    expect(response.statusCode, response.body).toBe(201);
  }

  /** A progress save as the viewers send it: where the learner is, and whether it plays or is on screen. */
  const saveProgress = (user: TestUser, contentId: number, position: number, active = false) =>
    call('PUT', `/lms/contents/${contentId}/progress`, user, { position, active });

  /**
   * Plays a media (or keeps a text on screen) for `seconds` from `from`, at normal speed, saving every 10 s
   * as the player does, with the test clock moving between the saves; the last save stops. Answers it.
   */
  async function watch(user: TestUser, contentId: number, seconds: number, from = 0) {
    const end = from + seconds;
    let position = from;
    let last = await saveProgress(user, contentId, position, seconds > 0);
    while (position < end) {
      const step = Math.min(10, end - position);
      t.clock.advance(step * 1000);
      position += step;
      last = await saveProgress(user, contentId, position, position < end);
    }
    expect(last.statusCode, last.body).toBe(200);
    return last.json().data as { position: number; percentage: number; completed: boolean };
  }

  /** Shows the pages of a PDF or deck one after the other, as the reader reports them; answers the last save. */
  async function readPages(user: TestUser, contentId: number, pages: number[]) {
    let last: Awaited<ReturnType<typeof saveProgress>> | undefined;
    for (const page of pages) {
      last = await saveProgress(user, contentId, page);
      expect(last.statusCode, last.body).toBe(200);
    }
    return last?.json().data as { position: number; percentage: number; completed: boolean };
  }

  /** Studies a content through as a learner would: plays it all, shows every page, reads the text in full. */
  async function study(user: TestUser, contentId: number) {
    const opened = await call('GET', `/lms/contents/${contentId}`, user);
    expect(opened.statusCode, opened.body).toBe(200);
    const { content, rendition } = opened.json().data;
    if (content.type === 'video' || content.type === 'audio') {
      return watch(user, contentId, Math.ceil(content.duration_seconds));
    }
    if (content.type === 'pdf' || content.type === 'slides') {
      const pages = rendition?.page_count ?? content.page_count;
      return readPages(
        user,
        contentId,
        Array.from({ length: pages }, (_, index) => index + 1),
      );
    }
    // A text: on screen for its reading time (the position a text reports is not read).
    return watch(user, contentId, content.reading_seconds);
  }

  /** Sessions last a day: after the clock moves past that, everyone logs in again. */
  async function moveClock(ms: number, ...others: TestUser[]) {
    t.clock.advance(ms);
    for (const user of [trainer, otherTrainer, publisher, member, learner, unverified, admin, ...others]) {
      user.token = await login(t.app, user.email, user.password);
    }
  }

  return {
    moveClock,
    trainer,
    otherTrainer,
    publisher,
    member,
    learner,
    unverified,
    admin,
    call,
    createCourse,
    addContent,
    uploadFile,
    addPdf,
    addAudio,
    publish,
    publicCourse,
    enrol,
    saveProgress,
    watch,
    readPages,
    study,
  };
}
