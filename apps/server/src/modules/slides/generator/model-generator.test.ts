import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatCompletionsClient } from '#platform/ai/chat-completions.ts';
import { ChatCompletionsPeer } from '#platform/ai/test-peer.ts';
import { ModelSlideGenerator } from './model-generator.ts';
import type { DeckBrief } from './slide-generator.ts';

let peer: ChatCompletionsPeer;
let generator: ModelSlideGenerator;
beforeAll(async () => {
  peer = await new ChatCompletionsPeer().start();
  generator = new ModelSlideGenerator(
    new ChatCompletionsClient({
      baseUrl: peer.url,
      apiKey: undefined,
      model: 'uji',
      timeoutMs: 2_000,
      retries: 0,
    }),
  );
});
afterAll(() => peer.stop());

const brief: DeckBrief = {
  topic: 'Energi surya',
  audience: 'siswa SMA',
  language: 'id',
  slideCount: 3,
  tone: 'educational',
  source: { title: 'Panel Surya', markdown: '# Panel Surya\n\nPanel surya mengubah cahaya menjadi listrik.' },
};

const slide = {
  layout: 'bullets',
  title: 'Cara kerja panel surya',
  subtitle: '',
  bullets: ['Cahaya mengenai sel silikon', 'Elektron bergerak menjadi arus'],
  secondary: [],
  quote: null,
  chart: null,
  notes: 'Jelaskan efek fotovoltaik dengan contoh kalkulator bertenaga surya.',
};

describe('the model slide generator', () => {
  it('sends the brief and the source, and takes the outline the model writes', async () => {
    const outline = [
      { title: 'Energi Surya', points: ['Untuk siswa SMA'], layout: 'title' },
      { title: 'Cara kerja', points: ['Sel silikon', 'Arus listrik'], layout: 'bullets' },
      { title: 'Ringkasan', points: ['Bersih', 'Terbarukan'], layout: 'bullets' },
    ];
    peer.next({ kind: 'answer', json: { slides: outline }, usage: { prompt: 300, completion: 80 } });
    const result = await generator.outline(brief);
    expect(result.items.map((item) => item.title)).toEqual(['Energi Surya', 'Cara kerja', 'Ringkasan']);
    expect(result.usage).toEqual({ promptTokens: 300, completionTokens: 80 });
    const sent =
      peer.requests
        .at(-1)
        ?.body.messages.map((m) => m.content)
        .join('\n') ?? '';
    expect(sent).toContain('Indonesian');
    expect(sent).toContain('Panel surya mengubah cahaya menjadi listrik.');
    expect(sent).toContain('3-slide deck');
  });

  it('refuses an outline with too few slides, and a slide that breaks the deck rules', async () => {
    peer.next({ kind: 'answer', json: { slides: [{ title: 'Satu', points: [], layout: 'title' }] } });
    await expect(generator.outline(brief)).rejects.toMatchObject({ failure: 'bad-answer' });
    peer.next({
      kind: 'answer',
      json: { ...slide, chart: { kind: 'bar', labels: ['  '], series: [{ name: 'a', values: [1] }] } },
    });
    await expect(generator.slide(brief, [{ title: 'A', points: [] }], 0)).rejects.toMatchObject({
      failure: 'bad-answer',
    });
  });

  it('writes a slide, and rewrites one element keeping the rest', async () => {
    peer.next({ kind: 'answer', json: slide });
    const { content } = await generator.slide(brief, [{ title: 'Cara kerja panel surya', points: [] }], 0);
    expect(content).toMatchObject({ layout: 'bullets', image: null, bullets: slide.bullets });
    peer.next({ kind: 'answer', json: { ...slide, title: 'Judul lain', bullets: ['Poin baru'] } });
    const rewritten = await generator.element(brief, content, 'bullets', 1);
    expect(rewritten.content.bullets).toEqual(['Poin baru']);
    expect(rewritten.content.title).toBe('Cara kerja panel surya');
  });
});
