import { describe, expect, it } from 'vitest';
import { groupMethods, initialMethod } from './payment-methods';

describe('groupMethods', () => {
  it('groups the offered methods as QRIS, virtual account, e-wallet and manual transfer, in that order', () => {
    const groups = groupMethods(['bank_transfer', 'ovo', 'va_bni', 'qris', 'va_bca', 'gopay']);
    expect(groups).toEqual([
      { group: 'qris', methods: ['qris'] },
      { group: 'va', methods: ['va_bca', 'va_bni'] },
      { group: 'ewallet', methods: ['gopay', 'ovo'] },
      { group: 'manual', methods: ['bank_transfer'] },
    ]);
  });

  it('leaves out groups with nothing on offer and never shows "free" as a choice', () => {
    expect(groupMethods(['free', 'dana'])).toEqual([{ group: 'ewallet', methods: ['dana'] }]);
    expect(groupMethods([])).toEqual([]);
  });
});

describe('initialMethod', () => {
  it('prefers the method of the order being resumed, then QRIS, then the first offered', () => {
    expect(initialMethod(['qris', 'ovo'], 'ovo')).toBe('ovo');
    expect(initialMethod(['qris', 'ovo'])).toBe('qris');
    expect(initialMethod(['va_bri', 'ovo'])).toBe('va_bri');
  });

  it('has nothing to pick when only the free method exists', () => {
    expect(initialMethod(['free'])).toBeNull();
    expect(initialMethod(['ovo'], 'gopay')).toBe('ovo');
  });
});
