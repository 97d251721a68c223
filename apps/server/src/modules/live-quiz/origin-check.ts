import { isIP } from 'node:net';

export type OriginRule = {
  /** Exact origins (`scheme://host[:port]`, lower case) whose pages may open the game socket. */
  allowed: readonly string[];
  /** Any http origin on a loopback host too: the dev server and preview proxy the socket from their own port. */
  allowLoopback: boolean;
};

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether an upgrade's `Origin` header may open the game socket. A browser always sends `Origin` on a
 * WebSocket upgrade and a page cannot change it, so another site's page (which could turn every visitor's
 * browser into a player, or a bot) is refused here. Without the header the request is not a browser's: a
 * script could send any `Origin` it liked, so refusing its absence would stop only honest clients (apps,
 * load tests); scripts are held by the per-address socket cap and the join and PIN limits instead.
 * `null` (sandboxed frames, local files) is a browser that hides where it is: refused.
 */
export function isAllowedOrigin(origin: string | undefined, rule: OriginRule): boolean {
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (rule.allowed.includes(url.origin)) return true;
  return rule.allowLoopback && url.protocol === 'http:' && isLoopbackHost(url.hostname);
}

function isLoopbackHost(hostname: string): boolean {
  if (LOOPBACK_NAMES.has(hostname)) return true;
  return isIP(hostname) === 4 && hostname.startsWith('127.');
}
