import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productFiles, products } from '#db/schema.ts';
import { makePdf } from '#platform/media/fixtures.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { api, type CatalogueCast, createCatalogueCast } from '#test/factories.ts';

/** The spec's `GET /public/image-proxy/{samples bucket}/{name}`: a sample by its name, as public as its product. */
let t: TestApp;
let cast: CatalogueCast;
let sample: Buffer;

beforeAll(async () => {
  t = await buildTestApp();
  cast = await createCatalogueCast(t);
  sample = await makePdf({ pages: 1 });
});
afterAll(() => t.app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  api(t.app, { method: 'GET', url, headers });
const proxied = (name: string | number) => `/api/v2/public/image-proxy/samples/${name}`;

/** A product's files as stored: the sample's id and stored name, and the main file's id. */
async function storedFiles(productId: number) {
  const rows = await t.ctx.db.select().from(productFiles).where(eq(productFiles.productId, productId));
  const sampleRow = rows.find((row) => row.role === 'sample' && row.state === 'live');
  const main = rows.find((row) => row.role === 'main');
  if (!sampleRow || !main) throw new Error('the product has no live sample or no main file');
  return { id: sampleRow.id, name: sampleRow.storageKey.split('/').pop() ?? '', mainId: main.id };
}

async function productWithSample() {
  const draft = await cast.readyForReview();
  expect((await cast.sendFile(draft.id, 'sample', sample, 'contoh.pdf')).statusCode).toBe(200);
  return draft;
}

describe('GET /public/image-proxy/samples/{name}', () => {
  it('streams the sample of a product on sale by its id or stored name, with ranges, like /public/books/{id}/sample', async () => {
    const draft = await productWithSample();
    expect((await cast.submit(draft.id)).statusCode).toBe(200);
    expect((await cast.approve(draft.id)).statusCode).toBe(200);
    const files = await storedFiles(draft.id);
    expect(files.name).toMatch(/^sample-[0-9a-f]{20}\.pdf$/);
    const direct = await get(`/api/v2/public/books/${draft.id}/sample`);
    expect(direct.statusCode).toBe(200);
    for (const name of [files.id, files.name]) {
      const whole = await get(proxied(name));
      expect(whole.statusCode, String(name)).toBe(200);
      expect(whole.headers['content-type']).toBe(direct.headers['content-type']);
      expect(whole.rawPayload.equals(sample)).toBe(true);
      const part = await get(proxied(name), { range: 'bytes=0-9' });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 0-9/${sample.length}`);
    }
    // The samples bucket holds samples only: the main file is not reachable by its id there.
    expect((await get(proxied(files.mainId))).statusCode).toBe(404);
  });

  it('answers 404 where the product route does: a draft, and a product taken off sale', async () => {
    const draft = await productWithSample();
    const [staged] = await t.ctx.db
      .select()
      .from(productFiles)
      .where(and(eq(productFiles.productId, draft.id), eq(productFiles.role, 'sample')));
    if (!staged) throw new Error('the sample was not stored');
    expect((await get(`/api/v2/public/books/${draft.id}/sample`)).statusCode).toBe(404);
    expect((await get(proxied(staged.id))).statusCode).toBe(404);
    expect((await get(proxied(staged.storageKey.split('/').pop() ?? ''))).statusCode).toBe(404);

    expect((await cast.submit(draft.id)).statusCode).toBe(200);
    expect((await cast.approve(draft.id)).statusCode).toBe(200);
    const files = await storedFiles(draft.id);
    expect((await get(proxied(files.id))).statusCode).toBe(200);
    await t.ctx.db.update(products).set({ isActive: false }).where(eq(products.id, draft.id));
    expect((await get(`/api/v2/public/books/${draft.id}/sample`)).statusCode).toBe(404);
    expect((await get(proxied(files.id))).statusCode).toBe(404);
    expect((await get(proxied(files.name))).statusCode).toBe(404);
  });

  it('refuses names that are neither an id nor a stored sample name with 400, and unknown ones with 404', async () => {
    for (const name of [
      '0x10',
      'abc',
      '%25',
      'sample-%25.pdf',
      '..%2F..%2Fsecret',
      'sample-zz.pdf',
      'x'.repeat(90),
    ]) {
      const response = await get(proxied(name));
      expect(response.statusCode, name).toBe(400);
      expect(response.json().code, name).toBe('VALIDATION_ERROR');
    }
    // Past the router's longest parameter nothing matches: its 404, never a 5xx.
    expect((await get(proxied('x'.repeat(300)))).statusCode).toBe(404);
    expect((await get(proxied(2_000_000_000))).statusCode).toBe(404);
    expect((await get(proxied(`sample-${'0'.repeat(20)}.pdf`))).statusCode).toBe(404);
  });
});
