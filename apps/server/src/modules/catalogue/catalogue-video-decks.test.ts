import { describe, expect, it } from 'vitest';
import { makeMp3, makeMp4, makePdf, makePptx, makeWebm } from '#platform/media/fixtures.ts';
import { PPTX_MIME } from '#platform/media/index.ts';
import { api } from '#test/factories.ts';
import {
  createDraft,
  expectUploaded,
  managed,
  near,
  pdf,
  publicDetail,
  publish,
  publisher,
  sendFile,
  stored,
  type Track,
  t,
  useFormatsSuite,
} from './test-formats.ts';

/**
 * Video courses and slide decks over HTTP: the lessons' durations, a deck's slide or page count, and the files
 * each refuses.
 */

useFormatsSuite();

describe('video courses', () => {
  it('reads the duration of MP4 and WebM lessons and lists them in order once on sale', async () => {
    const course = await createDraft('CRS');
    const [intro, practice] = await Promise.all([
      makeMp4({ seconds: 1, title: 'Pengenalan' }),
      makeMp4({ seconds: 2, title: 'Praktik' }),
    ]);
    await expectUploaded(
      await sendFile(course.id, 'lesson', intro, 'pengenalan.mp4', { title: 'Pengenalan' }),
    );
    await expectUploaded(await sendFile(course.id, 'lesson', practice, 'praktik.mp4', { title: 'Praktik' }));
    const webm = makeWebm({ durationMs: 1500, width: 640, height: 360 });
    const view = await expectUploaded(
      await sendFile(course.id, 'lesson', webm, 'rekaman.webm', { title: 'Rekaman Kelas' }),
    );
    expect(view.files.map((file) => [file.content_type, file.position])).toEqual([
      ['video/mp4', 0],
      ['video/mp4', 1],
      ['video/webm', 2],
    ]);
    near(view.lessons[0]?.duration_seconds, 1);
    near(view.lessons[1]?.duration_seconds, 2);
    near(view.lessons[2]?.duration_seconds, 1.5);
    expect(view.tracks).toEqual([]);

    await publish(course.id);
    const detail = (await publicDetail(course.id)).json().data;
    expect(detail.lessons.map((lesson: Track) => lesson.title)).toEqual([
      'Pengenalan',
      'Praktik',
      'Rekaman Kelas',
    ]);
    near(detail.duration_seconds, 4.5);
    expect(detail).toMatchObject({
      format: 'CRS',
      product_format: 'Video',
      page_count: null,
      slide_count: null,
    });
    expect(
      (await api(t.app, { method: 'GET', url: `/api/v2/audio-contents/book/${course.id}` })).statusCode,
    ).toBe(404);
  });

  it('refuses a WebM without a duration, audio as a lesson, and roles a course does not use', async () => {
    const course = await createDraft('CRS');
    const responses = [
      await sendFile(course.id, 'lesson', makeWebm({ durationMs: null, width: 640, height: 360 }), 'a.webm'),
      await sendFile(course.id, 'lesson', await makeMp3({ seconds: 1 }), 'a.mp4'),
      await sendFile(course.id, 'lesson', pdf, 'a.mp4'),
      await sendFile(course.id, 'track', await makeMp4({ seconds: 1 }), 'a.mp4'),
      await sendFile(course.id, 'main', await makeMp4({ seconds: 1 }), 'a.mp4'),
    ];
    expect(responses.map((response) => response.statusCode)).toEqual([422, 415, 415, 400, 400]);
    expect(responses[0]?.json()).toMatchObject({ success: false, code: 'UNPROCESSABLE_FILE' });
    expect((await managed(course.id)).files).toEqual([]);
    expect(await stored(course.id)).toEqual([]);
    // Without a lesson there is nothing to review.
    const submitted = await api(t.app, {
      method: 'POST',
      url: `/api/v2/books/${course.id}/submit`,
      token: publisher.token,
    });
    expect(submitted.statusCode).toBe(400);
    expect(submitted.json().details.map((d: { field: string }) => d.field)).toContain('file:lesson');
  });
});

describe('slide decks', () => {
  it('counts the slides of a PPTX deck, and the pages of a PDF deck that replaces it', async () => {
    const deck = await createDraft('PPT');
    const pptx = await expectUploaded(
      await sendFile(deck.id, 'deck', await makePptx({ slides: 5 }), 'materi.pptx'),
    );
    expect(pptx.files).toEqual([
      expect.objectContaining({ role: 'deck', content_type: PPTX_MIME, slide_count: 5, state: 'staged' }),
    ]);
    expect(pptx.slide_count).toBe(5);

    const asPdf = await expectUploaded(
      await sendFile(deck.id, 'deck', await makePdf({ pages: 4 }), 'materi.pdf'),
    );
    expect(asPdf.files).toEqual([
      expect.objectContaining({ role: 'deck', content_type: 'application/pdf', slide_count: 4 }),
    ]);
    expect(await stored(deck.id)).toEqual([expect.stringMatching(/^deck-[0-9a-f]{20}\.pdf$/)]);

    await publish(deck.id);
    expect((await publicDetail(deck.id)).json().data).toMatchObject({
      format: 'PPT',
      product_format: 'Slides',
      slide_count: 4,
    });
  });

  it('refuses files that are not decks', async () => {
    const deck = await createDraft('PPT');
    const responses = [
      await sendFile(deck.id, 'deck', await makeMp3({ seconds: 1 }), 'materi.pptx'),
      await sendFile(deck.id, 'deck', Buffer.from('PK\u0003\u0004 bukan zip'), 'materi.pptx'),
      await sendFile(deck.id, 'main', pdf, 'materi.pdf'),
    ];
    expect(responses.map((response) => response.statusCode)).toEqual([415, 415, 400]);
    expect(await stored(deck.id)).toEqual([]);
  });
});
