import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMp3, makePdf, makeWebm } from '#platform/media/fixtures.ts';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { api, createPublisher, type TestUser } from '../factories.ts';
import { PRODUCT } from './bodies.ts';
import type { Body } from './fixture.ts';
import { multipartBody } from './multipart.ts';

let t: TestApp;
let png: Buffer;
let pdf: Buffer;
let mp3: Buffer;

beforeAll(async () => {
  t = await buildTestApp();
  png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#222' } })
    .png()
    .toBuffer();
  [pdf, mp3] = await Promise.all([makePdf({ pages: 2 }), makeMp3({ seconds: 1 })]);
});
afterAll(() => t.app.close());

describe('odd file names on uploads', () => {
  // A file's name is only a label its sender chose: whatever it says, a real file is stored under a name
  // taken from what the file is, and no name produces a 5xx.
  const ODD_NAMES = [
    'a.type',
    'a.tmp',
    'a.1234.tmp',
    'buku.PDF.type',
    '../../x.pdf',
    '..\\..\\x.pdf',
    'tanpa-ekstensi',
    '.pdf',
    `${'n'.repeat(296)}.pdf`,
    'Buku Ünïcödé 書 📘.pdf',
    'a\u0001b\u001fc\u007f\td.pdf',
    ' ',
  ];
  const PARTS: Record<string, string> = {
    image: 'image/png',
    pdf: 'application/pdf',
    mp3: 'audio/mpeg',
    webm: 'video/webm',
  };
  let owner: TestUser;
  let ebook: number;
  let album: number;
  let course: number;
  let author: number;
  let webm: Buffer;

  beforeAll(async () => {
    owner = await createPublisher(t.app, t.ctx);
    const create = async (body: Body) =>
      (await api(t.app, { method: 'POST', url: '/api/v2/books', token: owner.token, body })).json().data.id;
    [ebook, album, course] = await Promise.all([
      create({ ...PRODUCT, name: 'Buku Nama Aneh' }),
      create({ ...PRODUCT, name: 'Album Nama Aneh', format: 'MP3' }),
      create({ ...PRODUCT, name: 'Kursus Nama Aneh', format: 'CRS' }),
    ]);
    author = (
      await api(t.app, {
        method: 'POST',
        url: '/api/v2/authors',
        token: owner.token,
        body: { name: 'Penulis Nama Aneh' },
      })
    ).json().data.id;
    webm = makeWebm({ durationMs: 2_000, width: 64, height: 48 });
  });

  const sendAs = (url: string, field: string, data: Buffer, kind: string, filename: string) =>
    api(t.app, {
      method: 'POST',
      url,
      token: owner.token,
      ...multipartBody(field, data, undefined, { filename, type: PARTS[kind] as string }),
    });

  async function storedKeys(productId: number): Promise<string[]> {
    const rows = await t.ctx.db.execute<{ storage_key: string }>(
      sql`select storage_key from product_files where product_id = ${productId} order by id`,
    );
    const list = Array.isArray(rows) ? rows : (rows as { rows: { storage_key: string }[] }).rows;
    return list.map((row) => row.storage_key);
  }

  it('stores an ebook, a track and a lesson under the type they really are, whatever their name', async () => {
    const problems: string[] = [];
    const uploads = [
      { url: `/api/v2/books/${ebook}/files?role=main`, data: pdf, kind: 'pdf', product: ebook, ext: 'pdf' },
      { url: `/api/v2/books/${album}/files?role=track`, data: mp3, kind: 'mp3', product: album, ext: 'mp3' },
      { url: `/api/v2/audio-contents?book_id=${album}`, data: mp3, kind: 'mp3', product: album, ext: 'mp3' },
      {
        url: `/api/v2/books/${course}/files?role=lesson`,
        data: webm,
        kind: 'webm',
        product: course,
        ext: 'webm',
      },
    ];
    for (const target of uploads) {
      for (const name of ODD_NAMES) {
        const response = await sendAs(target.url, 'file', target.data, target.kind, name);
        if (response.statusCode !== 200) {
          problems.push(`${target.url} ${JSON.stringify(name)}: ${response.statusCode} ${response.body}`);
          continue;
        }
        const files = (response.json().data.files ?? response.json().data) as Record<string, unknown>[];
        for (const file of files) {
          const label = String(file.original_name ?? file.title);
          // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is checked
          if (/[/\\\u0000-\u001f\u007f]/.test(label) || label.length > 200)
            problems.push(`${target.url} ${JSON.stringify(name)}: shown as ${JSON.stringify(label)}`);
        }
      }
      const keys = await storedKeys(target.product);
      const wrong = keys.filter((key) => !key.endsWith(`.${target.ext}`));
      if (keys.length === 0 || wrong.length) problems.push(`${target.url}: stored as ${wrong.join(', ')}`);
    }
    expect(problems.join('\n')).toBe('');

    const [main] = (
      await api(t.app, { method: 'GET', url: `/api/v2/books/${ebook}`, token: owner.token })
    ).json().data.files;
    const preview = await api(t.app, {
      method: 'GET',
      url: `/api/v2/books/${ebook}/files/${main.id}/preview`,
      token: owner.token,
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.rawPayload.equals(pdf)).toBe(true);
  });

  it('takes a cover, a profile picture and an author photo under any name', async () => {
    const problems: string[] = [];
    for (const url of [
      `/api/v2/books/${ebook}/cover`,
      '/api/v2/profile/upload-image',
      '/api/v2/profile/upload-cover',
      `/api/v2/authors/${author}/photo`,
    ]) {
      for (const name of ODD_NAMES) {
        const response = await sendAs(url, 'image', png, 'image', name);
        if (response.statusCode !== 200)
          problems.push(`${url} ${JSON.stringify(name)}: ${response.statusCode} ${response.body}`);
      }
    }
    expect(problems.join('\n')).toBe('');
  });

  it('refuses a file that is not what its name says with a 4xx, never a 5xx', async () => {
    for (const name of ['a.type', 'a.tmp', 'x.pdf']) {
      const response = await sendAs(`/api/v2/books/${ebook}/files?role=main`, 'file', png, 'pdf', name);
      expect(response.statusCode).toBe(415);
      expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
  });
});
