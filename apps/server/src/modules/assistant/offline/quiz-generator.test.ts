import type { AssistantQuestionType } from '@pustaka/contract';
import { describe, expect, it } from 'vitest';
import { answerKey, containsWords, qualityOf } from '../quality.ts';
import { readSentences, splitSentences } from './passages.ts';
import { proposeOffline } from './quiz-generator.ts';

const CANDI = `# Sejarah Candi Borobudur

Candi Borobudur adalah candi Buddha terbesar di dunia yang terletak di Magelang, Jawa Tengah. Candi ini dibangun pada tahun 800 oleh Dinasti Syailendra. Tinggi candi aslinya mencapai 42 meter sebelum direnovasi.

Borobudur ditinggalkan pada abad ke-14 karena melemahnya kerajaan Hindu-Buddha di Jawa. Pada tahun 1814, Thomas Stamford Raffles menerima laporan tentang candi ini. Pemugaran besar dilakukan oleh UNESCO antara tahun 1975 dan 1982.

# Candi Prambanan

Candi Prambanan adalah kompleks candi Hindu yang dibangun pada abad ke-9. Kompleks ini memiliki 240 candi dengan candi utama setinggi 47 meter. Prambanan terletak sekitar 17 km dari Yogyakarta dan dikelola oleh PT Taman Wisata Candi.

Stupa adalah bangunan berbentuk kubah yang menyimpan relik Buddha. Relief adalah pahatan gambar pada dinding batu yang bercerita.`;

const RIVERS = `## Rivers of Europe

The Danube is the second-longest river in Europe, flowing 2,850 km through ten countries. The Rhine flows 1,230 km from the Swiss Alps to the North Sea. The Thames is only 346 km long but passes through London.

A delta is a landform created by sediment deposited where a river meets the sea. An estuary is the tidal mouth of a large river. Many cities grew beside rivers because water transport was cheaper than roads.`;

const ALL: AssistantQuestionType[] = ['single_choice', 'multiple_choice', 'true_false', 'short_answer'];

describe('reading a text into sentences', () => {
  it('splits Indonesian and English sentences but not at abbreviations, initials or decimals', () => {
    expect(splitSentences('Dr. Sutomo lahir di Nganjuk. Ia wafat pada 1938. Harga naik 2.5 persen.')).toEqual(
      ['Dr. Sutomo lahir di Nganjuk.', 'Ia wafat pada 1938.', 'Harga naik 2.5 persen.'],
    );
    expect(splitSentences('J. R. R. Tolkien wrote books, e.g. The Hobbit. It sold well!')).toEqual([
      'J. R. R. Tolkien wrote books, e.g. The Hobbit.',
      'It sold well!',
    ]);
  });

  it('keeps each sentence with its heading, paragraph number and page', () => {
    const sentences = readSentences(
      '# Awal\n\nSatu dua. Tiga empat.\n\n<!-- page 2 -->\n## Lanjut\n\nLima enam.',
    );
    expect(sentences.map((s) => [s.text, s.heading, s.paragraph, s.page])).toEqual([
      ['Satu dua.', 'Awal', 1, null],
      ['Tiga empat.', 'Awal', 1, null],
      ['Lima enam.', 'Lanjut', 2, 2],
    ]);
  });
});

describe('the built-in question writer', () => {
  it('asks only what the cited sentence answers, with clean wrong options and no repeats', () => {
    for (const [markdown, language] of [
      [CANDI, 'id'],
      [RIVERS, 'en'],
    ] as const) {
      const questions = proposeOffline({ markdown, count: 12, language, types: ALL });
      expect(questions.length).toBeGreaterThanOrEqual(5);
      expect(qualityOf(questions)).toEqual({
        questions: questions.length,
        answerInPassage: questions.length,
        cleanDistractors: questions.length,
        duplicates: 0,
      });
      for (const question of questions) expect(markdown).toContain(question.citation.quote);
    }
  });

  it('makes a definition question whose wrong options are the other definitions', () => {
    const [question] = proposeOffline({
      markdown: CANDI,
      count: 1,
      language: 'id',
      types: ['single_choice'],
    });
    expect(question?.text).toBe('Menurut teks, apa yang dimaksud dengan "Candi Borobudur"?');
    const right = question?.options?.[question.correct_indexes?.[0] ?? -1];
    expect(right).toBe('candi Buddha terbesar di dunia yang terletak di Magelang, Jawa Tengah');
    expect(question?.options).toContain('kompleks candi Hindu yang dibangun pada abad ke-9');
    expect(question?.citation).toMatchObject({ heading: 'Sejarah Candi Borobudur', paragraph: 1 });
  });

  it('blanks a number and offers other numbers of the same unit from the text, never the answer again', () => {
    const questions = proposeOffline({
      markdown: RIVERS,
      count: 20,
      language: 'en',
      types: ['single_choice'],
    });
    const aboutKm = questions.filter((q) => q.options?.some((o) => o.endsWith(' km')));
    expect(aboutKm.length).toBeGreaterThan(0);
    for (const question of aboutKm) {
      expect(question.options?.every((o) => / km$/.test(o))).toBe(true);
      expect(new Set(question.options?.map(answerKey)).size).toBe(question.options?.length);
      expect(question.text).toContain('___');
    }
  });

  it('writes the questions in the language asked', () => {
    const [id] = proposeOffline({ markdown: RIVERS, count: 1, language: 'id', types: ['short_answer'] });
    const [en] = proposeOffline({ markdown: RIVERS, count: 1, language: 'en', types: ['short_answer'] });
    expect(id?.text).toMatch(/^Lengkapi kalimat dari teks/);
    expect(id?.explanation).toMatch(/^Lihat bagian "Rivers of Europe", paragraf 1/);
    expect(en?.text).toMatch(/^Complete the sentence from the text/);
    expect(containsWords(en?.citation.quote ?? '', en?.accepted_answers?.[0] ?? '')).toBe(true);
  });

  it('gives the same questions for the same text, of the types asked only', () => {
    const once = proposeOffline({
      markdown: CANDI,
      count: 8,
      language: 'id',
      types: ['true_false', 'short_answer'],
    });
    expect(
      proposeOffline({ markdown: CANDI, count: 8, language: 'id', types: ['true_false', 'short_answer'] }),
    ).toEqual(once);
    expect(new Set(once.map((q) => q.type))).toEqual(new Set(['true_false', 'short_answer']));
    expect(once.some((q) => q.correct_answer === false)).toBe(true);
  });

  it('proposes nothing from a text without anything to ask about', () => {
    expect(
      proposeOffline({ markdown: 'halo halo halo. ini itu saja ya.', count: 5, language: 'id', types: ALL }),
    ).toEqual([]);
  });
});
