import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { api, createPublisher, subscribe, type TestUser } from '#test/factories.ts';
import { LESSON } from '../test-lesson.ts';

/** Hostile and malformed requests to `POST /assistant/copy`: each a specific 4xx, none a 5xx. */

let t: TestApp;
let creator: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  creator = await createPublisher(t.app, t.ctx);
  await subscribe(t.ctx, creator);
});
afterAll(() => t.app.close());

const send = (payload: unknown, headers: Record<string, string> = {}) =>
  api(t.app, { method: 'POST', url: '/api/v2/assistant/copy', token: creator.token, body: payload, headers });

describe('POST /assistant/copy refuses what it cannot read', () => {
  it.each([
    ['no kind', { product_id: 1 }],
    ['an unknown kind', { kind: 'novel', notes: LESSON }],
    ['a product id as text', { kind: 'product', product_id: '1' }],
    ['a negative product id', { kind: 'product', product_id: -4 }],
    ['a product id past int4', { kind: 'product', product_id: 2_147_483_648 }],
    ['a fractional product id', { kind: 'product', product_id: 1.5 }],
    ['another language', { kind: 'blog', notes: LESSON, language: 'fr' }],
    ['an unknown field', { kind: 'blog', notes: LESSON, publish: true }],
    ['notes that are not text', { kind: 'blog', notes: { $gt: '' } }],
    ['notes too long', { kind: 'blog', notes: 'kata '.repeat(10_001) }],
    ['a title too long', { kind: 'blog', notes: LESSON, title: 'x'.repeat(201) }],
    ['a post id of zero', { kind: 'blog', post_id: 0 }],
    ['no products for a landing page', { kind: 'landing', product_ids: [] }],
    ['too many products', { kind: 'landing', product_ids: Array.from({ length: 25 }, (_, i) => i + 1) }],
    ['products as a string', { kind: 'landing', product_ids: '1,2' }],
    ['an array body', [{ kind: 'blog', notes: LESSON }]],
    ['a null body', null],
  ])('%s is a 400', async (_name, payload) => {
    const response = await send(payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().success).toBe(false);
  });

  it('refuses a body that is not JSON, and a NUL is refused while markup passes as plain text', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/v2/assistant/copy',
      headers: {
        authorization: `Bearer ${creator.token}`,
        'content-type': 'application/json',
        'x-csrf-token': '1',
      },
      payload: '{"kind": "blog", "notes": ',
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    expect((await send({ kind: 'blog', notes: `\u0000${LESSON}` })).statusCode).toBe(400);
    const hostile = `<script>alert(1)</script><img src=x onerror=alert(2)>\u202e ${LESSON}`;
    const response = await send({ kind: 'blog', notes: hostile });
    expect(response.statusCode, response.body).toBe(200);
    const text = JSON.stringify(response.json().data.blog);
    expect(text).not.toContain('<script');
    expect(text).not.toContain('onerror');
  });

  it('answers empty or whitespace notes with nothing to read, and a missing post with not found', async () => {
    for (const notes of ['', '   \n\t  ', '<p></p><p> </p>']) {
      const response = await send({ kind: 'blog', notes });
      expect(response.statusCode).toBe(422);
      expect(response.json().code).toBe('ASSISTANT_COPY_NOTHING_TO_READ');
    }
    expect((await send({ kind: 'blog', post_id: 2_147_483_647 })).statusCode).toBe(404);
    expect((await send({ kind: 'landing', product_ids: [2_147_483_647] })).statusCode).toBe(404);
  });
});
