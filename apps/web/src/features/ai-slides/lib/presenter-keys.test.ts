import { describe, expect, it } from 'vitest';
import { formatElapsed, presenterCommand, stepSlide } from './presenter-keys';

describe('presenter keys', () => {
  it('maps the keys of slide programs to commands', () => {
    const command = (key: string, extra = {}) => presenterCommand({ key, ...extra });
    for (const key of ['ArrowRight', 'ArrowDown', 'PageDown', ' ', 'Enter'])
      expect(command(key)).toBe('next');
    for (const key of ['ArrowLeft', 'ArrowUp', 'PageUp', 'Backspace']) expect(command(key)).toBe('previous');
    expect(command(' ', { shiftKey: true })).toBe('previous');
    expect(command('Home')).toBe('first');
    expect(command('End')).toBe('last');
    expect(command('Escape')).toBe('exit');
    expect(command('s')).toBe('speaker');
    expect(command('S')).toBe('speaker');
    expect(command('f')).toBe('fullscreen');
  });

  it('leaves other keys and browser shortcuts alone', () => {
    expect(presenterCommand({ key: 'a' })).toBeNull();
    expect(presenterCommand({ key: 'Tab' })).toBeNull();
    expect(presenterCommand({ key: 'ArrowRight', altKey: true })).toBeNull();
    expect(presenterCommand({ key: 's', ctrlKey: true })).toBeNull();
    expect(presenterCommand({ key: 'f', metaKey: true })).toBeNull();
  });

  it('moves within the deck and never past its ends', () => {
    expect(stepSlide(0, 'next', 5)).toBe(1);
    expect(stepSlide(4, 'next', 5)).toBe(4);
    expect(stepSlide(0, 'previous', 5)).toBe(0);
    expect(stepSlide(3, 'previous', 5)).toBe(2);
    expect(stepSlide(3, 'first', 5)).toBe(0);
    expect(stepSlide(1, 'last', 5)).toBe(4);
    expect(stepSlide(9, 'stay', 5)).toBe(4);
    expect(stepSlide(2, 'next', 0)).toBe(0);
  });

  it('shows the time as m:ss, and hours past the hour', () => {
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(65_400)).toBe('1:05');
    expect(formatElapsed(3_725_000)).toBe('1:02:05');
    expect(formatElapsed(-5)).toBe('0:00');
  });
});
