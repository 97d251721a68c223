import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'pustaka-config-'));
const SECRET = 'a-production-secret-of-at-least-32-characters';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig({ DATA_DIR: dataDir(), ...env });
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('loadConfig', () => {
  it('runs a local start on the embedded defaults: demo data and the sandbox gateway', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.seedDemo).toBe(true);
    expect(config.payments.provider).toBe('sandbox');
    expect(config.authSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('refuses production without a secret or a chosen payment provider, naming every problem', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/AUTH_SECRET is required/);
    expect(problems[1]).toMatch(/PAYMENT_PROVIDER is required/);
    expect(problems[2]).toMatch(/SMTP_URL is required in production/);
  });

  it('refuses a short secret in production', () => {
    expect(
      problemsOf({
        NODE_ENV: 'production',
        AUTH_SECRET: 'short',
        PAYMENT_PROVIDER: 'sandbox',
        SMTP_URL: 'smtp://mail.contoh.id:587',
      }),
    ).toEqual(['AUTH_SECRET: AUTH_SECRET must be at least 32 characters']);
  });

  it('refuses the sandbox gateway in production unless it is allowed explicitly', () => {
    const env = {
      NODE_ENV: 'production',
      AUTH_SECRET: SECRET,
      PAYMENT_PROVIDER: 'sandbox',
      SMTP_URL: 'smtp://mail.contoh.id:587',
    };
    expect(problemsOf(env)[0]).toMatch(/ALLOW_SANDBOX_PAYMENTS=true/);
    expect(problemsOf({ ...env, ALLOW_SANDBOX_PAYMENTS: 'true' })).toEqual([]);
  });

  it('seeds no demo accounts in production unless asked to', () => {
    const env = {
      NODE_ENV: 'production',
      AUTH_SECRET: SECRET,
      PAYMENT_PROVIDER: 'sandbox',
      ALLOW_SANDBOX_PAYMENTS: 'true',
      SMTP_URL: 'smtp://mail.contoh.id:587',
    };
    expect(loadConfig({ DATA_DIR: dataDir(), ...env }).seedDemo).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), ...env, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('keeps the developer tools local by default, and out of production', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).devTools).toBe('local');
    expect(loadConfig({ DATA_DIR: dataDir(), DEV_TOOLS: 'open' }).devTools).toBe('open');
    const env = {
      NODE_ENV: 'production',
      AUTH_SECRET: SECRET,
      PAYMENT_PROVIDER: 'midtrans',
      MIDTRANS_SERVER_KEY: 'SB-Mid-server-key',
      MAIL_TRANSPORT: 'none',
    };
    expect(loadConfig({ DATA_DIR: dataDir(), ...env }).devTools).toBe('off');
    expect(problemsOf({ ...env, DEV_TOOLS: 'open' })).toEqual([
      'DEV_TOOLS (the dev mailbox and the app clock) cannot be enabled in production',
    ]);
  });

  it('refuses production without SMTP_URL unless mail is turned off on purpose', () => {
    const env = {
      NODE_ENV: 'production',
      AUTH_SECRET: SECRET,
      PAYMENT_PROVIDER: 'midtrans',
      MIDTRANS_SERVER_KEY: 'SB-Mid-server-key',
    };
    expect(problemsOf(env)).toEqual([
      'SMTP_URL is required in production, or verification links, invitations, receipts and support answers reach no one; set MAIL_TRANSPORT=none to run without sending mail on purpose',
    ]);
    expect(loadConfig({ DATA_DIR: dataDir(), ...env, MAIL_TRANSPORT: 'none' }).mail.transport).toBe('none');
    expect(
      loadConfig({ DATA_DIR: dataDir(), ...env, SMTP_URL: 'smtp://mail.contoh.id:587' }).mail,
    ).toMatchObject({ transport: 'smtp', smtpUrl: 'smtp://mail.contoh.id:587' });
    expect(problemsOf({ ...env, MAIL_TRANSPORT: 'smtp' })[0]).toMatch(/^MAIL_TRANSPORT: /);
  });

  it('keeps mail in the dev outbox outside production, and refuses none together with an SMTP server', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).mail.transport).toBe('outbox');
    expect(problemsOf({ MAIL_TRANSPORT: 'none', SMTP_URL: 'smtp://mail.contoh.id:587' })).toEqual([
      'MAIL_TRANSPORT=none sends no mail, yet SMTP_URL is set; unset one of them',
    ]);
  });

  it('sends events through Redis only when REDIS_URL is set, on channels of its prefix', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).redis).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), REDIS_URL: 'redis://cache:6379/2' }).redis).toEqual({
      url: 'redis://cache:6379/2',
      prefix: 'pustaka:',
    });
    expect(
      loadConfig({ DATA_DIR: dataDir(), REDIS_URL: 'rediss://cache:6380', REDIS_PREFIX: 'staging:' }).redis,
    ).toEqual({ url: 'rediss://cache:6380', prefix: 'staging:' });
    expect(problemsOf({ REDIS_URL: 'http://cache:6379' })).toEqual([
      'REDIS_URL: a redis:// or rediss:// address',
    ]);
    expect(problemsOf({ REDIS_URL: 'redis://cache:6379', REDIS_PREFIX: 'my app' })).toEqual([
      'REDIS_PREFIX: letters, digits and _ : . - (at most 100)',
    ]);
  });

  it('makes the server print what is wrong and exit non-zero', () => {
    const serverRoot = path.resolve(import.meta.dirname, '..');
    const result = spawnSync(path.join(serverRoot, '../../node_modules/.bin/tsx'), ['src/main.ts'], {
      cwd: serverRoot,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: dataDir() },
      encoding: 'utf8',
      timeout: 55_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Pustaka cannot start');
    expect(result.stderr).toContain('AUTH_SECRET is required in production');
    expect(result.stderr).toContain('SMTP_URL is required in production');
  }, 60_000);
});
