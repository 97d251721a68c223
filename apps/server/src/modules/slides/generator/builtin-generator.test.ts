import { checkSlideContent, type DeckOutlineItem } from '@pustaka/contract';
import { describe, expect, it } from 'vitest';
import { BuiltinSlideGenerator } from './builtin-generator.ts';
import type { DeckBrief } from './slide-generator.ts';

const SOURCE = `# Literasi Digital untuk Guru

Panduan singkat bagi guru sekolah dasar.

## Mengenal Literasi Digital

Literasi digital adalah kemampuan menemukan, menilai, dan membuat informasi dengan teknologi digital. Guru yang memiliki literasi digital dapat membimbing murid memilah informasi yang benar. Kemampuan ini mencakup keamanan data pribadi dan etika berkomunikasi di internet. Tanpa literasi digital, murid mudah percaya pada kabar bohong.

## Menilai Sumber Informasi

Sumber informasi yang baik mencantumkan penulis, tanggal, dan rujukan yang jelas. Guru dapat mengajarkan murid membandingkan beberapa sumber sebelum mempercayai satu berita. Situs resmi pemerintah dan jurnal ilmiah biasanya lebih dapat dipercaya daripada pesan berantai. Murid perlu dibiasakan bertanya siapa yang menulis dan mengapa tulisan itu dibuat.

## Keamanan Data Pribadi

Kata sandi yang kuat terdiri dari gabungan huruf, angka, dan simbol. Murid tidak boleh membagikan alamat rumah atau nomor telepon di media sosial. Guru dapat membuat latihan mengenali pesan penipuan yang meminta data pribadi. Orang tua juga perlu dilibatkan agar kebiasaan aman berlanjut di rumah.

## Membuat Konten yang Bertanggung Jawab

Murid dapat belajar membuat poster digital, video pendek, atau tulisan blog tentang pelajaran mereka. Setiap konten harus menghargai hak cipta dengan mencantumkan sumber gambar dan musik. Guru menilai konten dari kejelasan pesan, ketepatan informasi, dan kesopanan bahasa. Karya terbaik dapat dipamerkan di situs sekolah.
`;

const brief = (overrides: Partial<DeckBrief> = {}): DeckBrief => ({
  topic: 'Literasi digital',
  audience: 'guru SD',
  language: 'id',
  slideCount: 6,
  tone: 'educational',
  source: { title: 'Literasi Digital untuk Guru', markdown: SOURCE },
  ...overrides,
});

const generator = new BuiltinSlideGenerator();

describe('the built-in slide generator', () => {
  it("follows a source's headings and keeps its own sentences as points", async () => {
    const { items, draft } = await generator.outline(brief());
    expect(draft).toBe(false);
    expect(items).toHaveLength(6);
    expect(items.map((item) => item.title)).toEqual([
      'Literasi Digital untuk Guru',
      'Mengenal Literasi Digital',
      'Menilai Sumber Informasi',
      'Keamanan Data Pribadi',
      'Membuat Konten yang Bertanggung Jawab',
      'Ringkasan',
    ]);
    expect(items[0]?.points).toEqual(['Untuk guru SD']);
    const flat = SOURCE.replace(/\s+/g, ' ');
    for (const point of items[2]?.points ?? []) expect(flat).toContain(point.replace(/…$/, ''));
    expect(items[2]?.points.length).toBeGreaterThanOrEqual(3);
  });

  it('merges or splits sections to give exactly the slides asked for', async () => {
    expect((await generator.outline(brief({ slideCount: 4 }))).items).toHaveLength(4);
    const long = (await generator.outline(brief({ slideCount: 3 }))).items;
    expect(long).toHaveLength(3);
  });

  it('gives the same deck for the same brief', async () => {
    expect(await generator.outline(brief())).toEqual(await generator.outline(brief()));
  });

  it('lays out a draft skeleton for a bare topic, in the language asked, for 3 to 40 slides', async () => {
    const id = await generator.outline(brief({ source: undefined, slideCount: 8 }));
    expect(id.draft).toBe(true);
    expect(id.items).toHaveLength(8);
    expect(id.items[0]).toMatchObject({ title: 'Literasi digital', layout: 'title' });
    expect(id.items[1]?.title).toBe('Mengapa Literasi digital penting');
    const en = await generator.outline(
      brief({ source: undefined, language: 'en', tone: 'persuasive', slideCount: 40 }),
    );
    expect(en.items).toHaveLength(40);
    expect(en.items.at(-1)?.title).toBe('Start today');
    expect(new Set(en.items.map((item) => item.title)).size).toBe(40);
    expect((await generator.outline(brief({ source: undefined, slideCount: 3 }))).items).toHaveLength(3);
  });

  it('refuses a source without text to build on', async () => {
    await expect(
      generator.outline(brief({ source: { title: 'Kosong', markdown: '# Judul\n\nSingkat.' } })),
    ).rejects.toMatchObject({ code: 'SOURCE_WITHOUT_TEXT' });
  });

  it('writes slides that every layout can draw, with speaker notes from the source', async () => {
    const { items } = await generator.outline(brief());
    for (let index = 0; index < items.length; index++) {
      const { content } = await generator.slide(brief(), items, index);
      expect(checkSlideContent(content)).toEqual([]);
      if (index > 0 && index < items.length - 1) expect(content.notes.length).toBeGreaterThan(20);
    }
    expect((await generator.slide(brief(), items, 0)).content.layout).toBe('title');
    const many: DeckOutlineItem[] = [
      { title: 'A', points: [] },
      { title: 'Banyak poin', points: ['1', '2', '3', '4', '5', '6'] },
      { title: 'Z', points: ['x'] },
    ];
    const two = (await generator.slide(brief({ source: undefined }), many, 1)).content;
    expect(two.layout).toBe('two-columns');
    expect([two.bullets, two.secondary]).toEqual([
      ['1', '2', '3'],
      ['4', '5', '6'],
    ]);
  });

  it('writes one element again, differently on each attempt', async () => {
    const { items } = await generator.outline(brief());
    const { content } = await generator.slide(brief(), items, 2);
    const first = await generator.element(brief(), content, 'bullets', 1);
    const second = await generator.element(brief(), content, 'bullets', 2);
    expect(first.content.bullets).not.toEqual(second.content.bullets);
    expect(first.content.title).toBe(content.title);
    const retitled = await generator.element(brief(), content, 'title', 0);
    expect(retitled.content.title).not.toBe(content.title);
  });
});
