import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#app/config.ts';
import { isAllowedOrigin } from './origin-check.ts';

/** Which pages may open the game socket, and how the setting is read. */

const production = { allowed: ['https://pustaka.id'], allowLoopback: false };

describe('isAllowedOrigin', () => {
  it('lets the app’s own origin in and refuses every other a browser may send', () => {
    expect(isAllowedOrigin('https://pustaka.id', production)).toBe(true);
    expect(isAllowedOrigin('https://PUSTAKA.id', production)).toBe(true);
    for (const origin of [
      'https://evil.example',
      'http://pustaka.id',
      'https://pustaka.id.evil.example',
      'https://pustaka.id:8443',
      'null',
      'file://',
      'chrome-extension://abcdef',
      'http://localhost:5173',
      '',
    ]) {
      expect(isAllowedOrigin(origin, production), origin).toBe(false);
    }
  });

  it('lets a request without Origin in (not a browser), and loopback dev servers only when told to', () => {
    expect(isAllowedOrigin(undefined, production)).toBe(true);
    const development = { allowed: ['http://localhost:3000'], allowLoopback: true };
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:4173', 'http://[::1]:5173']) {
      expect(isAllowedOrigin(origin, development), origin).toBe(true);
    }
    expect(isAllowedOrigin('http://localhost.evil.example', development)).toBe(false);
    expect(isAllowedOrigin('https://evil.example', development)).toBe(false);
  });
});

describe('LIVE_ALLOWED_ORIGINS', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/pustaka-origin-test' } as const;
  const secret = { authSecret: 'a-secret-long-enough-for-the-configuration-test' };

  it('defaults to PUBLIC_URL’s origin, and takes a list of origins', () => {
    const byDefault = loadConfig({ ...base, PUBLIC_URL: 'https://pustaka.id/app/' }, secret);
    expect(byDefault.liveQuiz.allowedOrigins).toEqual(['https://pustaka.id']);
    const listed = loadConfig(
      { ...base, LIVE_ALLOWED_ORIGINS: 'https://pustaka.id, https://www.pustaka.id' },
      secret,
    );
    expect(listed.liveQuiz.allowedOrigins).toEqual(['https://pustaka.id', 'https://www.pustaka.id']);
    expect(listed.liveQuiz.maxSocketsPerAddress).toBe(300);
    expect(listed.liveQuiz.joinsPerAddress).toBe(600);
  });

  it('refuses entries that are not bare http(s) origins', () => {
    for (const value of ['pustaka.id', 'https://pustaka.id/play', 'ftp://pustaka.id', '*']) {
      expect(() => loadConfig({ ...base, LIVE_ALLOWED_ORIGINS: value }, secret), value).toThrow(ConfigError);
    }
  });
});
