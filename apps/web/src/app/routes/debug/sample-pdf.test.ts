import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { samplePdf } from './sample-pdf';

async function open(blob: Blob) {
  return getDocument({ data: new Uint8Array(await blob.arrayBuffer()), isEvalSupported: false }).promise;
}

async function textOf(doc: Awaited<ReturnType<typeof open>>, page: number) {
  const content = await (await doc.getPage(page)).getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
}

describe('the sample PDF of the viewer test page', () => {
  it('opens in pdf.js with every page, its text and the landscape page turned', async () => {
    const doc = await open(
      samplePdf([
        { heading: 'Halaman 1 dari 3', lines: ['Pembuka'] },
        { heading: 'Halaman 2 dari 3', lines: ['Tengah (lanskap)'], landscape: true },
        { heading: 'Halaman 3 dari 3', lines: ['Penutup \\ akhir'] },
      ]),
    );
    expect(doc.numPages).toBe(3);
    expect(await textOf(doc, 1)).toContain('Halaman 1 dari 3');
    expect(await textOf(doc, 2)).toContain('Tengah (lanskap)');
    expect(await textOf(doc, 3)).toContain('Penutup \\ akhir');
    const portrait = (await doc.getPage(1)).getViewport({ scale: 1 });
    const landscape = (await doc.getPage(2)).getViewport({ scale: 1 });
    expect([portrait.width, portrait.height]).toEqual([595, 842]);
    expect([landscape.width, landscape.height]).toEqual([842, 595]);
    await doc.destroy();
  });

  it('writes a cross-reference table whose offsets point at the objects', async () => {
    const text = await samplePdf([{ heading: 'Satu', lines: [] }]).text();
    const xref = text.indexOf('\nxref\n') + 1;
    const table = text.slice(xref);
    const offsets = [...table.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets.length).toBeGreaterThan(3);
    offsets.forEach((offset, index) => {
      expect(text.slice(offset, offset + 12)).toMatch(new RegExp(`^${index + 1} 0 obj\\n`));
    });
    expect(Number(text.match(/startxref\n(\d+)/)?.[1])).toBe(xref);
  });

  it('keeps characters Helvetica cannot show from breaking the file', async () => {
    const doc = await open(samplePdf([{ heading: 'Zoom → 200 %', lines: ['Ünïcode'] }]));
    expect(await textOf(doc, 1)).toContain('Zoom ? 200 %');
    await doc.destroy();
  });
});
