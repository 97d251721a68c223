import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server that speaks OpenAI's chat-completions protocol, for tests: each request is answered
 * by the next scripted behaviour (or the default), and every request body is kept for assertions.
 */

export type PeerBehaviour =
  /** A JSON answer; streamed in small chunks unless `stream` is false. */
  | { kind: 'answer'; json: unknown; stream?: boolean; usage?: { prompt: number; completion: number } }
  /** Text that is not the JSON asked for. */
  | { kind: 'text'; text: string; stream?: boolean }
  | { kind: 'status'; status: number; body?: string }
  /** Waits before answering (longer than the client's timeout makes a timeout). */
  | { kind: 'slow'; delayMs: number; after: PeerBehaviour }
  /** Closes the connection without an answer. */
  | { kind: 'hang-up' };

export type ChatRequestBody = {
  model: string;
  messages: Array<{ role: string; content: string }>;
  stream?: boolean;
  response_format?: { type: string; json_schema?: { name: string; schema: unknown } };
};

export class ChatCompletionsPeer {
  readonly requests: Array<{ body: ChatRequestBody; authorization: string | undefined }> = [];
  private readonly queue: PeerBehaviour[] = [];
  private server: Server | undefined;
  url = '';

  /** What each request gets when nothing is scripted: decides from the request, like a model would. */
  constructor(
    private fallback: (body: ChatRequestBody) => PeerBehaviour = () => ({ kind: 'status', status: 500 }),
  ) {}

  /** The next requests get these behaviours, in order. */
  next(...behaviours: PeerBehaviour[]): this {
    this.queue.push(...behaviours);
    return this;
  }

  answerWith(fallback: (body: ChatRequestBody) => PeerBehaviour): this {
    this.fallback = fallback;
    return this;
  }

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      void readBody(request).then(async (raw) => {
        if (request.url !== '/v1/chat/completions' || request.method !== 'POST') {
          response.writeHead(404).end();
          return;
        }
        const body = JSON.parse(raw) as ChatRequestBody;
        this.requests.push({ body, authorization: request.headers.authorization });
        let behaviour = this.queue.shift() ?? this.fallback(body);
        while (behaviour.kind === 'slow') {
          await new Promise((resolve) =>
            setTimeout(resolve, behaviour.kind === 'slow' ? behaviour.delayMs : 0),
          );
          if (response.destroyed || request.destroyed) return;
          behaviour = behaviour.after;
        }
        if (behaviour.kind === 'hang-up') {
          request.socket.destroy();
          return;
        }
        if (behaviour.kind === 'status') {
          response.writeHead(behaviour.status, { 'content-type': 'application/json' });
          response.end(behaviour.body ?? JSON.stringify({ error: { message: 'scripted failure' } }));
          return;
        }
        const text = behaviour.kind === 'answer' ? JSON.stringify(behaviour.json) : behaviour.text;
        const usage =
          behaviour.kind === 'answer' && behaviour.usage
            ? { prompt_tokens: behaviour.usage.prompt, completion_tokens: behaviour.usage.completion }
            : { prompt_tokens: 10, completion_tokens: Math.ceil(text.length / 4) };
        if (behaviour.stream === false || body.stream !== true) {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(
            JSON.stringify({ choices: [{ message: { role: 'assistant', content: text } }], usage }),
          );
          return;
        }
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        for (let at = 0; at < text.length; at += 24) {
          const chunk = { choices: [{ delta: { content: text.slice(at, at + 24) } }] };
          response.write(`data: ${JSON.stringify(chunk)}\n\n`);
        }
        response.write(`data: ${JSON.stringify({ choices: [], usage })}\n\n`);
        response.end('data: [DONE]\n\n');
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
