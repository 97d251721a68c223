import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How a fake provider answers: as itself, with a server error, or not at all (the caller's timeout fires). */
export type PeerMode = 'normal' | 'error' | 'hang';

/** What the peer saw of one request, so tests can assert on the wire format and the credentials. */
export type RecordedRequest = {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The decoded Basic credentials, when the request carried any. */
  basicAuth?: { username: string; password: string };
  body: unknown;
};

export type PeerReply = { status: number; body: unknown };
export type PeerHandler = (request: RecordedRequest, url: URL) => PeerReply | Promise<PeerReply>;

export function decodeBasicAuth(
  header: string | undefined,
): { username: string; password: string } | undefined {
  if (!header?.startsWith('Basic ')) return undefined;
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

async function readText(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function send(res: ServerResponse, reply: PeerReply) {
  res.writeHead(reply.status, { 'content-type': 'application/json' });
  res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
}

/**
 * A small HTTP server on a random local port. Every request is recorded, then answered by the handler,
 * by a 500 or never, depending on the mode.
 */
export class HttpPeer {
  readonly requests: RecordedRequest[] = [];
  mode: PeerMode = 'normal';
  private server: Server | undefined;
  private baseUrl = '';

  constructor(
    private readonly handler: PeerHandler,
    private readonly errorBody: unknown,
  ) {}

  get url(): string {
    if (!this.baseUrl) throw new Error('The peer is not started');
    return this.baseUrl;
  }

  async start(): Promise<string> {
    const server = createServer((req, res) => {
      void this.handle(req, res).catch((error: unknown) => {
        send(res, { status: 500, body: { message: String(error) } });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.server = server;
    this.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return this.baseUrl;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://peer');
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname + url.search,
      headers: req.headers,
      basicAuth: decodeBasicAuth(req.headers.authorization),
      body: parse(await readText(req)),
    };
    this.requests.push(recorded);
    if (this.mode === 'hang') return;
    if (this.mode === 'error') return send(res, { status: 500, body: this.errorBody });
    send(res, await this.handler(recorded, url));
  }
}

/** Posts a JSON notification the way a provider does and reports what the merchant answered. */
export async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // a plain-text answer is kept as it is
  }
  return { status: response.status, body: parsed };
}

/**
 * The merchant's side of a notification in tests: a local endpoint that hands each POST to a callback
 * (normally a provider's verifyNotification) and answers 200 with its result, 4xx when it rejects, 503
 * when it fails otherwise. Providers' retry rules hang on exactly these answers.
 */
export async function startNotificationInbox(
  receive: (notification: {
    headers: IncomingMessage['headers'];
    body: unknown;
    rawBody: string;
  }) => Promise<unknown>,
  classify: (error: unknown) => number,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = createServer((req, res) => {
    void (async () => {
      const rawBody = await readText(req);
      try {
        const result = await receive({ headers: req.headers, body: parse(rawBody), rawBody });
        send(res, { status: 200, body: result });
      } catch (error) {
        send(res, {
          status: classify(error),
          body: { error: error instanceof Error ? error.message : String(error) },
        });
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/notify`;
  return {
    url,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * A stand-in payment gateway: a local HTTP peer that answers with the gateway's routes, or with the
 * gateway's own 500 body, or not at all, as `mode` says.
 */
export abstract class FakeGateway {
  private readonly peer: HttpPeer;

  constructor(errorBody: unknown) {
    this.peer = new HttpPeer((request, url) => this.route(request, url), errorBody);
  }

  protected abstract route(request: RecordedRequest, url: URL): PeerReply | Promise<PeerReply>;

  start(): Promise<string> {
    return this.peer.start();
  }

  stop(): Promise<void> {
    return this.peer.stop();
  }

  get url(): string {
    return this.peer.url;
  }

  get requests(): RecordedRequest[] {
    return this.peer.requests;
  }

  set mode(mode: PeerMode) {
    this.peer.mode = mode;
  }
}
