import { describe, expect, it } from 'vitest';
import { codeProblem, hostOf } from './code-rules';

describe('codeProblem', () => {
  it('accepts an empty code (a random one is made) and valid codes in any case', () => {
    expect(codeProblem('')).toBeUndefined();
    expect(codeProblem('Promo-Juni')).toBeUndefined();
  });
  it('flags codes the server refuses', () => {
    expect(codeProblem('a/b')).toBe('invalid');
    expect(codeProblem('prоmo')).toBe('invalid');
    expect(codeProblem('products')).toBe('reserved');
    expect(codeProblem('Manage-ShortURL')).toBe('reserved');
  });
});

describe('hostOf', () => {
  it('shows the host of an address', () => {
    expect(hostOf('https://contoh.id/a?b=1')).toBe('contoh.id');
    expect(hostOf('bukan alamat')).toBe('bukan alamat');
  });
});
