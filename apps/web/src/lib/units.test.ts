import { describe, expect, it } from 'vitest';
import { formatBytes, formatDuration } from './units';

describe('formatDuration', () => {
  it('writes minutes and seconds', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(5)).toBe('0:05');
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(599.6)).toBe('10:00');
  });

  it('adds hours from one hour on', () => {
    expect(formatDuration(3600)).toBe('1:00:00');
    expect(formatDuration(3725)).toBe('1:02:05');
  });

  it('shows a placeholder for unknown durations', () => {
    expect(formatDuration(null)).toBe('--:--');
    expect(formatDuration(undefined)).toBe('--:--');
    expect(formatDuration(Number.NaN)).toBe('--:--');
    expect(formatDuration(-3)).toBe('--:--');
  });
});

describe('formatBytes', () => {
  it('picks a unit and the language decimal mark', () => {
    expect(formatBytes(830, 'id')).toBe('830 B');
    expect(formatBytes(1536, 'en')).toBe('1.5 KB');
    expect(formatBytes(1.5 * 1024 * 1024, 'id')).toBe('1,5 MB');
    expect(formatBytes(2 * 1024 ** 3, 'en')).toBe('2 GB');
  });
});
