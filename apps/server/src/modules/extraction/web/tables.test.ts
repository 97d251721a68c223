import { describe, expect, it } from 'vitest';
import { extractWebPage } from './extract-web-page.ts';

const paragraph = (n: number) =>
  `<p>Paragraf ${n} tentang jadwal kereta dan harga tiket yang berlaku mulai bulan depan untuk semua penumpang.</p>`;

const page = (table: string) =>
  `<html><body><article><h1>Jadwal</h1>${paragraph(1)}${paragraph(2)}${table}${paragraph(3)}</article></body></html>`;

const markdownTable = (html: string) =>
  extractWebPage(page(html), { url: 'https://contoh.id/' })
    .markdown.split('\n\n')
    .find((block) => block.startsWith('|'));

describe('tables in Markdown', () => {
  it('lay out colspan and rowspan on the grid, repeating a cell down the rows it spans', () => {
    const table = `<table><thead><tr><th rowspan="2">Kota</th><th colspan="2">Jam</th></tr><tr><th>Pagi</th><th>Sore</th></tr></thead>
      <tbody><tr><td rowspan="2">Solo</td><td>06.00</td><td>17.00</td></tr><tr><td>09.00</td><td>19.00</td></tr></tbody></table>`;
    expect(markdownTable(table)).toBe(
      [
        '| Kota | Jam |  |',
        '| --- | --- | --- |',
        '| Kota | Pagi | Sore |',
        '| Solo | 06.00 | 17.00 |',
        '| Solo | 09.00 | 19.00 |',
      ].join('\n'),
    );
  });

  it('keep line breaks and list items inside a cell as <br>', () => {
    const table =
      '<table><tr><th>Kota</th><th>Jam</th><th>Catatan</th></tr>' +
      '<tr><td>Bandung</td><td>07.00<br>08.30</td><td><ul><li>Ekonomi</li><li>Eksekutif | AC</li></ul></td></tr></table>';
    expect(markdownTable(table)).toBe(
      [
        '| Kota | Jam | Catatan |',
        '| --- | --- | --- |',
        '| Bandung | 07.00<br>08.30 | • Ekonomi<br>• Eksekutif \\| AC |',
      ].join('\n'),
    );
  });

  it('bound a hostile span instead of widening the table to it', () => {
    const table =
      '<table><tr><th>A</th><th>B</th></tr><tr><td colspan="100000">satu</td></tr>' +
      '<tr><td rowspan="99999999">dua</td><td>tiga</td></tr></table>';
    expect(markdownTable(table)).toBe(
      ['| A | B |', '| --- | --- |', '| satu |  |', '| dua | tiga |'].join('\n'),
    );
  });
});
