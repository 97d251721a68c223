import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyProviderStatus } from '#modules/orders/index.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { createSaleProduct } from '#test/commerce-factories.ts';
import { createUser, lastMailTo, type TestUser } from '#test/factories.ts';
import { lmsEnrolments } from './tables.ts';
import { createLmsCast, type LmsCast } from './test-kit.ts';

/** Getting into a course: public enrolment, verified email, invites, purchases, and the participants list. */

let t: TestApp;
let c: LmsCast;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await buildTestApp();
  c = await createLmsCast(t);
});
afterAll(() => t.app.close());

const invite = async (courseId: number, body: Record<string, unknown> = {}) => {
  const response = await c.call('POST', `/publisher/lms/courses/${courseId}/invites`, c.trainer, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as {
    token: string;
    url: string;
    max_uses: number | null;
    expires_at: string | null;
  };
};

describe('public courses', () => {
  it('lets a verified member enrol once; a second time is a 409, an unverified one is refused', async () => {
    const course = await c.publicCourse();
    const guest = await c.call('POST', `/lms/courses/${course.id}/enroll`);
    expect(guest.statusCode).toBe(401);
    const first = await c.call('POST', `/lms/courses/${course.id}/enroll`, c.member);
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ status: 'active' });
    const twice = await c.call('POST', `/lms/courses/${course.id}/enroll`, c.member);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('LMS_ALREADY_ENROLLED');
    const unverified = await c.call('POST', `/lms/courses/${course.id}/enroll`, c.unverified);
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().code).toBe('EMAIL_NOT_VERIFIED');
    const detail = await c.call('GET', `/lms/courses/${course.id}`, c.unverified);
    expect(detail.json().data).toMatchObject({ can_enrol: false, needs: 'verified_email', enrolment: null });
  });

  it('hides unpublished courses from learners, not from their trainer', async () => {
    const course = await c.createCourse(c.trainer);
    expect((await c.call('GET', `/lms/courses/${course.id}`, c.member)).statusCode).toBe(404);
    expect((await c.call('POST', `/lms/courses/${course.id}/enroll`, c.member)).statusCode).toBe(404);
    const own = await c.call('GET', `/lms/courses/${course.id}`, c.trainer);
    expect(own.json().data).toMatchObject({ is_trainer: true, needs: 'published' });
  });

  it('shows an unverified learner the course, and the course mail verifies them to enrol', async () => {
    const course = await c.publicCourse({ requires_verified_email: true });
    const user = await createUser(t.app, t.ctx, { verified: false });
    const detail = await c.call('GET', `/lms/courses/${course.id}`, user);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({ can_enrol: false, needs: 'verified_email' });
    const refused = await c.call('POST', `/lms/courses/${course.id}/enroll`, user);
    expect(refused.json().code).toBe('EMAIL_NOT_VERIFIED');
    const sent = await c.call('POST', '/lms/verify-email/send', user, { course_id: course.id });
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = await lastMailTo(t.app, user.email);
    const token = mail.text.match(/\/lms\/verify\?token=([A-Za-z0-9_-]+)/)?.[1];
    expect(token).toBeTruthy();
    const verified = await c.call('GET', `/public/lms/verify?token=${token}`);
    expect(verified.json().data).toEqual({ course_id: course.id });
    const again = await c.call('GET', `/public/lms/verify?token=${token}`);
    expect(again.json().code).toBe('TOKEN_USED');
    expect((await c.call('POST', `/lms/courses/${course.id}/enroll`, user)).statusCode).toBe(201);
    const already = await c.call('POST', '/lms/verify-email/send', user, { course_id: course.id });
    expect(already.json().code).toBe('ALREADY_VERIFIED');
  });
});

describe('invites', () => {
  it('invites by email: a mail with a link of its own, listed as invited until someone joins by it', async () => {
    const course = await c.publicCourse({ access_mode: 'invite' });
    const inside = await createUser(t.app, t.ctx);
    const link = await invite(course.id);
    await c.call('POST', `/lms/join/${course.slug}?invite=${link.token}`, inside);
    const sent = await c.call('POST', `/publisher/lms/courses/${course.id}/invites/email`, c.trainer, {
      emails: ['Siswa.Baru@Contoh.id', 'siswa.baru@contoh.id ', inside.email, 'dua@contoh.id'],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toEqual({
      invited: ['siswa.baru@contoh.id', 'dua@contoh.id'],
      already_in: [inside.email],
    });
    // Another trainer, bad addresses and an empty list change nothing.
    for (const [user, body, code] of [
      [c.otherTrainer, { emails: ['x@contoh.id'] }, 'NOT_FOUND'],
      [c.trainer, { emails: ['bukan-email'] }, 'VALIDATION_ERROR'],
      [c.trainer, { emails: [] }, 'VALIDATION_ERROR'],
    ] as const) {
      expect(
        (await c.call('POST', `/publisher/lms/courses/${course.id}/invites/email`, user, body)).json().code,
      ).toBe(code);
    }
    const invited = await c.call(
      'GET',
      `/publisher/lms/courses/${course.id}/participants?status=invited`,
      c.trainer,
    );
    expect(invited.json().data).toEqual([
      expect.objectContaining({ user_id: null, email: 'siswa.baru@contoh.id', status: 'invited' }),
      expect.objectContaining({ user_id: null, email: 'dua@contoh.id', status: 'invited' }),
    ]);
    const csv = await c.call(
      'GET',
      `/publisher/lms/courses/${course.id}/participants?status=invited&format=csv`,
      c.trainer,
    );
    expect(csv.body).toContain(',dua@contoh.id,invited,invite,');

    // The person signs up (with any address) and joins by the link of the mail: active, no longer invited.
    const mail = await lastMailTo(t.app, 'siswa.baru@contoh.id');
    expect(mail.subject).toContain('Undangan kursus');
    const token = /invite=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] as string;
    const newcomer = await createUser(t.app, t.ctx);
    const joined = await c.call('POST', `/lms/join/${course.slug}?invite=${token}`, newcomer);
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json().data).toMatchObject({ status: 'active' });
    // The link was for one person.
    const again = await c.call(
      'POST',
      `/lms/join/${course.slug}?invite=${token}`,
      await createUser(t.app, t.ctx),
    );
    expect(again.json().code).toBe('LMS_INVITE_USED_UP');
    const all = (await c.call('GET', `/publisher/lms/courses/${course.id}/participants`, c.trainer)).json()
      .data;
    expect(all.map((row: { email: string; status: string }) => [row.email, row.status])).toEqual([
      [inside.email, 'active'],
      [newcomer.email, 'active'],
      ['dua@contoh.id', 'invited'],
    ]);
  });

  it('joins by the link; an invite-only course refuses plain enrolment; joining twice is a 409', async () => {
    const course = await c.publicCourse({ access_mode: 'invite' });
    expect((await c.call('POST', `/lms/courses/${course.id}/enroll`, c.member)).json().code).toBe(
      'LMS_INVITE_REQUIRED',
    );
    const link = await invite(course.id);
    expect(link.url).toBe(`http://pustaka.test/lms/join/${course.slug}?invite=${link.token}`);
    const check = await c.call('GET', `/public/lms/join/${course.slug}/validate?invite=${link.token}`);
    expect(check.json().data).toMatchObject({ valid: true, reason: null, course: { id: course.id } });
    const learner = await createUser(t.app, t.ctx);
    const joined = await c.call('POST', `/lms/join/${course.slug}?invite=${link.token}`, learner);
    expect(joined.statusCode, joined.body).toBe(201);
    const twice = await c.call('POST', `/lms/join/${course.slug}?invite=${link.token}`, learner);
    expect(twice.json().code).toBe('LMS_ALREADY_ENROLLED');
    const wrong = await c.call(
      'GET',
      `/public/lms/join/${course.slug}/validate?invite=AAAAAAAAAAAAAAAAAAAAAA`,
    );
    expect(wrong.json().code).toBe('LMS_INVITE_INVALID');
    const listed = await c.call('GET', `/publisher/lms/courses/${course.id}/invites`, c.trainer);
    expect(listed.json().data[0]).toMatchObject({ token: link.token, uses: 1 });
  });

  it('stops at its expiry, judged by the app clock', async () => {
    const course = await c.publicCourse({ access_mode: 'invite' });
    const link = await invite(course.id, { expires_in_hours: 2 });
    t.clock.advance(2 * HOUR - 1000);
    const early = await createUser(t.app, t.ctx);
    expect((await c.call('POST', `/lms/join/${course.slug}?invite=${link.token}`, early)).statusCode).toBe(
      201,
    );
    t.clock.advance(1000);
    const late = await createUser(t.app, t.ctx);
    const refused = await c.call('POST', `/lms/join/${course.slug}?invite=${link.token}`, late);
    expect(refused.statusCode).toBe(410);
    expect(refused.json().code).toBe('LMS_INVITE_EXPIRED');
    const check = await c.call('GET', `/public/lms/join/${course.slug}/validate?invite=${link.token}`);
    expect(check.json().data).toMatchObject({ valid: false, reason: 'expired' });
  });

  it('never lets more learners in than max_uses, even all at once', async () => {
    const course = await c.publicCourse({ access_mode: 'invite' });
    const link = await invite(course.id, { max_uses: 3 });
    const learners = await Promise.all(Array.from({ length: 8 }, () => createUser(t.app, t.ctx)));
    const results = await Promise.all(
      learners.map((learner) => c.call('POST', `/lms/join/${course.slug}?invite=${link.token}`, learner)),
    );
    const codes = results.map((response) => response.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(3);
    for (const response of results.filter((one) => one.statusCode !== 201)) {
      expect(response.json().code).toBe('LMS_INVITE_USED_UP');
    }
    const participants = await c.call('GET', `/publisher/lms/courses/${course.id}/participants`, c.trainer);
    expect(participants.json().data).toHaveLength(3);
    const listed = await c.call('GET', `/publisher/lms/courses/${course.id}/invites`, c.trainer);
    expect(listed.json().data[0]).toMatchObject({ uses: 3, max_uses: 3 });
  });

  it('refuses invites with bad limits', async () => {
    const course = await c.publicCourse({ access_mode: 'invite' });
    for (const body of [
      { max_uses: 0 },
      { expires_in_hours: 0 },
      { expires_in_hours: 24 * 366 },
      { max_uses: -2 },
    ]) {
      const response = await c.call('POST', `/publisher/lms/courses/${course.id}/invites`, c.trainer, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await c.call('GET', `/publisher/lms/courses/${course.id}/invites`, c.trainer)).json().data,
    ).toEqual([]);
  });
});

describe('paid courses', () => {
  /** Checkout by the real route, paid as the gateway reports it: the order's own transaction enrols. */
  async function buy(buyer: TestUser, product: { id: number; price: number }) {
    const checkout = await c.call('POST', '/orders/checkout', buyer, { product_id: product.id });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const order = checkout.json().data.order as { code: string };
    const news = { orderCode: order.code, amount: product.price, rawStatus: 'settlement' };
    expect(await applyProviderStatus(t.ctx, { ...news, state: 'paid' }, 'gateway')).toBe('paid');
    return {
      refund: async () =>
        expect(
          await applyProviderStatus(t.ctx, { ...news, state: 'refunded', rawStatus: 'refund' }, 'gateway'),
        ).toBe('refunded'),
      again: async () =>
        expect(await applyProviderStatus(t.ctx, { ...news, state: 'paid' }, 'gateway')).toBe('duplicate'),
    };
  }

  /** The enrolment row as stored: looked at directly, so no read by the learner could have made it. */
  async function stored(courseId: number, userId: number) {
    const [row] = await t.ctx.db
      .select({ status: lmsEnrolments.status, source: lmsEnrolments.source })
      .from(lmsEnrolments)
      .where(and(eq(lmsEnrolments.courseId, courseId), eq(lmsEnrolments.userId, userId)));
    return row;
  }

  it('enrol the buyer when the payment lands and remove them when it is refunded', async () => {
    const product = await createSaleProduct(t.ctx, { sellerId: c.trainer.id, format: 'CRS' });
    const course = await c.publicCourse({ access_mode: 'paid', product_id: product.id });
    const buyer = await createUser(t.app, t.ctx);
    const before = await c.call('POST', `/lms/courses/${course.id}/enroll`, buyer);
    expect(before.json().code).toBe('LMS_PURCHASE_REQUIRED');
    expect((await c.call('GET', `/lms/courses/${course.id}`, buyer)).json().data.needs).toBe('purchase');
    const order = await buy(buyer, product);
    expect(await stored(course.id, buyer.id)).toEqual({ status: 'active', source: 'purchase' });
    // The same news again changes nothing.
    await order.again();
    expect(await stored(course.id, buyer.id)).toEqual({ status: 'active', source: 'purchase' });
    const home = await c.call('GET', '/lms/me', buyer);
    expect(home.json().data.courses.map((one: { id: number }) => one.id)).toContain(course.id);
    expect((await c.call('GET', `/lms/courses/${course.id}/contents`, buyer)).statusCode).toBe(200);

    await order.refund();
    expect(await stored(course.id, buyer.id)).toEqual({ status: 'removed', source: 'purchase' });
    const after = await c.call('GET', `/lms/courses/${course.id}/contents`, buyer);
    expect(after.json().code).toBe('LMS_NOT_ENROLLED');
    const participants = await c.call('GET', `/publisher/lms/courses/${course.id}/participants`, c.trainer);
    expect(participants.json().data).toEqual([
      expect.objectContaining({ user_id: buyer.id, status: 'removed', source: 'purchase' }),
    ]);
    const restore = await c.call(
      'PUT',
      `/publisher/lms/courses/${course.id}/participants/${buyer.id}/restore`,
      c.trainer,
    );
    expect(restore.json().code).toBe('LMS_PURCHASE_REQUIRED');
    // Buying again brings them back.
    await buy(buyer, product);
    expect(await stored(course.id, buyer.id)).toEqual({ status: 'active', source: 'purchase' });
  });

  it('keeps out a buyer the trainer removed, and enrols earlier buyers when a course is linked later', async () => {
    const product = await createSaleProduct(t.ctx, { sellerId: c.trainer.id, format: 'CRS' });
    const early = await createUser(t.app, t.ctx);
    await buy(early, product);
    const course = await c.publicCourse({ access_mode: 'paid', product_id: product.id });
    expect(await stored(course.id, early.id)).toEqual({ status: 'active', source: 'purchase' });
    const participants = await c.call('GET', `/publisher/lms/courses/${course.id}/participants`, c.trainer);
    expect(participants.json().data).toEqual([
      expect.objectContaining({ user_id: early.id, status: 'active' }),
    ]);
    const removed = await c.call(
      'PUT',
      `/publisher/lms/courses/${course.id}/participants/${early.id}/remove`,
      c.trainer,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    const other = await createSaleProduct(t.ctx, { sellerId: c.trainer.id, format: 'CRS' });
    const second = await c.publicCourse({ access_mode: 'paid', product_id: other.id });
    await buy(early, other);
    expect(await stored(second.id, early.id)).toEqual({ status: 'active', source: 'purchase' });
    expect(await stored(course.id, early.id)).toEqual({ status: 'removed', source: 'purchase' });
  });
});

describe('participants', () => {
  it('filters, exports CSV, removes and restores', async () => {
    const course = await c.publicCourse();
    const ana = await createUser(t.app, t.ctx, { firstName: '=Ana' });
    const budi = await createUser(t.app, t.ctx, { firstName: 'Budi' });
    await c.enrol(ana, course.id);
    await c.enrol(budi, course.id);
    await c.study(ana, course.contents[0].id);
    const removed = await c.call(
      'PUT',
      `/publisher/lms/courses/${course.id}/participants/${budi.id}/remove`,
      c.trainer,
    );
    expect(removed.statusCode).toBe(200);
    expect((await c.call('GET', `/lms/courses/${course.id}/contents`, budi)).json().code).toBe(
      'LMS_NOT_ENROLLED',
    );
    const onlyRemoved = await c.call(
      'GET',
      `/publisher/lms/courses/${course.id}/participants?status=removed`,
      c.trainer,
    );
    expect(onlyRemoved.json().data.map((one: { user_id: number }) => one.user_id)).toEqual([budi.id]);
    const search = await c.call('GET', `/publisher/lms/courses/${course.id}/participants?q=ana`, c.trainer);
    expect(search.json().data).toEqual([
      expect.objectContaining({ user_id: ana.id, percentage: 50, status: 'active' }),
    ]);
    const csv = await c.call('GET', `/publisher/lms/courses/${course.id}/participants?format=csv`, c.trainer);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain("'=Ana Uji");
    expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(3);
    await c.call('PUT', `/publisher/lms/courses/${course.id}/participants/${budi.id}/restore`, c.trainer);
    expect((await c.call('GET', `/lms/courses/${course.id}/contents`, budi)).statusCode).toBe(200);
    const stranger = await c.call(
      'PUT',
      `/publisher/lms/courses/${course.id}/participants/${budi.id}/remove`,
      c.otherTrainer,
    );
    expect(stranger.statusCode).toBe(404);
    const unknown = await c.call(
      'PUT',
      `/publisher/lms/courses/${course.id}/participants/${c.member.id}/remove`,
      c.trainer,
    );
    expect(unknown.statusCode).toBe(404);
  });
});
