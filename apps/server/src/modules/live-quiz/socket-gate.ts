import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { isAllowedOrigin, type OriginRule } from './origin-check.ts';

export type GateOptions = OriginRule & {
  /** Fastify's trustProxy setting: which hops' X-Forwarded-For name the client. */
  trustProxy: boolean | string;
  maxSocketsPerAddress: number;
};

export type GateDecision =
  | { open: true; address: string; release: () => void }
  | { open: false; status: 403 | 429; reason: string };

/**
 * The door of the game socket, before the WebSocket handshake: the `Origin` must be the app's own, and one
 * address may hold only so many sockets open in this process. The count is this process's own (sockets live
 * in the process that accepted them); behind N processes an address may hold N times the cap, while the
 * joins and PIN look-ups it can make are limited in the database, across every process.
 */
export class SocketGate {
  private readonly open = new Map<string, number>();
  private readonly trusts: (address: string, hop: number) => boolean;

  constructor(private readonly options: GateOptions) {
    const trust = options.trustProxy;
    this.trusts =
      trust === true
        ? () => true
        : trust === false
          ? () => false
          : proxyAddr.compile(trust.split(',').map((entry) => entry.trim()));
  }

  /** The client's address as Fastify's `request.ip` would give it (X-Forwarded-For only from trusted proxies). */
  addressOf(request: IncomingMessage): string {
    return proxyAddr(request, this.trusts);
  }

  /** Opens or refuses an upgrade; an opened one holds its place until `release` (its socket's close). */
  admit(request: IncomingMessage): GateDecision {
    const origin = request.headers.origin;
    if (!isAllowedOrigin(origin, this.options)) {
      return { open: false, status: 403, reason: 'origin not allowed' };
    }
    const address = this.addressOf(request);
    const held = this.open.get(address) ?? 0;
    if (held >= this.options.maxSocketsPerAddress) {
      return { open: false, status: 429, reason: 'too many sockets from this address' };
    }
    this.open.set(address, held + 1);
    let released = false;
    return {
      open: true,
      address,
      release: () => {
        if (released) return;
        released = true;
        const left = (this.open.get(address) ?? 1) - 1;
        if (left <= 0) this.open.delete(address);
        else this.open.set(address, left);
      },
    };
  }

  /** Sockets open in this process from an address (tests, diagnostics). */
  openFrom(address: string): number {
    return this.open.get(address) ?? 0;
  }
}

const STATUS_TEXT = { 403: 'Forbidden', 429: 'Too Many Requests' } as const;

/** The plain HTTP answer that refuses an upgrade (the socket has not become a WebSocket yet). */
export function refusalResponse(status: 403 | 429, reason: string): string {
  return `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(reason)}\r\n\r\n${reason}`;
}
