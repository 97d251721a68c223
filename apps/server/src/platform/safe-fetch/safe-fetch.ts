import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { AppError } from '#platform/errors.ts';
import { addressRefusal } from './address-check.ts';

/** Resolves a host name to all its addresses; tests pass a stub that maps names to the addresses they choose. */
export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

export const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

/** What a fetch accepts: web pages (HTML, XHTML) or PDFs (also when mislabelled, recognised by their bytes). */
export type FetchKind = 'html' | 'pdf';

export type SafeFetchOptions = {
  kind: FetchKind;
  maxBytes: number;
  /** For connecting (each hop); the TLS handshake included. */
  connectTimeoutMs: number;
  /** For the whole fetch, redirects and body included: a server that trickles bytes is cut here. */
  totalTimeoutMs: number;
  resolver?: Resolver;
  /** Lower-case `host:port` pairs let through the address and port checks (EXTRACT_ALLOWED_HOSTS). */
  allowedHosts?: readonly string[];
  /** Ports any public host may be fetched on; 80 and 443 unless configured. */
  allowedPorts?: readonly number[];
  maxRedirects?: number;
  /**
   * A compressed body may unpack to at most this many times the bytes received, once past
   * RATIO_FLOOR_BYTES: a bomb is cut after a few hundred KB of its output instead of at `maxBytes`.
   */
  maxCompressionRatio?: number;
};

/** Below this much output any ratio is accepted: small pages of repetitive markup compress very well. */
const RATIO_FLOOR_BYTES = 1024 * 1024;

export type FetchedDocument = {
  /** Where the document was finally found, after redirects. */
  url: string;
  contentType: string | null;
  body: Buffer;
};

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const USER_AGENT = 'PustakaExtractor/1.0 (+https://pustaka.id/dashboard/api)';

/** Checks a URL before any byte is sent: scheme, credentials, port. Returns the parsed URL. */
export function checkUrl(raw: string, options: Pick<SafeFetchOptions, 'allowedHosts' | 'allowedPorts'>): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AppError('FETCH_URL_INVALID');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new AppError('FETCH_SCHEME_NOT_ALLOWED');
  if (url.username || url.password || !url.hostname) throw new AppError('FETCH_URL_INVALID');
  if (!isAllowedPair(url, url.hostname, options.allowedHosts)) {
    const port = portOf(url);
    if (!(options.allowedPorts ?? [80, 443]).includes(port)) throw new AppError('FETCH_PORT_NOT_ALLOWED');
  }
  return url;
}

const portOf = (url: URL) => (url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80);

function isAllowedPair(url: URL, host: string, allowed: readonly string[] | undefined): boolean {
  if (!allowed?.length) return false;
  const bare = host.replace(/^\[|\]$/g, '');
  const hostPart = isIP(bare) === 6 ? `[${bare}]` : bare;
  return allowed.includes(`${hostPart.toLowerCase()}:${portOf(url)}`);
}

/**
 * Resolves the URL's host once and checks every address it has (a name with one private address among
 * public ones is refused: the connection could land on either). Answers the address to connect to.
 */
async function checkedAddress(
  url: URL,
  options: SafeFetchOptions,
): Promise<{ address: string; family: number }> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await (options.resolver ?? systemResolver)(host);
    } catch {
      throw new AppError('FETCH_HOST_NOT_FOUND');
    }
  }
  const [first] = addresses;
  if (!first) throw new AppError('FETCH_HOST_NOT_FOUND');
  const viaPair = isAllowedPair(url, host, options.allowedHosts);
  for (const { address } of addresses) {
    const trusted = viaPair || isAllowedPair(url, address, options.allowedHosts);
    const refusal = addressRefusal(address);
    if (refusal && !trusted) throw new AppError('FETCH_ADDRESS_BLOCKED', { details: { reason: refusal } });
  }
  return first;
}

type Hop = { status: number; headers: http.IncomingHttpHeaders; body: http.IncomingMessage };

/** One request to one checked address; the socket's lookup answers that address, so no second resolution happens. */
function request(
  url: URL,
  target: { address: string; family: number },
  options: SafeFetchOptions,
  signal: AbortSignal,
) {
  return new Promise<Hop>((resolve, reject) => {
    const pinned: LookupFunction = (_host, lookupOptions, callback) => {
      if (lookupOptions.all) callback(null, [{ address: target.address, family: target.family }]);
      else callback(null, target.address, target.family);
    };
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const client = url.protocol === 'https:' ? https : http;
    const outgoing = client.request({
      protocol: url.protocol,
      hostname: host,
      port: portOf(url),
      path: `${url.pathname}${url.search}`,
      method: 'GET',
      agent: false,
      lookup: pinned,
      // Certificates are checked against the name the user gave, not the address connected to.
      ...(url.protocol === 'https:' && !isIP(host) && { servername: host }),
      signal,
      headers: {
        host: url.host,
        'user-agent': USER_AGENT,
        accept:
          options.kind === 'pdf'
            ? 'application/pdf,*/*;q=0.5'
            : 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
        'accept-encoding': 'gzip, deflate, br',
      },
    });
    outgoing.on('socket', (socket) => {
      const timer = setTimeout(
        () => outgoing.destroy(new AppError('FETCH_TIMEOUT')),
        options.connectTimeoutMs,
      );
      socket.once(url.protocol === 'https:' ? 'secureConnect' : 'connect', () => clearTimeout(timer));
      socket.once('close', () => clearTimeout(timer));
    });
    outgoing.on('response', (response) =>
      resolve({ status: response.statusCode ?? 0, headers: response.headers, body: response }),
    );
    outgoing.on('error', (error) => reject(error));
    outgoing.end();
  });
}

function mediaTypeOf(header: string | undefined): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * Reads a body, decompressed, and stops with FETCH_TOO_LARGE the moment it passes `maxBytes`, or with
 * FETCH_COMPRESSION_RATIO the moment it unpacks past `maxRatio` times what arrived.
 */
async function readCapped(hop: Hop, maxBytes: number, maxRatio = Number.POSITIVE_INFINITY): Promise<Buffer> {
  const encoding = mediaTypeOf(hop.headers['content-encoding']);
  const decoders: Record<string, () => zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress> = {
    gzip: zlib.createGunzip,
    'x-gzip': zlib.createGunzip,
    deflate: zlib.createInflate,
    br: zlib.createBrotliDecompress,
  };
  const decoder = decoders[encoding]?.();
  const stream: Readable = decoder ? hop.body.pipe(decoder) : hop.body;
  if (decoder) hop.body.on('error', (error) => decoder.destroy(error));
  let received = 0;
  if (decoder) hop.body.on('data', (chunk: Buffer) => (received += chunk.length));
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) throw tooLarge(maxBytes);
      if (decoder && size > RATIO_FLOOR_BYTES && size > received * maxRatio) throw tooCompressed(maxRatio);
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // A body that does not decompress is as unreadable as a broken connection.
    throw new AppError('FETCH_CONNECT_FAILED');
  } finally {
    hop.body.destroy();
    decoder?.destroy();
  }
  return Buffer.concat(chunks);
}

const tooCompressed = (ratio: number) =>
  new AppError('FETCH_COMPRESSION_RATIO', { params: { ratio }, details: { max_ratio: ratio } });

const tooLarge = (maxBytes: number) =>
  new AppError('FETCH_TOO_LARGE', {
    params: { limit: `${Math.round(maxBytes / 1024 / 1024)} MB` },
    details: { limit_bytes: maxBytes },
  });

export const looksLikePdf = (body: Uint8Array) => Buffer.from(body.subarray(0, 1024)).includes('%PDF-');

const looksLikeHtml = (body: Buffer) =>
  /^\s*(<!--[\s\S]*?-->\s*)*<(!doctype\s+html|html|head|body)\b/i.test(
    body.subarray(0, 2048).toString('latin1'),
  );

function unsupported(type: string): AppError {
  return new AppError('FETCH_UNSUPPORTED_CONTENT', {
    params: { type: type || '?' },
    details: { content_type: type },
  });
}

/** Maps the transport's failures to the codes a caller can act on; ours pass through. */
function transportError(error: unknown, timedOut: boolean): AppError {
  if (timedOut) return new AppError('FETCH_TIMEOUT');
  if (error instanceof AppError) return error;
  if (error instanceof Error && error.name === 'AbortError') return new AppError('FETCH_TIMEOUT');
  return new AppError('FETCH_CONNECT_FAILED');
}

/**
 * Fetches a web page or a PDF from an address a user gave, safely: every hop's host is resolved here and
 * checked, the connection goes to the checked address, at most five redirects (no loops), capped time and
 * size, and only the content kind asked for. Every refusal is an AppError with a specific code.
 */
export async function safeFetch(raw: string, options: SafeFetchOptions): Promise<FetchedDocument> {
  const maxRedirects = options.maxRedirects ?? 5;
  const deadline = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    deadline.abort();
  }, options.totalTimeoutMs);
  const visited = new Set<string>();
  let url = checkUrl(raw, options);
  try {
    for (let redirects = 0; ; redirects += 1) {
      visited.add(url.href);
      const target = await checkedAddress(url, options);
      if (timedOut) throw new AppError('FETCH_TIMEOUT');
      const hop = await request(url, target, options, deadline.signal).catch((error) => {
        throw transportError(error, timedOut);
      });
      const location = hop.headers.location;
      if (hop.status >= 300 && hop.status < 400 && location) {
        hop.body.destroy();
        if (redirects >= maxRedirects) throw new AppError('FETCH_TOO_MANY_REDIRECTS');
        let next: URL;
        try {
          next = new URL(location, url);
        } catch {
          throw new AppError('FETCH_URL_INVALID');
        }
        next.hash = '';
        if (visited.has(next.href)) throw new AppError('FETCH_REDIRECT_LOOP');
        url = checkUrl(next.href, options);
        continue;
      }
      if (hop.status < 200 || hop.status >= 300) {
        hop.body.destroy();
        throw new AppError('FETCH_UPSTREAM_STATUS', {
          params: { status: hop.status },
          details: { status: hop.status },
        });
      }
      return await readDocument(url, hop, options).catch((error) => {
        throw transportError(error, timedOut);
      });
    }
  } finally {
    clearTimeout(timer);
  }
}

async function readDocument(url: URL, hop: Hop, options: SafeFetchOptions): Promise<FetchedDocument> {
  const declared = Number(hop.headers['content-length']);
  if (Number.isFinite(declared) && declared > options.maxBytes) {
    hop.body.destroy();
    throw tooLarge(options.maxBytes);
  }
  const type = mediaTypeOf(hop.headers['content-type']);
  const contentType = hop.headers['content-type'] ?? null;
  // A page with a declared non-HTML type is refused before its body is read; a PDF's bytes always decide,
  // since servers label PDFs octet-stream, download or worse.
  if (options.kind === 'html' && type !== '' && !HTML_TYPES.has(type)) {
    hop.body.destroy();
    throw unsupported(type);
  }
  const body = await readCapped(hop, options.maxBytes, options.maxCompressionRatio);
  if (options.kind === 'html' && !HTML_TYPES.has(type) && !looksLikeHtml(body)) throw unsupported(type);
  if (options.kind === 'pdf' && !looksLikePdf(body)) throw unsupported(type);
  return { url: url.href, contentType, body };
}
