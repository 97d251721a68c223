import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { orders, ownerships, products } from '#db/schema.ts';
import { makeMp3, makeWebm } from '#platform/media/fixtures.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { api, createCatalogueCast, createUser, type TestUser } from '#test/factories.ts';

/**
 * The shared setup of the delivery suites: a buyer who owns an ebook (with a sample), an album and a video
 * course, and a member who owns nothing. A file calls `useDeliverySuite()` once: before its tests it opens the
 * app and makes them, after them it closes it. The bindings below are that file's app and fixtures (an import
 * sees them as they are assigned; a worker runs its files one after another).
 */

export const DOWNLOAD_LIMIT = 3;
export const SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export let t: TestApp;
export let cast: Awaited<ReturnType<typeof createCatalogueCast>>;
/** Owns `book`, `album` and `course`. */
export let buyer: TestUser;
/** A verified member who owns nothing. */
export let stranger: TestUser;
export let book: { id: number; mainId: number; mainKey: string; sampleId: number };
export let album: { id: number; trackId: number };
export let course: { id: number; lessonId: number };
export let orderSequence = 0;

/** Makes the buyer own a product the way a paid order does: an order and its ownership row. */
export async function grantOwnership(
  userId: number,
  productId: number,
): Promise<{ orderId: number; code: string }> {
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
export async function revokeOwnership(userId: number, productId: number) {
  await t.ctx.db
    .delete(ownerships)
    .where(sql`${ownerships.userId} = ${userId} and ${ownerships.productId} = ${productId}`);
}

export async function expectOk(response: Promise<{ statusCode: number; body: string }>, status = 200) {
  const answer = await response;
  if (answer.statusCode !== status) {
    throw new Error(`expected ${status}, got ${answer.statusCode}: ${answer.body.slice(0, 300)}`);
  }
  return JSON.parse(answer.body).data;
}

/** Publishes a product of another format with one file of `role`. */
export async function publishWith(format: string, role: string, data: Buffer, filename: string) {
  const draft = await cast.createDraft(cast.publisher, { format, name: `Produk ${format}` });
  await expectOk(cast.sendCover(draft.id));
  const managed = await expectOk(cast.sendFile(draft.id, role, data, filename));
  await expectOk(cast.submit(draft.id));
  await expectOk(cast.approve(draft.id));
  return { id: draft.id as number, fileId: managed.files[0].id as number };
}

export const owned = (productId: number, token: string) =>
  api(t.app, { method: 'GET', url: `/api/v2/owned/${productId}/files`, token });
export const download = (token: string, objectName: string | number, bucket = 'products') =>
  api(t.app, {
    method: 'POST',
    url: '/api/v2/gcs_jwt/download',
    token,
    body: { bucket, object_name: String(objectName) },
  });
export const fetchLink = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** The text of every page of a PDF, read back with pdf.js. */
export async function pdfText(bytes: Buffer): Promise<{ pages: string[]; subject: string }> {
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

export function useDeliverySuite() {
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
}
