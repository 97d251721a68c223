import { describe, expect, it } from 'vitest';
import { bidiClass, logicalOrder, mirrorRows } from './bidi.ts';

/** Runs given in page order (left to right), read back in reading order. */
const read = (runs: string[], rtl: boolean) => logicalOrder(runs.map(bidiClass), rtl).map((i) => runs[i]);

describe('logicalOrder', () => {
  it('reads the runs of a right-to-left line from the right, a number and a Latin word kept in place', () => {
    // "بدأ في عام 2024 مع PDF" as the page draws it: the last run at the left edge.
    expect(read(['PDF', 'مع', '2024', 'بدأ في عام'], true)).toEqual(['بدأ في عام', '2024', 'مع', 'PDF']);
  });

  it('keeps a run of Latin words in a right-to-left line in their own order', () => {
    expect(read(['نهاية', 'Open', 'Library', 'بداية'], true)).toEqual(['بداية', 'Open', 'Library', 'نهاية']);
  });

  it('gives a neutral between two right-to-left runs their direction, and one between directions the line’s', () => {
    expect(read(['ב', '-', 'א'], true)).toEqual(['א', '-', 'ב']);
    expect(read(['A', ':', 'א'], true)).toEqual(['א', ':', 'A']);
  });

  it('leaves a left-to-right line in page order, a right-to-left quotation inside it reversed', () => {
    expect(read(['Kata', 'שלום', 'עולם', 'artinya'], false)).toEqual(['Kata', 'עולם', 'שלום', 'artinya']);
    expect(read(['Bab', '12', 'halaman', '3'], false)).toEqual(['Bab', '12', 'halaman', '3']);
  });
});

describe('mirrorRows', () => {
  it('measures x from the right edge and puts the fragments right to left', () => {
    const row = {
      y: 10,
      size: 10,
      fragments: [
        { x: 50, right: 100, y: 10, size: 10, bold: false, text: 'kiri' },
        { x: 300, right: 400, y: 10, size: 10, bold: false, text: 'kanan' },
      ],
    };

    const [mirrored] = mirrorRows([row], 500);

    expect(mirrored!.fragments.map((f) => [f.text, f.x, f.right])).toEqual([
      ['kanan', 100, 200],
      ['kiri', 400, 450],
    ]);
  });
});
