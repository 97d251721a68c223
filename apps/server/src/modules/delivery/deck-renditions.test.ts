import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deckRenditions, jobs } from '#db/schema.ts';
import { makePptx } from '#platform/media/fixtures.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { createPaidOrder, refundPaidOrder } from '#test/commerce-factories.ts';
import { api, type CatalogueCast, createCatalogueCast, createUser, type TestUser } from '#test/factories.ts';
import { pdfPageCount } from '#test/pdf-pages.ts';
import { signLink } from './signed-links.ts';

/**
 * A PowerPoint deck sold as a PPT product is drawn as a PDF by LibreOffice (the one installed here) in the
 * background, and its buyers read that PDF through signed addresses under the deck's own access rules.
 */

const SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

type OwnedDeck = {
  id: number;
  content_type: string;
  slide_count: number;
  stream_url: string;
  rendition: { status: string; url: string | null; page_count: number | null } | null;
};

async function expectOk(response: Promise<{ statusCode: number; body: string }>, status = 200) {
  const answer = await response;
  if (answer.statusCode !== status) {
    throw new Error(`expected ${status}, got ${answer.statusCode}: ${answer.body.slice(0, 300)}`);
  }
  return JSON.parse(answer.body).data;
}

/** A PPT product with a PowerPoint deck of `slides` slides, reviewed and on sale. */
async function publishDeck(cast: CatalogueCast, slides: number) {
  const draft = await cast.createDraft(cast.publisher, { format: 'PPT', name: `Slide Uji ${slides}` });
  await expectOk(cast.sendCover(draft.id));
  await expectOk(cast.sendFile(draft.id, 'deck', await makePptx({ slides }), 'materi.pptx'));
  await expectOk(cast.submit(draft.id));
  await expectOk(cast.approve(draft.id));
  return draft.id;
}

describe('PDF renditions of PowerPoint decks', () => {
  let t: TestApp;
  let cast: CatalogueCast;
  let buyer: TestUser;
  let stranger: TestUser;
  let productId: number;
  let orderId: number;

  const owned = (token: string) =>
    api(t.app, { method: 'GET', url: `/api/v2/owned/${productId}/files`, token });
  const deckOf = async (token: string): Promise<OwnedDeck> => {
    const data = await expectOk(owned(token));
    return data.files.find((file: { role: string }) => file.role === 'deck');
  };
  const renditionRows = () => t.ctx.db.select().from(deckRenditions);

  beforeAll(async () => {
    t = await buildTestApp();
    cast = await createCatalogueCast(t);
    [buyer, stranger] = await Promise.all([createUser(t.app, t.ctx), createUser(t.app, t.ctx)]);
    productId = await publishDeck(cast, 4);
    orderId = (await createPaidOrder(t.ctx, { buyer, product: { id: productId } })).id;
  });
  afterAll(() => t.app.close());

  it('is pending after the upload, then drawn by the job: one PDF page per slide, next to the deck', async () => {
    const before = await deckOf(buyer.token);
    expect(before.rendition).toEqual({ status: 'pending', url: null, page_count: null });
    expect(await t.ctx.jobs.runDue()).toBeGreaterThan(0);

    const deck = await deckOf(buyer.token);
    expect(deck.rendition).toMatchObject({ status: 'ready', page_count: 4 });
    expect(deck.rendition?.url).toMatch(/^\/api\/v2\/files\/signed\/[\w-]+\.[\w-]{43}$/);
    const pdf = await t.app.inject({ method: 'GET', url: deck.rendition?.url as string });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^inline; filename="Slide Uji 4\.pdf"/);
    expect(await pdfPageCount(pdf.rawPayload)).toBe(deck.slide_count);
    // pdf.js reads it in ranges.
    const part = await t.app.inject({
      method: 'GET',
      url: deck.rendition?.url as string,
      headers: { range: 'bytes=0-99' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // Stored next to the deck, which is still there as uploaded.
    const [row] = await renditionRows();
    expect(row?.pdfKey).toMatch(
      new RegExp(`^products/${productId}/deck-[0-9a-f]+-slides-[0-9a-f]{12}\\.pdf$`),
    );
    expect(await t.ctx.storage.exists(row?.sourceKey as string)).toBe(true);
    const original = await t.app.inject({ method: 'GET', url: deck.stream_url });
    expect(original.headers['content-type']).toBe(deck.content_type);
  });

  it("is shown to the deck's creator and admins too, and never to anyone else", async () => {
    expect((await deckOf(cast.publisher.token)).rendition?.status).toBe('ready');
    expect((await deckOf(cast.admin.token)).rendition?.status).toBe('ready');
    expect((await owned(stranger.token)).statusCode).toBe(403);

    const { rendition } = await deckOf(buyer.token);
    // The address names the buyer: another signed-in user cannot use it.
    const borrowed = await t.app.inject({
      method: 'GET',
      url: rendition?.url as string,
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    expect(borrowed.statusCode).toBe(403);
    expect(borrowed.json()).toMatchObject({ code: 'LINK_INVALID' });
    // An address signed for someone who does not own the deck is refused when it is used.
    const deckFileId = (await deckOf(buyer.token)).id;
    const expiresAt = Math.floor(t.clock.now().getTime() / 1000) + 600;
    const forStranger = signLink(SECRET, {
      userId: stranger.id,
      target: { kind: 'rendition', id: deckFileId },
      purpose: 'stream',
      expiresAt,
    });
    const refused = await t.app.inject({ method: 'GET', url: `/api/v2/files/signed/${forStranger}` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'LINK_INVALID' });
  });

  it('names only PowerPoint decks: a rendition address for another file is refused', async () => {
    const ebook = await cast.publish();
    const files = await expectOk(
      api(t.app, { method: 'GET', url: `/api/v2/owned/${ebook.id}/files`, token: cast.publisher.token }),
    );
    expect(files.files[0].rendition).toBeNull();
    const token = signLink(SECRET, {
      userId: cast.publisher.id,
      target: { kind: 'rendition', id: files.files[0].id },
      purpose: 'stream',
      expiresAt: Math.floor(t.clock.now().getTime() / 1000) + 600,
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/files/signed/${token}` })).statusCode).toBe(
      403,
    );
  });

  it('gets a fresh rendition when the deck is replaced, and the old one goes', async () => {
    const [old] = await renditionRows();
    await expectOk(cast.sendFile(productId, 'deck', await makePptx({ slides: 3 }), 'materi-baru.pptx'));
    await expectOk(cast.submit(productId));
    await expectOk(cast.approve(productId));
    const rows = await renditionRows();
    expect(rows.map((row) => row.sourceKey)).not.toContain(old?.sourceKey);
    expect(await t.ctx.storage.exists(old?.pdfKey as string)).toBe(false);
    expect((await deckOf(buyer.token)).rendition?.status).toBe('pending');
    await t.ctx.jobs.runDue();
    expect((await deckOf(buyer.token)).rendition).toMatchObject({ status: 'ready', page_count: 3 });
  });

  it('is drawn for decks stored before renditions existed, once, by the start-up pass', async () => {
    // As a deck stored before this feature: no rendition row at all.
    const [current] = await renditionRows();
    await t.ctx.renditions.discard([current?.sourceKey as string]);
    await t.ctx.renditions.backfill();
    await t.ctx.renditions.backfill();
    const rows = await renditionRows();
    expect(rows).toEqual([expect.objectContaining({ sourceKey: current?.sourceKey, status: 'pending' })]);
    await t.ctx.jobs.runDue();
    expect((await renditionRows())[0]).toMatchObject({ status: 'ready', pageCount: 3 });

    // Decks marked unavailable for want of LibreOffice are tried again once it can be found.
    await t.ctx.db
      .update(deckRenditions)
      .set({ status: 'unavailable', reason: 'no-converter', pdfKey: null, pageCount: null, sizeBytes: null })
      .where(eq(deckRenditions.sourceKey, current?.sourceKey as string));
    expect((await deckOf(buyer.token)).rendition?.status).toBe('unavailable');
    await t.ctx.renditions.backfill();
    await t.ctx.jobs.runDue();
    expect((await deckOf(buyer.token)).rendition).toMatchObject({ status: 'ready', page_count: 3 });
  });

  it('ends with the ownership: a refunded buyer can no longer read it', async () => {
    const { rendition } = await deckOf(buyer.token);
    expect((await t.app.inject({ method: 'GET', url: rendition?.url as string })).statusCode).toBe(200);
    await refundPaidOrder(t.ctx, orderId);
    const refused = await t.app.inject({ method: 'GET', url: rendition?.url as string });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'LINK_INVALID' });
    expect(await t.ctx.db.select().from(jobs).where(eq(jobs.status, 'failed'))).toEqual([]);
  });
});

describe('without LibreOffice', () => {
  let t: TestApp;
  let cast: CatalogueCast;
  let buyer: TestUser;

  beforeAll(async () => {
    t = await buildTestApp({ SOFFICE_PATH: '/nonexistent/libreoffice/soffice' });
    cast = await createCatalogueCast(t);
    buyer = await createUser(t.app, t.ctx);
  });
  afterAll(() => t.app.close());

  it('marks the deck unavailable, so viewers show its text, and answers every request without a 5xx', async () => {
    const productId = await publishDeck(cast, 2);
    await createPaidOrder(t.ctx, { buyer, product: { id: productId } });
    await t.ctx.jobs.runDue();
    const response = await api(t.app, {
      method: 'GET',
      url: `/api/v2/owned/${productId}/files`,
      token: buyer.token,
    });
    expect(response.statusCode).toBe(200);
    const deck = response.json().data.files[0] as OwnedDeck;
    expect(deck.rendition).toEqual({ status: 'unavailable', url: null, page_count: null });
    // The deck itself still streams for the text view.
    expect((await t.app.inject({ method: 'GET', url: deck.stream_url })).statusCode).toBe(200);
    expect(await t.ctx.db.select().from(deckRenditions)).toEqual([
      expect.objectContaining({ status: 'unavailable', reason: 'no-converter', pdfKey: null }),
    ]);
    // The start-up pass leaves it alone while LibreOffice still cannot be found.
    await t.ctx.renditions.backfill();
    await t.ctx.jobs.runDue();
    expect((await t.ctx.db.select().from(deckRenditions))[0]?.status).toBe('unavailable');
    // No job failed for it: a missing LibreOffice is a state, not an error to retry.
    expect(await t.ctx.db.select().from(jobs).where(eq(jobs.status, 'failed'))).toEqual([]);
  });
});
