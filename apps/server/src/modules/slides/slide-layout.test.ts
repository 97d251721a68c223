import {
  type DeckTheme,
  layoutSlide,
  SLIDE_HEIGHT_IN,
  SLIDE_LAYOUTS,
  SLIDE_WIDTH_IN,
  type SlideContent,
  slideSvg,
  textWidth,
  wrapText,
} from '@pustaka/contract';
import { describe, expect, it } from 'vitest';

const theme: DeckTheme = { name: 'kertas', brand_color: '#0f766e' };
const base: SlideContent = {
  layout: 'bullets',
  title: 'Literasi digital untuk guru sekolah dasar di seluruh Indonesia',
  subtitle: 'Panduan singkat',
  bullets: ['Menemukan informasi yang benar', 'Menilai sumber berita', 'Menjaga data pribadi'],
  secondary: ['Membuat konten', 'Menghargai hak cipta'],
  quote: { text: 'Hemat pangkal kaya', attribution: 'Pepatah' },
  image: { asset_id: 7, alt: 'Guru & murid <kelas>' },
  chart: {
    kind: 'bar',
    labels: ['2023', '2024', '2025'],
    series: [{ name: 'Murid', values: [120, 180, 240] }],
  },
  notes: '',
};

describe('the slide layout every renderer draws', () => {
  it('measures with DejaVu Sans and breaks lines between words within the width', () => {
    expect(textWidth('M', 72)).toBeCloseTo(0.863, 2);
    const lines = wrapText('Literasi digital membantu murid memilah informasi yang benar', 20, 3);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidth(line, 20)).toBeLessThanOrEqual(3);
    expect(lines.join(' ')).toBe('Literasi digital membantu murid memilah informasi yang benar');
    expect(wrapText('x'.repeat(200), 20, 2).every((line) => textWidth(line, 20) <= 2)).toBe(true);
  });

  it('keeps every item of every layout on the page, with the accent colour of the brand', () => {
    for (const layout of SLIDE_LAYOUTS) {
      const list = layoutSlide({ ...base, layout }, theme);
      expect(list.items.length, layout).toBeGreaterThan(0);
      for (const item of list.items) {
        if (item.kind === 'text') {
          expect(item.x, layout).toBeGreaterThanOrEqual(0);
          expect(item.top + (item.size * 1.2) / 72, `${layout}: ${item.text}`).toBeLessThanOrEqual(
            SLIDE_HEIGHT_IN,
          );
          expect(textWidth(item.text, item.size, item.bold), `${layout}: ${item.text}`).toBeLessThanOrEqual(
            item.w + 1e-6,
          );
        }
        if (item.kind === 'rect' || item.kind === 'image') {
          expect(item.x + item.w, layout).toBeLessThanOrEqual(SLIDE_WIDTH_IN + 1e-6);
          expect(item.y + item.h, layout).toBeLessThanOrEqual(SLIDE_HEIGHT_IN + 1e-6);
        }
      }
    }
    const title = layoutSlide({ ...base, layout: 'title' }, theme);
    expect(title.items.find((item) => item.kind === 'rect')).toMatchObject({ fill: '#0f766e' });
  });

  it('shrinks long text to fit its box, and cuts what still does not fit with an ellipsis', () => {
    const many = {
      ...base,
      bullets: Array.from({ length: 8 }, (_, i) => `Poin ${i} ${'kata panjang '.repeat(20)}`),
    };
    const texts = layoutSlide(many, theme).items.filter((item) => item.kind === 'text' && !item.bold);
    const sizes = new Set(texts.map((item) => (item.kind === 'text' ? item.size : 0)));
    expect(Math.max(...sizes)).toBeLessThan(20);
    expect(texts.some((item) => item.kind === 'text' && item.text.endsWith('…'))).toBe(true);
  });

  it('draws charts from the table: a bar per value, a line per series, a wedge per slice', () => {
    const bars = layoutSlide({ ...base, layout: 'chart' }, theme).items.filter((i) => i.kind === 'rect');
    expect(bars).toHaveLength(3);
    const line = layoutSlide(
      {
        ...base,
        layout: 'chart',
        chart: {
          ...base.chart!,
          kind: 'line',
          series: [
            { name: 'A', values: [1, 2, 3] },
            { name: 'B', values: [3, 2, 1] },
          ],
        },
      },
      theme,
    ).items.filter((i) => i.kind === 'polyline');
    expect(line).toHaveLength(2);
    const pie = layoutSlide(
      { ...base, layout: 'chart', chart: { ...base.chart!, kind: 'pie' } },
      theme,
    ).items;
    expect(pie.filter((i) => i.kind === 'wedge')).toHaveLength(3);
  });

  it('renders SVG with the text escaped and the image from the resolver', () => {
    const svg = slideSvg(layoutSlide({ ...base, layout: 'image-text', title: 'A <b> & "c"' }, theme), {
      imageHref: (id) => `/gambar/${id}?a=1&b=2`,
    });
    expect(svg).toContain('A &lt;b&gt; &amp; &quot;c&quot;');
    expect(svg).toContain('href="/gambar/7?a=1&amp;b=2"');
    expect(svg).toContain('Guru &amp; murid &lt;kelas&gt;');
    expect(svg).not.toContain('<b>');
  });
});
