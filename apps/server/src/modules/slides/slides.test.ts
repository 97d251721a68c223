import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { api, createAdmin, createUser, subscribe, type TestUser } from '#test/factories.ts';

let t: TestApp;
let creator: TestUser;
let other: TestUser;
let member: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  await createAdmin(t.app, t.ctx);
  [creator, other, member] = await Promise.all([
    createUser(t.app, t.ctx),
    createUser(t.app, t.ctx),
    createUser(t.app, t.ctx),
  ]);
  await subscribe(t.ctx, creator);
  await subscribe(t.ctx, other);
});
afterAll(() => t.app.close());

const SOURCE = [
  '# Menabung untuk Pelajar',
  '',
  '## Mengapa menabung',
  'Menabung membantu pelajar membeli kebutuhan sekolah tanpa meminta uang tambahan. Kebiasaan menabung sejak dini membuat pelajar lebih tenang menghadapi keperluan mendadak. Pelajar yang menabung juga belajar menunda keinginan sesaat.',
  '',
  '## Cara memulai',
  'Sisihkan uang saku setiap hari sebelum dibelanjakan, bukan sisa di akhir minggu. Catat setiap pemasukan dan pengeluaran di buku kecil atau aplikasi. Tentukan tujuan tabungan yang jelas, misalnya membeli buku atau sepatu.',
  '',
  '## Menjaga semangat',
  'Rayakan setiap target kecil yang tercapai agar semangat tetap terjaga. Ajak teman menabung bersama supaya saling mengingatkan. Simpan uang di tempat yang tidak mudah dijangkau agar tidak tergoda.',
].join('\n');

const create = (user: TestUser, body: unknown) =>
  api(t.app, { method: 'POST', url: '/api/v2/ai-slides/prompts', token: user.token, body });

async function generated(user: TestUser, id: number) {
  const started = await api(t.app, {
    method: 'POST',
    url: `/api/v2/ai-slides/slides/generate/${id}`,
    token: user.token,
  });
  expect(started.statusCode).toBe(202);
  expect(started.json().data.status).toBe('generating');
  let deck: {
    status: string;
    slides: Array<{ id: number; order_index: number; content: Record<string, unknown> }>;
  } = started.json().data;
  await vi.waitFor(
    async () => {
      deck = (
        await api(t.app, { method: 'GET', url: `/api/v2/ai-slides/slideshow/${id}`, token: user.token })
      ).json().data;
      expect(deck.status).toBe('ready');
    },
    { timeout: 10_000, interval: 50 },
  );
  return deck;
}

describe('AI slides with the built-in generator', () => {
  it('is for signed-in users whose plan has the feature', async () => {
    expect((await api(t.app, { method: 'GET', url: '/api/v2/ai-slides/slideshows' })).statusCode).toBe(401);
    const refused = await create(member, { topic: 'Menabung' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'FEATURE_REQUIRED',
      details: { feature: 'ai_generate_slides' },
    });
  });

  it('makes a draft outline from a bare topic, then slides from it, and lists the deck', async () => {
    const response = await create(creator, {
      topic: 'Menabung untuk pelajar',
      slide_count: 5,
      audience: 'siswa SMP',
    });
    expect(response.statusCode).toBe(201);
    const deck = response.json().data;
    expect(deck).toMatchObject({
      status: 'outline',
      draft: true,
      generator: 'builtin',
      slide_count: 5,
      slides: [],
    });
    expect(deck.outline).toHaveLength(5);
    const ready = await generated(creator, deck.id);
    expect(ready.slides.map((slide) => slide.order_index)).toEqual([0, 1, 2, 3, 4]);
    expect(ready.slides[0]?.content.layout).toBe('title');
    const list = await api(t.app, {
      method: 'GET',
      url: '/api/v2/ai-slides/slideshows',
      token: creator.token,
    });
    expect(list.json().data.items.map((item: { id: number }) => item.id)).toContain(deck.id);
  });

  it("follows a source text's headings, and keeps others out of the deck", async () => {
    const response = await create(creator, {
      topic: 'Menabung',
      slide_count: 5,
      source: { kind: 'text', title: 'Menabung untuk Pelajar', text: SOURCE },
    });
    expect(response.statusCode).toBe(201);
    const deck = response.json().data;
    expect(deck.draft).toBe(false);
    expect(deck.source).toEqual({ kind: 'text', label: 'Menabung untuk Pelajar' });
    expect(deck.outline.map((item: { title: string }) => item.title)).toEqual([
      'Menabung untuk Pelajar',
      'Mengapa menabung',
      'Cara memulai',
      'Menjaga semangat',
      'Ringkasan',
    ]);
    for (const [method, url] of [
      ['GET', `/api/v2/ai-slides/slideshow/${deck.id}`],
      ['DELETE', `/api/v2/ai-slides/slideshow/${deck.id}`],
      ['POST', `/api/v2/ai-slides/slides/generate/${deck.id}`],
    ] as const) {
      expect((await api(t.app, { method, url, token: other.token })).statusCode, url).toBe(404);
    }
  });

  it('refuses bad briefs with a specific 400 and writes nothing', async () => {
    const before = (
      await api(t.app, { method: 'GET', url: '/api/v2/ai-slides/slideshows', token: other.token })
    ).json().data.total;
    for (const body of [
      { topic: '' },
      { topic: 'x'.repeat(50_000) },
      { topic: 'Menabung', slide_count: 0 },
      { topic: 'Menabung', slide_count: 500 },
      { topic: 'Menabung', language: 'fr' },
      { topic: 'Menabung', theme: { name: 'samudra', brand_color: 'red' } },
      { topic: 'Menabung', source: { kind: 'text', text: 'pendek' } },
    ]) {
      const response = await create(other, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
    const tooThin = await create(other, {
      topic: 'Menabung',
      source: { kind: 'text', text: '## Bab tanpa isi\n'.repeat(20) },
    });
    expect(tooThin.statusCode).toBe(422);
    expect(tooThin.json().code).toBe('SOURCE_WITHOUT_TEXT');
    const after = (
      await api(t.app, { method: 'GET', url: '/api/v2/ai-slides/slideshows', token: other.token })
    ).json().data.total;
    expect(after).toBe(before);
  });

  it('edits the outline, then edits, undoes, reorders, rewrites and deletes slides', async () => {
    const deck = (await create(creator, { topic: 'Literasi keuangan', slide_count: 4 })).json().data;
    const outline = [
      { title: 'Literasi keuangan', points: [] },
      { title: 'Anggaran', points: ['Pemasukan', 'Pengeluaran'] },
      { title: 'Tabungan', points: ['Tujuan', 'Disiplin'] },
      { title: 'Penutup', points: ['Ringkasan'] },
    ];
    const patched = await api(t.app, {
      method: 'PATCH',
      url: `/api/v2/ai-slides/slideshow/${deck.id}/outline`,
      token: creator.token,
      body: { outline },
    });
    expect(patched.statusCode).toBe(200);
    const tooShort = await api(t.app, {
      method: 'PATCH',
      url: `/api/v2/ai-slides/slideshow/${deck.id}/outline`,
      token: creator.token,
      body: { outline: outline.slice(0, 2) },
    });
    expect(tooShort.statusCode).toBe(400);
    const ready = await generated(creator, deck.id);
    const [first, second, third] = ready.slides;
    if (!first || !second || !third) throw new Error('three slides expected');
    const slideUrl = (id: number) => `/api/v2/ai-slides/slide/${id}`;

    const edited = await api(t.app, {
      method: 'PATCH',
      url: slideUrl(second.id),
      token: creator.token,
      body: { layout: 'quote', quote: { text: 'Hemat pangkal kaya', attribution: 'Pepatah' } },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.content).toMatchObject({ layout: 'quote', title: 'Anggaran' });
    const incomplete = await api(t.app, {
      method: 'PATCH',
      url: slideUrl(second.id),
      token: creator.token,
      body: { layout: 'chart' },
    });
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json()).toMatchObject({ code: 'SLIDE_CONTENT_INCOMPLETE' });
    const undone = await api(t.app, {
      method: 'POST',
      url: `${slideUrl(second.id)}/undo`,
      token: creator.token,
    });
    expect(undone.json().data.content.layout).toBe('bullets');

    const badMove = await api(t.app, {
      method: 'PATCH',
      url: `${slideUrl(first.id)}/reorder`,
      token: creator.token,
      body: { order_index: 4 },
    });
    expect(badMove.statusCode).toBe(422);
    expect(badMove.json()).toMatchObject({ code: 'SLIDE_POSITION_INVALID' });
    const moved = await api(t.app, {
      method: 'PATCH',
      url: `${slideUrl(third.id)}/reorder`,
      token: creator.token,
      body: { order_index: 0 },
    });
    expect(moved.json().data.map((s: { id: number }) => s.id)).toEqual([
      third.id,
      first.id,
      second.id,
      ready.slides[3]?.id,
    ]);

    const rewritten = await api(t.app, {
      method: 'POST',
      url: `/api/v2/ai-slides/elements/generate/${second.id}`,
      token: creator.token,
      body: { element: 'notes' },
    });
    expect(rewritten.statusCode).toBe(200);
    expect(rewritten.json().data.content.notes).toMatch(/Anggaran/);

    const removed = await api(t.app, { method: 'DELETE', url: slideUrl(first.id), token: creator.token });
    expect(removed.statusCode).toBe(200);
    const final = (
      await api(t.app, { method: 'GET', url: `/api/v2/ai-slides/slideshow/${deck.id}`, token: creator.token })
    ).json().data;
    expect(final.slides.map((s: { order_index: number }) => s.order_index)).toEqual([0, 1, 2]);
    expect(
      (
        await api(t.app, {
          method: 'PATCH',
          url: slideUrl(second.id),
          token: other.token,
          body: { title: 'X' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('deletes a deck with its slides', async () => {
    const deck = (await create(creator, { topic: 'Dihapus', slide_count: 3 })).json().data;
    const deleted = await api(t.app, {
      method: 'DELETE',
      url: `/api/v2/ai-slides/slideshow/${deck.id}`,
      token: creator.token,
    });
    expect(deleted.statusCode).toBe(200);
    expect(
      (
        await api(t.app, {
          method: 'GET',
          url: `/api/v2/ai-slides/slideshow/${deck.id}`,
          token: creator.token,
        })
      ).statusCode,
    ).toBe(404);
  });
});
