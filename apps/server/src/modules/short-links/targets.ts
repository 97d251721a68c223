import {
  isSafeReturnPath,
  SHORT_CODE_PATTERN,
  SHORT_LINK_TARGET_MAX,
  safeReturnPath,
} from '@pustaka/contract';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { canonicalHost, isIpHost } from '#platform/safe-fetch/host-name.ts';
import { RESERVED } from './codes.ts';
import { shortLinkBlockedHosts } from './tables.ts';

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
// Browsers drop tabs and newlines inside addresses ("java\tscript:"), so any whitespace or control
// or invisible formatting character (zero-width, direction marks) is refused rather than guessed at.
const WHITESPACE_OR_CONTROL = /[\s\p{Cc}\p{Cf}]/u;

/** A host and every parent domain of it: `a.b.contoh.id` → itself, `b.contoh.id`, `contoh.id`, `id`. */
function hostAndParents(host: string): string[] {
  if (isIpHost(host)) return [host];
  const parts = host.split('.');
  return parts.map((_, i) => parts.slice(i).join('.'));
}

/** The setting's hosts in their canonical spelling, worked out once per list. */
const canonicalSetting = new WeakMap<readonly string[], Set<string>>();
function settingHosts(list: readonly string[]): Set<string> {
  let hosts = canonicalSetting.get(list);
  if (!hosts) {
    hosts = new Set(list.map((host) => canonicalHost(host.replace(/^\*?\./, '')) ?? host));
    canonicalSetting.set(list, hosts);
  }
  return hosts;
}

/**
 * The block-list entry a host falls under (itself or a parent domain), from the setting or the admins'
 * table. Both sides are compared in their canonical spelling (see canonicalHost).
 */
export async function blockedEntry(ctx: AppContext, rawHost: string, db: DbOrTx = ctx.db) {
  const host = canonicalHost(rawHost);
  if (!host) return undefined;
  const candidates = hostAndParents(host);
  const fromSettingList = settingHosts(ctx.config.shortLinks.blockedHosts);
  const fromSetting = candidates.find((candidate) => fromSettingList.has(candidate));
  if (fromSetting) return fromSetting;
  const [row] = await db
    .select({ host: shortLinkBlockedHosts.host })
    .from(shortLinkBlockedHosts)
    .where(inArray(shortLinkBlockedHosts.host, candidates))
    .limit(1);
  return row?.host;
}

/**
 * Checks a target and returns it as stored: an absolute http(s) address, or a page of the app written as
 * a path (`/products/12`), kept as an address on PUBLIC_URL. `ownHosts` are the hosts this app answers on:
 * a one-segment path there that could be a short code would make a loop or a chain, and is refused.
 */
export async function checkTarget(ctx: AppContext, raw: string, ownHosts: string[]): Promise<string> {
  if (raw.length > SHORT_LINK_TARGET_MAX) throw new AppError('SHORT_LINK_TARGET_TOO_LONG');
  if (WHITESPACE_OR_CONTROL.test(raw)) throw new AppError('SHORT_LINK_TARGET_INVALID');
  let text = raw;
  if (text.startsWith('/')) {
    // A page of the app, by the rule every redirect to a given place follows (`/x/..//evil.example` is none).
    if (!isSafeReturnPath(text)) throw new AppError('SHORT_LINK_TARGET_INVALID');
    text = `${ctx.config.publicUrl}${safeReturnPath(text)}`;
  } else if (!SCHEME.test(text) || /^[^/]*\.[^/]*:\d/.test(text)) {
    // "contoh.id/halaman" or "contoh.id:8080/x": an address without its scheme is read as https.
    text = `https://${text}`;
  }
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  if (scheme !== 'http' && scheme !== 'https') throw new AppError('SHORT_LINK_SCHEME_REFUSED');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new AppError('SHORT_LINK_TARGET_INVALID');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new AppError('SHORT_LINK_SCHEME_REFUSED');
  if (url.username || url.password) throw new AppError('SHORT_LINK_CREDENTIALS_REFUSED');
  // `evil.com..`, `[::ffff:1.2.3.4]` and `0x7f.1` are compared as the host a browser would reach.
  const host = canonicalHost(url.hostname);
  if (!host || (!host.includes('.') && host !== 'localhost' && !isIpHost(host))) {
    throw new AppError('SHORT_LINK_TARGET_INVALID');
  }
  if (await blockedEntry(ctx, host)) throw new AppError('SHORT_LINK_TARGET_BLOCKED');
  if (ownHosts.includes(host) && pointsAtShortCode(url.pathname)) {
    throw new AppError('SHORT_LINK_LOOP');
  }
  if (url.href.length > SHORT_LINK_TARGET_MAX) throw new AppError('SHORT_LINK_TARGET_TOO_LONG');
  return url.href;
}

/** A path the redirect route could answer: one segment that is not one of the app's own. */
function pointsAtShortCode(pathname: string): boolean {
  const segment = pathname.replace(/^\/|\/$/g, '');
  if (!segment || segment.includes('/')) return false;
  let code: string;
  try {
    code = decodeURIComponent(segment).toLowerCase();
  } catch {
    return false;
  }
  return !RESERVED.has(code) && (SHORT_CODE_PATTERN.test(code) || /^[a-z0-9-]{1,64}$/.test(code));
}

/** The host names the app answers on: PUBLIC_URL's and the one the request came to (any port). */
export function ownHostsOf(ctx: AppContext, requestHost: string | undefined): string[] {
  const hosts = [canonicalHost(new URL(ctx.config.publicUrl).hostname) ?? ''];
  if (requestHost) {
    try {
      const host = canonicalHost(new URL(`http://${requestHost}`).hostname);
      if (host) hosts.push(host);
    } catch {
      // A Host header that is no host name names no host of ours.
    }
  }
  return hosts;
}
