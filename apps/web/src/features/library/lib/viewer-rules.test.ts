import { describe, expect, it } from 'vitest';
import { formatClock, isFinished, isPlaybackRate, neighbour, resumeAt, startingFile } from './viewer-rules';

describe('formatClock', () => {
  it('reads minutes and seconds, and hours when there are any', () => {
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(720.9)).toBe('12:00');
    expect(formatClock(3723)).toBe('1:02:03');
  });
  it('reads nothing sensible as 0:00', () => {
    expect(formatClock(null)).toBe('0:00');
    expect(formatClock(Number.NaN)).toBe('0:00');
    expect(formatClock(-4)).toBe('0:00');
  });
});

describe('resumeAt', () => {
  it('goes back to the saved second', () => {
    expect(resumeAt({ position: 42.5, completed: false }, 300)).toBe(42.5);
  });
  it('starts again at the top when the end was reached', () => {
    expect(resumeAt({ position: 298, completed: true }, 300)).toBe(0);
    expect(resumeAt({ position: 297, completed: false }, 300)).toBe(0);
    expect(resumeAt(null, 300)).toBe(0);
  });
  it('keeps a spot in the middle of a finished file someone went back to', () => {
    expect(resumeAt({ position: 100, completed: true }, 300)).toBe(100);
  });
});

describe('isFinished', () => {
  it('counts 95% as finished', () => {
    expect(isFinished(95, 100)).toBe(true);
    expect(isFinished(94, 100)).toBe(false);
    expect(isFinished(10, null)).toBe(false);
  });
});

describe('file lists', () => {
  const files = [{ id: 4 }, { id: 7 }, { id: 9 }];
  it('opens the last file opened, else the first', () => {
    expect(startingFile(files, 7)).toEqual({ id: 7 });
    expect(startingFile(files, 99)).toEqual({ id: 4 });
    expect(startingFile([], null)).toBeUndefined();
  });
  it('finds neighbours, and nothing past either end', () => {
    expect(neighbour(files, 7, 1)).toEqual({ id: 9 });
    expect(neighbour(files, 7, -1)).toEqual({ id: 4 });
    expect(neighbour(files, 9, 1)).toBeUndefined();
    expect(neighbour(files, 4, -1)).toBeUndefined();
  });
});

describe('speeds', () => {
  it('offers 0.75× to 2×', () => {
    expect(isPlaybackRate(0.75)).toBe(true);
    expect(isPlaybackRate(2)).toBe(true);
    expect(isPlaybackRate(3)).toBe(false);
  });
});
