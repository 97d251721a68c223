import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSentences } from '../offline/passages.ts';
import { LESSON } from '../test-lesson.ts';
import { flattenOutline, htmlToMarkdown } from './copy-sources.ts';
import { languageOf, stemEnglish, stemIndonesian } from './stemmer.ts';
import { categoryFor, keywordsOf, summarise } from './summary.ts';

/** The built-in writer's reading, checked on its own: stems, an extractive summary, keywords, a category. */

const ENGLISH = `# Saving for a family

A family budget is a plan that divides the monthly income between needs, savings and wishes. Families that write their budget down spend 20 percent less on impulse purchases. An emergency fund is money kept aside for sudden costs such as repairs or medical bills.

Saving works best when it happens first: the saved amount moves to another account on payday. Budgets fail when they are too strict, because families stop following them after a few weeks. Reviewing the budget every month keeps it close to how the family really spends.`;

describe('stems', () => {
  it('brings the forms of one Indonesian or English word to one stem', () => {
    expect(new Set(['membaca', 'dibaca', 'bacaan', 'pembacaan'].map(stemIndonesian))).toEqual(
      new Set(['baca']),
    );
    expect(stemIndonesian('tabungannya')).toBe(stemIndonesian('tabungan'));
    expect(new Set(['budgets', 'budget'].map(stemEnglish)).size).toBe(1);
    expect(stemEnglish('planning')).toBe(stemEnglish('planned'));
  });

  it('tells the two languages apart', () => {
    expect(languageOf(LESSON)).toBe('id');
    expect(languageOf(ENGLISH)).toBe('en');
  });
});

describe('the extractive summary', () => {
  it.each([
    ['Indonesian', LESSON, 'id' as const],
    ['English', ENGLISH, 'en' as const],
  ])(
    'takes every sentence from the %s source, word for word, none twice, in reading order',
    (_n, text, lang) => {
      const sentences = readSentences(text);
      const summary = summarise(sentences, lang, 4);
      expect(summary.length).toBe(4);
      const source = new Set(sentences.map((s) => s.text));
      for (const sentence of summary) expect(source).toContain(sentence.text);
      expect(new Set(summary.map((s) => s.text)).size).toBe(summary.length);
      expect(summary.map((s) => s.index)).toEqual([...summary.map((s) => s.index)].sort((a, b) => a - b));
    },
  );

  it('says a repeated paragraph once', () => {
    const repeated = `${LESSON}\n\n${LESSON.split('\n\n')[1]}\n\n${LESSON.split('\n\n')[1]}`;
    const summary = summarise(readSentences(repeated), 'id', 6).map((s) => s.text);
    expect(new Set(summary).size).toBe(summary.length);
  });

  it('finds keywords that are names and frequent words, and the category the text is about', () => {
    const sentences = readSentences(ENGLISH);
    const tags = keywordsOf(sentences, 'en', 6);
    expect(tags).toContain('budget');
    expect(new Set(tags.map((tag) => tag.toLowerCase())).size).toBe(tags.length);
    const categories = [
      { id: 1, name: 'Cooking' },
      { id: 2, name: 'Family Finance', description: 'Budgets, savings and money' },
      { id: 3, name: 'Travel' },
    ];
    expect(categoryFor(categories, sentences, 'en')?.id).toBe(2);
    expect(categoryFor([{ id: 9, name: 'Astronomy' }], sentences, 'en')).toBeNull();
    expect(keywordsOf(readSentences(LESSON), 'id', 6)).toContain('candi');
  });
});

describe("an editor's notes", () => {
  it('keep their paragraphs and headings, wherever a browser put its line breaks', () => {
    const html =
      'Menabung itu baik.<div>Dana darurat perlu.</div><div><br></div><h2>Judul</h2><p>Satu &amp; dua.</p>';
    expect(htmlToMarkdown(html)).toBe('Menabung itu baik.\n\nDana darurat perlu.\n\n## Judul\n\nSatu & dua.');
    expect(htmlToMarkdown('# Plain\n\nMarkdown stays.')).toBe('# Plain\n\nMarkdown stays.');
  });
});

describe('the table of contents', () => {
  it("is the PDF's bookmarks in reading order, with their depth and pages", async () => {
    const { makePdf } = await import('#platform/media/fixtures.ts');
    const { readPdfInfo } = await import('#platform/media/read-pdf-info.ts');
    const outline = [
      { title: 'Satu', page: 1, items: [{ title: 'Satu A', page: 2, items: [] }] },
      { title: 'Dua', page: 3, items: [] },
    ];
    const folder = await mkdtemp(join(tmpdir(), 'copy-toc-'));
    const path = join(folder, 'buku.pdf');
    await writeFile(path, await makePdf({ pages: 3, outline }));
    const info = await readPdfInfo(path).finally(() => rm(folder, { recursive: true, force: true }));
    expect(flattenOutline(info.outline)).toEqual([
      { title: 'Satu', page: 1, level: 0 },
      { title: 'Satu A', page: 2, level: 1 },
      { title: 'Dua', page: 3, level: 0 },
    ]);
  });
});
