import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { createSaleProduct } from '#test/commerce-factories.ts';
import { api, createUser, lastMailTo, type TestUser } from '#test/factories.ts';
import { lmsCourses, lmsEnrolments } from './tables.ts';
import { createLmsCast, type LmsCast } from './test-kit.ts';

/** Courses that ask for the trainer's approval: requests wait as pending until the trainer decides. */

let t: TestApp;
let c: LmsCast;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await buildTestApp();
  c = await createLmsCast(t);
});
afterAll(() => t.app.close());

const decide = (courseId: number, decision: 'approve' | 'decline', body: unknown, user = c.trainer) =>
  c.call('POST', `/publisher/lms/courses/${courseId}/participants/${decision}`, user, body);

/** The enrolment as stored, read directly so no route could have shaped it. */
async function stored(courseId: number, userId: number) {
  const [row] = await t.ctx.db
    .select({ status: lmsEnrolments.status, enrolledAt: lmsEnrolments.enrolledAt })
    .from(lmsEnrolments)
    .where(and(eq(lmsEnrolments.courseId, courseId), eq(lmsEnrolments.userId, userId)));
  return row;
}

async function ask(user: TestUser, courseId: number) {
  const response = await c.call('POST', `/lms/courses/${courseId}/enroll`, user);
  expect(response.statusCode, response.body).toBe(201);
  expect(response.json().data.status).toBe('pending');
  return response;
}

const invite = async (courseId: number, body: Record<string, unknown> = {}) => {
  const response = await c.call('POST', `/publisher/lms/courses/${courseId}/invites`, c.trainer, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; token: string };
};
const usesOf = async (courseId: number) =>
  (await c.call('GET', `/publisher/lms/courses/${courseId}/invites`, c.trainer)).json().data[0].uses;

describe('the course setting', () => {
  it('is off by default, on for public and invite courses, and refused with a paid course', async () => {
    const plain = await c.createCourse(c.trainer);
    expect((await c.call('GET', `/publisher/lms/courses/${plain.id}`, c.trainer)).json().data).toMatchObject({
      requires_approval: false,
    });
    const open = await c.createCourse(c.trainer, { requires_approval: true });
    const closed = await c.createCourse(c.trainer, { access_mode: 'invite', requires_approval: true });
    for (const course of [open, closed]) expect(course).toMatchObject({ requires_approval: true });

    const product = await createSaleProduct(t.ctx, { sellerId: c.trainer.id, format: 'CRS' });
    const paid = { access_mode: 'paid', product_id: product.id, requires_approval: true };
    const created = await c.call('POST', '/publisher/lms/courses', c.trainer, {
      title: 'Kursus Bayar',
      ...paid,
    });
    expect(created.statusCode).toBe(422);
    expect(created.json()).toMatchObject({ success: false, code: 'LMS_APPROVAL_NOT_FOR_PAID' });
    expect(created.json().error).toContain('Kursus berbayar');

    // Making an approval course paid without turning approval off is refused, and changes nothing.
    const switched = await c.call('PUT', `/publisher/lms/courses/${open.id}`, c.trainer, {
      access_mode: 'paid',
      product_id: product.id,
    });
    expect(switched.json().code).toBe('LMS_APPROVAL_NOT_FOR_PAID');
    const [row] = await t.ctx.db.select().from(lmsCourses).where(eq(lmsCourses.id, open.id));
    expect(row).toMatchObject({ accessMode: 'public', requiresApproval: true, productId: null });
    const both = await c.call('PUT', `/publisher/lms/courses/${open.id}`, c.trainer, {
      access_mode: 'paid',
      product_id: product.id,
      requires_approval: false,
    });
    expect(both.statusCode, both.body).toBe(200);
    const onPaid = await c.call('PUT', `/publisher/lms/courses/${open.id}`, c.trainer, {
      requires_approval: true,
    });
    expect(onPaid.statusCode).toBe(422);
    // English callers read English.
    const english = await api(t.app, {
      method: 'PUT',
      url: `/api/v2/publisher/lms/courses/${open.id}`,
      token: c.trainer.token,
      body: { requires_approval: true },
      headers: { 'accept-language': 'en' },
    });
    expect(english.json().error).toBe(
      'A paid course cannot ask for approval: buyers are enrolled when they pay.',
    );
    const typed = await c.call('PUT', `/publisher/lms/courses/${closed.id}`, c.trainer, {
      requires_approval: 'ya',
    });
    expect(typed.statusCode).toBe(400);
  });
});

describe('asking to join', () => {
  it('keeps a learner waiting: no contents, a 409 on asking again, and not counted as a learner', async () => {
    const course = await c.publicCourse({ requires_approval: true });
    const learner = await createUser(t.app, t.ctx);
    const asked = await ask(learner, course.id);
    expect(asked.json().message).toContain('Permintaan bergabung terkirim');
    const again = await c.call('POST', `/lms/courses/${course.id}/enroll`, learner);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('LMS_ALREADY_REQUESTED');

    const detail = (await c.call('GET', `/lms/courses/${course.id}`, learner)).json().data;
    expect(detail).toMatchObject({
      enrolment: { status: 'pending' },
      can_enrol: false,
      needs: null,
      course: { requires_approval: true, learner_count: 0 },
    });
    for (const url of [
      `/lms/courses/${course.id}/contents`,
      `/lms/contents/${course.contents[0].id}`,
      `/lms/contents/${course.contents[0].id}/file`,
    ]) {
      const refused = await c.call('GET', url, learner);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().code, url).toBe('LMS_AWAITING_APPROVAL');
    }
    const saved = await c.saveProgress(learner, course.contents[0].id, 0, true);
    expect(saved.json().code).toBe('LMS_AWAITING_APPROVAL');
    const rated = await c.call('POST', `/lms/courses/${course.id}/feedback`, learner, { rating: 5 });
    expect(rated.json().code).toBe('LMS_AWAITING_APPROVAL');
    const english = await api(t.app, {
      method: 'GET',
      url: `/api/v2/lms/courses/${course.id}/contents`,
      token: learner.token,
      headers: { 'accept-language': 'en' },
    });
    expect(english.json().error).toBe("Your request to join is waiting for the trainer's approval.");

    // The home lists the course with its waiting enrolment; the trainer sees the request.
    const home = (await c.call('GET', '/lms/me', learner)).json().data;
    expect(home.courses).toEqual([
      expect.objectContaining({ id: course.id, enrolment: expect.objectContaining({ status: 'pending' }) }),
    ]);
    const waiting = await c.call(
      'GET',
      `/publisher/lms/courses/${course.id}/participants?status=pending`,
      c.trainer,
    );
    expect(waiting.json().data).toEqual([
      expect.objectContaining({
        user_id: learner.id,
        email: learner.email,
        status: 'pending',
        source: 'public',
      }),
    ]);
    const dashboard = (await c.call('GET', '/publisher/lms/dashboard', c.trainer)).json().data;
    expect(dashboard.pending_by_course).toEqual(
      expect.arrayContaining([{ course_id: course.id, title: course.title, count: 1 }]),
    );
    expect(dashboard.pending_requests).toBe(
      dashboard.pending_by_course.reduce((sum: number, row: { count: number }) => sum + row.count, 0),
    );
  });

  it('approves many at once: they study, each gets a mail in their language, drip counts from approval', async () => {
    const course = await c.createCourse(c.trainer, { requires_approval: true });
    const first = await c.addContent(c.trainer, course.id, {
      type: 'text',
      title: 'Mulai',
      body: '<p>a</p>',
    });
    const later = await c.addContent(c.trainer, course.id, {
      type: 'text',
      title: 'Hari kedua',
      body: '<p>b</p>',
      drip_days: 1,
    });
    await c.publish(c.trainer, course.id);
    const ana = await createUser(t.app, t.ctx, { firstName: 'Ana' });
    const ben = await createUser(t.app, t.ctx, { firstName: 'Ben' });
    const profile = await c.call('PUT', '/profile', ben, { language: 'en' });
    expect(profile.statusCode, profile.body).toBe(200);
    await ask(ana, course.id);
    await ask(ben, course.id);

    // Two days pass before the trainer approves: the drip day counts from the approval, not the request.
    await c.moveClock(2 * DAY, ana, ben);
    const approvedAt = t.ctx.now().getTime();
    const approved = await decide(course.id, 'approve', { user_ids: [ana.id, ben.id, ana.id] });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toEqual({ user_ids: [ana.id, ben.id], status: 'active' });
    expect(await stored(course.id, ana.id)).toEqual({ status: 'active', enrolledAt: new Date(approvedAt) });

    expect((await c.call('GET', `/lms/contents/${first.id}`, ana)).statusCode).toBe(200);
    const locked = await c.call('GET', `/lms/contents/${later.id}`, ana);
    expect(locked.json().details).toMatchObject({
      reason: 'drip',
      opens_at: new Date(approvedAt + DAY).toISOString(),
    });
    await c.moveClock(DAY, ana, ben);
    expect((await c.call('GET', `/lms/contents/${later.id}`, ana)).statusCode).toBe(200);

    const toAna = await lastMailTo(t.app, ana.email);
    expect(toAna.subject).toBe(`Permintaan disetujui: ${course.title}`);
    expect(toAna.text).toContain(`http://pustaka.test/lms/courses/${course.id}`);
    const toBen = await lastMailTo(t.app, ben.email);
    expect(toBen.subject).toBe(`You're in: ${course.title}`);
    expect((await c.call('GET', `/lms/courses/${course.id}`, ana)).json().data.course.learner_count).toBe(2);

    // Approving again is a conflict on someone no longer waiting.
    const twice = await decide(course.id, 'approve', { user_ids: [ana.id] });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'LMS_PARTICIPANT_NOT_PENDING',
      details: { user_ids: [ana.id] },
    });
  });

  it('declines: the learner is removed, told by mail, and cannot ask again', async () => {
    const course = await c.publicCourse({ requires_approval: true });
    const learner = await createUser(t.app, t.ctx);
    await ask(learner, course.id);
    const declined = await decide(course.id, 'decline', { user_ids: [learner.id] });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data).toEqual({ user_ids: [learner.id], status: 'removed' });
    expect((await stored(course.id, learner.id))?.status).toBe('removed');
    expect((await lastMailTo(t.app, learner.email)).subject).toBe(
      `Permintaan bergabung ke "${course.title}" tidak disetujui`,
    );
    expect((await c.call('GET', `/lms/courses/${course.id}/contents`, learner)).json().code).toBe(
      'LMS_NOT_ENROLLED',
    );
    expect((await c.call('POST', `/lms/courses/${course.id}/enroll`, learner)).statusCode).toBe(403);
    expect((await c.call('GET', `/lms/courses/${course.id}`, learner)).json().data.enrolment.status).toBe(
      'removed',
    );
  });

  it('lets only the course trainer (or an admin) decide', async () => {
    const course = await c.publicCourse({ requires_approval: true });
    const learner = await createUser(t.app, t.ctx);
    await ask(learner, course.id);
    const body = { user_ids: [learner.id] };
    expect((await decide(course.id, 'approve', body, c.otherTrainer)).statusCode).toBe(404);
    expect((await decide(course.id, 'decline', body, c.otherTrainer)).statusCode).toBe(404);
    expect((await decide(course.id, 'approve', body, c.member)).statusCode).toBe(403);
    expect((await decide(course.id, 'approve', body, learner)).statusCode).toBe(403);
    // A publisher without the LMS in their plan.
    expect((await decide(course.id, 'approve', body, c.publisher)).statusCode).toBe(403);
    const guest = await api(t.app, {
      method: 'POST',
      url: `/api/v2/publisher/lms/courses/${course.id}/participants/approve`,
      body,
    });
    expect(guest.statusCode).toBe(401);
    expect((await stored(course.id, learner.id))?.status).toBe('pending');
    const byAdmin = await decide(course.id, 'approve', body, c.admin);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect((await stored(course.id, learner.id))?.status).toBe('active');
  });

  it('refuses a batch with unknown or settled learners whole, and bad bodies', async () => {
    const course = await c.publicCourse({ requires_approval: true });
    const waiting = await createUser(t.app, t.ctx);
    await ask(waiting, course.id);
    const outsider = await createUser(t.app, t.ctx);
    const unknown = await decide(course.id, 'approve', { user_ids: [waiting.id, outsider.id, 2_000_000] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'LMS_PARTICIPANT_NOT_FOUND',
      details: { user_ids: [outsider.id, 2_000_000] },
    });
    expect((await stored(course.id, waiting.id))?.status).toBe('pending');

    // A learner already in (the course took learners before approval was turned on) is not waiting.
    const open = await c.publicCourse();
    const early = await createUser(t.app, t.ctx);
    await c.enrol(early, open.id);
    expect(
      (await c.call('PUT', `/publisher/lms/courses/${open.id}`, c.trainer, { requires_approval: true }))
        .statusCode,
    ).toBe(200);
    const late = await createUser(t.app, t.ctx);
    await ask(late, open.id);
    const settled = await decide(open.id, 'decline', { user_ids: [late.id, early.id] });
    expect(settled.statusCode).toBe(409);
    expect(settled.json()).toMatchObject({
      code: 'LMS_PARTICIPANT_NOT_PENDING',
      details: { user_ids: [early.id] },
    });
    expect(await stored(open.id, early.id)).toMatchObject({ status: 'active' });
    expect(await stored(open.id, late.id)).toMatchObject({ status: 'pending' });

    for (const body of [
      {},
      { user_ids: [] },
      { user_ids: [0] },
      { user_ids: [-3] },
      { user_ids: [1.5] },
      { user_ids: ['1'] },
      { user_ids: [2_147_483_648] },
      { user_ids: Array.from({ length: 101 }, (_, index) => index + 1) },
      { user_ids: [waiting.id], extra: true },
    ]) {
      const response = await decide(course.id, 'approve', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
    expect((await decide(999_999, 'approve', { user_ids: [waiting.id] })).statusCode).toBe(404);
    expect((await stored(course.id, waiting.id))?.status).toBe('pending');
    // Restoring someone who waits is not a way around the approval.
    await c.call('PUT', `/publisher/lms/courses/${course.id}/participants/${waiting.id}/restore`, c.trainer);
    expect((await stored(course.id, waiting.id))?.status).toBe('pending');
  });

  it('decides a request once when approve and decline race', async () => {
    const course = await c.publicCourse({ requires_approval: true });
    const learner = await createUser(t.app, t.ctx);
    await ask(learner, course.id);
    const results = await Promise.all([
      decide(course.id, 'approve', { user_ids: [learner.id] }),
      decide(course.id, 'decline', { user_ids: [learner.id] }),
    ]);
    const codes = results.map((one) => one.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const winner = results.find((one) => one.statusCode === 200)?.json().data.status;
    expect((await stored(course.id, learner.id))?.status).toBe(winner);
  });

  it('turning approval off lets newcomers straight in and leaves the waiting ones to the trainer', async () => {
    const course = await c.publicCourse({ requires_approval: true });
    const waiting = await createUser(t.app, t.ctx);
    await ask(waiting, course.id);
    await c.call('PUT', `/publisher/lms/courses/${course.id}`, c.trainer, { requires_approval: false });
    const newcomer = await createUser(t.app, t.ctx);
    const joined = await c.call('POST', `/lms/courses/${course.id}/enroll`, newcomer);
    expect(joined.json()).toMatchObject({
      data: { status: 'active' },
      message: 'Anda terdaftar di kursus ini. Selamat belajar!',
    });
    expect((await stored(course.id, waiting.id))?.status).toBe('pending');
  });
});

describe('joining by invite link', () => {
  it('waits for approval; a second try is a 409 that gives the use back', async () => {
    const course = await c.publicCourse({ access_mode: 'invite', requires_approval: true });
    const link = await invite(course.id, { max_uses: 5 });
    const check = await c.call('GET', `/public/lms/join/${course.slug}/validate?invite=${link.token}`);
    expect(check.json().data).toMatchObject({ valid: true, course: { requires_approval: true } });
    const learner = await createUser(t.app, t.ctx);
    const joined = await c.call('POST', `/lms/join/${course.slug}?invite=${link.token}`, learner);
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json().data.status).toBe('pending');
    expect(await usesOf(course.id)).toBe(1);
    const again = await c.call('POST', `/lms/join/${course.slug}?invite=${link.token}`, learner);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('LMS_ALREADY_REQUESTED');
    expect(await usesOf(course.id)).toBe(1);
    // Approved, then joining again is the usual 409, still without taking a use.
    await decide(course.id, 'approve', { user_ids: [learner.id] });
    const inside = await c.call('POST', `/lms/join/${course.slug}?invite=${link.token}`, learner);
    expect(inside.json().code).toBe('LMS_ALREADY_ENROLLED');
    expect(await usesOf(course.id)).toBe(1);
  });

  it('counts each use once when many ask at once, never past max_uses', async () => {
    const course = await c.publicCourse({ access_mode: 'invite', requires_approval: true });
    const link = await invite(course.id, { max_uses: 3 });
    const learners = await Promise.all(Array.from({ length: 7 }, () => createUser(t.app, t.ctx)));
    const results = await Promise.all(
      learners.map((learner) => c.call('POST', `/lms/join/${course.slug}?invite=${link.token}`, learner)),
    );
    expect(results.filter((one) => one.statusCode === 201)).toHaveLength(3);
    for (const refused of results.filter((one) => one.statusCode !== 201)) {
      expect(refused.json().code).toBe('LMS_INVITE_USED_UP');
    }
    expect(await usesOf(course.id)).toBe(3);
    const waiting = await c.call(
      'GET',
      `/publisher/lms/courses/${course.id}/participants?status=pending`,
      c.trainer,
    );
    expect(waiting.json().data).toHaveLength(3);
  });

  it('lets in at once the very person invited by email; anyone else with that link waits', async () => {
    const course = await c.publicCourse({ access_mode: 'invite', requires_approval: true });
    const named = await createUser(t.app, t.ctx);
    const forwarded = await createUser(t.app, t.ctx);
    const sent = await c.call('POST', `/publisher/lms/courses/${course.id}/invites/email`, c.trainer, {
      emails: [named.email.toUpperCase(), 'teman@contoh.id'],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const tokenFor = async (email: string) =>
      /invite=([A-Za-z0-9_-]+)/.exec((await lastMailTo(t.app, email)).text)?.[1] as string;
    const own = await c.call('POST', `/lms/join/${course.slug}?invite=${await tokenFor(named.email)}`, named);
    expect(own.json()).toMatchObject({ data: { status: 'active' } });
    const other = await c.call(
      'POST',
      `/lms/join/${course.slug}?invite=${await tokenFor('teman@contoh.id')}`,
      forwarded,
    );
    expect(other.json()).toMatchObject({ data: { status: 'pending' } });
    expect(other.json().message).toContain('Permintaan bergabung terkirim');
  });
});
