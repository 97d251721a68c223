import JSZip from 'jszip';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { api, createUser, subscribe, type TestUser, upload } from '#test/factories.ts';

let t: TestApp;
let creator: TestUser;
let deckId: number;

beforeAll(async () => {
  t = await buildTestApp();
  creator = await createUser(t.app, t.ctx);
  await subscribe(t.ctx, creator);
  deckId = (
    await api(t.app, {
      method: 'POST',
      url: '/api/v2/ai-slides/prompts',
      token: creator.token,
      body: {
        topic: 'Kebun sekolah & hidroponik',
        slide_count: 4,
        theme: { name: 'hutan', brand_color: '#0f766e' },
      },
    })
  ).json().data.id;
  await api(t.app, {
    method: 'POST',
    url: `/api/v2/ai-slides/slides/generate/${deckId}`,
    token: creator.token,
  });
  await vi.waitFor(
    async () => {
      const deck = await api(t.app, {
        method: 'GET',
        url: `/api/v2/ai-slides/slideshow/${deckId}`,
        token: creator.token,
      });
      expect(deck.json().data.status).toBe('ready');
    },
    { timeout: 10_000 },
  );
});
afterAll(() => t.app.close());

const exported = (format: string, token = creator.token) =>
  api(t.app, { method: 'GET', url: `/api/v2/ai-slides/slideshow/${deckId}/export?format=${format}`, token });

describe('deck exports', () => {
  it('makes a PPTX with a slide per slide, every line of text in DejaVu Sans, and the speaker notes', async () => {
    const response = await exported('pptx');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('presentationml.presentation');
    expect(response.headers['content-disposition']).toContain('.pptx"');
    const zip = await JSZip.loadAsync(response.rawPayload);
    const slides = Object.keys(zip.files).filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name));
    expect(slides).toHaveLength(4);
    const first = await zip.file('ppt/slides/slide1.xml')?.async('string');
    expect(first).toContain('Kebun sekolah &amp; hidroponik');
    expect(first).toContain('typeface="DejaVu Sans"');
    expect(first).toContain('0F766E');
    const notes = Object.keys(zip.files).filter((name) =>
      /^ppt\/notesSlides\/notesSlide\d+\.xml$/.test(name),
    );
    expect(notes.length).toBeGreaterThan(0);
  });

  it('makes a 16:9 PDF with a page per slide', async () => {
    const response = await exported('pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getPageCount()).toBe(4);
    expect(pdf.getPage(0).getSize()).toEqual({ width: expect.closeTo(960, 0) as number, height: 540 });
    expect(pdf.getTitle()).toBe('Kebun sekolah & hidroponik');
  });

  it('refuses other formats and other people', async () => {
    expect((await exported('docx')).statusCode).toBe(400);
    const stranger = await createUser(t.app, t.ctx);
    await subscribe(t.ctx, stranger);
    expect((await exported('pdf', stranger.token)).statusCode).toBe(404);
  });

  it('takes pictures for the deck, serves them by their random name, and puts them into the exports', async () => {
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    const send = (data: Buffer | string, token = creator.token, deck = deckId) =>
      upload(t.app, {
        url: `/api/v2/ai-slides/assets/upload?slideshow_id=${deck}`,
        token,
        field: 'image',
        filename: 'foto.png',
        data,
      });
    const uploaded = await send(png);
    expect(uploaded.statusCode).toBe(201);
    const asset = uploaded.json().data;
    expect(asset).toMatchObject({ width: 800, height: 600 });
    const served = await t.app.inject({ method: 'GET', url: asset.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    expect((await send('bukan gambar')).statusCode).toBe(415);
    const stranger = await createUser(t.app, t.ctx);
    await subscribe(t.ctx, stranger);
    expect((await send(png, stranger.token)).statusCode).toBe(404);

    const deck = (
      await api(t.app, { method: 'GET', url: `/api/v2/ai-slides/slideshow/${deckId}`, token: creator.token })
    ).json().data;
    expect(deck.assets.map((a: { id: number }) => a.id)).toEqual([asset.id]);
    const slideId = deck.slides[1].id;
    const withPicture = await api(t.app, {
      method: 'PATCH',
      url: `/api/v2/ai-slides/slide/${slideId}`,
      token: creator.token,
      body: { layout: 'image-text', image: { asset_id: asset.id, alt: 'Kebun sekolah' } },
    });
    expect(withPicture.statusCode).toBe(200);
    const foreign = await api(t.app, {
      method: 'PATCH',
      url: `/api/v2/ai-slides/slide/${slideId}`,
      token: creator.token,
      body: { image: { asset_id: asset.id + 1000, alt: 'x' } },
    });
    expect(foreign.statusCode).toBe(404);

    const zip = await JSZip.loadAsync((await exported('pptx')).rawPayload);
    expect(Object.keys(zip.files).some((name) => name.startsWith('ppt/media/'))).toBe(true);
    const pdf = await PDFDocument.load((await exported('pdf')).rawPayload);
    expect(pdf.getPageCount()).toBe(4);
  });
});
