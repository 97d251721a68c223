import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { api, createUser, subscribe } from '#test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 120_000);
afterAll(async () => {
  await t.app.close();
});

describe('Google Slides export on a server without Google settings', () => {
  it('says which settings are missing on a server without them, and refuses the export', async () => {
    const user = await createUser(t.app, t.ctx);
    await subscribe(t.ctx, user);
    const status = await api(t.app, { url: '/api/v2/ai-slides/google/auth-status', token: user.token });
    expect(status.json().data).toEqual({
      configured: false,
      missing_settings: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
      connected: false,
      email: null,
      connected_at: null,
    });
    const url = await api(t.app, { url: '/api/v2/ai-slides/google/auth-url', token: user.token });
    expect(url.statusCode).toBe(409);
    const exported = await api(t.app, {
      method: 'POST',
      url: '/api/v2/ai-slides/export-gslides',
      token: user.token,
      body: { slideshow_id: 1 },
    });
    expect(exported.statusCode).toBe(409);
    expect(exported.json()).toMatchObject({
      code: 'GOOGLE_NOT_CONFIGURED',
      details: { missing_settings: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'] },
    });
    expect(exported.json().error).toContain('GOOGLE_CLIENT_ID');
  });
});
