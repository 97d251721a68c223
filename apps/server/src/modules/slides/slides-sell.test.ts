import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { googleConnections, productFiles, products } from '#db/schema.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { createPaidOrder, createSaleProduct } from '#test/commerce-factories.ts';
import { api, createPublisher, createUser, subscribe, type TestUser, upload } from '#test/factories.ts';
import { makeEbookPdf, makeEmptyPdf } from './test-ebook.ts';

/**
 * A local stand-in for Google: the OAuth token endpoint and the Slides API calls the export makes. It
 * records what it was sent and checks the bearer token like Google does.
 */
class GooglePeer {
  server = http.createServer((request, response) => void this.handle(request, response));
  url = '';
  batches: Array<{ id: string; requests: Array<Record<string, unknown>> }> = [];
  tokenForms: URLSearchParams[] = [];
  /** Access tokens Google accepts now; a refresh adds one. */
  valid = new Set<string>();
  refreshAccepted = true;
  private counter = 0;

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  stop() {
    return new Promise((resolve) => this.server.close(resolve));
  }

  private async handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const send = (status: number, json: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    const url = new URL(request.url ?? '/', this.url);
    if (url.pathname === '/token') {
      const form = new URLSearchParams(body);
      this.tokenForms.push(form);
      if (form.get('client_secret') !== 'rahasia-klien') return send(401, { error: 'invalid_client' });
      const access = `akses-${++this.counter}`;
      if (form.get('grant_type') === 'authorization_code') {
        if (form.get('code') !== 'kode-baik') return send(400, { error: 'invalid_grant' });
        this.valid.add(access);
        const idToken = await new SignJWT({ email: 'guru@gmail.test' })
          .setProtectedHeader({ alg: 'HS256' })
          .sign(new TextEncoder().encode('google-test-key-google-test-key!!'));
        return send(200, {
          access_token: access,
          expires_in: 3600,
          refresh_token: 'segar-1',
          scope: 'openid email https://www.googleapis.com/auth/presentations',
          id_token: idToken,
        });
      }
      if (form.get('grant_type') === 'refresh_token') {
        if (!this.refreshAccepted || form.get('refresh_token') !== 'segar-1')
          return send(400, { error: 'invalid_grant' });
        this.valid.add(access);
        return send(200, { access_token: access, expires_in: 3600 });
      }
      return send(400, { error: 'unsupported_grant_type' });
    }
    const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!this.valid.has(token)) return send(401, { error: { code: 401, status: 'UNAUTHENTICATED' } });
    if (request.method === 'POST' && url.pathname === '/v1/presentations') {
      return send(200, { presentationId: 'pres-1', slides: [{ objectId: 'awal' }] });
    }
    const batch = /^\/v1\/presentations\/([^/:]+):batchUpdate$/.exec(url.pathname);
    if (request.method === 'POST' && batch?.[1]) {
      const { requests } = JSON.parse(body) as { requests: Array<Record<string, unknown>> };
      if (requests.some((r) => 'createImage' in r))
        return send(400, { error: { message: 'cannot fetch image' } });
      this.batches.push({ id: batch[1], requests });
      return send(200, { presentationId: batch[1], replies: requests.map(() => ({})) });
    }
    if (request.method === 'GET' && url.pathname === '/v1/presentations/pres-1') {
      const slideIds = this.batches
        .flatMap((b) => b.requests)
        .flatMap((r) => ('createSlide' in r ? [(r.createSlide as { objectId: string }).objectId] : []));
      return send(200, {
        presentationId: 'pres-1',
        slides: slideIds.map((id) => ({
          objectId: id,
          slideProperties: { notesPage: { notesProperties: { speakerNotesObjectId: `${id}_notes` } } },
        })),
      });
    }
    return send(404, { error: 'not found' });
  }
}

let peer: GooglePeer;
let t: TestApp;
let creator: TestUser;
let member: TestUser;
let ebookPdf: Buffer;

beforeAll(async () => {
  peer = await new GooglePeer().start();
  ebookPdf = await makeEbookPdf({ pages: 12, chapters: 4, title: 'Panduan Keuangan Keluarga' });
  t = await buildTestApp({
    GOOGLE_CLIENT_ID: 'klien-uji',
    GOOGLE_CLIENT_SECRET: 'rahasia-klien',
    GOOGLE_OAUTH_BASE_URL: `${peer.url}/auth`,
    GOOGLE_TOKEN_URL: `${peer.url}/token`,
    GOOGLE_SLIDES_BASE_URL: peer.url,
    EXTRACT_MAX_BYTES: '2MB',
  });
  creator = await createPublisher(t.app, t.ctx);
  member = await createUser(t.app, t.ctx);
  await subscribe(t.ctx, creator);
  await subscribe(t.ctx, member);
}, 120_000);
afterAll(async () => {
  await t.app.close();
  await peer.stop();
});

const sendPdf = (token: string, data: Buffer) =>
  upload(t.app, {
    url: '/api/v2/ai-slides/sources/upload',
    token,
    field: 'file',
    filename: 'buku.pdf',
    data,
  });
const create = (token: string, body: unknown) =>
  api(t.app, { method: 'POST', url: '/api/v2/ai-slides/prompts', token, body });

/** A PDF product with a live main file, sold by `seller`. */
async function ebookOf(seller: { id: number }) {
  const product = await createSaleProduct(t.ctx, { sellerId: seller.id, name: 'Panduan Keuangan Keluarga' });
  const key = `products/${product.id}/main-uji.pdf`;
  await t.ctx.storage.put(key, ebookPdf, 'application/pdf');
  await t.ctx.db.insert(productFiles).values({
    productId: product.id,
    role: 'main',
    state: 'live',
    storageKey: key,
    originalName: 'buku.pdf',
    contentType: 'application/pdf',
    sizeBytes: ebookPdf.length,
    position: 0,
    pageCount: 12,
    createdAt: t.ctx.now(),
  });
  return product;
}

describe('AI slides from an uploaded PDF', () => {
  it('reads the PDF once, then builds the outline from its chapters', async () => {
    const sent = await sendPdf(member.token, ebookPdf);
    expect(sent.statusCode).toBe(201);
    const uploaded = sent.json().data;
    expect(uploaded).toMatchObject({ page_count: 12, file_name: 'buku.pdf' });
    expect(uploaded.headings).toEqual(expect.arrayContaining(['Bab 1: Anggaran', 'Bab 4: Utang']));
    const made = await create(member.token, {
      topic: 'Keuangan keluarga',
      slide_count: 6,
      source: { kind: 'pdf_upload', upload_id: uploaded.upload_id },
    });
    expect(made.statusCode).toBe(201);
    const deck = made.json().data;
    expect(deck.source).toMatchObject({ kind: 'pdf' });
    expect(deck.outline.map((item: { title: string }) => item.title)).toEqual([
      'Panduan Keuangan Keluarga',
      'Bab 1: Anggaran',
      'Bab 2: Tabungan',
      'Bab 3: Dana Darurat',
      'Bab 4: Utang',
      'Ringkasan',
    ]);
    expect(deck.outline[1].points[0]).toMatch(/Anggaran/);
    // Another user cannot use the upload.
    const stolen = await create(creator.token, {
      topic: 'Keuangan',
      source: { kind: 'pdf_upload', upload_id: uploaded.upload_id },
    });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().code).toBe('SOURCE_UPLOAD_NOT_FOUND');
  });

  it('refuses a PDF without text, a file that is not a PDF, and one past the size limit', async () => {
    const empty = await sendPdf(member.token, await makeEmptyPdf());
    expect(empty.statusCode).toBe(422);
    expect(empty.json().code).toBe('PDF_WITHOUT_TEXT');
    const text = await sendPdf(member.token, Buffer.from('bukan pdf sama sekali'));
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const big = await sendPdf(member.token, Buffer.concat([ebookPdf, Buffer.alloc(2.5 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().details).toMatchObject({ limit_bytes: 2 * 1024 * 1024 });
    // A 4 GB upload is refused from its declared length, before the body is read.
    const declared = await t.app.inject({
      method: 'POST',
      url: '/api/v2/ai-slides/sources/upload',
      headers: {
        authorization: `Bearer ${member.token}`,
        'x-csrf-token': 'pustaka',
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(4 * 1024 ** 3),
      },
      payload: '--x--\r\n',
    });
    expect(declared.statusCode).toBe(413);
    const made = await create(member.token, {
      topic: 'Keuangan',
      source: { kind: 'pdf_upload', upload_id: '6f1c2b7e-3d4a-4c5b-8e9f-0a1b2c3d4e5f' },
    });
    expect(made.statusCode).toBe(404);
  });
});

describe('AI slides from an ebook of the catalogue', () => {
  it('lists and reads ebooks the user bought or sells, and no one else’s', async () => {
    const own = await ebookOf(creator);
    const stranger = await createPublisher(t.app, t.ctx);
    const bought = await ebookOf(stranger);
    const other = await ebookOf(stranger);
    await createPaidOrder(t.ctx, { buyer: member, product: bought });

    const listed = await api(t.app, { url: '/api/v2/ai-slides/sources/ebooks', token: member.token });
    expect(listed.json().data.items).toEqual([
      expect.objectContaining({ product_id: bought.id, relation: 'owned', page_count: 12 }),
    ]);
    const mine = await api(t.app, { url: '/api/v2/ai-slides/sources/ebooks', token: creator.token });
    expect(mine.json().data.items.map((e: { product_id: number }) => e.product_id)).toContain(own.id);

    const fromBought = await create(member.token, {
      topic: 'Keuangan',
      slide_count: 5,
      source: { kind: 'ebook', product_id: bought.id },
    });
    expect(fromBought.statusCode).toBe(201);
    expect(fromBought.json().data.source).toEqual({ kind: 'product', label: 'Panduan Keuangan Keluarga' });
    const fromOwn = await create(creator.token, {
      topic: 'Keuangan',
      source: { kind: 'ebook', product_id: own.id },
    });
    expect(fromOwn.statusCode).toBe(201);

    const notMine = await create(member.token, {
      topic: 'Keuangan',
      source: { kind: 'ebook', product_id: other.id },
    });
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json().code).toBe('SOURCE_EBOOK_NOT_ALLOWED');
    const course = await createSaleProduct(t.ctx, { sellerId: member.id, format: 'CRS' });
    const notEbook = await create(member.token, {
      topic: 'Kursus',
      source: { kind: 'ebook', product_id: course.id },
    });
    expect(notEbook.statusCode).toBe(403);
  });
});

async function readyDeck(user: TestUser) {
  const made = await create(user.token, {
    topic: 'Menabung untuk pelajar',
    slide_count: 4,
    source: {
      kind: 'text',
      title: 'Menabung',
      text: `# Menabung\n\n${'Menabung sedikit setiap minggu membuat uang saku bertahan sampai akhir bulan. '.repeat(6)}\n\n# Mencatat\n\n${'Mencatat pengeluaran membantu pelajar melihat ke mana uangnya pergi setiap hari. '.repeat(6)}`,
    },
  });
  const id = made.json().data.id as number;
  await api(t.app, { method: 'POST', url: `/api/v2/ai-slides/slides/generate/${id}`, token: user.token });
  for (let i = 0; i < 100; i++) {
    const deck = (await api(t.app, { url: `/api/v2/ai-slides/slideshow/${id}`, token: user.token })).json()
      .data;
    if (deck.status === 'ready') return deck;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('deck did not get ready');
}

describe('Publishing a deck as a product', () => {
  it('makes a PPT draft with the PPTX and a cover, and updates that draft when published again', async () => {
    const deck = await readyDeck(creator);
    const publish = (body: unknown, token = creator.token) =>
      api(t.app, { method: 'POST', url: `/api/v2/ai-slides/slideshow/${deck.id}/publish`, token, body });

    const first = await publish({ base_price: 25_000 });
    expect(first.statusCode).toBe(201);
    const published = first.json().data;
    expect(published).toMatchObject({ created: true, status: 'draft', slide_count: deck.slides.length });
    const [product] = await t.ctx.db.select().from(products).where(eq(products.id, published.product_id));
    expect(product).toMatchObject({
      format: 'PPT',
      sellerId: creator.id,
      basePrice: 25_000,
      status: 'draft',
    });
    expect(product?.coverKey).toMatch(/^cover\//);
    const files = await t.ctx.db
      .select()
      .from(productFiles)
      .where(eq(productFiles.productId, published.product_id));
    expect(files).toEqual([
      expect.objectContaining({ role: 'deck', state: 'staged', slideCount: deck.slides.length }),
    ]);

    const again = await publish({ base_price: 30_000, name: 'Menabung Pintar', submit_for_review: true });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({
      product_id: published.product_id,
      created: false,
      status: 'pending',
    });
    const all = await t.ctx.db.select().from(products).where(eq(products.sellerId, creator.id));
    expect(all.filter((row) => row.format === 'PPT')).toHaveLength(1);
    expect(
      (await api(t.app, { url: `/api/v2/ai-slides/slideshow/${deck.id}`, token: creator.token })).json().data,
    ).toMatchObject({ published_product_id: published.product_id });
  }, 60_000);

  it('tells a member how to become a creator, and refuses a deck without slides', async () => {
    const deck = await readyDeck(member);
    const refused = await api(t.app, {
      method: 'POST',
      url: `/api/v2/ai-slides/slideshow/${deck.id}/publish`,
      token: member.token,
      body: { base_price: 10_000 },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'PUBLISHER_ROLE_REQUIRED' });
    expect(refused.json().error).toMatch(/Jadi kreator/);
    const outlineOnly = (await create(creator.token, { topic: 'Draf saja', slide_count: 3 })).json().data;
    const empty = await api(t.app, {
      method: 'POST',
      url: `/api/v2/ai-slides/slideshow/${outlineOnly.id}/publish`,
      token: creator.token,
      body: { base_price: 10_000 },
    });
    expect(empty.statusCode).toBe(409);
    expect(empty.json().code).toBe('SLIDESHOW_EMPTY');
  }, 60_000);
});

describe('Google Slides export', () => {
  it('connects through the OAuth code flow, exports from the layout, and refreshes the token', async () => {
    const deck = await readyDeck(creator);
    const exportDeck = () =>
      api(t.app, {
        method: 'POST',
        url: '/api/v2/ai-slides/export-gslides',
        token: creator.token,
        body: { slideshow_id: deck.id },
      });
    const before = await exportDeck();
    expect(before.statusCode).toBe(401);
    expect(before.json().code).toBe('GOOGLE_AUTH_REQUIRED');

    // Each consent round trip has its own single-use state, usable only with the browser's binding cookie.
    const startConsent = async () => {
      const started = await api(t.app, {
        url: '/api/v2/ai-slides/google/auth-url?return_to=/ai-slides/1/preview',
        token: creator.token,
      });
      const cookie = String(started.headers['set-cookie']).split(';')[0] ?? '';
      return { url: new URL(started.json().data.url), cookie };
    };
    const first = await startConsent();
    const authUrl = first.url;
    expect(authUrl.origin + authUrl.pathname).toBe(`${peer.url}/auth`);
    expect(authUrl.searchParams.get('client_id')).toBe('klien-uji');
    expect(authUrl.searchParams.get('access_type')).toBe('offline');

    const forged = await t.app.inject({
      url: `/api/v2/ai-slides/google/callback?state=palsu&code=kode-baik`,
      headers: { cookie: first.cookie },
    });
    expect(forged.statusCode).toBe(302);
    expect(forged.headers.location).toBe('/ai-slides?google=error&reason=google_state_invalid');
    const badCode = await t.app.inject({
      url: `/api/v2/ai-slides/google/callback?state=${authUrl.searchParams.get('state')}&code=kode-buruk`,
      headers: { cookie: first.cookie },
    });
    expect(badCode.statusCode).toBe(302);
    expect(badCode.headers.location).toBe('/ai-slides/1/preview?google=error&reason=google_auth_failed');

    const second = await startConsent();
    const callback = await t.app.inject({
      url: `/api/v2/ai-slides/google/callback?state=${second.url.searchParams.get('state')}&code=kode-baik`,
      headers: { cookie: second.cookie },
    });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/ai-slides/1/preview?google=connected');
    const [stored] = await t.ctx.db
      .select()
      .from(googleConnections)
      .where(eq(googleConnections.userId, creator.id));
    expect(stored?.refreshToken).not.toContain('segar-1');
    const status = await api(t.app, { url: '/api/v2/ai-slides/google/auth-status', token: creator.token });
    expect(status.json().data).toMatchObject({ configured: true, connected: true, email: 'guru@gmail.test' });

    const exported = await exportDeck();
    expect(exported.statusCode).toBe(201);
    expect(exported.json().data).toMatchObject({
      presentation_id: 'pres-1',
      slide_count: deck.slides.length,
    });
    const sent = peer.batches.flatMap((b) => b.requests);
    expect(sent.filter((r) => 'createSlide' in r)).toHaveLength(deck.slides.length);
    const texts = sent.flatMap((r) => ('insertText' in r ? [(r.insertText as { text: string }).text] : []));
    expect(texts).toContain(deck.slides[1].content.title);
    expect(sent).toContainEqual({ deleteObject: { objectId: 'awal' } });

    // An hour later the access token is refreshed with the kept refresh token.
    const clock = t.ctx.now;
    const at = clock();
    t.ctx.now = () => new Date(at.getTime() + 2 * 3600_000);
    const later = await exportDeck();
    expect(later.statusCode).toBe(201);
    expect(peer.tokenForms.at(-1)?.get('grant_type')).toBe('refresh_token');

    // Revoked at Google: the connection ends and the user is asked to connect again.
    peer.valid.clear();
    peer.refreshAccepted = false;
    t.ctx.now = () => new Date(at.getTime() + 4 * 3600_000);
    const revoked = await exportDeck();
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().code).toBe('GOOGLE_AUTH_REQUIRED');
    const gone = await api(t.app, { url: '/api/v2/ai-slides/google/auth-status', token: creator.token });
    expect(gone.json().data.connected).toBe(false);
    t.ctx.now = clock;
  }, 60_000);
});

describe('AI usage', () => {
  it('shows the plan’s monthly tokens and the reset date', async () => {
    const usage = await api(t.app, { url: '/api/v2/ai-slides/usage', token: member.token });
    expect(usage.statusCode).toBe(200);
    expect(usage.json().data).toMatchObject({
      generator: 'builtin',
      used_tokens: 0,
      monthly_tokens: 500_000,
    });
    expect(usage.json().data.resets_on).toMatch(/^\d{4}-\d{2}-01$/);
  });
});
