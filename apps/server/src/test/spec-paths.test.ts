import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { api, createAdmin, createPublisher, createUser } from './factories.ts';

/** A client written from the spec: its spellings of the paths, and its ways of dodging the CSRF rule. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

describe('a trailing slash', () => {
  it('reaches the same route as the spec spells it', async () => {
    const publisher = await createPublisher(t.app, t.ctx);
    const authors = await api(t.app, { method: 'GET', url: '/api/v2/public/authors-users/' });
    expect(authors.statusCode).toBe(200);
    expect(authors.json()).toEqual(
      (await api(t.app, { method: 'GET', url: '/api/v2/public/authors-users' })).json(),
    );
    const owned = await api(t.app, { method: 'GET', url: '/api/v2/owned-books', token: publisher.token });
    expect(owned.statusCode).toBe(200);
    // The spec's `POST /books/` reaches the product route: its schema answers, not the router's 404.
    const book = await api(t.app, {
      method: 'POST',
      url: '/api/v2/books/',
      token: publisher.token,
      body: {},
    });
    expect(book.statusCode).toBe(400);
    expect(book.json().code).toBe('VALIDATION_ERROR');
    const audio = await api(t.app, {
      method: 'POST',
      url: '/api/v2/audio-contents/',
      token: publisher.token,
      body: {},
    });
    expect(audio.json().code).toBe('VALIDATION_ERROR');
  });

  it('answers like the plain spelling on every documented read without parameters', async () => {
    const admin = await createAdmin(t.app, t.ctx);
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const reads = Object.entries(doc.paths as Record<string, Record<string, unknown>>)
      .filter(([path, operations]) => 'get' in operations && !path.includes('{'))
      .map(([path]) => path.replace(/\/$/, ''));
    expect(reads.length).toBeGreaterThan(20);
    const differing: string[] = [];
    for (const path of reads) {
      const plain = await api(t.app, { method: 'GET', url: path, token: admin.token });
      const slashed = await api(t.app, { method: 'GET', url: `${path}/`, token: admin.token });
      if (plain.statusCode !== slashed.statusCode)
        differing.push(`${path}: ${plain.statusCode} / ${slashed.statusCode}`);
    }
    expect(differing).toEqual([]);
  });
});

describe('the CSRF header', () => {
  it('is required however the path is encoded, and nothing changes without it', async () => {
    const user = await createUser(t.app, t.ctx, { firstName: 'Sari' });
    for (const url of [
      '/%61pi/v2/profile',
      '/api/v2/%70rofile',
      '/api%2Fv2/profile',
      '/API/v2/profile',
      '/api/v2/profile/',
    ]) {
      const response = await api(t.app, {
        method: 'PUT',
        url,
        token: user.token,
        csrf: false,
        body: { first_name: 'Diubah' },
      });
      expect([403, 404], url).toContain(response.statusCode);
      if (response.statusCode === 403) expect(response.json().code, url).toBe('CSRF_HEADER_MISSING');
    }
    const profile = await api(t.app, { method: 'GET', url: '/api/v2/profile', token: user.token });
    expect(profile.json().data.first_name).toBe('Sari');
  });
});

describe('a caller without the right role', () => {
  it('gets 403 before the body is judged, and learns nothing of the schema', async () => {
    const member = await createUser(t.app, t.ctx);
    const response = await api(t.app, {
      method: 'POST',
      url: '/api/v2/publisher/settlements',
      token: member.token,
      body: { amount: 'semua', bank: 42 },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
    expect(response.json()).not.toHaveProperty('details');
  });
});

describe('creating an account and its invitation', () => {
  it('reach their routes spelled with a trailing slash, and refuse a member before judging the body', async () => {
    const [admin, member] = await Promise.all([createAdmin(t.app, t.ctx), createUser(t.app, t.ctx)]);
    for (const url of ['/api/v2/admin/users/', '/api/v2/auth/set-password/']) {
      const response = await api(t.app, { method: 'POST', url, token: admin.token, body: {} });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().code, url).toBe('VALIDATION_ERROR');
    }
    const refused = await api(t.app, {
      method: 'POST',
      url: '/api/v2/admin/users',
      token: member.token,
      body: { email: 42, roles: 'admin' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).not.toHaveProperty('details');
    const outbox = await api(t.app, { method: 'GET', url: '/api/v2/admin/mail/outbox/', token: admin.token });
    expect(outbox.statusCode).toBe(200);
    expect(outbox.json().data).toMatchObject({ items: [], total: 0 });
  });
});

describe("the spec's paths that share a prefix with a parameter", () => {
  it('reach GET /books/buyer?buyer_id= as the library, not as /books/{id}', async () => {
    const member = await createUser(t.app, t.ctx);
    for (const url of [
      `/api/v2/books/buyer?buyer_id=${member.id}`,
      `/api/v2/books/buyer/?buyer_id=${member.id}`,
    ]) {
      const response = await api(t.app, { method: 'GET', url, token: member.token });
      expect(response.statusCode, url).toBe(200);
      expect(response.json().data, url).toMatchObject({ items: [], total: 0 });
    }
  });

  it("reach GET /support/requests/mine as the member's own list, not as the staff route /support/requests/{id}", async () => {
    const member = await createUser(t.app, t.ctx);
    for (const url of ['/api/v2/support/requests/mine', '/api/v2/support/requests/mine/']) {
      const response = await api(t.app, { method: 'GET', url, token: member.token });
      expect(response.statusCode, url).toBe(200);
      expect(response.json().data, url).toMatchObject({ items: [], total: 0 });
    }
    // The staff route itself refuses a member before it looks at the id.
    const staff = await api(t.app, { method: 'GET', url: '/api/v2/support/requests/1', token: member.token });
    expect(staff.statusCode).toBe(403);
  });

  it('reach GET /public/image-proxy/{samples bucket}/{name} as a route of its own, beside covers and profiles', async () => {
    const response = await api(t.app, {
      method: 'GET',
      url: '/api/v2/public/image-proxy/samples/2000000000',
    });
    expect(response.statusCode).toBe(404);
    // The route's own answer (no such sample), not the router's: a bad name is judged by its schema.
    expect(response.json().code).toBe('NOT_FOUND');
    const bad = await api(t.app, { method: 'GET', url: '/api/v2/public/image-proxy/samples/bukan-nama' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
  });

  it('reach GET /ready and GET /metrics with either spelling, and the metrics stay hidden from elsewhere', async () => {
    for (const url of ['/ready', '/ready/']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.json(), url).toEqual({ status: 'ready', reasons: [] });
    }
    for (const url of ['/metrics', '/metrics/', '/metrics?format=json']) {
      const local = await t.app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1' });
      expect(local.statusCode, url).toBe(200);
      expect(local.body, url).toContain('pustaka_http_requests_total');
      const remote = await t.app.inject({ method: 'GET', url, remoteAddress: '198.51.100.4' });
      expect(remote.statusCode, url).toBe(404);
    }
  });
});
