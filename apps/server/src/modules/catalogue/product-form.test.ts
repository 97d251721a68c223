import { CSRF_VALUE } from '@pustaka/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '#db/schema.ts';
import { makeMp3 } from '#platform/media/fixtures.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { type CatalogueCast, createCatalogueCast, type MultipartPart, multipart } from '#test/factories.ts';

/** The spec's `POST /books/` as one multipart form: the fields, the cover and the file together. */
let t: TestApp;
let cast: CatalogueCast;

beforeAll(async () => {
  t = await buildTestApp({ CREATOR_STORAGE_QUOTA: '1MB' });
  cast = await createCatalogueCast(t);
});
afterAll(() => t.app.close());

const FIELDS = {
  name: 'Buku Satu Formulir',
  description: '<p>Buku yang dikirim dalam satu formulir.</p>',
  format: 'PDF',
  base_price: '45000',
  discount_amount: '5000',
  category_id: '',
  language: 'id',
  downloadable: 'true',
};
const fieldParts = (fields: Record<string, string> = FIELDS): MultipartPart[] =>
  Object.entries(fields).map(([name, data]) => ({ name, data }));
const coverPart = (data: Buffer = cast.cover): MultipartPart => ({
  name: 'cover',
  filename: 'sampul.png',
  contentType: 'image/png',
  data,
});
const filePart = (data: Buffer = cast.pdf, filename = 'buku.pdf'): MultipartPart => ({
  name: 'file',
  filename,
  contentType: 'application/pdf',
  data,
});

function send(parts: MultipartPart[], token = cast.publisher.token) {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/v2/books/',
    payload: body.payload,
    headers: { ...body.headers, 'x-csrf-token': CSRF_VALUE, authorization: `Bearer ${token}` },
  });
}

async function productCount(): Promise<number> {
  const rows = await t.ctx.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.sellerId, cast.publisher.id));
  return rows.length;
}

describe('POST /books/ as a multipart form', () => {
  it('makes the draft with its fields, cover and main file in one request', async () => {
    const response = await send([...fieldParts(), coverPart(), filePart()]);
    expect(response.statusCode, response.body).toBe(201);
    const product = response.json().data;
    expect(product).toMatchObject({
      name: 'Buku Satu Formulir',
      format: 'PDF',
      base_price: 45_000,
      discount_amount: 5_000,
      downloadable: true,
      status: 'draft',
    });
    expect(product.cover_url).toMatch(/^\/api\/v2\/public\/image-proxy\/cover\//);
    expect(product.files).toEqual([
      expect.objectContaining({
        role: 'main',
        state: 'staged',
        content_type: 'application/pdf',
        size_bytes: cast.pdf.length,
      }),
    ]);
    // Ready for review as it stands: nothing else had to be sent.
    expect((await cast.submit(product.id)).statusCode).toBe(200);
  });

  it('takes the fields alone, and the JSON body as before', async () => {
    const form = await send(fieldParts({ ...FIELDS, name: 'Hanya Isian' }));
    expect(form.statusCode, form.body).toBe(201);
    expect(form.json().data).toMatchObject({ name: 'Hanya Isian', cover_url: null, files: [] });
    const json = await cast.createDraft(cast.publisher, { name: 'Lewat JSON' });
    expect(json).toMatchObject({ name: 'Lewat JSON' });
  });

  it('refuses a file that is not what the format takes with 415 and keeps no product', async () => {
    const before = await productCount();
    const mp3 = await makeMp3({ seconds: 1 });
    const response = await send([...fieldParts(), coverPart(), filePart(mp3, 'buku.pdf')]);
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const picture = await send([...fieldParts(), filePart(cast.cover, 'buku.pdf')]);
    expect(picture.statusCode).toBe(415);
    expect(await productCount()).toBe(before);
  });

  it('refuses an over-size cover with 413 and a file past the storage quota with 413, keeping nothing', async () => {
    const before = await productCount();
    const bigCover = await send([
      ...fieldParts(),
      coverPart(Buffer.alloc(5 * 1024 * 1024 + 1, 1)),
      filePart(),
    ]);
    expect(bigCover.statusCode).toBe(413);
    expect(bigCover.json().code).toBe('PAYLOAD_TOO_LARGE');
    const pastQuota = Buffer.concat([cast.pdf, Buffer.alloc(1024 * 1024, 0x20)]);
    const bigFile = await send([...fieldParts(), coverPart(), filePart(pastQuota)]);
    expect(bigFile.statusCode).toBe(413);
    expect(bigFile.json().code).toBe('STORAGE_QUOTA_EXCEEDED');
    expect(await productCount()).toBe(before);
  });

  it('refuses bad fields, unknown or repeated files and fields after a file with 400, keeping nothing', async () => {
    const before = await productCount();
    const cases: MultipartPart[][] = [
      fieldParts({ ...FIELDS, base_price: 'mahal' }),
      fieldParts({ ...FIELDS, format: 'EXE' }),
      fieldParts({ ...FIELDS, discount_amount: '90000' }),
      fieldParts({ ...FIELDS, downloadable: 'ya' }),
      fieldParts({ ...FIELDS, is_published: 'true' }),
      [...fieldParts(), { ...filePart(), name: 'lampiran' }],
      [...fieldParts(), coverPart(), coverPart()],
      [...fieldParts(), filePart(), filePart()],
      [...fieldParts(), coverPart(), { name: 'name', data: 'Nama Sesudah Berkas' }],
    ];
    for (const parts of cases) {
      const response = await send(parts);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
    expect(await productCount()).toBe(before);
  });

  it('is for publishers only: a member gets 403 and nothing is made', async () => {
    const before = await productCount();
    const response = await send([...fieldParts(), coverPart(), filePart()], cast.member.token);
    expect(response.statusCode).toBe(403);
    expect(await productCount()).toBe(before);
  });
});
