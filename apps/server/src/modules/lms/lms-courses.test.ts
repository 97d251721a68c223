import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMp3, makeMp4, makePdf } from '#platform/media/fixtures.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { createSaleProduct } from '#test/commerce-factories.ts';
import { type TestUser, upload } from '#test/factories.ts';
import { createLmsCast, type LmsCast } from './test-kit.ts';

/** The trainer's side: courses, covers, contents, files, order, and who may touch them. */

let t: TestApp;
let c: LmsCast;

beforeAll(async () => {
  t = await buildTestApp();
  c = await createLmsCast(t);
});
afterAll(() => t.app.close());

describe('courses', () => {
  it('creates, lists, edits with sanitised rich text, publishes only with contents, deletes', async () => {
    const course = await c.createCourse(c.trainer, {
      title: 'Dasar Fotografi',
      description:
        '<p>Belajar <strong>cahaya</strong></p><script>alert(1)</script><img src=x onerror=alert(1)>',
      language: 'id',
    });
    const read = await c.call('GET', `/publisher/lms/courses/${course.id}`, c.trainer);
    expect(read.json().data).toMatchObject({
      title: 'Dasar Fotografi',
      description_html: '<p>Belajar <strong>cahaya</strong></p>',
      access_mode: 'public',
      is_published: false,
      content_count: 0,
    });
    const empty = await c.call('PUT', `/publisher/lms/courses/${course.id}`, c.trainer, {
      is_published: true,
    });
    expect(empty.statusCode).toBe(409);
    expect(empty.json().code).toBe('LMS_COURSE_EMPTY');
    await c.addContent(c.trainer, course.id, { type: 'text', title: 'Bab 1', body: '<p>Isi</p>' });
    await c.publish(c.trainer, course.id);
    const list = await c.call('GET', '/publisher/lms/courses', c.trainer);
    expect(list.json().data.map((one: { id: number }) => one.id)).toContain(course.id);
    const others = await c.call('GET', '/publisher/lms/courses', c.otherTrainer);
    expect(others.json().data.map((one: { id: number }) => one.id)).not.toContain(course.id);
    const removed = await c.call('DELETE', `/publisher/lms/courses/${course.id}`, c.trainer);
    expect(removed.statusCode).toBe(200);
    expect((await c.call('GET', `/publisher/lms/courses/${course.id}`, c.trainer)).statusCode).toBe(404);
  });

  it('refuses bad input with specific codes and writes nothing', async () => {
    for (const body of [
      { title: 'ab' },
      { title: 'Kursus', access_mode: 'secret' },
      { title: 'Kursus', extra: 1 },
    ]) {
      const response = await c.call('POST', '/publisher/lms/courses', c.trainer, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
    const paidWithout = await c.call('POST', '/publisher/lms/courses', c.trainer, {
      title: 'Berbayar',
      access_mode: 'paid',
    });
    expect(paidWithout.json().code).toBe('LMS_PRODUCT_INVALID');
    const othersProduct = await createSaleProduct(t.ctx, { sellerId: c.otherTrainer.id, format: 'CRS' });
    const paidOthers = await c.call('POST', '/publisher/lms/courses', c.trainer, {
      title: 'Berbayar',
      access_mode: 'paid',
      product_id: othersProduct.id,
    });
    expect(paidOthers.statusCode).toBe(422);
    const pdfProduct = await createSaleProduct(t.ctx, { sellerId: c.trainer.id, format: 'PDF' });
    const paidPdf = await c.call('POST', '/publisher/lms/courses', c.trainer, {
      title: 'Berbayar',
      access_mode: 'paid',
      product_id: pdfProduct.id,
    });
    expect(paidPdf.json().code).toBe('LMS_PRODUCT_INVALID');
    const titles = (await c.call('GET', '/publisher/lms/courses', c.trainer))
      .json()
      .data.map((one: { title: string }) => one.title);
    expect(titles).not.toContain('Berbayar');
  });

  it('takes a cover image checked by its bytes and serves it publicly', async () => {
    const course = await c.createCourse(c.trainer);
    const image = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2563eb' } })
      .png()
      .toBuffer();
    const url = `/api/v2/publisher/lms/courses/${course.id}/cover`;
    const sent = await upload(t.app, {
      url,
      token: c.trainer.token,
      field: 'image',
      filename: 'cover.png',
      data: image,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const coverUrl = sent.json().data.cover_url as string;
    expect(coverUrl).toMatch(/^\/api\/v2\/public\/image-proxy\/lms-cover\/\d+-[0-9a-f]{16}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: coverUrl });
    expect(served.headers['content-type']).toBe('image/webp');
    const fake = await upload(t.app, {
      url,
      token: c.trainer.token,
      field: 'image',
      filename: 'x.png',
      data: Buffer.from('not an image'),
    });
    expect(fake.statusCode).toBe(415);
    const stranger = await upload(t.app, {
      url,
      token: c.otherTrainer.token,
      field: 'image',
      filename: 'c.png',
      data: image,
    });
    expect(stranger.statusCode).toBe(404);
  });
});

describe('contents', () => {
  it('adds every file type checked by content, refuses the wrong kind, and reorders', async () => {
    const course = await c.createCourse(c.trainer);
    const video = await c.addContent(c.trainer, course.id, { type: 'video', title: 'Video 1' });
    const mp4 = await makeMp4({ seconds: 1, width: 64, height: 64 });
    const sentVideo = await c.uploadFile(c.trainer, video.id, mp4, 'video.mp4');
    expect(sentVideo.statusCode, sentVideo.body).toBe(200);
    expect(sentVideo.json().data).toMatchObject({
      has_file: true,
      content_type: 'video/mp4',
      completion_rule: 'watched',
      completion_threshold: 90,
    });
    const wrong = await c.uploadFile(c.trainer, video.id, await makePdf({ pages: 1 }), 'video.mp4');
    expect(wrong.statusCode).toBe(415);
    expect(wrong.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const pdf = await c.addPdf(c.trainer, course.id, 4);
    expect(pdf.page_count).toBe(4);
    const audio = await c.addContent(c.trainer, course.id, { type: 'audio', title: 'Audio' });
    expect((await c.uploadFile(c.trainer, audio.id, await makeMp3({ seconds: 1 }), 'a.mp3')).statusCode).toBe(
      200,
    );
    const text = await c.addContent(c.trainer, course.id, { type: 'text', title: 'Teks', body: '<p>a</p>' });
    const noFile = await c.uploadFile(c.trainer, text.id, await makePdf({ pages: 1 }), 'x.pdf');
    expect(noFile.json().code).toBe('LMS_CONTENT_TAKES_NO_FILE');
    const strangerUpload = await c.uploadFile(c.otherTrainer, pdf.id, await makePdf({ pages: 1 }), 'x.pdf');
    expect(strangerUpload.statusCode).toBe(404);

    const ids = [text.id, pdf.id, audio.id, video.id];
    const reordered = await c.call('PUT', `/publisher/lms/courses/${course.id}/contents/order`, c.trainer, {
      content_ids: ids,
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().data.map((one: { id: number }) => one.id)).toEqual(ids);
    for (const bad of [
      [text.id, pdf.id],
      [...ids, ids[0]],
      [...ids.slice(1), 999_999],
    ]) {
      const response = await c.call('PUT', `/publisher/lms/courses/${course.id}/contents/order`, c.trainer, {
        content_ids: bad,
      });
      expect(response.json().code).toBe('LMS_ORDER_MISMATCH');
    }
    const listed = await c.call('GET', `/publisher/lms/courses/${course.id}/contents`, c.trainer);
    expect(listed.json().data.map((one: { id: number }) => one.id)).toEqual(ids);
  });

  it('refuses unknown types, bad drip days and scores, and quizzes without a quiz of the trainer', async () => {
    const course = await c.createCourse(c.trainer);
    for (const body of [
      { type: 'game', title: 'Permainan' },
      { type: 'text', title: 'Teks', drip_days: -1 },
      { type: 'text', title: 'Teks', drip_days: 5000 },
      { type: 'text', title: 'Teks', min_score: 101 },
    ]) {
      const response = await c.call('POST', `/publisher/lms/courses/${course.id}/contents`, c.trainer, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const quiz = await c.call('POST', `/publisher/lms/courses/${course.id}/contents`, c.trainer, {
      type: 'quiz',
      title: 'Kuis',
      quiz_id: 12,
    });
    expect(quiz.json().code).toBe('LMS_QUIZ_INVALID');
    expect(
      (await c.call('GET', `/publisher/lms/courses/${course.id}/contents`, c.trainer)).json().data,
    ).toEqual([]);
  });

  it('edits and deletes one content; another trainer cannot', async () => {
    const course = await c.createCourse(c.trainer);
    const text = await c.addContent(c.trainer, course.id, { type: 'text', title: 'Awal', body: '<p>a</p>' });
    const edited = await c.call('PUT', `/publisher/lms/contents/${text.id}`, c.trainer, {
      title: 'Diubah',
      drip_days: 2,
    });
    expect(edited.json().data).toMatchObject({ title: 'Diubah', drip_days: 2 });
    expect(
      (await c.call('PUT', `/publisher/lms/contents/${text.id}`, c.otherTrainer, { title: 'Curian' }))
        .statusCode,
    ).toBe(404);
    expect((await c.call('DELETE', `/publisher/lms/contents/${text.id}`, c.otherTrainer)).statusCode).toBe(
      404,
    );
    expect((await c.call('DELETE', `/publisher/lms/contents/${text.id}`, c.trainer)).statusCode).toBe(200);
    expect((await c.call('GET', `/publisher/lms/contents/${text.id}`, c.trainer)).statusCode).toBe(404);
  });
});

describe('who may use the trainer routes', () => {
  it('answers by role, feature and ownership', async () => {
    const course = await c.createCourse(c.trainer);
    const text = await c.addContent(c.trainer, course.id, { type: 'text', title: 'Teks', body: '<p>a</p>' });
    const routes: ['GET' | 'PUT' | 'POST' | 'DELETE', string, unknown?][] = [
      ['GET', '/publisher/lms/dashboard'],
      ['GET', '/publisher/lms/courses'],
      ['GET', `/publisher/lms/courses/${course.id}`],
      ['PUT', `/publisher/lms/courses/${course.id}`, { title: 'Judul Baru' }],
      ['GET', `/publisher/lms/courses/${course.id}/contents`],
      ['POST', `/publisher/lms/courses/${course.id}/invites`, {}],
      ['GET', `/publisher/lms/courses/${course.id}/participants`],
      ['GET', `/publisher/lms/courses/${course.id}/feedback`],
      ['GET', `/publisher/lms/contents/${text.id}`],
      ['PUT', `/publisher/lms/contents/${text.id}`, { title: 'Judul Baru' }],
    ];
    const ownedOnly = (url: string) => url.includes(`/${course.id}`) || url.includes(`/${text.id}`);
    const expectations: [string, TestUser | undefined, (url: string) => number][] = [
      ['guest', undefined, () => 401],
      ['unverified member', c.unverified, () => 403],
      ['member', c.member, () => 403],
      ['publisher without the feature', c.publisher, () => 403],
      ['trainer of another course', c.otherTrainer, (url) => (ownedOnly(url) ? 404 : 200)],
      ['the course trainer', c.trainer, (url) => (url.endsWith('/invites') ? 201 : 200)],
      ['admin', c.admin, (url) => (url.endsWith('/invites') ? 201 : 200)],
    ];
    for (const [who, user, expected] of expectations) {
      for (const [method, url, body] of routes) {
        const response = await c.call(method, url, user, body);
        expect(response.statusCode, `${who} ${method} ${url}: ${response.body}`).toBe(expected(url));
      }
    }
    const noFeature = await c.call('GET', '/publisher/lms/courses', c.publisher);
    expect(noFeature.json()).toMatchObject({ code: 'FEATURE_REQUIRED', details: { feature: 'lms_access' } });
  });
});
