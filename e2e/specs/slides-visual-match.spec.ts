import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type DeckTheme, layoutSlide, SLIDE_LAYOUTS, type SlideContent, slideSvg } from '@pustaka/contract';
import sharp from 'sharp';
import { ACCOUNTS, apiLogin, CSRF_HEADERS, expect, test } from '../fixtures';

const run = promisify(execFile);

/**
 * The deck's preview (the SVG the browser shows, drawn by Chromium) and its PPTX export (drawn by
 * LibreOffice) must look alike, layout by layout. Both are taken at 1333 × 750 pixels (100 per inch). A
 * pixel differs when no pixel within one pixel of it in the other picture has its colour (each channel
 * within 64 of 255): the two programs round glyph outlines to the pixel grid differently, which moves edges
 * by up to a pixel, while anything a person would notice (a line broken elsewhere, a lost bullet, a moved
 * box, another colour) leaves whole strokes without a partner.
 *
 * Measured per layout: 0.1% to 0.45% of the pixels. The limit is 0.75%: the same slide drawn 2 pixels
 * lower already differs in 0.95%, 3 pixels lower in 1.4%, and another layout in 2.6%.
 */
const DIFFERENT_PIXELS_LIMIT = 0.0075;
const WIDTH = 1333;
const HEIGHT = 750;

const theme: DeckTheme = { name: 'samudra', brand_color: '#0ea5e9' };
const content = (layout: SlideContent['layout']): SlideContent => ({
  layout,
  title: layout === 'section' ? 'Bagian 2: Menilai sumber' : 'Menilai sumber informasi di internet',
  subtitle: 'Panduan untuk guru sekolah dasar',
  bullets: [
    'Sumber yang baik mencantumkan penulis, tanggal, dan rujukan yang jelas',
    'Bandingkan beberapa sumber sebelum mempercayai satu berita',
    'Situs resmi dan jurnal ilmiah lebih dapat dipercaya daripada pesan berantai yang tersebar',
  ],
  secondary: ['Tanyakan siapa penulisnya', 'Periksa tanggal terbit', 'Cari sumber kedua'],
  quote: {
    text: 'Pendidikan adalah senjata paling ampuh untuk mengubah dunia.',
    attribution: 'Nelson Mandela',
  },
  image: null,
  chart: {
    kind: 'bar',
    labels: ['2023', '2024', '2025'],
    series: [{ name: 'Murid', values: [120, 180, 240] }],
  },
  notes: 'Catatan pembicara.',
});

async function differentPixels(a: Buffer, b: Buffer): Promise<number> {
  const raw = (png: Buffer) =>
    sharp(png).resize(WIDTH, HEIGHT, { fit: 'fill' }).removeAlpha().raw().toBuffer();
  const [left, right] = await Promise.all([raw(a), raw(b)]);
  return Math.max(unmatched(left, right), unmatched(right, left));
}

/** The share of `a`'s pixels that have no pixel of their colour in `b` within one pixel. */
function unmatched(a: Buffer, b: Buffer): number {
  let different = 0;
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const i = (y * WIDTH + x) * 3;
      let matched = false;
      for (let dy = -1; dy <= 1 && !matched; dy++) {
        for (let dx = -1; dx <= 1 && !matched; dx++) {
          const yy = y + dy;
          const xx = x + dx;
          if (yy < 0 || yy >= HEIGHT || xx < 0 || xx >= WIDTH) continue;
          const j = (yy * WIDTH + xx) * 3;
          matched =
            Math.abs((a[i] ?? 0) - (b[j] ?? 0)) <= 64 &&
            Math.abs((a[i + 1] ?? 0) - (b[j + 1] ?? 0)) <= 64 &&
            Math.abs((a[i + 2] ?? 0) - (b[j + 2] ?? 0)) <= 64;
        }
      }
      if (!matched) different += 1;
    }
  }
  return different / (WIDTH * HEIGHT);
}

test('every slide layout looks the same in the exported PPTX as in the preview', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await apiLogin(request, ACCOUNTS.admin);
  const auth = { ...CSRF_HEADERS, Authorization: `Bearer ${admin.token}` };
  const created = await request.post('/api/v2/ai-slides/prompts', {
    headers: auth,
    data: { topic: 'Literasi digital', slide_count: SLIDE_LAYOUTS.length, theme },
  });
  expect(created.status(), await created.text()).toBe(201);
  const deckId = (await created.json()).data.id;
  await request.post(`/api/v2/ai-slides/slides/generate/${deckId}`, { headers: auth });
  let slides: Array<{ id: number }> = [];
  await expect(async () => {
    const deck = (
      await (await request.get(`/api/v2/ai-slides/slideshow/${deckId}`, { headers: auth })).json()
    ).data;
    expect(deck.status).toBe('ready');
    slides = deck.slides;
  }).toPass({ timeout: 20_000 });
  // One slide per layout, through the editing API.
  for (const [index, layout] of SLIDE_LAYOUTS.entries()) {
    const { notes: _notes, image: _image, ...changes } = content(layout);
    const patched = await request.patch(`/api/v2/ai-slides/slide/${slides[index]?.id}`, {
      headers: auth,
      data: changes,
    });
    expect(patched.status(), await patched.text()).toBe(200);
  }
  const exported = await request.get(`/api/v2/ai-slides/slideshow/${deckId}/export?format=pptx`, {
    headers: auth,
  });
  expect(exported.status()).toBe(200);

  const folder = await mkdtemp(path.join(tmpdir(), 'slides-visual-'));
  try {
    await writeFile(path.join(folder, 'deck.pptx'), await exported.body());
    await run(
      'soffice',
      [
        '--headless',
        '--norestore',
        '--convert-to',
        'pdf',
        '--outdir',
        folder,
        path.join(folder, 'deck.pptx'),
      ],
      {
        timeout: 120_000,
      },
    );
    await run('pdftoppm', ['-r', '100', '-png', path.join(folder, 'deck.pdf'), path.join(folder, 'pptx')]);

    await page.setViewportSize({ width: WIDTH, height: HEIGHT });
    const report: string[] = [];
    for (const [index, layout] of SLIDE_LAYOUTS.entries()) {
      const svg = slideSvg(layoutSlide(content(layout), theme), { imageHref: () => '' });
      await page.setContent(
        `<html><body style="margin:0"><div style="width:${WIDTH}px;height:${HEIGHT}px">${svg.replace('<svg ', '<svg width="100%" height="100%" ')}</div></body></html>`,
      );
      const preview = await page.screenshot({ clip: { x: 0, y: 0, width: WIDTH, height: HEIGHT } });
      const pageNumber = String(index + 1).padStart(String(SLIDE_LAYOUTS.length).length, '0');
      const pptx = await readFile(path.join(folder, `pptx-${pageNumber}.png`));
      const share = await differentPixels(preview, pptx);
      report.push(`${layout}: ${(share * 100).toFixed(2)}%`);
      if (process.env.SLIDES_VISUAL_DIR) {
        await writeFile(path.join(process.env.SLIDES_VISUAL_DIR, `${layout}-preview.png`), preview);
        await writeFile(path.join(process.env.SLIDES_VISUAL_DIR, `${layout}-pptx.png`), pptx);
      }
      expect
        .soft(share, `${layout} differs in ${(share * 100).toFixed(2)}% of its pixels`)
        .toBeLessThan(DIFFERENT_PIXELS_LIMIT);
    }
    console.log(`preview vs PPTX, pixels that differ: ${report.join(', ')}`);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
