import { expect } from 'vitest';
import { makePdf } from '../../platform/media/fixtures.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import {
  api,
  createAdmin,
  createPublisher,
  createUser,
  login,
  type TestUser,
  upload,
} from '../../test/factories.ts';
import { grantPlan } from '../subscriptions/index.ts';

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

  /** A learner's progress save on a content (where they are, how far they got). */
  const saveProgress = (user: TestUser, contentId: number, position: number, percentage: number) =>
    call('PUT', `/lms/contents/${contentId}/progress`, user, { position, percentage });

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
    publish,
    publicCourse,
    enrol,
    saveProgress,
  };
}
