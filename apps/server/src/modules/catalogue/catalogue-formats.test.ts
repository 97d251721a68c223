import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMp3, makeMp4, makePdf, makePptx, makeWebm } from '#platform/media/fixtures.ts';
import { PPTX_MIME } from '#platform/media/index.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import {
  api,
  type CatalogueCast,
  createCatalogueCast,
  multipart,
  type TestUser,
  upload,
} from '#test/factories.ts';

/** Audio albums, video courses, slide decks and the samples of every format, end to end over HTTP. */

let t: TestApp;
let cast: CatalogueCast;
let admin: TestUser;
let publisher: TestUser;
let otherPublisher: TestUser;
let member: TestUser;
let pdf: Buffer;

beforeAll(async () => {
  t = await buildTestApp();
  cast = await createCatalogueCast(t, {
    cover: { width: 600, height: 600, background: '#4338ca' },
    pdf: () => makePdf({ pages: 3 }),
  });
  ({ admin, publisher, otherPublisher, member, pdf } = cast);
});
afterAll(() => t.app.close());

type Track = { id: number; title: string; duration_seconds: number | null; position: number };
type FileView = {
  id: number;
  role: string;
  title: string | null;
  original_name: string;
  content_type: string;
  size_bytes: number;
  position: number;
  duration_seconds: number | null;
  page_count: number | null;
  slide_count: number | null;
  state: 'live' | 'staged';
};
type Managed = {
  id: number;
  files: FileView[];
  tracks: Track[];
  lessons: Track[];
  slide_count: number | null;
  page_count: number | null;
  duration_seconds: number | null;
  sample: { url: string; content_type: string } | null;
};

const FORMAT_NAMES = { PDF: 'Ebook', MP3: 'Album', CRS: 'Kursus', PPT: 'Materi' } as const;

async function createDraft(format: keyof typeof FORMAT_NAMES, owner = publisher) {
  const response = await api(t.app, {
    method: 'POST',
    url: '/api/v2/books',
    token: owner.token,
    body: {
      name: `${FORMAT_NAMES[format]} Percobaan`,
      description: '<p>Materi lengkap untuk belajar dari rumah, disusun oleh pengajar berpengalaman.</p>',
      format,
      base_price: 55_000,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json().data as Managed;
}

function sendFile(
  productId: number,
  role: string,
  data: Buffer,
  filename: string,
  options: { title?: string; token?: string } = {},
) {
  const title = options.title === undefined ? '' : `&title=${encodeURIComponent(options.title)}`;
  return upload(t.app, {
    url: `/api/v2/books/${productId}/files?role=${role}${title}`,
    token: options.token ?? publisher.token,
    field: 'file',
    filename,
    data,
  });
}

async function expectUploaded(response: Awaited<ReturnType<typeof sendFile>>): Promise<Managed> {
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function managed(productId: number): Promise<Managed> {
  const response = await api(t.app, {
    method: 'GET',
    url: `/api/v2/books/${productId}`,
    token: publisher.token,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

/** Cover, submit, approve: the product goes on sale with what it holds. */
async function publish(productId: number) {
  expect((await cast.sendCover(productId)).statusCode).toBe(200);
  const submitted = await cast.submit(productId);
  expect(submitted.statusCode, submitted.body).toBe(200);
  expect((await cast.approve(productId)).statusCode).toBe(200);
}

async function publicDetail(productId: number) {
  return api(t.app, { method: 'GET', url: `/api/v2/public/books/${productId}` });
}

/** The objects the store holds for a product, without the content-type sidecars. */
async function stored(productId: number): Promise<string[]> {
  const names = await readdir(path.join(t.dataDir, 'files', 'products', String(productId))).catch(
    () => [] as string[],
  );
  return names.filter((name) => !name.endsWith('.type')).sort();
}

const near = (actual: number | null | undefined, expected: number) =>
  expect(Math.abs((actual ?? Number.NaN) - expected)).toBeLessThan(0.25);

function patchFile(productId: number, fileId: number, body: unknown, token = publisher.token) {
  return api(t.app, { method: 'PATCH', url: `/api/v2/books/${productId}/files/${fileId}`, token, body });
}

function deleteFile(productId: number, fileId: number, token = publisher.token) {
  return api(t.app, { method: 'DELETE', url: `/api/v2/books/${productId}/files/${fileId}`, token });
}

describe('audio products', () => {
  let product: Managed;
  let tracks: Record<string, FileView>;

  beforeAll(async () => {
    product = await createDraft('MP3');
    await expectUploaded(
      await sendFile(product.id, 'track', await makeMp3({ seconds: 1 }), 'timun.mp3', { title: 'Timun Mas' }),
    );
    await expectUploaded(
      await sendFile(product.id, 'track', await makeMp3({ seconds: 2 }), 'malin.mp3', {
        title: 'Malin Kundang',
      }),
    );
    const last = await expectUploaded(
      await sendFile(product.id, 'track', await makeMp3({ seconds: 3 }), 'Bawang Merah.mp3'),
    );
    tracks = Object.fromEntries(last.files.map((file) => [file.title ?? file.original_name, file]));
  });

  it('reads each track’s duration from the file and keeps the titles in upload order', async () => {
    const view = await managed(product.id);
    expect(view.files.map((file) => [file.role, file.state, file.content_type, file.position])).toEqual([
      ['track', 'staged', 'audio/mpeg', 0],
      ['track', 'staged', 'audio/mpeg', 1],
      ['track', 'staged', 'audio/mpeg', 2],
    ]);
    // Without a title, a track is listed under its file name.
    expect(view.tracks.map((track) => track.title)).toEqual([
      'Timun Mas',
      'Malin Kundang',
      'Bawang Merah.mp3',
    ]);
    near(view.tracks[0]?.duration_seconds, 1);
    near(view.tracks[1]?.duration_seconds, 2);
    near(view.tracks[2]?.duration_seconds, 3);
    near(view.duration_seconds, 6);
    expect(await stored(product.id)).toHaveLength(3);
  });

  it('reorders by position and renames', async () => {
    const moves: [string, number][] = [
      ['Bawang Merah.mp3', 0],
      ['Timun Mas', 1],
      ['Malin Kundang', 2],
    ];
    for (const [title, position] of moves) {
      expect((await patchFile(product.id, tracks[title]?.id ?? 0, { position })).statusCode).toBe(200);
    }
    const renamed = await patchFile(product.id, tracks['Bawang Merah.mp3']?.id ?? 0, {
      title: 'Bawang Merah Bawang Putih',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.tracks.map((track: Track) => [track.title, track.position])).toEqual([
      ['Bawang Merah Bawang Putih', 0],
      ['Timun Mas', 1],
      ['Malin Kundang', 2],
    ]);
  });

  it('refuses invalid changes to a track', async () => {
    const id = tracks['Timun Mas']?.id ?? 0;
    for (const body of [
      { title: '' },
      { title: '   ' },
      { title: 'x'.repeat(201) },
      { position: -1 },
      { position: 1.5 },
      { position: '2' },
      { position: 10_001 },
      { state: 'live' },
      { title: 'Baru', role: 'main' },
    ]) {
      const response = await patchFile(product.id, id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
    // An empty change is valid and changes nothing.
    const unchanged = await patchFile(product.id, id, {});
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json().data.tracks.map((track: Track) => track.title)).toContain('Timun Mas');
  });

  it('lets only the owner (or an admin) change or remove a track', async () => {
    const id = tracks['Timun Mas']?.id ?? 0;
    expect((await patchFile(product.id, id, { title: 'Dicuri' }, otherPublisher.token)).statusCode).toBe(404);
    expect((await deleteFile(product.id, id, otherPublisher.token)).statusCode).toBe(404);
    expect((await patchFile(product.id, id, { title: 'Dicuri' }, member.token)).statusCode).toBe(403);
    expect(
      (await api(t.app, { method: 'PATCH', url: `/api/v2/books/${product.id}/files/${id}`, body: {} }))
        .statusCode,
    ).toBe(401);
    // A file addressed through another product is not found, even by its owner.
    const other = await createDraft('MP3');
    expect((await patchFile(other.id, id, { title: 'Salah Alamat' })).statusCode).toBe(404);
    expect((await deleteFile(other.id, id)).statusCode).toBe(404);
    const byAdmin = await patchFile(product.id, id, { title: 'Timun Mas' }, admin.token);
    expect(byAdmin.statusCode).toBe(200);
  });

  it('refuses files that are not MP3 tracks', async () => {
    const sent = [
      await sendFile(product.id, 'track', pdf, 'bukan-lagu.mp3'),
      await sendFile(product.id, 'track', Buffer.from('bukan lagu sama sekali'), 'lagu.mp3'),
      await sendFile(product.id, 'main', await makeMp3({ seconds: 1 }), 'lagu.mp3'),
      await sendFile(product.id, 'lesson', await makeMp3({ seconds: 1 }), 'lagu.mp3'),
    ];
    expect(sent.map((response) => response.statusCode)).toEqual([415, 415, 400, 400]);
    expect(await stored(product.id)).toHaveLength(3);
  });

  it('removes a track with its stored object', async () => {
    const response = await deleteFile(product.id, tracks['Malin Kundang']?.id ?? 0);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.tracks.map((track: Track) => track.title)).toEqual([
      'Bawang Merah Bawang Putih',
      'Timun Mas',
    ]);
    expect(await stored(product.id)).toHaveLength(2);
    expect((await deleteFile(product.id, tracks['Malin Kundang']?.id ?? 0)).statusCode).toBe(404);
  });

  it('lists the tracks of an audio product on sale at /audio-contents/book/{id}, and nothing before', async () => {
    const url = `/api/v2/audio-contents/book/${product.id}`;
    expect((await api(t.app, { method: 'GET', url })).statusCode).toBe(404);
    await publish(product.id);
    const response = await api(t.app, { method: 'GET', url });
    expect(response.statusCode).toBe(200);
    const listed = response.json().data as Track[];
    expect(listed.map((track) => [track.title, track.position])).toEqual([
      ['Bawang Merah Bawang Putih', 0],
      ['Timun Mas', 1],
    ]);
    near(listed[0]?.duration_seconds, 3);
    near(listed[1]?.duration_seconds, 1);
    near((await publicDetail(product.id)).json().data.duration_seconds, 4);
  });

  it('answers 404 for a product that is not audio, not on sale, or not there, and 400 for a bad id', async () => {
    const ebook = await createDraft('PDF');
    await expectUploaded(await sendFile(ebook.id, 'main', pdf, 'buku.pdf'));
    await publish(ebook.id);
    expect((await publicDetail(ebook.id)).statusCode).toBe(200);
    const status = async (id: number | string) =>
      (await api(t.app, { method: 'GET', url: `/api/v2/audio-contents/book/${id}` })).statusCode;
    expect(await status(ebook.id)).toBe(404);
    const draft = await createDraft('MP3');
    await expectUploaded(await sendFile(draft.id, 'track', await makeMp3({ seconds: 1 }), 'a.mp3'));
    expect(await status(draft.id)).toBe(404);
    expect(await status(2_147_483_647)).toBe(404);
    expect(await status('abc')).toBe(400);
  });

  it('keeps at least one track on a product on sale', async () => {
    const album = await createDraft('MP3');
    const first = await expectUploaded(
      await sendFile(album.id, 'track', await makeMp3({ seconds: 1 }), 'satu.mp3', { title: 'Satu' }),
    );
    await expectUploaded(
      await sendFile(album.id, 'track', await makeMp3({ seconds: 1 }), 'dua.mp3', { title: 'Dua' }),
    );
    await publish(album.id);
    const removed = await deleteFile(album.id, first.files[0]?.id ?? 0);
    expect(removed.statusCode).toBe(200);
    expect(
      (await api(t.app, { method: 'GET', url: `/api/v2/audio-contents/book/${album.id}` })).json().data,
    ).toEqual([expect.objectContaining({ title: 'Dua' })]);
    const last = (await managed(album.id)).files[0];
    const refused = await deleteFile(album.id, last?.id ?? 0);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, code: 'CONFLICT' });
    expect(await stored(album.id)).toHaveLength(1);
    // A new track waiting for review is no replacement yet: the live one still cannot go.
    await expectUploaded(
      await sendFile(album.id, 'track', await makeMp3({ seconds: 1 }), 'tiga.mp3', { title: 'Tiga' }),
    );
    expect((await deleteFile(album.id, last?.id ?? 0)).statusCode).toBe(409);
  });
});

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

describe('samples', () => {
  const cases = [
    {
      format: 'PDF',
      role: 'main',
      main: () => pdf,
      sample: () => makePdf({ pages: 1 }),
      type: 'application/pdf',
    },
    {
      format: 'MP3',
      role: 'track',
      main: () => makeMp3({ seconds: 1 }),
      sample: () => makeMp3({ seconds: 1 }),
      type: 'audio/mpeg',
    },
    {
      format: 'CRS',
      role: 'lesson',
      main: () => makeMp4({ seconds: 1 }),
      sample: () => makeMp4({ seconds: 1 }),
      type: 'video/mp4',
    },
    {
      format: 'PPT',
      role: 'deck',
      main: () => makePptx({ slides: 2 }),
      sample: () => makePptx({ slides: 1 }),
      type: PPTX_MIME,
    },
  ] as const;

  it.each(cases)('streams the sample of a $format product with ranges once it is on sale', async (c) => {
    const product = await createDraft(c.format);
    await expectUploaded(await sendFile(product.id, c.role, await c.main(), 'isi'));
    const sample = await c.sample();
    const staged = await expectUploaded(await sendFile(product.id, 'sample', sample, 'contoh'));
    expect(staged.files.find((file) => file.role === 'sample')).toMatchObject({
      content_type: c.type,
      size_bytes: sample.length,
      state: 'staged',
    });
    const url = `/api/v2/public/books/${product.id}/sample`;
    // Not on sale yet: nothing to stream.
    expect((await api(t.app, { method: 'GET', url })).statusCode).toBe(404);

    await publish(product.id);
    expect((await publicDetail(product.id)).json().data.sample).toEqual({ url, content_type: c.type });
    const whole = await api(t.app, { method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({
      'content-type': c.type,
      'accept-ranges': 'bytes',
      'content-length': String(sample.length),
    });
    expect(whole.rawPayload.equals(sample)).toBe(true);

    const range = (header: string) => api(t.app, { method: 'GET', url, headers: { range: header } });
    const first = await range('bytes=0-9');
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-9/${sample.length}`);
    expect(first.rawPayload.equals(sample.subarray(0, 10))).toBe(true);
    const tail = await range('bytes=-16');
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(sample.subarray(sample.length - 16))).toBe(true);
    const rest = await range('bytes=100-');
    expect(rest.headers['content-range']).toBe(`bytes 100-${sample.length - 1}/${sample.length}`);
    expect(rest.rawPayload.equals(sample.subarray(100))).toBe(true);
    const clamped = await range(`bytes=${sample.length - 4}-${sample.length + 1000}`);
    expect(clamped.statusCode).toBe(206);
    expect(clamped.rawPayload).toHaveLength(4);

    const beyond = await range(`bytes=${sample.length}-`);
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${sample.length}`);
    expect(beyond.json()).toMatchObject({ success: false, code: 'RANGE_NOT_SATISFIABLE' });
    // Ranges the server does not serve are ignored: the whole file, as HTTP allows.
    for (const ignored of ['bytes=9-0', 'bytes=-0', 'bytes=0-1,4-5', 'pages=1-2', 'bytes=abc']) {
      const response = await range(ignored);
      expect(response.statusCode, ignored).toBe(200);
      expect(response.rawPayload).toHaveLength(sample.length);
    }
  });

  it('refuses a sample of another kind than the product', async () => {
    const responses = await Promise.all(
      (
        [
          ['PDF', await makeMp3({ seconds: 1 })],
          ['MP3', pdf],
          ['CRS', await makeMp3({ seconds: 1 })],
          ['PPT', await makeMp4({ seconds: 1 })],
        ] as const
      ).map(async ([format, data]) => sendFile((await createDraft(format)).id, 'sample', data, 'contoh')),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([415, 415, 415, 415]);
  });

  it('refuses a sample over 50 MB and leaves nothing behind', async () => {
    const product = await createDraft('PDF');
    const big = Buffer.alloc(50 * 1024 * 1024 + 1, 0x20);
    big.write('%PDF-1.7\n');
    const response = await sendFile(product.id, 'sample', big, 'contoh.pdf');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
    expect(await stored(product.id)).toEqual([]);
    expect(await readdir(path.join(t.dataDir, 'tmp')).catch(() => [])).toEqual([]);
  });

  it('keeps serving the live sample while a replacement waits for review', async () => {
    const product = await createDraft('PDF');
    await expectUploaded(await sendFile(product.id, 'main', pdf, 'buku.pdf'));
    const first = await makePdf({ pages: 1, title: 'Contoh Pertama' });
    await expectUploaded(await sendFile(product.id, 'sample', first, 'contoh.pdf'));
    await publish(product.id);
    const second = await makePdf({ pages: 2, title: 'Contoh Kedua' });
    await expectUploaded(await sendFile(product.id, 'sample', second, 'contoh-2.pdf'));
    const url = `/api/v2/public/books/${product.id}/sample`;
    expect((await api(t.app, { method: 'GET', url })).rawPayload.equals(first)).toBe(true);
    // A live sample is replaced, not deleted, while the product is on sale.
    const live = (await managed(product.id)).files.find((f) => f.role === 'sample' && f.state === 'live');
    expect((await deleteFile(product.id, live?.id ?? 0)).statusCode).toBe(409);
    expect(
      (
        await api(t.app, {
          method: 'POST',
          url: `/api/v2/books/${product.id}/submit`,
          token: publisher.token,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await api(t.app, {
          method: 'PUT',
          url: `/api/v2/admin/books/${product.id}/approve`,
          token: admin.token,
        })
      ).statusCode,
    ).toBe(200);
    expect((await api(t.app, { method: 'GET', url })).rawPayload.equals(second)).toBe(true);
    expect(await stored(product.id)).toHaveLength(2);
  });
});

describe('GET /books/{id}/files/{fileId}/preview', () => {
  let product: Managed;
  let file: FileView;
  let deckBytes: Buffer;

  beforeAll(async () => {
    product = await createDraft('PPT');
    deckBytes = await makePptx({ slides: 3 });
    file = (await expectUploaded(await sendFile(product.id, 'deck', deckBytes, 'materi.pptx')))
      .files[0] as FileView;
  });

  const preview = (token: string | undefined, url = `/api/v2/books/${product.id}/files/${file.id}/preview`) =>
    api(t.app, { method: 'GET', url, token });

  it('streams a staged file to its owner and to an admin', async () => {
    for (const user of [publisher, admin]) {
      const response = await preview(user.token);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(PPTX_MIME);
      expect(response.headers['cache-control']).toBe('private, max-age=300');
      expect(response.rawPayload.equals(deckBytes)).toBe(true);
    }
    const part = await api(t.app, {
      method: 'GET',
      url: `/api/v2/books/${product.id}/files/${file.id}/preview`,
      token: publisher.token,
      headers: { range: 'bytes=0-3' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.toString('latin1')).toBe('PK\u0003\u0004');
  });

  it('hides it from other publishers, refuses members and needs a token', async () => {
    expect((await preview(otherPublisher.token)).statusCode).toBe(404);
    expect((await preview(member.token)).statusCode).toBe(403);
    const guest = await preview(undefined);
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
  });

  it('answers 404 for a file of another product and 400 for a malformed id', async () => {
    const other = await createDraft('PPT');
    expect(
      (await preview(publisher.token, `/api/v2/books/${other.id}/files/${file.id}/preview`)).statusCode,
    ).toBe(404);
    expect(
      (await preview(publisher.token, `/api/v2/books/${product.id}/files/2147483647/preview`)).statusCode,
    ).toBe(404);
    expect((await preview(publisher.token, `/api/v2/books/${product.id}/files/1x/preview`)).statusCode).toBe(
      400,
    );
  });
});

describe('multipart details', () => {
  it('keeps a safe version of the uploaded file name', async () => {
    const product = await createDraft('PDF');
    const body = multipart([
      { name: 'file', filename: '../../<b>buku</b>\u202E.pdf', contentType: 'text/plain', data: pdf },
    ]);
    const response = await api(t.app, {
      method: 'POST',
      url: `/api/v2/books/${product.id}/files?role=main`,
      token: publisher.token,
      headers: body.headers,
      payload: body.payload,
    });
    expect(response.statusCode).toBe(200);
    const [file] = response.json().data.files as FileView[];
    expect(file?.original_name).not.toMatch(/[/<>\\\u202E]/);
    // The type stored is what the bytes are, not what the browser claimed.
    expect(file?.content_type).toBe('application/pdf');
    expect(await stored(product.id)).toEqual([expect.stringMatching(/^main-[0-9a-f]{20}\.pdf$/)]);
  });
});
