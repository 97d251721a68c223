// @vitest-environment happy-dom
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readPptxText, slideText, zipEntries } from './pptx-text';

/** A zip built by hand: each part stored or deflated, as PowerPoint and pptxgenjs write them. */
function makeZip(parts: { name: string; text: string; deflate?: boolean }[]): Uint8Array {
  const encoder = new TextEncoder();
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = encoder.encode(part.name);
    const raw = encoder.encode(part.text);
    const data = part.deflate ? new Uint8Array(deflateRawSync(raw)) : raw;
    const local = new Uint8Array(30 + name.length + data.length);
    const lv = new DataView(local.buffer);
    lv.setUint32(0, 0x04034b50, true);
    lv.setUint16(8, part.deflate ? 8 : 0, true);
    lv.setUint32(18, data.length, true);
    lv.setUint32(22, raw.length, true);
    lv.setUint16(26, name.length, true);
    local.set(name, 30);
    local.set(data, 30 + name.length);
    const central = new Uint8Array(46 + name.length);
    const cv = new DataView(central.buffer);
    cv.setUint32(0, 0x02014b50, true);
    cv.setUint16(10, part.deflate ? 8 : 0, true);
    cv.setUint32(20, data.length, true);
    cv.setUint32(24, raw.length, true);
    cv.setUint16(28, name.length, true);
    cv.setUint32(42, offset, true);
    central.set(name, 46);
    locals.push(local);
    centrals.push(central);
    offset += local.length;
  }
  const directorySize = centrals.reduce((sum, c) => sum + c.length, 0);
  const end = new Uint8Array(22);
  const ev = new DataView(end.buffer);
  ev.setUint32(0, 0x06054b50, true);
  ev.setUint16(8, parts.length, true);
  ev.setUint16(10, parts.length, true);
  ev.setUint32(12, directorySize, true);
  ev.setUint32(16, offset, true);
  const all = [...locals, ...centrals, end];
  const out = new Uint8Array(all.reduce((sum, a) => sum + a.length, 0));
  let at = 0;
  for (const a of all) {
    out.set(a, at);
    at += a.length;
  }
  return out;
}

const slide = (title: string, bullets: string[]) => `<?xml version="1.0" encoding="UTF-8"?>
<p:sld xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main">
  <p:cSld><p:spTree>
    <p:sp><p:nvSpPr><p:nvPr><p:ph type="title"/></p:nvPr></p:nvSpPr>
      <p:txBody><a:p><a:r><a:t>${title}</a:t></a:r></a:p></p:txBody></p:sp>
    <p:sp><p:nvSpPr><p:nvPr><p:ph idx="1"/></p:nvPr></p:nvSpPr>
      <p:txBody>${bullets.map((b) => `<a:p><a:r><a:t>${b.slice(0, 4)}</a:t></a:r><a:r><a:t>${b.slice(4)}</a:t></a:r></a:p>`).join('')}<a:p></a:p></p:txBody></p:sp>
  </p:spTree></p:cSld>
</p:sld>`;

describe('reading a PPTX deck as text', () => {
  it('lists slides in number order with their title and paragraphs, stored or deflated', async () => {
    const deck = makeZip([
      { name: '[Content_Types].xml', text: '<Types/>' },
      { name: 'ppt/slides/slide10.xml', text: slide('Penutup', ['Terima kasih']), deflate: true },
      { name: 'ppt/slides/slide2.xml', text: slide('Materi', ['Poin pertama', 'Poin kedua']) },
      { name: 'ppt/slides/slide1.xml', text: slide('Pembukaan', []), deflate: true },
      { name: 'ppt/slides/_rels/slide1.xml.rels', text: '<Relationships/>' },
    ]);
    expect(zipEntries(deck).map((entry) => entry.name)).toHaveLength(5);
    expect(await readPptxText(deck)).toEqual([
      { number: 1, title: 'Pembukaan', lines: [] },
      { number: 2, title: 'Materi', lines: ['Poin pertama', 'Poin kedua'] },
      { number: 3, title: 'Penutup', lines: ['Terima kasih'] },
    ]);
  });

  it('takes the first paragraph as the title when no title placeholder is marked', () => {
    const xml = slide('x', []).replace('<p:ph type="title"/>', '');
    expect(slideText(xml, 4)).toEqual({ number: 4, title: 'x', lines: [] });
  });

  it('refuses what is not a zip', () => {
    expect(() => zipEntries(new TextEncoder().encode('bukan zip sama sekali, hanya teks biasa'))).toThrow();
  });
});
