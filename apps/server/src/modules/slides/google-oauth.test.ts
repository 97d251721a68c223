import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { googleConnections, googleOauthStates } from '#db/schema.ts';
import { runSweeps } from '#platform/sweeps.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { api, createUser, subscribe, type TestUser } from '#test/factories.ts';

/** Google's token endpoint, as far as the code flow needs it: `kode-baik` is a code it accepts. */
class TokenPeer {
  server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      this.codes.push(form.get('code') ?? '');
      const ok = form.get('code') === 'kode-baik';
      response
        .writeHead(ok ? 200 : 400, { 'content-type': 'application/json' })
        .end(
          JSON.stringify(
            ok
              ? { access_token: 'akses', refresh_token: 'segar', expires_in: 3600 }
              : { error: 'invalid_grant' },
          ),
        );
    });
  });
  url = '';
  codes: string[] = [];

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }
}

let peer: TokenPeer;
let t: TestApp;
let victim: TestUser;
let attacker: TestUser;

beforeAll(async () => {
  peer = await new TokenPeer().start();
  t = await buildTestApp({
    GOOGLE_CLIENT_ID: 'klien-uji',
    GOOGLE_CLIENT_SECRET: 'rahasia-klien',
    GOOGLE_OAUTH_BASE_URL: `${peer.url}/auth`,
    GOOGLE_TOKEN_URL: `${peer.url}/token`,
    GOOGLE_SLIDES_BASE_URL: peer.url,
  });
  victim = await createUser(t.app, t.ctx);
  attacker = await createUser(t.app, t.ctx);
  await subscribe(t.ctx, victim);
  await subscribe(t.ctx, attacker);
}, 120_000);

afterAll(async () => {
  await t.app.close();
  await new Promise((resolve) => peer.server.close(resolve));
});

beforeEach(async () => {
  peer.codes = [];
  await t.ctx.db.delete(googleConnections);
});

/** Asks for the consent page as the user would from the web app; answers its state and the binding cookie. */
async function startConsent(user: TestUser, returnTo = '/ai-slides/7/preview', cookie?: string) {
  const response = await api(t.app, {
    url: `/api/v2/ai-slides/google/auth-url?return_to=${encodeURIComponent(returnTo)}`,
    token: user.token,
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode).toBe(200);
  const setCookie = String(response.headers['set-cookie'] ?? '');
  return {
    state: new URL(response.json().data.url).searchParams.get('state') ?? '',
    cookie: setCookie.split(';')[0] ?? '',
    setCookie,
  };
}

const callback = (query: string, cookie?: string) =>
  t.app.inject({
    url: `/api/v2/ai-slides/google/callback?${query}`,
    headers: cookie ? { cookie } : {},
  });

const connectionOf = async (user: TestUser) =>
  (await t.ctx.db.select().from(googleConnections).where(eq(googleConnections.userId, user.id)))[0];

describe('Google consent: where the browser is sent back', () => {
  it.each([
    '/x/..//evil.example/phish',
    '/x/%2e%2e//evil.example/phish',
    '//evil.example/phish',
    '/\\evil.example',
    '/%2F%2Fevil.example',
    '/%252F%252Fevil.example',
    '/\t/evil.example',
    'https://evil.example/phish',
    'javascript:alert(1)',
  ])('refuses return_to=%j with a 400 and stores no state', async (returnTo) => {
    const response = await api(t.app, {
      url: `/api/v2/ai-slides/google/auth-url?return_to=${encodeURIComponent(returnTo)}`,
      token: victim.token,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
    expect(await t.ctx.db.select().from(googleOauthStates)).toEqual([]);
  });

  it('comes back to the normalised path after consent and after a refusal, never to another site', async () => {
    const granted = await startConsent(victim, '/ai-slides/./12/../12/preview');
    const back = await callback(`state=${granted.state}&code=kode-baik`, granted.cookie);
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/ai-slides/12/preview?google=connected');

    const refused = await startConsent(victim, '/ai-slides/12/preview');
    const denied = await callback(`state=${refused.state}&error=access_denied`, refused.cookie);
    expect(denied.headers.location).toBe('/ai-slides/12/preview?google=error&reason=access_denied');
  });

  it('sends a state stored before the rule tightened back to /ai-slides, not to //evil.example', async () => {
    const { state, cookie } = await startConsent(victim);
    await t.ctx.db
      .update(googleOauthStates)
      .set({ returnTo: '/x/..//evil.example/phish' })
      .where(eq(googleOauthStates.nonce, state));
    const denied = await callback(`state=${state}&error=access_denied`, cookie);
    expect(denied.headers.location).toBe('/ai-slides?google=error&reason=access_denied');
  });
});

describe('Google consent: the state works once, in the browser that asked for it', () => {
  it('sets a binding cookie only for the callback, and keeps the same one for a second round trip', async () => {
    const first = await startConsent(victim);
    expect(first.setCookie).toMatch(
      /^pustaka_google_oauth=[A-Za-z0-9_-]{43}; Path=\/api\/v2\/ai-slides\/google\/callback; Max-Age=600; HttpOnly; SameSite=Lax/,
    );
    const second = await startConsent(victim, '/ai-slides', first.cookie);
    expect(second.cookie).toBe(first.cookie);
    expect(second.state).not.toBe(first.state);
  });

  it("refuses the attacker's state in the victim's browser: nothing is connected, no code is spent", async () => {
    const planted = await startConsent(attacker);
    const mine = await startConsent(victim);
    for (const cookie of [mine.cookie, undefined]) {
      const again = await startConsent(attacker);
      const response = await callback(`state=${again.state}&code=kode-baik`, cookie);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/ai-slides?google=error&reason=google_state_foreign');
    }
    const response = await callback(`state=${planted.state}&code=kode-baik`, mine.cookie);
    expect(response.headers.location).toBe('/ai-slides?google=error&reason=google_state_foreign');
    expect(peer.codes).toEqual([]);
    expect(await connectionOf(attacker)).toBeUndefined();
    expect(await connectionOf(victim)).toBeUndefined();
    // Refused once, gone: the attacker cannot bring it back in their own browser either.
    const retried = await callback(`state=${planted.state}&code=kode-baik`, planted.cookie);
    expect(retried.headers.location).toBe('/ai-slides?google=error&reason=google_state_invalid');
  });

  it('refuses a state used twice, also when both uses arrive at once', async () => {
    const once = await startConsent(victim);
    expect((await callback(`state=${once.state}&code=kode-baik`, once.cookie)).headers.location).toBe(
      '/ai-slides/7/preview?google=connected',
    );
    const twice = await callback(`state=${once.state}&code=kode-baik`, once.cookie);
    expect(twice.headers.location).toBe('/ai-slides?google=error&reason=google_state_invalid');

    const racing = await startConsent(victim);
    const answers = await Promise.all(
      [1, 2, 3].map(() => callback(`state=${racing.state}&code=kode-baik`, racing.cookie)),
    );
    expect(answers.map((a) => a.headers.location).sort()).toEqual([
      '/ai-slides/7/preview?google=connected',
      '/ai-slides?google=error&reason=google_state_invalid',
      '/ai-slides?google=error&reason=google_state_invalid',
    ]);
    expect(peer.codes).toEqual(['kode-baik', 'kode-baik']);
  });

  it('refuses a state past its ten minutes, and the hourly sweep removes unused ones', async () => {
    const late = await startConsent(victim);
    const clock = t.ctx.now;
    const at = clock();
    t.ctx.now = () => new Date(at.getTime() + 11 * 60_000);
    try {
      const response = await callback(`state=${late.state}&code=kode-baik`, late.cookie);
      expect(response.headers.location).toBe('/ai-slides?google=error&reason=google_state_invalid');
      const left = await startConsent(victim);
      t.ctx.now = () => new Date(at.getTime() + 30 * 60_000);
      const removed = await runSweeps(t.ctx, (error) => {
        throw error;
      });
      expect(removed['slides.expired-google-states']).toBeGreaterThanOrEqual(1);
      const rows = await t.ctx.db
        .select()
        .from(googleOauthStates)
        .where(eq(googleOauthStates.nonce, left.state));
      expect(rows).toEqual([]);
    } finally {
      t.ctx.now = clock;
    }
    expect(await connectionOf(victim)).toBeUndefined();
  });

  it('answers a callback without a state or with a garbled one the same way, without a 5xx', async () => {
    for (const query of ['code=kode-baik', 'state=palsu&code=kode-baik', `state=${'x'.repeat(4000)}`]) {
      const response = await callback(query);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/ai-slides?google=error&reason=google_state_invalid');
    }
  });
});
