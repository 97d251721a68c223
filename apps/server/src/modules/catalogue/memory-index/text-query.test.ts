import { describe, expect, it } from 'vitest';
import { lexemesOf, parseTextQuery } from './text-query.ts';

describe('reading tsvector text', () => {
  it('takes the lexemes and drops positions and weights', () => {
    expect(lexemesOf("'ajar':1,3A 'dasar-dasar':2 'masak':4B")).toEqual(['ajar', 'dasar-dasar', 'masak']);
  });

  it('undoes doubled quotes and backslash escapes', () => {
    expect(lexemesOf("'it''s':1 'a\\\\b':2")).toEqual(["it's", 'a\\b']);
  });

  it('reads an empty vector as no lexemes', () => {
    expect(lexemesOf('')).toEqual([]);
  });
});

describe('reading tsquery text', () => {
  it('binds not tighter than and, and and tighter than or', () => {
    expect(parseTextQuery("'a' | !'b' & 'c'")).toEqual({
      kind: 'or',
      left: { kind: 'term', lexeme: 'a' },
      right: {
        kind: 'and',
        left: { kind: 'not', operand: { kind: 'term', lexeme: 'b' } },
        right: { kind: 'term', lexeme: 'c' },
      },
    });
  });

  it('follows parentheses', () => {
    expect(parseTextQuery("( 'a' | 'b' ) & 'c'")).toEqual({
      kind: 'and',
      left: { kind: 'or', left: { kind: 'term', lexeme: 'a' }, right: { kind: 'term', lexeme: 'b' } },
      right: { kind: 'term', lexeme: 'c' },
    });
  });

  it('is null for a query of stop words only, which matches nothing', () => {
    expect(parseTextQuery('')).toBeNull();
  });

  it('declines phrases, weights, prefixes and malformed text, so the database answers those', () => {
    expect(parseTextQuery("'ajar' <-> 'masak'")).toBeUndefined();
    expect(parseTextQuery("'ajar' <2> 'masak'")).toBeUndefined();
    expect(parseTextQuery("'ajar':A")).toBeUndefined();
    expect(parseTextQuery("'ajar':*")).toBeUndefined();
    expect(parseTextQuery("'ajar' &")).toBeUndefined();
    expect(parseTextQuery("( 'ajar'")).toBeUndefined();
    expect(parseTextQuery("'ajar")).toBeUndefined();
  });
});
