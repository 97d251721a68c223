import { isIP } from 'node:net';
import { domainToASCII } from 'node:url';
import { ipv6ToBigInt } from './address-check.ts';

/**
 * One spelling per host, so a block-list compares what a browser would connect to rather than how the host
 * was written: lower case, no trailing dots (`evil.com..` is `evil.com`), IDN as ASCII (`bücher.example` is
 * `xn--bcher-kva.example`, full-width dots are dots), IPv4 in dotted decimal whatever its form (`0x7f.1`,
 * `2130706433`, `0177.0.0.1` are `127.0.0.1`, as the URL parser reads them), and IPv6 compressed, with the
 * forms that carry an IPv4 address (`[::ffff:1.2.3.4]`, NAT64 `64:ff9b::1.2.3.4`) written as that address.
 * Undefined for text that is no host.
 */
export function canonicalHost(raw: string): string | undefined {
  let host = raw.trim().toLowerCase();
  if (!host || host.length > 300) return undefined;
  if (host.startsWith('[') && host.endsWith(']')) host = host.slice(1, -1);
  if (isIP(host) === 6) return ipv6Host(host);
  // Trailing dots go before and after the IDN step: `０x7f.1．．` only shows its dots once mapped.
  host = stripTrailingDots(host);
  const ascii = domainToASCII(host);
  if (!ascii) return undefined;
  host = stripTrailingDots(ascii);
  // The WHATWG host parser is the one browsers use, so it reads numeric IPv4 forms as they do.
  try {
    host = new URL(`http://${host}/`).hostname;
  } catch {
    return undefined;
  }
  if (host.startsWith('[')) return ipv6Host(host.slice(1, -1));
  return stripTrailingDots(host) || undefined;
}

const stripTrailingDots = (host: string) => host.replace(/\.+$/, '');

function ipv6Host(address: string): string | undefined {
  const value = ipv6ToBigInt(address);
  if (value === undefined) return undefined;
  const top96 = value >> 32n;
  // ::ffff:a.b.c.d (mapped) and 64:ff9b::a.b.c.d (NAT64) reach the IPv4 address inside them.
  if (top96 === 0xffffn || top96 === 0x64ff9b0000000000000000n) {
    const inner = Number(value & 0xffffffffn);
    return [inner >>> 24, (inner >>> 16) & 255, (inner >>> 8) & 255, inner & 255].join('.');
  }
  return new URL(`http://[${address.split('%')[0]}]/`).hostname.slice(1, -1);
}

/** Whether a canonical host is an IP address (IPv4 dotted or IPv6 without brackets). */
export const isIpHost = (host: string) => isIP(host) !== 0;
