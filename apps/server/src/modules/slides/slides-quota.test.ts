import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { aiUsage, slideshows } from '#db/schema.ts';
import { ChatCompletionsPeer } from '#platform/ai/test-peer.ts';
import { addQuotaUsage, monthOf, quotaState } from '#platform/quota/quota-ledger.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { api, createUser, subscribe, type TestUser } from '#test/factories.ts';
import { briefOf } from './decks.ts';
import { ModelSlideGenerator } from './generator/model-generator.ts';
import { OUTLINE_TOKENS, SLIDE_TOKENS, wellBehavedModel } from './test-model.ts';

/** The month's AI tokens as reservations: parallel outlines and long generations stop at the quota. */

const LIMIT = 20_000;

let peer: ChatCompletionsPeer;
let t: TestApp;

beforeAll(async () => {
  peer = await new ChatCompletionsPeer(wellBehavedModel).start();
  t = await buildTestApp({ AI_BASE_URL: peer.url, AI_MODEL: 'model-uji', AI_MONTHLY_TOKENS: String(LIMIT) });
});
afterAll(async () => {
  await t.app.close();
  await peer.stop();
});

async function proUser(): Promise<TestUser> {
  const user = await createUser(t.app, t.ctx);
  await subscribe(t.ctx, user);
  return user;
}
const monthOfUser = (user: TestUser) =>
  ({ scope: 'ai_tokens', ownerId: user.id, period: monthOf(t.clock.now()) }) as const;
const create = (user: TestUser) =>
  api(t.app, {
    method: 'POST',
    url: '/api/v2/ai-slides/prompts',
    token: user.token,
    body: { topic: 'Energi terbarukan', slide_count: 3 },
  });
const deckOf = async (user: TestUser, id: number) =>
  (await api(t.app, { method: 'GET', url: `/api/v2/ai-slides/slideshow/${id}`, token: user.token })).json()
    .data;

describe('AI tokens under parallel use', () => {
  it('lets 8 parallel outline requests use only the tokens left, never more than the quota', async () => {
    const user = await proUser();
    // 2,500 tokens left: the old check let all 8 through (4,000 tokens, 21,500 of 20,000).
    await addQuotaUsage(t.ctx.db, monthOfUser(user), LIMIT - 2_500);
    const responses = await Promise.all(Array.from({ length: 8 }, () => create(user)));
    const made = responses.filter((response) => response.statusCode === 201).length;
    const refused = responses.filter((response) => response.statusCode === 429);
    expect(made + refused.length).toBe(8);
    expect(made).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    for (const response of refused) expect(response.json().code).toBe('AI_QUOTA_EXCEEDED');
    const state = await quotaState(t.ctx.db, monthOfUser(user));
    const perOutline = OUTLINE_TOKENS.prompt + OUTLINE_TOKENS.completion;
    expect(state).toEqual({ used: LIMIT - 2_500 + made * perOutline, reserved: 0 });
    expect(state.used).toBeLessThanOrEqual(LIMIT);
    const [breakdown] = await t.ctx.db.select().from(aiUsage).where(eq(aiUsage.userId, user.id));
    expect(breakdown?.requests).toBe(made);
  });

  it('stops a generation when the month runs out, marked, with the slides written so far', async () => {
    const user = await proUser();
    const created = await create(user);
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    // Leave room for two slides' reservations, one after the other, but not for a third.
    const [row] = await t.ctx.db.select().from(slideshows).where(eq(slideshows.id, id));
    if (!row) throw new Error('deck missing');
    const estimate = new ModelSlideGenerator(undefined as never);
    const expected = (index: number) =>
      estimate.expectedTokens(briefOf(row), { kind: 'slide', outline: row.outline, index });
    const perSlide = SLIDE_TOKENS.prompt + SLIDE_TOKENS.completion;
    const room = Math.max(expected(0), expected(1) + perSlide);
    expect(expected(2)).toBeGreaterThan(room - 2 * perSlide);
    const { used } = await quotaState(t.ctx.db, monthOfUser(user));
    await addQuotaUsage(t.ctx.db, monthOfUser(user), LIMIT - used - room);

    const started = await api(t.app, {
      method: 'POST',
      url: `/api/v2/ai-slides/slides/generate/${id}`,
      token: user.token,
    });
    expect(started.statusCode).toBe(202);
    await vi.waitFor(async () => expect((await deckOf(user, id)).status).toBe('failed'), {
      timeout: 15_000,
    });
    const deck = await deckOf(user, id);
    expect(deck.failure).toBe('quota');
    expect(deck.slides).toHaveLength(2);
    const state = await quotaState(t.ctx.db, monthOfUser(user));
    expect(state.reserved).toBe(0);
    expect(state.used).toBeLessThanOrEqual(LIMIT);
    // Starting again is refused while the month cannot pay for a first slide, and the kept slides stay.
    const again = await api(t.app, {
      method: 'POST',
      url: `/api/v2/ai-slides/slides/generate/${id}`,
      token: user.token,
    });
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('AI_QUOTA_EXCEEDED');
    expect((await deckOf(user, id)).slides).toHaveLength(2);
  });

  it('keeps four parallel generations of one account within its month', async () => {
    const user = await proUser();
    const ids = await Promise.all([1, 2, 3, 4].map(async () => (await create(user)).json().data.id));
    const { used } = await quotaState(t.ctx.db, monthOfUser(user));
    // About three slides' reservations are left for twelve slides.
    await addQuotaUsage(t.ctx.db, monthOfUser(user), LIMIT - used - 7_000);
    await Promise.all(
      ids.map((id) =>
        api(t.app, { method: 'POST', url: `/api/v2/ai-slides/slides/generate/${id}`, token: user.token }),
      ),
    );
    await vi.waitFor(
      async () => {
        for (const id of ids) expect((await deckOf(user, id)).status).not.toBe('generating');
      },
      { timeout: 20_000 },
    );
    const decks = await Promise.all(ids.map((id) => deckOf(user, id)));
    expect(decks.some((deck) => deck.failure === 'quota')).toBe(true);
    const state = await quotaState(t.ctx.db, monthOfUser(user));
    expect(state.reserved).toBe(0);
    expect(state.used).toBeLessThanOrEqual(LIMIT);
    const written = decks.reduce((sum, deck) => sum + deck.slides.length, 0);
    expect(state.used).toBe(LIMIT - 7_000 + written * (SLIDE_TOKENS.prompt + SLIDE_TOKENS.completion));
  });
});
