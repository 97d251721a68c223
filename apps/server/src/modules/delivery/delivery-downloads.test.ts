import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, products, stampedCopies } from '#db/schema.ts';
import { createPaidOrder } from '#test/commerce-factories.ts';
import { api, createUser } from '#test/factories.ts';
import { signLink } from './signed-links.ts';
import {
  album,
  book,
  buyer,
  cast,
  DOWNLOAD_LIMIT,
  download,
  expectOk,
  fetchLink,
  grantOwnership,
  owned,
  pdfText,
  SECRET,
  stranger,
  t,
  useDeliverySuite,
} from './test-kit.ts';

/**
 * Downloads: the buyer's stamped copy prepared, counted and limited, the creator's and admin's downloads as
 * uploaded, and a refund removing the stamped copies.
 */

useDeliverySuite();

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
