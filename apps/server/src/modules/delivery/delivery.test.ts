import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, ownerships, products, stampedCopies } from '#db/schema.ts';
import type { DeliveryFile, DeliveryProduct } from '#modules/catalogue/index.ts';
import { makeMp3, makeWebm } from '#platform/media/fixtures.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { createPaidOrder } from '#test/commerce-factories.ts';
import { api, createCatalogueCast, createUser, type TestUser } from '#test/factories.ts';
import { downloadName } from './service.ts';
import { signLink } from './signed-links.ts';
import { stampLine, stampPdf, toStampable } from './stamp-pdf.ts';

/** Protected delivery: viewers' file lists, signed addresses, stamped downloads, limits and progress. */

const DOWNLOAD_LIMIT = 3;
const SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

let t: TestApp;
let cast: Awaited<ReturnType<typeof createCatalogueCast>>;
/** Owns `book`, `album` and `course`. */
let buyer: TestUser;
/** A verified member who owns nothing. */
let stranger: TestUser;
let book: { id: number; mainId: number; mainKey: string; sampleId: number };
let album: { id: number; trackId: number };
let course: { id: number; lessonId: number };
let orderSequence = 0;

/** Makes the buyer own a product the way a paid order does: an order and its ownership row. */
async function grantOwnership(userId: number, productId: number): Promise<{ orderId: number; code: string }> {
  const [product] = await t.ctx.db.select().from(products).where(eq(products.id, productId));
  if (!product) throw new Error(`no product ${productId}`);
  orderSequence += 1;
  const code = `PST-UJI-${orderSequence}-${productId}`;
  const [order] = await t.ctx.db
    .insert(orders)
    .values({
      code,
      buyerId: userId,
      productId,
      sellerId: product.sellerId,
      productName: product.name,
      basePrice: product.basePrice,
      discountAmount: product.discountAmount,
      amount: Math.max(product.basePrice - product.discountAmount, 0),
      paymentMethod: 'qris',
      provider: 'sandbox',
      status: 'paid',
      paidAt: t.clock.now(),
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('order insert returned nothing');
  await t.ctx.db.insert(ownerships).values({ userId, productId, orderId: order.id });
  return { orderId: order.id, code };
}

/** What a refund does to access. */
async function revokeOwnership(userId: number, productId: number) {
  await t.ctx.db
    .delete(ownerships)
    .where(sql`${ownerships.userId} = ${userId} and ${ownerships.productId} = ${productId}`);
}

async function expectOk(response: Promise<{ statusCode: number; body: string }>, status = 200) {
  const answer = await response;
  if (answer.statusCode !== status) {
    throw new Error(`expected ${status}, got ${answer.statusCode}: ${answer.body.slice(0, 300)}`);
  }
  return JSON.parse(answer.body).data;
}

/** Publishes a product of another format with one file of `role`. */
async function publishWith(format: string, role: string, data: Buffer, filename: string) {
  const draft = await cast.createDraft(cast.publisher, { format, name: `Produk ${format}` });
  await expectOk(cast.sendCover(draft.id));
  const managed = await expectOk(cast.sendFile(draft.id, role, data, filename));
  await expectOk(cast.submit(draft.id));
  await expectOk(cast.approve(draft.id));
  return { id: draft.id as number, fileId: managed.files[0].id as number };
}

const owned = (productId: number, token: string) =>
  api(t.app, { method: 'GET', url: `/api/v2/owned/${productId}/files`, token });
const download = (token: string, objectName: string | number, bucket = 'products') =>
  api(t.app, {
    method: 'POST',
    url: '/api/v2/gcs_jwt/download',
    token,
    body: { bucket, object_name: String(objectName) },
  });
const fetchLink = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** The text of every page of a PDF, read back with pdf.js. */
async function pdfText(bytes: Buffer): Promise<{ pages: string[]; subject: string }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= doc.numPages; number += 1) {
    const content = await (await doc.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  const { info } = (await doc.getMetadata()) as { info: { Subject?: string } };
  await doc.destroy();
  return { pages, subject: info.Subject ?? '' };
}

beforeAll(async () => {
  t = await buildTestApp({ DOWNLOAD_LIMIT: String(DOWNLOAD_LIMIT) });
  cast = await createCatalogueCast(t);
  [buyer, stranger] = await Promise.all([
    createUser(t.app, t.ctx, { firstName: 'Ratna' }),
    createUser(t.app, t.ctx),
  ]);

  const draft = await cast.readyForReview();
  await expectOk(cast.sendFile(draft.id, 'sample', cast.pdf, 'contoh.pdf'));
  await expectOk(cast.submit(draft.id));
  const approved = await expectOk(cast.approve(draft.id));
  const main = approved.files.find((f: { role: string }) => f.role === 'main');
  const sample = approved.files.find((f: { role: string }) => f.role === 'sample');
  const [row] = await t.ctx.db
    .execute<{ storage_key: string }>(sql`select storage_key from product_files where id = ${main.id}`)
    .then((result) =>
      Array.isArray(result) ? result : (result as { rows: { storage_key: string }[] }).rows,
    );
  book = { id: draft.id, mainId: main.id, mainKey: row?.storage_key ?? '', sampleId: sample.id };

  const audio = await publishWith('MP3', 'track', await makeMp3({ seconds: 1 }), 'bab-1.mp3');
  album = { id: audio.id, trackId: audio.fileId };
  const video = await publishWith(
    'CRS',
    'lesson',
    makeWebm({ durationMs: 1500, width: 320, height: 180 }),
    'pengenalan.webm',
  );
  course = { id: video.id, lessonId: video.fileId };

  for (const id of [book.id, album.id, course.id]) await grantOwnership(buyer.id, id);
});
afterAll(() => t.app.close());

describe('GET /owned/{id}/files', () => {
  it("lists an owned ebook's main file with a stream address, not its sample", async () => {
    const data = await expectOk(owned(book.id, buyer.token));
    expect(data).toMatchObject({
      product: { id: book.id, format: 'PDF', downloadable: true },
      access: 'owner',
      downloads: { used: 0, limit: DOWNLOAD_LIMIT, remaining: DOWNLOAD_LIMIT },
      last_file_id: null,
    });
    expect(data.files).toEqual([
      expect.objectContaining({ id: book.mainId, role: 'main', page_count: 2, progress: null }),
    ]);
    expect(data.files[0].stream_url).toMatch(/^\/api\/v2\/files\/signed\/[\w-]+\.[\w-]{43}$/);
  });

  it('refuses members who have not bought it, and guests', async () => {
    const refused = await owned(book.id, stranger.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, code: 'NOT_OWNED' });
    expect((await owned(book.id, cast.otherPublisher.token)).statusCode).toBe(403);
    expect((await api(t.app, { method: 'GET', url: `/api/v2/owned/${book.id}/files` })).statusCode).toBe(401);
    expect((await owned(2_147_483_647, buyer.token)).statusCode).toBe(404);
  });

  it("lets the product's creator and admins look, without a download allowance", async () => {
    expect(await expectOk(owned(book.id, cast.publisher.token))).toMatchObject({
      access: 'seller',
      downloads: null,
    });
    expect(await expectOk(owned(book.id, cast.admin.token))).toMatchObject({
      access: 'admin',
      downloads: null,
    });
  });

  it('hides a product that is not on sale from everyone but its creator and admins (404)', async () => {
    const draft = await cast.readyForReview();
    expect((await owned(draft.id, stranger.token)).statusCode).toBe(404);
    expect((await owned(draft.id, cast.publisher.token)).statusCode).toBe(200);
  });
});

describe('signed addresses', () => {
  it('stream the file, whole or by Range, without counting a download', async () => {
    const { files } = await expectOk(owned(book.id, cast.publisher.token));
    const url = files[0].stream_url;
    const whole = await fetchLink(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(cast.pdf)).toBe(true);
    expect(whole.headers).toMatchObject({
      'content-type': 'application/pdf',
      'accept-ranges': 'bytes',
      'content-length': String(cast.pdf.length),
    });
    expect(whole.headers['content-disposition']).toMatch(/^inline;/);

    const part = await fetchLink(url, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${cast.pdf.length}`);
    expect(part.rawPayload.equals(cast.pdf.subarray(100, 200))).toBe(true);

    const tail = await fetchLink(url, { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(cast.pdf.subarray(cast.pdf.length - 10))).toBe(true);

    const beyond = await fetchLink(url, { range: `bytes=${cast.pdf.length + 5}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${cast.pdf.length}`);
    expect(beyond.json()).toMatchObject({ success: false, code: 'RANGE_NOT_SATISFIABLE' });

    const { files: tracks } = await expectOk(owned(album.id, buyer.token));
    expect((await fetchLink(tracks[0].stream_url, { range: 'bytes=0-9' })).statusCode).toBe(206);
    expect((await expectOk(owned(album.id, buyer.token))).downloads.used).toBe(0);
  });

  it('refuse forged, altered, malformed and expired addresses with 403', async () => {
    const { files } = await expectOk(owned(book.id, buyer.token));
    const token: string = files[0].stream_url.split('/').pop();
    const [payload = '', signature = ''] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const asStranger = Buffer.from(JSON.stringify({ ...claims, u: stranger.id })).toString('base64url');
    const cases = {
      altered: `${asStranger}.${signature}`,
      forged: signLink('another-secret-that-is-long-enough-for-signing', {
        userId: buyer.id,
        target: { kind: 'file', id: book.mainId },
        purpose: 'stream',
        expiresAt: claims.e,
      }),
      truncated: token.slice(0, -2),
      garbage: 'bukan-tautan',
    };
    for (const [name, bad] of Object.entries(cases)) {
      const response = await fetchLink(`/api/v2/files/signed/${bad}`);
      expect([name, response.statusCode, response.json().code]).toEqual([name, 403, 'LINK_INVALID']);
    }

    // Signed with the right key for a user who does not own the book: access is checked, not assumed.
    const strangers = signLink(SECRET, {
      userId: stranger.id,
      target: { kind: 'file', id: book.mainId },
      purpose: 'download',
      expiresAt: claims.e,
    });
    expect((await fetchLink(`/api/v2/files/signed/${strangers}`)).statusCode).toBe(403);

    t.clock.advance(31 * 60_000);
    const expired = await fetchLink(files[0].stream_url);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().code).toBe('LINK_EXPIRED');
  });

  it("refuse another user's session sent along with the address", async () => {
    const { files } = await expectOk(owned(album.id, buyer.token));
    const mine = await fetchLink(files[0].stream_url, { authorization: `Bearer ${buyer.token}` });
    expect(mine.statusCode).toBe(200);
    const theirs = await fetchLink(files[0].stream_url, { authorization: `Bearer ${stranger.token}` });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().code).toBe('LINK_INVALID');
  });

  it('stop working when the ownership is withdrawn (a refund), before they expire', async () => {
    const extra = await publishWith('MP3', 'track', await makeMp3({ seconds: 1 }), 'bab-2.mp3');
    await grantOwnership(buyer.id, extra.id);
    const { files } = await expectOk(owned(extra.id, buyer.token));
    expect((await fetchLink(files[0].stream_url)).statusCode).toBe(200);
    await revokeOwnership(buyer.id, extra.id);
    const revoked = await fetchLink(files[0].stream_url);
    expect(revoked.statusCode).toBe(403);
    expect(revoked.json().code).toBe('LINK_INVALID');
    expect((await owned(extra.id, buyer.token)).statusCode).toBe(403);
  });
});

describe('POST /gcs_jwt/download', () => {
  it("prepares the buyer's stamped copy, then hands out an address to it and counts the download", async () => {
    const first = await download(buyer.token, book.mainId);
    expect(first.statusCode).toBe(202);
    expect(first.json().data).toEqual({ status: 'preparing', retry_after_seconds: 2 });
    expect(first.headers['retry-after']).toBe('2');
    // Asking again while it is made changes nothing and counts nothing.
    expect((await download(buyer.token, book.mainId)).statusCode).toBe(202);
    expect((await expectOk(owned(book.id, buyer.token))).downloads.used).toBe(0);

    await t.ctx.jobs.runDue();

    const ready = await expectOk(download(buyer.token, book.mainId));
    expect(ready).toMatchObject({
      status: 'ready',
      stamped: true,
      filename: 'Buku Percobaan.pdf',
      content_type: 'application/pdf',
      downloads: { used: 1, limit: DOWNLOAD_LIMIT, remaining: DOWNLOAD_LIMIT - 1 },
    });
    const file = await fetchLink(ready.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="Buku Percobaan.pdf"/);
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(Number(file.headers['content-length'])).toBe(ready.size_bytes);

    const { pages, subject } = await pdfText(file.rawPayload);
    expect(pages).toHaveLength(2);
    for (const page of pages) {
      expect(page).toContain(buyer.email);
      expect(page).toContain('Ratna Uji');
    }
    const [copy] = await t.ctx.db.select().from(stampedCopies);
    const code = (
      await t.ctx.db
        .select()
        .from(orders)
        .where(eq(orders.id, copy?.orderId ?? 0))
    )[0]?.code;
    expect(pages[0]).toContain(code);
    expect(subject).toContain(buyer.email);
  });

  it('names the file by its storage key too, and reuses the stamped copy', async () => {
    const again = await expectOk(download(buyer.token, book.mainKey));
    expect(again).toMatchObject({ status: 'ready', stamped: true, downloads: { used: 2 } });
    expect(await t.ctx.db.select().from(stampedCopies)).toHaveLength(1);
  });

  it("lets the reader stream the buyer's stamped copy once it is ready, without counting a download", async () => {
    const before = await expectOk(owned(book.id, buyer.token));
    const main = before.files.find((file: { id: number }) => file.id === book.mainId);
    const streamed = await fetchLink(main.stream_url);
    expect(streamed.statusCode).toBe(200);
    const { pages } = await pdfText(streamed.rawPayload);
    expect(pages[0]).toContain(buyer.email);
    expect((await expectOk(owned(book.id, buyer.token))).downloads.used).toBe(before.downloads.used);
    // The creator reads the file as uploaded.
    const theirs = await expectOk(owned(book.id, cast.publisher.token));
    const original = await fetchLink(
      theirs.files.find((file: { id: number }) => file.id === book.mainId).stream_url,
    );
    expect(original.rawPayload.equals(cast.pdf)).toBe(true);
  });

  it('gives a buyer a PDF only as their stamped copy: a stream-only book is stamped for the reader', async () => {
    const draft = await cast.readyForReview();
    await expectOk(cast.submit(draft.id));
    const approved = await expectOk(cast.approve(draft.id));
    const mainId: number = approved.files.find((f: { role: string }) => f.role === 'main').id;
    await t.ctx.db.update(products).set({ downloadable: false }).where(eq(products.id, draft.id));
    await grantOwnership(buyer.id, draft.id);

    // The first look starts the copy; until it is ready the address is refused, never the original sent.
    const first = await expectOk(owned(draft.id, buyer.token));
    expect(first.files[0]).toMatchObject({ id: mainId, preparing: true });
    expect((await fetchLink(first.files[0].stream_url)).statusCode).toBe(403);
    // Nor does a correctly signed address to the file as uploaded work for the buyer.
    const toOriginal = signLink(SECRET, {
      userId: buyer.id,
      target: { kind: 'file', id: mainId },
      purpose: 'stream',
      expiresAt: Math.floor(t.clock.now().getTime() / 1000) + 600,
    });
    const refused = await fetchLink(`/api/v2/files/signed/${toOriginal}`);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'LINK_INVALID']);

    await t.ctx.jobs.runDue();
    const ready = await expectOk(owned(draft.id, buyer.token));
    expect(ready.files[0].preparing).toBe(false);
    const streamed = await fetchLink(ready.files[0].stream_url);
    expect(streamed.statusCode).toBe(200);
    expect(streamed.headers['content-disposition']).toMatch(/^inline;/);
    expect(streamed.rawPayload.equals(cast.pdf)).toBe(false);
    expect((await pdfText(streamed.rawPayload)).pages[0]).toContain(buyer.email);
    expect((await download(buyer.token, mainId)).json().code).toBe('DOWNLOAD_NOT_ALLOWED');
    // The creator still reads the file as uploaded, and nothing is stamped for them.
    const theirs = await expectOk(owned(draft.id, cast.publisher.token));
    expect(theirs.files[0].preparing).toBe(false);
    expect((await fetchLink(theirs.files[0].stream_url)).rawPayload.equals(cast.pdf)).toBe(true);
  });

  it('refuses downloads past the limit', async () => {
    await expectOk(download(buyer.token, book.mainId));
    const refused = await download(buyer.token, book.mainId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('DOWNLOAD_LIMIT_REACHED');
    expect((await expectOk(owned(book.id, buyer.token))).downloads).toEqual({
      used: DOWNLOAD_LIMIT,
      limit: DOWNLOAD_LIMIT,
      remaining: 0,
    });
  });

  it('hands out audio as uploaded, counted', async () => {
    const link = await expectOk(download(buyer.token, album.trackId));
    expect(link).toMatchObject({
      status: 'ready',
      stamped: false,
      content_type: 'audio/mpeg',
      filename: 'Produk MP3 - bab-1.mp3',
      downloads: { used: 1 },
    });
    const file = await fetchLink(link.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('sends a counted download once: a broken one resumes on the same address, a second copy is refused', async () => {
    const link = await expectOk(download(buyer.token, album.trackId));
    const size: number = link.size_bytes;
    const half = Math.floor(size / 2);
    // The connection broke halfway; the browser asks for the rest on the same address.
    const start = await fetchLink(link.url, { range: `bytes=0-${half - 1}` });
    expect(start.statusCode).toBe(206);
    const rest = await fetchLink(link.url, { range: `bytes=${half}-` });
    expect(rest.statusCode).toBe(206);
    const whole = await fetchLink(
      (await expectOk(owned(album.id, cast.publisher.token))).files[0].stream_url,
    );
    expect(Buffer.concat([start.rawPayload, rest.rawPayload]).equals(whole.rawPayload)).toBe(true);
    // The file was sent: neither a second full fetch nor its pieces come free.
    for (const range of [undefined, 'bytes=0-', `bytes=${half}-`, 'bytes=1-']) {
      const again = await fetchLink(link.url, range ? { range } : {});
      expect([again.statusCode, again.json().code]).toEqual([403, 'DOWNLOAD_LINK_USED']);
    }
    // A fresh address is a new download, counted.
    const next = await expectOk(download(buyer.token, album.trackId));
    expect(next.downloads.used).toBe(link.downloads.used + 1);
    expect((await fetchLink(next.url)).statusCode).toBe(200);
    expect((await fetchLink(next.url)).statusCode).toBe(403);
    // Streams and the creator's own downloads are not metered.
    const creators = await expectOk(
      api(t.app, {
        method: 'POST',
        url: '/api/v2/publisher/gcs_jwt/download',
        token: cast.publisher.token,
        body: { bucket: 'products', object_name: String(album.trackId) },
      }),
    );
    expect((await fetchLink(creators.url)).statusCode).toBe(200);
    expect((await fetchLink(creators.url)).statusCode).toBe(200);
  });

  it('refuses stream-only products with DOWNLOAD_NOT_ALLOWED, while streaming still works', async () => {
    await t.ctx.db.update(products).set({ downloadable: false }).where(eq(products.id, album.id));
    const refused = await download(buyer.token, album.trackId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('DOWNLOAD_NOT_ALLOWED');
    const { files, product } = await expectOk(owned(album.id, buyer.token));
    expect(product.downloadable).toBe(false);
    const stream = await fetchLink(files[0].stream_url, { range: 'bytes=0-9' });
    expect(stream.statusCode).toBe(206);
    await t.ctx.db.update(products).set({ downloadable: true }).where(eq(products.id, album.id));
  });

  it('refuses what the caller does not own, and files that are not theirs to name', async () => {
    const refused = await download(stranger.token, book.mainId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('NOT_OWNED');
    expect((await download(buyer.token, 2_147_483_647)).statusCode).toBe(404);
    expect((await download(buyer.token, 'products/1/tidak-ada.pdf')).statusCode).toBe(404);
    // The sample is in the other bucket.
    expect((await download(buyer.token, book.sampleId)).statusCode).toBe(404);
    const bad = await download(buyer.token, book.mainId, 'lain');
    expect(bad.statusCode).toBe(400);
  });

  it('gives anyone signed in the sample of a product on sale', async () => {
    const link = await expectOk(download(stranger.token, book.sampleId, 'samples'));
    expect(link).toMatchObject({ status: 'ready', stamped: false, downloads: null });
    expect((await fetchLink(link.url)).statusCode).toBe(200);
  });
});

describe('POST /publisher/gcs_jwt/download', () => {
  const creatorDownload = (token: string, objectName: number, bucket = 'products') =>
    api(t.app, {
      method: 'POST',
      url: '/api/v2/publisher/gcs_jwt/download',
      token,
      body: { bucket, object_name: String(objectName) },
    });

  it('gives the creator and admins any file of the product as uploaded, staged ones too', async () => {
    const draft = await cast.readyForReview();
    const managed = await expectOk(
      api(t.app, { method: 'GET', url: `/api/v2/books/${draft.id}`, token: cast.publisher.token }),
    );
    const staged = managed.files.find((f: { role: string }) => f.role === 'main');
    const link = await expectOk(creatorDownload(cast.publisher.token, staged.id));
    expect(link).toMatchObject({ status: 'ready', stamped: false, downloads: null });
    const file = await fetchLink(link.url);
    expect(file.rawPayload.equals(cast.pdf)).toBe(true);
    expect((await creatorDownload(cast.admin.token, staged.id)).statusCode).toBe(200);
  });

  it('refuses other publishers (404) and members (403)', async () => {
    expect((await creatorDownload(cast.otherPublisher.token, book.mainId)).statusCode).toBe(404);
    expect((await creatorDownload(buyer.token, book.mainId)).statusCode).toBe(403);
    expect((await creatorDownload(cast.publisher.token, book.mainId, 'samples')).statusCode).toBe(404);
  });
});

describe('progress', () => {
  const put = (token: string, productId: number, body: unknown) =>
    api(t.app, { method: 'PUT', url: `/api/v2/owned/${productId}/progress`, token, body });
  const get = (token: string, productId: number) =>
    api(t.app, { method: 'GET', url: `/api/v2/owned/${productId}/progress`, token });

  it('remembers the page of a book and the second of a track, and which was open last', async () => {
    const page = await expectOk(put(buyer.token, book.id, { file_id: book.mainId, position: 2 }));
    expect(page).toMatchObject({ file_id: book.mainId, position: 2, completed: false });
    expect(await expectOk(get(buyer.token, book.id))).toMatchObject({
      items: [{ file_id: book.mainId, position: 2 }],
      last_file_id: book.mainId,
    });
    const { files, last_file_id } = await expectOk(owned(book.id, buyer.token));
    expect(last_file_id).toBe(book.mainId);
    expect(files[0].progress).toMatchObject({ position: 2 });

    await expectOk(put(buyer.token, album.id, { file_id: album.trackId, position: 0.75, completed: true }));
    // Completion stays unless it is sent again.
    const moved = await expectOk(put(buyer.token, album.id, { file_id: album.trackId, position: 0.25 }));
    expect(moved).toMatchObject({ position: 0.25, completed: true });
  });

  it("keeps each user's own, and refuses files of other products and bad positions", async () => {
    await expectOk(put(cast.publisher.token, book.id, { file_id: book.mainId, position: 1 }));
    expect((await expectOk(get(buyer.token, book.id))).items[0].position).toBe(2);
    expect((await put(buyer.token, book.id, { file_id: album.trackId, position: 1 })).statusCode).toBe(404);
    expect((await put(buyer.token, book.id, { file_id: book.sampleId, position: 1 })).statusCode).toBe(404);
    expect((await put(buyer.token, book.id, { file_id: book.mainId, position: -1 })).statusCode).toBe(400);
    expect((await put(buyer.token, book.id, { file_id: book.mainId })).statusCode).toBe(400);
    expect((await put(stranger.token, book.id, { file_id: book.mainId, position: 1 })).statusCode).toBe(403);
    expect((await get(stranger.token, book.id)).statusCode).toBe(403);
  });
});

describe('courses', () => {
  it('lists the lessons of a course on sale publicly, without addresses', async () => {
    const data = await expectOk(
      api(t.app, { method: 'GET', url: `/api/v2/public/legacy-courses/book/${course.id}/content` }),
    );
    expect(data.course).toMatchObject({ id: course.id, name: 'Produk CRS' });
    expect(data.lessons).toEqual([
      { id: course.lessonId, title: 'pengenalan', position: 0, duration_seconds: expect.any(Number) },
    ]);
    const notCourse = await api(t.app, {
      method: 'GET',
      url: `/api/v2/public/legacy-courses/book/${book.id}/content`,
    });
    expect(notCourse.statusCode).toBe(404);
  });

  it('gives the buyer each lesson with a stream address and progress', async () => {
    await expectOk(
      api(t.app, {
        method: 'PUT',
        url: `/api/v2/owned/${course.id}/progress`,
        token: buyer.token,
        body: { file_id: course.lessonId, position: 1.5, completed: true },
      }),
    );
    const data = await expectOk(
      api(t.app, { method: 'GET', url: `/api/v2/courses/book/${course.id}/content`, token: buyer.token }),
    );
    expect(data).toMatchObject({ access: 'owner', completed_count: 1, last_file_id: course.lessonId });
    const lesson = data.lessons[0];
    expect(lesson).toMatchObject({
      id: course.lessonId,
      content_type: 'video/webm',
      progress: { completed: true },
    });
    const video = await fetchLink(lesson.stream_url, { range: 'bytes=0-15' });
    expect(video.statusCode).toBe(206);
    expect(video.headers['content-type']).toBe('video/webm');

    const refused = await api(t.app, {
      method: 'GET',
      url: `/api/v2/courses/book/${course.id}/content`,
      token: stranger.token,
    });
    expect(refused.statusCode).toBe(403);
    const notCourse = await api(t.app, {
      method: 'GET',
      url: `/api/v2/courses/book/${book.id}/content`,
      token: buyer.token,
    });
    expect(notCourse.statusCode).toBe(404);
  });
});

describe('the stamp', () => {
  it('draws accented Latin, Greek and Cyrillic as written, and what needs shaping or is missing as "?"', () => {
    const all = () => true;
    expect(toStampable('Dédé Ñoño Łukasz Şahin Иван Σοφία', all)).toBe('Dédé Ñoño Łukasz Şahin Иван Σοφία');
    expect(toStampable('Dewi 日本 سارة', all)).toBe('Dewi ?? ????');
    // Decomposed accents are composed first; a character the font lacks is a "?".
    expect(toStampable('Rene\u0301', all)).toBe('René');
    expect(toStampable('Ayu \u{1D400}', (codePoint) => codePoint < 0x1_0000)).toBe('Ayu ?');
    expect(stampLine({ name: 'Sari', email: 's@contoh.id', orderCode: 'PST-1' })).toContain('s@contoh.id');
  });

  it('prints names in the embedded font, readable back from the page', async () => {
    const { makePdf } = await import('#platform/media/fixtures.ts');
    const stamped = await stampPdf(
      new Uint8Array(await makePdf({ pages: 1 })),
      { name: 'Dédé Łukasz Иван', email: 'dede@contoh.id', orderCode: 'PST-ÉÈ-1' },
      new Date('2026-06-01T00:00:00Z'),
    );
    const { pages } = await pdfText(Buffer.from(stamped));
    expect(pages[0]).toContain('Dédé Łukasz Иван');
    expect(pages[0]).toContain('dede@contoh.id');
  });
});

describe('download names', () => {
  const product = { id: 1, name: 'Belajar: A/B "Dasar"\u0007', format: 'MP3' } as DeliveryProduct;
  const file = (role: DeliveryFile['role'], originalName: string, title: string | null = null) =>
    ({ role, originalName, title }) as DeliveryFile;

  it("are the product's name, with the track's title, and the file's own extension", () => {
    expect(downloadName(product, file('main', 'naskah-final-v3.PDF'))).toBe('Belajar A B Dasar.pdf');
    expect(downloadName(product, file('track', 'rekaman.mp3', 'Bab 1'))).toBe(
      'Belajar A B Dasar - Bab 1.mp3',
    );
    expect(downloadName({ ...product, name: '???' }, file('main', 'x'))).toBe('pustaka.bin');
  });
});

describe('a refund', () => {
  it("removes the buyer's stamped copies from storage and the copies' rows", async () => {
    const reader = await createUser(t.app, t.ctx, { firstName: 'Wulan' });
    const order = await createPaidOrder(t.ctx, { buyer: reader, product: { id: book.id } });
    expect((await download(reader.token, book.mainId)).statusCode).toBe(202);
    await t.ctx.jobs.runDue();
    await expectOk(download(reader.token, book.mainId));
    const [copy] = await t.ctx.db.select().from(stampedCopies).where(eq(stampedCopies.orderId, order.id));
    if (!copy) throw new Error('no stamped copy');
    expect(await t.ctx.storage.exists(copy.storageKey)).toBe(true);

    const refunded = await api(t.app, {
      method: 'DELETE',
      url: `/api/v2/admin/orders/${order.id}/force`,
      token: cast.admin.token,
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    await t.ctx.jobs.runDue();
    expect(await t.ctx.storage.exists(copy.storageKey)).toBe(false);
    expect(await t.ctx.db.select().from(stampedCopies).where(eq(stampedCopies.orderId, order.id))).toEqual(
      [],
    );
    expect((await download(reader.token, book.mainId)).statusCode).toBe(403);
  });
});
