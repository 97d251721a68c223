import JSZip from 'jszip';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { api, createUser, subscribe, type TestUser } from '../../test/factories.ts';

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
});
