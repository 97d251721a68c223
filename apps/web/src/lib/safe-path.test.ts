import { describe, expect, it } from 'vitest';
import { safeLocalPath } from './safe-path';

describe('safeLocalPath', () => {
  it('keeps local paths with query strings', () => {
    expect(safeLocalPath('/dashboard/profile?tab=1')).toBe('/dashboard/profile?tab=1');
  });

  it('refuses protocol-relative, absolute and backslash targets', () => {
    expect(safeLocalPath('//evil.example')).toBe('/');
    expect(safeLocalPath('https://evil.example')).toBe('/');
    expect(safeLocalPath('/\\evil.example')).toBe('/');
    expect(safeLocalPath('javascript:alert(1)', '/dashboard')).toBe('/dashboard');
  });

  it('normalises before judging: dot segments, encodings and dropped characters cannot lead elsewhere', () => {
    for (const value of [
      '/x/..//evil.example/phish',
      '/x/%2e%2e//evil.example',
      '/%2F%2Fevil.example',
      '/%252F%252Fevil.example',
      '/%5Cevil.example',
      '/\t/evil.example',
      '/..//evil.example',
    ]) {
      expect(safeLocalPath(value, '/dashboard')).toBe('/dashboard');
    }
    expect(safeLocalPath('/a/./b/../c?q=a%20b#x')).toBe('/a/c?q=a%20b#x');
  });

  it('falls back when empty', () => {
    expect(safeLocalPath(null)).toBe('/');
    expect(safeLocalPath('', '/x')).toBe('/x');
  });
});
