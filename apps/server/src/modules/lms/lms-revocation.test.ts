import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { createUser, type TestUser } from '#test/factories.ts';
import { createLmsCast, type LmsCast } from './test-kit.ts';

/**
 * What a trainer takes back: a certificate (revoked with a reason; the public check says so and when, the
 * PDF is refused) and a join link (revoked: as unknown as a link that never was; or limited again).
 */

let t: TestApp;
let c: LmsCast;

beforeAll(async () => {
  t = await buildTestApp();
  c = await createLmsCast(t);
});
afterAll(() => t.app.close());

type Participant = {
  user_id: number | null;
  status: string;
  certificate: { code: string; revoked_at: string | null; revoked_reason: string | null } | null;
};

/** A published course of the trainer whose only content is a one-question quiz, passed by answering true. */
async function quizOnlyCourse(extra: Record<string, unknown> = {}) {
  const created = await c.call('POST', '/publisher/lms/quizzes', c.trainer, { title: 'Kuis Penutup' });
  const quizId = created.json().data.id as number;
  await c.call('POST', `/publisher/lms/quizzes/${quizId}/questions`, c.trainer, {
    type: 'true_false',
    text: 'Sudah selesai?',
    correct_answer: true,
  });
  const course = await c.createCourse(c.trainer, extra);
  const quiz = await c.addContent(c.trainer, course.id, { type: 'quiz', title: 'Kuis', quiz_id: quizId });
  await c.publish(c.trainer, course.id);
  return { course, quiz };
}

/** A learner who passed the course, and the code of the certificate it gave them. */
async function certifiedLearner(courseId: number, quizContentId: number): Promise<[TestUser, string]> {
  const learner = await createUser(t.app, t.ctx);
  await c.enrol(learner, courseId);
  const passed = await c.call('POST', `/lms/contents/${quizContentId}/quiz/submit`, learner, {
    answers: [true],
  });
  expect(passed.json().data.result, passed.body).toMatchObject({ passed: true });
  const detail = await c.call('GET', `/lms/courses/${courseId}`, learner);
  const code = detail.json().data.certificate_code as string;
  expect(code).toMatch(/^LMS-/);
  return [learner, code];
}

async function participant(courseId: number, userId: number): Promise<Participant | undefined> {
  const response = await c.call('GET', `/publisher/lms/courses/${courseId}/participants`, c.trainer);
  return (response.json().data as Participant[]).find((row) => row.user_id === userId);
}

const revoke = (courseId: number, userId: number, by: TestUser | undefined, body: unknown) =>
  c.call('POST', `/publisher/lms/courses/${courseId}/participants/${userId}/certificate/revoke`, by, body);

describe('revoking a certificate', () => {
  it('is told by the public check, with the date, and the PDF is no longer handed out', async () => {
    const { course, quiz } = await quizOnlyCourse();
    const [learner, code] = await certifiedLearner(course.id, quiz.id);
    const before = await c.call('GET', `/public/lms/certificates/${code}`);
    expect(before.json().data).toMatchObject({ code, status: 'valid', revoked_at: null });
    expect((await c.call('GET', `/lms/courses/${course.id}/certificate`, learner)).statusCode).toBe(200);

    t.clock.advance(60_000);
    const revokedAt = t.clock.now().toISOString();
    const done = await revoke(course.id, learner.id, c.trainer, { reason: '  Jawaban kuis disalin  ' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({
      code,
      revoked_at: revokedAt,
      revoked_reason: 'Jawaban kuis disalin',
    });

    for (const url of [`/public/lms/certificates/${code}`, `/public/lms/verify?code=${code}`]) {
      const check = await c.call('GET', url);
      expect(check.statusCode, check.body).toBe(200);
      expect(check.json().data).toMatchObject({ code, status: 'revoked', revoked_at: revokedAt });
      // The reason stays between the trainer and the learner's record.
      expect(check.body).not.toContain('disalin');
    }
    const pdf = await c.call('GET', `/lms/courses/${course.id}/certificate`, learner);
    expect(pdf.statusCode).toBe(409);
    expect(pdf.json().code).toBe('LMS_CERTIFICATE_REVOKED');
    const detail = await c.call('GET', `/lms/courses/${course.id}`, learner);
    expect(detail.json().data).toMatchObject({ certificate_code: code, certificate_revoked_at: revokedAt });
    const home = await c.call('GET', '/lms/me', learner);
    expect(home.json().data.certificates).toEqual([expect.objectContaining({ code, status: 'revoked' })]);
    expect((await participant(course.id, learner.id))?.certificate).toMatchObject({
      revoked_at: revokedAt,
      revoked_reason: 'Jawaban kuis disalin',
    });

    // Once: a second revocation keeps the first date and reason.
    t.clock.advance(60_000);
    const again = await revoke(course.id, learner.id, c.trainer, { reason: 'Lagi' });
    expect(again.json().code).toBe('LMS_CERTIFICATE_REVOKED');
    expect((await participant(course.id, learner.id))?.certificate?.revoked_at).toBe(revokedAt);
  });

  it('is only for the course trainer or an admin, with a reason, of a learner who has one', async () => {
    const { course, quiz } = await quizOnlyCourse();
    const [learner, code] = await certifiedLearner(course.id, quiz.id);
    const reason = { reason: 'Pelanggaran aturan kursus' };
    expect((await revoke(course.id, learner.id, undefined, reason)).statusCode).toBe(401);
    expect((await revoke(course.id, learner.id, learner, reason)).statusCode).toBe(403);
    expect((await revoke(course.id, learner.id, c.publisher, reason)).statusCode).toBe(403);
    expect((await revoke(course.id, learner.id, c.otherTrainer, reason)).statusCode).toBe(404);
    expect((await revoke(course.id, learner.id, c.trainer, { reason: ' a ' })).statusCode).toBe(400);
    expect((await revoke(course.id, learner.id, c.trainer, {})).statusCode).toBe(400);
    expect((await c.call('GET', `/public/lms/certificates/${code}`)).json().data.status).toBe('valid');

    const uncertified = await createUser(t.app, t.ctx);
    await c.enrol(uncertified, course.id);
    const none = await revoke(course.id, uncertified.id, c.trainer, reason);
    expect(none.json().code).toBe('LMS_CERTIFICATE_NONE');
    expect((await revoke(course.id, c.member.id, c.trainer, reason)).statusCode).toBe(404);

    const byAdmin = await revoke(course.id, learner.id, c.admin, reason);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect((await c.call('GET', `/public/lms/certificates/${code}`)).json().data.status).toBe('revoked');
  });

  it('comes with a removal only when the trainer asks for it', async () => {
    const { course, quiz } = await quizOnlyCourse();
    const [kept, keptCode] = await certifiedLearner(course.id, quiz.id);
    const [revoked, revokedCode] = await certifiedLearner(course.id, quiz.id);
    const base = `/publisher/lms/courses/${course.id}/participants`;

    expect((await c.call('PUT', `${base}/${kept.id}/remove`, c.trainer)).statusCode).toBe(200);
    expect((await c.call('GET', `/public/lms/certificates/${keptCode}`)).json().data.status).toBe('valid');

    const bad = await c.call('PUT', `${base}/${revoked.id}/remove?revoke_certificate=yes`, c.trainer);
    expect(bad.statusCode).toBe(400);
    expect((await participant(course.id, revoked.id))?.status).toBe('completed');

    const removed = await c.call('PUT', `${base}/${revoked.id}/remove?revoke_certificate=true`, c.trainer);
    expect(removed.statusCode, removed.body).toBe(200);
    const check = (await c.call('GET', `/public/lms/certificates/${revokedCode}`)).json().data;
    expect(check).toMatchObject({ status: 'revoked', revoked_at: t.clock.now().toISOString() });
    expect(await participant(course.id, revoked.id)).toMatchObject({
      status: 'removed',
      certificate: { revoked_reason: 'Dikeluarkan dari kursus · Removed from the course' },
    });

    // Restoring the learner does not bring the certificate back.
    expect((await c.call('PUT', `${base}/${revoked.id}/restore`, c.trainer)).statusCode).toBe(200);
    expect((await c.call('GET', `/public/lms/certificates/${revokedCode}`)).json().data.status).toBe(
      'revoked',
    );
  });
});

type Invite = {
  id: number;
  token: string;
  uses: number;
  max_uses: number | null;
  expires_at: string | null;
  revoked_at: string | null;
};

describe('managing join links', () => {
  async function inviteCourse() {
    const course = await c.createCourse(c.trainer, { access_mode: 'invite' });
    await c.addContent(c.trainer, course.id, { type: 'text', title: 'Materi', body: '<p>a</p>' });
    await c.publish(c.trainer, course.id);
    const made = await c.call('POST', `/publisher/lms/courses/${course.id}/invites`, c.trainer, {
      max_uses: 5,
    });
    expect(made.statusCode, made.body).toBe(201);
    return { course, invite: made.json().data as Invite };
  }
  const join = (slug: string, token: string, user: TestUser) =>
    c.call('POST', `/lms/join/${slug}?invite=${token}`, user);
  const validate = (slug: string, token: string) =>
    c.call('GET', `/public/lms/join/${slug}/validate?invite=${token}`);

  it('answers a revoked link exactly as an unknown one, and keeps who joined by it', async () => {
    const { course, invite } = await inviteCourse();
    const early = await createUser(t.app, t.ctx);
    expect((await join(course.slug, invite.token, early)).statusCode).toBe(201);

    const revoked = await c.call(
      'PUT',
      `/publisher/lms/courses/${course.id}/invites/${invite.id}/revoke`,
      c.trainer,
    );
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().data).toMatchObject({
      id: invite.id,
      uses: 1,
      revoked_at: t.clock.now().toISOString(),
    });

    const unknown = await validate(course.slug, 'x'.repeat(22));
    const gone = await validate(course.slug, invite.token);
    expect(gone.statusCode).toBe(unknown.statusCode);
    // The same answer word for word; only the request's own reference differs.
    const { request_id: _goneId, ...goneBody } = gone.json();
    const { request_id: _unknownId, ...unknownBody } = unknown.json();
    expect(goneBody).toEqual(unknownBody);
    const late = await createUser(t.app, t.ctx);
    const refused = await join(course.slug, invite.token, late);
    const never = await join(course.slug, 'x'.repeat(22), late);
    expect(refused.statusCode).toBe(404);
    const { request_id: _refusedId, ...refusedBody } = refused.json();
    const { request_id: _neverId, ...neverBody } = never.json();
    expect(refusedBody).toEqual(neverBody);
    expect((await c.call('GET', `/lms/courses/${course.id}/contents`, late)).statusCode).toBe(403);
    expect((await c.call('GET', `/lms/courses/${course.id}/contents`, early)).statusCode).toBe(200);

    const listed = await c.call('GET', `/publisher/lms/courses/${course.id}/invites`, c.trainer);
    expect(listed.json().data).toEqual([
      expect.objectContaining({ id: invite.id, revoked_at: expect.any(String) }),
    ]);
    // A revoked link is not limited again.
    const relimit = await c.call(
      'PUT',
      `/publisher/lms/courses/${course.id}/invites/${invite.id}`,
      c.trainer,
      {
        max_uses: 10,
      },
    );
    expect(relimit.json().code).toBe('LMS_INVITE_REVOKED');
  });

  it('limits a link again: uses, never below those taken, and an expiry from now', async () => {
    const { course, invite } = await inviteCourse();
    const url = `/publisher/lms/courses/${course.id}/invites/${invite.id}`;
    for (let i = 0; i < 2; i += 1) {
      expect((await join(course.slug, invite.token, await createUser(t.app, t.ctx))).statusCode).toBe(201);
    }
    const below = await c.call('PUT', url, c.trainer, { max_uses: 1 });
    expect(below.statusCode).toBe(422);
    expect(below.json()).toMatchObject({ code: 'LMS_INVITE_LIMIT_BELOW_USES', details: { uses: 2 } });

    const tight = await c.call('PUT', url, c.trainer, { max_uses: 2 });
    expect(tight.json().data).toMatchObject({ uses: 2, max_uses: 2 });
    expect((await validate(course.slug, invite.token)).json().data).toMatchObject({
      valid: false,
      reason: 'used_up',
    });
    const third = await join(course.slug, invite.token, await createUser(t.app, t.ctx));
    expect(third.json().code).toBe('LMS_INVITE_USED_UP');

    const open = await c.call('PUT', url, c.trainer, { max_uses: null, expires_in_hours: 1 });
    expect(open.json().data).toMatchObject({
      max_uses: null,
      expires_at: new Date(t.clock.now().getTime() + 3_600_000).toISOString(),
    });
    expect((await join(course.slug, invite.token, await createUser(t.app, t.ctx))).statusCode).toBe(201);
    t.clock.advance(3_600_001);
    expect((await validate(course.slug, invite.token)).json().data).toMatchObject({ reason: 'expired' });
    const endless = await c.call('PUT', url, c.trainer, { expires_in_hours: null });
    expect(endless.statusCode, endless.body).toBe(200);
    expect(endless.json().data.expires_at).toBeNull();
    expect((await validate(course.slug, invite.token)).json().data).toMatchObject({ valid: true });

    // Bad limits, and other people, change nothing.
    for (const body of [{ max_uses: 0 }, { expires_in_hours: -1 }, { max_uses: 'lima' }, { uses: 0 }]) {
      expect((await c.call('PUT', url, c.trainer, body)).statusCode).toBe(400);
    }
    expect((await c.call('PUT', url, c.otherTrainer, { max_uses: 3 })).statusCode).toBe(404);
    expect((await c.call('PUT', `${url}/revoke`, c.otherTrainer)).statusCode).toBe(404);
    expect((await c.call('PUT', `${url}/revoke`, c.member)).statusCode).toBe(403);
    const other = await inviteCourse();
    const crossed = `/publisher/lms/courses/${other.course.id}/invites/${invite.id}/revoke`;
    expect((await c.call('PUT', crossed, c.trainer)).statusCode).toBe(404);
    const after = await c.call('GET', `/publisher/lms/courses/${course.id}/invites`, c.trainer);
    expect(after.json().data[0]).toMatchObject({ max_uses: null, expires_at: null, revoked_at: null });
  });
});
