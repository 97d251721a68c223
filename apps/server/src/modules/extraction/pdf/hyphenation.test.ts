import { describe, expect, it } from 'vitest';
import { addWords, isReduplication, joinLines, type Vocabulary } from './hyphenation.ts';

const none: Vocabulary = new Set();

describe('joining the lines of a paragraph', () => {
  it('joins a word broken by a hyphen at a line end', () => {
    expect(joinLines(['Kami belajar ber-', 'sama di perpustaka-', 'an.'], none)).toBe(
      'Kami belajar bersama di perpustakaan.',
    );
    expect(joinLines(['pendi\u00ad', 'dikan dasar'], none)).toBe('pendidikan dasar');
  });

  it('keeps the hyphen of Indonesian reduplication', () => {
    for (const [head, tail] of [
      ['anak', 'anak'],
      ['bersama', 'sama'],
      ['kemerah', 'merahan'],
      ['sayur', 'mayur'],
      ['turun', 'temurun'],
      ['bolak', 'balik'],
    ] as const) {
      expect(joinLines([`para ${head}-`, `${tail} itu`], none)).toBe(`para ${head}-${tail} itu`);
    }
  });

  it('follows how the document writes the word elsewhere', () => {
    const vocabulary: Vocabulary = new Set();
    addWords(vocabulary, 'A well-known problem; e-mail is fine, and so is email.');
    expect(joinLines(['a well-', 'known case'], vocabulary)).toBe('a well-known case');
    expect(joinLines(['send e-', 'mail today'], new Set(['email']))).toBe('send email today');
    expect(joinLines(['pen-', 'didikan'], vocabulary)).toBe('pendidikan');
  });

  it('keeps the hyphen of a compound broken before a capital or a number', () => {
    expect(joinLines(['kawasan Asia-', 'Pasifik'], none)).toBe('kawasan Asia-Pasifik');
    expect(joinLines(['pada abad ke-', '21 ini'], none)).toBe('pada abad ke-21 ini');
    expect(joinLines(['dua hal -', 'dan satu lagi'], none)).toBe('dua hal - dan satu lagi');
  });

  it('joins a syllable whose hyphen justification set apart, when the document knows the word', () => {
    const vocabulary: Vocabulary = new Set(['terhubung']);
    expect(joinLines(['yang terhu -', 'bung dengan sekolah'], vocabulary)).toBe(
      'yang terhubung dengan sekolah',
    );
    expect(joinLines(['yang terhu -', 'bung dengan sekolah'], none)).toBe('yang terhu - bung dengan sekolah');
  });

  it('tells reduplication from syllables', () => {
    expect(isReduplication('ber', 'sama')).toBe(false);
    expect(isReduplication('pen', 'didikan')).toBe(false);
    expect(isReduplication('menge', 'tahui')).toBe(false);
    expect(isReduplication('lauk', 'pauk')).toBe(true);
  });
});
