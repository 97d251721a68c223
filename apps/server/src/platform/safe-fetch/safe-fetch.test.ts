import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SafeFetchOptions, safeFetch } from './safe-fetch.ts';

const PAGE = '<!doctype html><html><head><title>Halo</title></head><body><p>Isi halaman.</p></body></html>';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A page server with the misbehaviours a fetcher must survive, one per path. */
function pageServer(seen: { hosts: string[] }) {
  return http.createServer((request, response) => {
    seen.hosts.push(request.headers.host ?? '');
    const path = request.url ?? '/';
    const hop = path.match(/^\/hop\/(\d+)$/);
    if (path === '/page')
      return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
    if (path === '/gzip')
      return response
        .writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' })
        .end(gzipSync(PAGE));
    if (path === '/untyped') return response.writeHead(200).end(PAGE);
    if (path === '/json')
      return response.writeHead(200, { 'content-type': 'application/json' }).end('{"a":1}');
    if (path === '/image')
      return response.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(100));
    if (path === '/pdf') return response.writeHead(200, { 'content-type': 'application/pdf' }).end(PDF);
    if (path === '/pdf-mislabelled')
      return response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(PDF);
    if (path === '/not-found')
      return response.writeHead(404, { 'content-type': 'text/html' }).end('<p>no</p>');
    if (path === '/to-metadata')
      return response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    if (path === '/to-internal') return response.writeHead(301, { location: 'http://internal.test/' }).end();
    if (path === '/to-file') return response.writeHead(302, { location: 'file:///etc/passwd' }).end();
    if (path === '/loop-a') return response.writeHead(302, { location: '/loop-b' }).end();
    if (path === '/loop-b') return response.writeHead(302, { location: '/loop-a' }).end();
    if (hop) {
      const n = Number(hop[1]);
      return response.writeHead(302, { location: n > 1 ? `/hop/${n - 1}` : '/page' }).end();
    }
    if (path === '/huge-declared') {
      response.writeHead(200, { 'content-type': 'text/html', 'content-length': String(4 * 1024 ** 3) });
      return response.write('<html>');
    }
    if (path === '/huge-streamed') {
      response.writeHead(200, { 'content-type': 'text/html' });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      const pump = () => {
        while (!response.destroyed && response.write(chunk)) {}
        if (!response.destroyed) response.once('drain', pump);
      };
      return pump();
    }
    if (path === '/slow') {
      response.writeHead(200, { 'content-type': 'text/html' });
      const timer = setInterval(() => response.write('a'), 100);
      response.on('close', () => clearInterval(timer));
      return;
    }
    if (path === '/silent') return; // headers never come
    response.writeHead(500).end();
  });
}

let server: http.Server;
let base: string;
let port: number;
/** Accepts TCP and never speaks: a TLS handshake to it never completes. */
let mute: net.Server;
let mutePort: number;
const seen = { hosts: [] as string[] };
const resolved: string[] = [];

/** The local stand-in for DNS: names to the addresses each test needs. */
const NAMES: Record<string, string[]> = {
  'page.test': ['127.0.0.1'],
  'internal.test': ['10.0.0.7'],
  'metadata.test': ['169.254.169.254'],
  'mixed.test': ['93.184.216.34', '192.168.0.10'],
  'mapped.test': ['::ffff:127.0.0.1'],
  'v6-loopback.test': ['::1'],
  'mute.test': ['127.0.0.1'],
};
const resolver = async (name: string) => {
  resolved.push(name);
  const addresses = NAMES[name];
  if (!addresses) throw Object.assign(new Error(`ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
  return addresses.map((address) => ({ address, family: net.isIP(address) }));
};

const options = (extra: Partial<SafeFetchOptions> = {}): SafeFetchOptions => ({
  kind: 'html',
  maxBytes: 256 * 1024,
  connectTimeoutMs: 1_000,
  totalTimeoutMs: 3_000,
  resolver,
  allowedHosts: [`127.0.0.1:${port}`, `page.test:${port}`, `mute.test:${mutePort}`],
  ...extra,
});

beforeAll(async () => {
  server = pageServer(seen).listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
  mute = net.createServer(() => {}).listen(0, '127.0.0.1');
  await once(mute, 'listening');
  mutePort = (mute.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  server.close();
  mute.close();
});

describe('safeFetch', () => {
  it('fetches a page from an allowed host and keeps the Host header of the name given', async () => {
    resolved.length = 0;
    const page = await safeFetch(`http://page.test:${port}/page`, options());
    expect(page.body.toString()).toBe(PAGE);
    expect(page.contentType).toBe('text/html; charset=utf-8');
    expect(seen.hosts.at(-1)).toBe(`page.test:${port}`);
    // Resolved once, here; the socket connected to that address without a lookup of its own.
    expect(resolved).toEqual(['page.test']);
  });

  it('refuses the allowed host on another port, and other hosts on its port', async () => {
    await expect(safeFetch(`http://127.0.0.1:${port + 1}/page`, options())).rejects.toMatchObject({
      code: 'FETCH_PORT_NOT_ALLOWED',
    });
    await expect(safeFetch(`http://[::1]:${port}/page`, options())).rejects.toMatchObject({
      code: 'FETCH_PORT_NOT_ALLOWED',
    });
    await expect(
      safeFetch(`http://127.0.0.1:${port}/page`, options({ allowedHosts: [] })),
    ).rejects.toMatchObject({ code: 'FETCH_PORT_NOT_ALLOWED' });
  });

  it.each([
    ['internal.test', 'private'],
    ['metadata.test', 'link-local'],
    ['mixed.test', 'private'],
    ['mapped.test', 'loopback (inside IPv6)'],
    ['v6-loopback.test', 'loopback'],
  ])('refuses %s, which resolves to a %s address', async (name, reason) => {
    await expect(safeFetch(`http://${name}/`, options())).rejects.toMatchObject({
      code: 'FETCH_ADDRESS_BLOCKED',
      details: { reason },
    });
  });

  it('answers FETCH_HOST_NOT_FOUND for a name that does not resolve', async () => {
    await expect(safeFetch('http://nowhere.test/', options())).rejects.toMatchObject({
      code: 'FETCH_HOST_NOT_FOUND',
    });
  });

  it('checks every redirect again', async () => {
    await expect(safeFetch(`${base}/to-metadata`, options())).rejects.toMatchObject({
      code: 'FETCH_ADDRESS_BLOCKED',
    });
    await expect(safeFetch(`${base}/to-internal`, options())).rejects.toMatchObject({
      code: 'FETCH_ADDRESS_BLOCKED',
    });
    await expect(safeFetch(`${base}/to-file`, options())).rejects.toMatchObject({
      code: 'FETCH_SCHEME_NOT_ALLOWED',
    });
  });

  it('follows five redirects, refuses a sixth and a loop', async () => {
    expect((await safeFetch(`${base}/hop/5`, options())).url).toBe(`${base}/page`);
    await expect(safeFetch(`${base}/hop/6`, options())).rejects.toMatchObject({
      code: 'FETCH_TOO_MANY_REDIRECTS',
    });
    await expect(safeFetch(`${base}/loop-a`, options())).rejects.toMatchObject({
      code: 'FETCH_REDIRECT_LOOP',
    });
  });

  it('refuses a declared 4 GB body at once and cuts a streamed one at the limit', async () => {
    const started = performance.now();
    await expect(safeFetch(`${base}/huge-declared`, options())).rejects.toMatchObject({
      code: 'FETCH_TOO_LARGE',
      status: 413,
    });
    expect(performance.now() - started).toBeLessThan(1_000);
    await expect(safeFetch(`${base}/huge-streamed`, options())).rejects.toMatchObject({
      code: 'FETCH_TOO_LARGE',
    });
  });

  it('cuts a server that trickles its body or never answers, at the total time', async () => {
    const started = performance.now();
    await expect(safeFetch(`${base}/slow`, options({ totalTimeoutMs: 600 }))).rejects.toMatchObject({
      code: 'FETCH_TIMEOUT',
    });
    await expect(safeFetch(`${base}/silent`, options({ totalTimeoutMs: 600 }))).rejects.toMatchObject({
      code: 'FETCH_TIMEOUT',
    });
    expect(performance.now() - started).toBeLessThan(2_500);
  });

  it('cuts a TLS handshake that never completes at the connect time', async () => {
    const started = performance.now();
    await expect(
      safeFetch(`https://mute.test:${mutePort}/`, options({ connectTimeoutMs: 300, totalTimeoutMs: 5_000 })),
    ).rejects.toMatchObject({ code: 'FETCH_TIMEOUT' });
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('takes HTML only for pages, sniffing an untyped one, and decompresses', async () => {
    expect((await safeFetch(`${base}/untyped`, options())).body.toString()).toBe(PAGE);
    expect((await safeFetch(`${base}/gzip`, options())).body.toString()).toBe(PAGE);
    await expect(safeFetch(`${base}/json`, options())).rejects.toMatchObject({
      code: 'FETCH_UNSUPPORTED_CONTENT',
      status: 415,
    });
    await expect(safeFetch(`${base}/pdf`, options())).rejects.toMatchObject({
      code: 'FETCH_UNSUPPORTED_CONTENT',
    });
  });

  it('takes PDFs by their bytes, also when mislabelled', async () => {
    const pdf = options({ kind: 'pdf' });
    expect((await safeFetch(`${base}/pdf`, pdf)).body.equals(PDF)).toBe(true);
    expect((await safeFetch(`${base}/pdf-mislabelled`, pdf)).body.equals(PDF)).toBe(true);
    await expect(safeFetch(`${base}/page`, pdf)).rejects.toMatchObject({ code: 'FETCH_UNSUPPORTED_CONTENT' });
    await expect(safeFetch(`${base}/image`, pdf)).rejects.toMatchObject({
      code: 'FETCH_UNSUPPORTED_CONTENT',
    });
  });

  it('reports an error status of the server', async () => {
    await expect(safeFetch(`${base}/not-found`, options())).rejects.toMatchObject({
      code: 'FETCH_UPSTREAM_STATUS',
      details: { status: 404 },
    });
  });

  it('reports a refused connection', async () => {
    const closed = net.createServer().listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const closedPort = (closed.address() as AddressInfo).port;
    closed.close();
    await once(closed, 'close');
    await expect(
      safeFetch(`http://127.0.0.1:${closedPort}/`, options({ allowedHosts: [`127.0.0.1:${closedPort}`] })),
    ).rejects.toMatchObject({ code: 'FETCH_CONNECT_FAILED' });
  });
});
