import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AiProviderError, ChatCompletionsClient, parseAnswer } from './chat-completions.ts';
import { ChatCompletionsPeer } from './test-peer.ts';

const Outline = z.object({ title: z.string().min(1), points: z.array(z.string()).min(1) });

let peer: ChatCompletionsPeer;
beforeAll(async () => {
  peer = await new ChatCompletionsPeer().start();
});
afterAll(() => peer.stop());

function client(options: { timeoutMs?: number; retries?: number } = {}) {
  return new ChatCompletionsClient({
    baseUrl: peer.url,
    apiKey: 'sk-uji',
    model: 'model-uji',
    timeoutMs: options.timeoutMs ?? 2_000,
    retries: options.retries ?? 0,
    backoffMs: 10,
  });
}

const ask = {
  messages: [{ role: 'user' as const, content: 'Buat kerangka' }],
  schema: Outline,
  schemaName: 'outline',
};
const good = { title: 'Literasi Digital', points: ['Apa itu', 'Mengapa penting'] };

describe('ChatCompletionsClient', () => {
  it('asks for JSON of the schema, reads the streamed answer piece by piece and counts the tokens', async () => {
    peer.next({ kind: 'answer', json: good, usage: { prompt: 120, completion: 42 } });
    const pieces: string[] = [];
    const answer = await client().completeJson({ ...ask, onText: (text) => pieces.push(text) });
    expect(answer.value).toEqual(good);
    expect(answer.usage).toEqual({ promptTokens: 120, completionTokens: 42 });
    expect(pieces.length).toBeGreaterThan(1);
    const sent = peer.requests.at(-1);
    expect(sent?.authorization).toBe('Bearer sk-uji');
    expect(sent?.body.model).toBe('model-uji');
    expect(sent?.body.stream).toBe(true);
    expect(sent?.body.response_format?.type).toBe('json_schema');
    expect(sent?.body.response_format?.json_schema?.schema).toMatchObject({
      type: 'object',
      required: ['title', 'points'],
      additionalProperties: false,
    });
  });

  it('takes an answer in one piece from a server that does not stream', async () => {
    peer.next({ kind: 'answer', json: good, stream: false });
    expect((await client().completeJson(ask)).value).toEqual(good);
  });

  it('refuses broken JSON and JSON of another shape as a bad answer', async () => {
    peer.next({ kind: 'text', text: '{"title": "Literasi' });
    await expect(client().completeJson(ask)).rejects.toMatchObject({ failure: 'bad-answer' });
    peer.next({ kind: 'answer', json: { title: '', points: [] } });
    await expect(client().completeJson(ask)).rejects.toThrow(/does not fit: title/);
  });

  it('asks again after a 500 or a broken answer, and gives up after its retries', async () => {
    peer.next(
      { kind: 'status', status: 500 },
      { kind: 'text', text: 'maaf' },
      { kind: 'answer', json: good },
    );
    expect((await client({ retries: 2 }).completeJson(ask)).value).toEqual(good);
    peer.next({ kind: 'status', status: 503 }, { kind: 'status', status: 503 });
    await expect(client({ retries: 1 }).completeJson(ask)).rejects.toMatchObject({ failure: 'unavailable' });
  });

  it('does not ask again when the server refuses the request itself', async () => {
    const before = peer.requests.length;
    peer.next({ kind: 'status', status: 401 });
    await expect(client({ retries: 3 }).completeJson(ask)).rejects.toMatchObject({ failure: 'refused' });
    expect(peer.requests.length - before).toBe(1);
  });

  it('stops waiting for a slow model at the timeout, and survives a dropped connection', async () => {
    peer.next({ kind: 'slow', delayMs: 1_000, after: { kind: 'answer', json: good } });
    await expect(client({ timeoutMs: 200 }).completeJson(ask)).rejects.toMatchObject({ failure: 'timeout' });
    peer.next({ kind: 'hang-up' });
    const error = await client()
      .completeJson(ask)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiProviderError);
    expect((error as AiProviderError).failure).toBe('unavailable');
  });
});

describe('parseAnswer', () => {
  it('reads JSON inside a Markdown code fence', () => {
    expect(parseAnswer('Berikut:\n```json\n{"title":"A","points":["b"]}\n```', Outline)).toEqual({
      title: 'A',
      points: ['b'],
    });
  });
});
