import { describe, expect, it } from 'vitest';
import { canonicalHost } from './host-name.ts';

describe('canonicalHost', () => {
  it.each([
    ['evil.com..', 'evil.com'],
    ['EVIL.com.', 'evil.com'],
    ['[::ffff:1.2.3.4]', '1.2.3.4'],
    ['::ffff:102:304', '1.2.3.4'],
    ['[64:ff9b::1.2.3.4]', '1.2.3.4'],
    ['0x7f.1', '127.0.0.1'],
    ['2130706433', '127.0.0.1'],
    ['0177.0.0.1', '127.0.0.1'],
    ['0x7f.1..', '127.0.0.1'],
    ['bücher.example', 'xn--bcher-kva.example'],
    ['ｅｖｉｌ．ｃｏｍ．．', 'evil.com'],
    ['[2001:DB8:0:0::1]', '2001:db8::1'],
    ['[::1]', '::1'],
  ])('spells %j as %j', (raw, expected) => {
    expect(canonicalHost(raw)).toBe(expected);
  });

  it.each(['', '..', 'a b', '<script>', 'evil.com:443', '[::ffff:1.2.3]'])('finds no host in %j', (raw) => {
    expect(canonicalHost(raw)).toBeUndefined();
  });
});
