import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { createSaleProduct } from './commerce-factories.ts';
import { api, createPublisher, createUser, giveTrainerPlan, type TestUser } from './factories.ts';

/**
 * Before their email address is verified, signed-in users reach the course page and what verifying needs;
 * every other signed-in call answers 403 EMAIL_NOT_VERIFIED and changes nothing.
 */

let t: TestApp;
let trainer: TestUser;
let course: { id: number; slug: string };
let content: number;
let invite: string;
let product: number;

type Call = ['GET' | 'POST' | 'PUT', string, unknown?];

const call = (user: TestUser | undefined, [method, url, body]: Call, headers: Record<string, string> = {}) =>
  api(t.app, { method, url: `/api/v2${url}`, token: user?.token, body, headers });

beforeAll(async () => {
  t = await buildTestApp();
  trainer = await createPublisher(t.app, t.ctx);
  await giveTrainerPlan(t.ctx, trainer.id);
  const created = await call(trainer, ['POST', '/publisher/lms/courses', { title: 'Kursus Terbuka' }]);
  course = created.json().data;
  content = (
    await call(trainer, [
      'POST',
      `/publisher/lms/courses/${course.id}/contents`,
      { type: 'text', title: 'Pengantar', body: '<p>Halo</p>' },
    ])
  ).json().data.id;
  await call(trainer, ['PUT', `/publisher/lms/courses/${course.id}`, { is_published: true }]);
  invite = (await call(trainer, ['POST', `/publisher/lms/courses/${course.id}/invites`, {}])).json().data
    .token;
  product = (await createSaleProduct(t.ctx, { sellerId: trainer.id, price: 50_000 })).id;
});
afterAll(() => t.app.close());

/** What the dashboard, the LMS, checkout and the plans ask of the API, each a call the gate refuses. */
const gatedCalls = (): Call[] => [
  ['GET', '/profile'],
  ['PUT', '/profile', { bio: 'Belum verifikasi' }],
  ['POST', '/auth/change-password', { current_password: 'Rahasia#123', new_password: 'BaruSekali#1' }],
  ['GET', '/orders'],
  ['GET', '/owned-books'],
  ['GET', '/lms/me'],
  ['GET', '/lms/courses'],
  ['GET', `/lms/courses/${course.id}/contents`],
  ['POST', `/lms/courses/${course.id}/enroll`],
  ['POST', `/lms/join/${course.slug}?invite=${invite}`],
  ['GET', `/lms/contents/${content}`],
  ['PUT', `/lms/contents/${content}/progress`, { position: 1, active: true }],
  ['GET', `/checkout/${product}`],
  ['POST', '/orders/checkout', { product_id: product, payment_method: 'qris' }],
  ['POST', '/subscriptions/purchase', { plan_id: 6, payment_method: 'qris' }],
  ['POST', '/subscriptions/subscribe', { planId: 6, paymentMethod: 'qris' }],
  ['GET', '/subscriptions/payments'],
];

describe('an unverified user', () => {
  it('is refused the dashboard, LMS, checkout and subscription calls with 403 EMAIL_NOT_VERIFIED', async () => {
    const user = await createUser(t.app, t.ctx, { verified: false });
    for (const request of gatedCalls()) {
      const response = await call(user, request);
      expect(response.statusCode, `${request[0]} ${request[1]}: ${response.body}`).toBe(403);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'EMAIL_NOT_VERIFIED',
        error: 'Verifikasi email Anda terlebih dahulu.',
      });
    }
    const english = await call(user, ['POST', `/lms/courses/${course.id}/enroll`], {
      'accept-language': 'en',
    });
    expect(english.json()).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      error: 'Verify your email address first.',
    });
  });

  it('changes nothing when refused: no enrolment, no order, the profile as it was', async () => {
    const user = await createUser(t.app, t.ctx, { verified: false });
    await call(user, ['POST', `/lms/courses/${course.id}/enroll`]);
    await call(user, ['POST', `/lms/join/${course.slug}?invite=${invite}`]);
    await call(user, ['POST', '/orders/checkout', { product_id: product, payment_method: 'qris' }]);
    await call(user, ['PUT', '/profile', { bio: 'Belum verifikasi' }]);
    const me = (await call(user, ['GET', '/auth/me'])).json().data;
    expect(me.bio).toBeNull();
    const participants = await call(trainer, ['GET', `/publisher/lms/courses/${course.id}/participants`]);
    expect(JSON.stringify(participants.json().data)).not.toContain(user.email);
    const sales = await call(trainer, ['GET', `/publisher/orders?product_id=${product}`]);
    expect(sales.json().data.items).toEqual([]);
  });

  it('opens the course page, which says to verify, and reaches what verifying needs', async () => {
    const user = await createUser(t.app, t.ctx, { verified: false });
    const detail = await call(user, ['GET', `/lms/courses/${course.id}`]);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data).toMatchObject({
      course: { id: course.id },
      can_enrol: false,
      needs: 'verified_email',
      enrolment: null,
    });
    const allowed: Call[] = [
      ['GET', '/auth/me'],
      ['GET', '/subscriptions/me'],
      ['GET', '/subscriptions/features'],
      ['POST', '/auth/verify-email/send', { redirect: `/lms/courses/${course.id}` }],
      ['POST', '/lms/verify-email/send', { course_id: course.id }],
      ['POST', '/auth/logout'],
    ];
    for (const request of allowed) {
      const response = await call(user, request);
      expect(response.statusCode, `${request[0]} ${request[1]}: ${response.body}`).toBe(200);
    }
  });

  it('gets every refused call once the course mail has verified the address', async () => {
    const user = await createUser(t.app, t.ctx, { verified: false });
    await call(user, ['POST', '/lms/verify-email/send', { course_id: course.id }]);
    const mail = (
      await t.app.inject({ method: 'GET', url: `/dev/mailbox.json?to=${encodeURIComponent(user.email)}` })
    ).json().data[0];
    const token = String(mail.text).match(/\/lms\/verify\?token=([A-Za-z0-9_-]+)/)?.[1];
    const verified = await call(undefined, ['GET', `/public/lms/verify?token=${token}`]);
    expect(verified.json().data).toEqual({ course_id: course.id });
    // The same token goes on: the session learns of the verification at once.
    const enrolled = await call(user, ['POST', `/lms/courses/${course.id}/enroll`]);
    expect(enrolled.statusCode, enrolled.body).toBe(201);
    for (const request of [
      ['GET', '/profile'],
      ['GET', '/lms/me'],
      ['GET', `/lms/courses/${course.id}/contents`],
      ['GET', `/lms/contents/${content}`],
      ['GET', `/checkout/${product}`],
      ['GET', '/subscriptions/payments'],
    ] satisfies Call[]) {
      const response = await call(user, request);
      expect(response.statusCode, `${request[0]} ${request[1]}: ${response.body}`).toBe(200);
    }
  });
});
