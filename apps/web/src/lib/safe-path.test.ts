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

  it('falls back when empty', () => {
    expect(safeLocalPath(null)).toBe('/');
    expect(safeLocalPath('', '/x')).toBe('/x');
  });
});
