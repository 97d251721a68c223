import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { aiUsage, quotaCounters } from '#db/schema.ts';
import { ChatCompletionsPeer } from '#platform/ai/test-peer.ts';
import { addQuotaUsage, monthOf } from '#platform/quota/quota-ledger.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { api, createUser, subscribe, type TestUser } from '#test/factories.ts';
import { wellBehavedModel } from './test-model.ts';

let peer: ChatCompletionsPeer;
let t: TestApp;
let creator: TestUser;

beforeAll(async () => {
  peer = await new ChatCompletionsPeer(wellBehavedModel).start();
  t = await buildTestApp({ AI_BASE_URL: peer.url, AI_MODEL: 'model-uji', AI_MONTHLY_TOKENS: '20000' });
  creator = await createUser(t.app, t.ctx);
  await subscribe(t.ctx, creator);
});
afterAll(async () => {
  await t.app.close();
  await peer.stop();
});

const create = (body: unknown) =>
  api(t.app, { method: 'POST', url: '/api/v2/ai-slides/prompts', token: creator.token, body });
/** A new month for the tests: no tokens used, none reserved. */
async function resetUsage() {
  await t.ctx.db.delete(aiUsage);
  await t.ctx.db.delete(quotaCounters);
}
const deckOf = async (id: number) =>
  (await api(t.app, { method: 'GET', url: `/api/v2/ai-slides/slideshow/${id}`, token: creator.token })).json()
    .data;

describe('AI slides with a model server', () => {
  it('writes the outline and the slides with the model, and counts its tokens', async () => {
    const created = await create({ topic: 'Energi terbarukan', slide_count: 3 });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      generator: 'model',
      draft: false,
      title: 'Energi Terbarukan',
    });
    expect(peer.requests.at(-1)?.body.model).toBe('model-uji');
    const id = created.json().data.id;
    await api(t.app, {
      method: 'POST',
      url: `/api/v2/ai-slides/slides/generate/${id}`,
      token: creator.token,
    });
    await vi.waitFor(async () => expect((await deckOf(id)).status).toBe('ready'), { timeout: 10_000 });
    expect((await deckOf(id)).slides).toHaveLength(3);
    const [usage] = await t.ctx.db.select().from(aiUsage).where(eq(aiUsage.userId, creator.id));
    expect(usage).toMatchObject({
      promptTokens: 400 + 3 * 300,
      completionTokens: 100 + 3 * 120,
      requests: 4,
    });
  });

  it('answers 503 when the model breaks its JSON, and marks a deck failed when it breaks mid-way', async () => {
    await resetUsage();
    peer.next(...Array.from({ length: 3 }, () => ({ kind: 'text' as const, text: '{"slides": [' })));
    const broken = await create({ topic: 'Energi', slide_count: 3 });
    expect(broken.statusCode).toBe(503);
    expect(broken.json()).toMatchObject({ code: 'AI_UNAVAILABLE', details: { failure: 'bad-answer' } });

    const id = (await create({ topic: 'Energi', slide_count: 3 })).json().data.id;
    peer.next(
      wellBehavedModel({ model: '', messages: [] }),
      ...Array.from({ length: 3 }, () => ({ kind: 'status' as const, status: 500 })),
    );
    await api(t.app, {
      method: 'POST',
      url: `/api/v2/ai-slides/slides/generate/${id}`,
      token: creator.token,
    });
    await vi.waitFor(async () => expect((await deckOf(id)).status).toBe('failed'), { timeout: 15_000 });
    const failed = await deckOf(id);
    expect(failed.failure).toBe('unavailable');
    expect(failed.slides).toHaveLength(1);
  });

  it('refuses model work with 429 and the reset date once the month is used up', async () => {
    await resetUsage();
    // Each outline costs 500 tokens; the month has 19,000 of its 20,000 used already.
    const month = { scope: 'ai_tokens', ownerId: creator.id, period: monthOf(t.clock.now()) } as const;
    await addQuotaUsage(t.ctx.db, month, 19_000);
    expect((await create({ topic: 'Energi', slide_count: 3 })).statusCode).toBe(201);
    // 500 tokens are left, fewer than an outline may cost (its prompt and its answer's cap).
    const refused = await create({ topic: 'Energi', slide_count: 3 });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('AI_QUOTA_EXCEEDED');
    expect(refused.json().error).toContain('2026-07-01');
  });
});
