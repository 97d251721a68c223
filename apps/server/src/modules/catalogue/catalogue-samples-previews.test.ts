import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeMp3, makeMp4, makePdf, makePptx } from '#platform/media/fixtures.ts';
import { PPTX_MIME } from '#platform/media/index.ts';
import { api, multipart } from '#test/factories.ts';
import {
  admin,
  createDraft,
  deleteFile,
  expectUploaded,
  type FileView,
  type Managed,
  managed,
  member,
  otherPublisher,
  pdf,
  publicDetail,
  publish,
  publisher,
  sendFile,
  stored,
  t,
  useFormatsSuite,
} from './test-formats.ts';

/**
 * The samples of every format streamed with ranges, the owner's preview of a staged file, and the multipart
 * details of an upload.
 */

useFormatsSuite();

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
