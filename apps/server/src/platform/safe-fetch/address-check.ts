import { isIP } from 'node:net';

/**
 * Which addresses an outgoing fetch may connect to: public unicast only. IPv4 is checked against the
 * special-purpose registry (RFC 6890 and its successors); IPv6 must be global unicast (2000::/3) outside
 * its special blocks, and the forms that carry an IPv4 address inside (mapped, compatible, NAT64, 6to4)
 * are judged by that address.
 */

type Block = { base: bigint; bits: number; bitsTotal: 32 | 128; name: string };

const v4 = (cidr: string, name: string): Block => {
  const [address = '', bits = '32'] = cidr.split('/');
  return { base: BigInt(ipv4ToNumber(address) ?? 0), bits: Number(bits), bitsTotal: 32, name };
};
const v6 = (cidr: string, name: string): Block => {
  const [address = '', bits = '128'] = cidr.split('/');
  return { base: ipv6ToBigInt(address) ?? 0n, bits: Number(bits), bitsTotal: 128, name };
};

const IPV4_BLOCKS: Block[] = [
  v4('0.0.0.0/8', 'unspecified ("this network")'),
  v4('10.0.0.0/8', 'private'),
  v4('100.64.0.0/10', 'carrier-grade NAT'),
  v4('127.0.0.0/8', 'loopback'),
  v4('169.254.0.0/16', 'link-local'),
  v4('172.16.0.0/12', 'private'),
  v4('192.0.0.0/24', 'IETF protocol assignments'),
  v4('192.0.2.0/24', 'documentation'),
  v4('192.31.196.0/24', 'AS112'),
  v4('192.52.193.0/24', 'AMT'),
  v4('192.88.99.0/24', '6to4 relay anycast'),
  v4('192.168.0.0/16', 'private'),
  v4('192.175.48.0/24', 'AS112'),
  v4('198.18.0.0/15', 'benchmarking'),
  v4('198.51.100.0/24', 'documentation'),
  v4('203.0.113.0/24', 'documentation'),
  v4('224.0.0.0/4', 'multicast'),
  v4('240.0.0.0/4', 'reserved'),
];

/** Blocks inside 2000::/3; everything outside it (loopback, link-local, ULA, multicast ...) is refused anyway. */
const IPV6_BLOCKS: Block[] = [
  v6('2001::/23', 'IETF protocol assignments (Teredo, benchmarking, ORCHID)'),
  v6('2001:db8::/32', 'documentation'),
  v6('3fff::/20', 'documentation'),
];
const GLOBAL_UNICAST = v6('2000::/3', 'global unicast');

function inBlock(value: bigint, block: Block): boolean {
  const shift = BigInt(block.bitsTotal - block.bits);
  return value >> shift === block.base >> shift;
}

export function ipv4ToNumber(address: string): number | undefined {
  const parts = address.split('.');
  if (parts.length !== 4) return undefined;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return undefined;
    value = value * 256 + Number(part);
  }
  return value;
}

/** The 128-bit value of an IPv6 address in any of its textual forms (zone ids are dropped), or undefined. */
export function ipv6ToBigInt(address: string): bigint | undefined {
  let text = (address.split('%')[0] ?? '').toLowerCase();
  const lastColon = text.lastIndexOf(':');
  const tail = text.slice(lastColon + 1);
  if (tail.includes('.')) {
    const embedded = ipv4ToNumber(tail);
    if (embedded === undefined) return undefined;
    text = `${text.slice(0, lastColon + 1)}${(embedded >>> 16).toString(16)}:${(embedded & 0xffff).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const head = halves[0] ? halves[0].split(':') : [];
  const rest = halves.length === 2 ? (halves[1] ? halves[1].split(':') : []) : undefined;
  const missing = 8 - head.length - (rest?.length ?? 0);
  if (rest !== undefined && missing < 1) return undefined;
  const groups = rest === undefined ? head : [...head, ...Array<string>(missing).fill('0'), ...rest];
  if (groups.length !== 8) return undefined;
  let value = 0n;
  for (const group of groups) {
    if (!/^[0-9a-f]{1,4}$/.test(group)) return undefined;
    value = (value << 16n) | BigInt(Number.parseInt(group, 16));
  }
  return value;
}

const low32 = (value: bigint) => Number(value & 0xffffffffn);

function ipv4Refusal(value: number): string | undefined {
  return IPV4_BLOCKS.find((block) => inBlock(BigInt(value), block))?.name;
}

function ipv6Refusal(value: bigint): string | undefined {
  const top96 = value >> 32n;
  // ::ffff:a.b.c.d (mapped) and 64:ff9b::a.b.c.d (NAT64) reach the IPv4 address inside them.
  if (top96 === 0xffffn || top96 === 0x64ff9b0000000000000000n) {
    const inner = ipv4Refusal(low32(value));
    return inner && `${inner} (inside IPv6)`;
  }
  // ::a.b.c.d (IPv4-compatible, deprecated) includes :: and ::1.
  if (top96 === 0n) return value <= 1n ? (value === 0n ? 'unspecified' : 'loopback') : 'IPv4-compatible';
  // 2002:aabb:ccdd::/48 (6to4) routes to aa.bb.cc.dd.
  if (value >> 112n === 0x2002n) {
    const inner = ipv4Refusal(Number((value >> 80n) & 0xffffffffn));
    return inner && `${inner} (inside 6to4)`;
  }
  if (!inBlock(value, GLOBAL_UNICAST)) {
    if (value >> 120n === 0xffn) return 'multicast';
    if (value >> 118n === 0x3fan) return 'link-local';
    if (value >> 121n === 0x7en) return 'unique local (private)';
    return 'not global unicast';
  }
  return IPV6_BLOCKS.find((block) => inBlock(value, block))?.name;
}

/**
 * Why an address must not be connected to ("loopback", "private", ...), or undefined for a public one.
 * Anything that is not an IP address at all is refused too.
 */
export function addressRefusal(address: string): string | undefined {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = isIP(bare.split('%')[0] ?? '');
  if (family === 4) {
    const value = ipv4ToNumber(bare);
    return value === undefined ? 'not an address' : ipv4Refusal(value);
  }
  if (family === 6) {
    const value = ipv6ToBigInt(bare);
    return value === undefined ? 'not an address' : ipv6Refusal(value);
  }
  return 'not an address';
}

export const isPublicAddress = (address: string) => addressRefusal(address) === undefined;
