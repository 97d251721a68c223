import { describe, expect, it } from 'vitest';
import { formatRupiahInput, parseRupiahInput } from './rupiah-input';

describe('parseRupiahInput and formatRupiahInput', () => {
  it('keeps only digits and caps the amount', () => {
    expect(parseRupiahInput('Rp 25.000')).toBe(25000);
    expect(parseRupiahInput('99000')).toBe(99000);
    expect(parseRupiahInput('')).toBeUndefined();
    expect(parseRupiahInput('abc')).toBeUndefined();
    expect(parseRupiahInput('999999999999')).toBe(100_000_000);
  });

  it('groups digits for display', () => {
    expect(formatRupiahInput(1250000)).toBe('1.250.000');
    expect(formatRupiahInput(0)).toBe('0');
    expect(formatRupiahInput(undefined)).toBe('');
  });
});
