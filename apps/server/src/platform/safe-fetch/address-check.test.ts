import { describe, expect, it } from 'vitest';
import { addressRefusal, isPublicAddress } from './address-check.ts';
import { checkUrl, safeFetch } from './safe-fetch.ts';

/** Hostile spellings of non-public addresses; the WHATWG URL parser turns the IPv4 ones into dotted quads. */
const HOSTILE_URLS = [
  'http://127.0.0.1/',
  'http://127.1/',
  'http://127.0.1/',
  'http://0x7f.1/',
  'http://0x7f000001/',
  'http://2130706433/',
  'http://017700000001/',
  'http://0177.0.0.1/',
  'http://127.000.000.001/',
  'http://localhost./',
  'http://[::1]/',
  'http://[0:0:0:0:0:0:0:1]/',
  'http://[::ffff:127.0.0.1]/',
  'http://[::ffff:7f00:1]/',
  'http://[::127.0.0.1]/',
  'http://[::ffff:169.254.169.254]/',
  'http://[64:ff9b::a9fe:a9fe]/',
  'http://[2002:a00:1::]/',
  'http://169.254.169.254/latest/meta-data/',
  'http://0xa9fea9fe/',
  'http://10.0.0.1/',
  'http://10.255.255.255/',
  'http://172.16.0.1/',
  'http://172.31.255.254/',
  'http://192.168.1.1/',
  'http://100.64.0.1/',
  'http://100.127.255.255/',
  'http://198.18.0.1/',
  'http://192.0.2.10/',
  'http://198.51.100.7/',
  'http://203.0.113.9/',
  'http://192.0.0.8/',
  'http://240.0.0.1/',
  'http://255.255.255.255/',
  'http://[fc00::1]/',
  'http://[fd12:3456::1]/',
  'http://[fe80::1]/',
  'http://[fec0::1]/',
  'http://[2001:db8::1]/',
  'http://[2001::1]/',
  'http://[2001:2::1]/',
  'http://[100::1]/',
  'http://0.0.0.0/',
  'http://0/',
  'http://[::]/',
  'http://224.0.0.1/',
  'http://239.255.255.250/',
  'http://[ff02::1]/',
  'http://[ff05::2]/',
];

/** `localhost.` and the like resolve through the system: map them as a resolver would. */
const toLoopback = async () => [{ address: '127.0.0.1', family: 4 }];

describe('the address check', () => {
  it.each(HOSTILE_URLS)('refuses %s', async (url) => {
    await expect(
      safeFetch(url, {
        kind: 'html',
        maxBytes: 1024,
        connectTimeoutMs: 500,
        totalTimeoutMs: 1000,
        resolver: toLoopback,
      }),
    ).rejects.toMatchObject({ code: 'FETCH_ADDRESS_BLOCKED' });
  });

  it('names why an address is refused', () => {
    expect(addressRefusal('127.0.0.1')).toBe('loopback');
    expect(addressRefusal('10.1.2.3')).toBe('private');
    expect(addressRefusal('100.64.0.1')).toBe('carrier-grade NAT');
    expect(addressRefusal('::ffff:10.0.0.1')).toBe('private (inside IPv6)');
    expect(addressRefusal('fe80::1%eth0')).toBe('link-local');
    expect(addressRefusal('fd00::1')).toBe('unique local (private)');
    expect(addressRefusal('ff02::1')).toBe('multicast');
    expect(addressRefusal('example.com')).toBe('not an address');
  });

  it('lets public addresses through, IPv4 and IPv6 and their mapped forms', () => {
    for (const address of [
      '93.184.216.34',
      '8.8.8.8',
      '1.1.1.1',
      '2606:4700:4700::1111',
      '::ffff:8.8.8.8',
      '2002:808:808::1',
      '172.32.0.1',
      '100.128.0.1',
    ]) {
      expect({ address, public: isPublicAddress(address) }).toEqual({ address, public: true });
    }
  });

  it('allows only http and https, on 80 and 443, without credentials', () => {
    const options = {};
    expect(() => checkUrl('file:///etc/passwd', options)).toThrow(
      expect.objectContaining({ code: 'FETCH_SCHEME_NOT_ALLOWED' }),
    );
    expect(() => checkUrl('gopher://example.com/', options)).toThrow(
      expect.objectContaining({ code: 'FETCH_SCHEME_NOT_ALLOWED' }),
    );
    expect(() => checkUrl('ftp://example.com/a.pdf', options)).toThrow(
      expect.objectContaining({ code: 'FETCH_SCHEME_NOT_ALLOWED' }),
    );
    expect(() => checkUrl('http://example.com:8080/', options)).toThrow(
      expect.objectContaining({ code: 'FETCH_PORT_NOT_ALLOWED' }),
    );
    expect(() => checkUrl('https://example.com:22/', options)).toThrow(
      expect.objectContaining({ code: 'FETCH_PORT_NOT_ALLOWED' }),
    );
    expect(() => checkUrl('http://user:pass@example.com/', options)).toThrow(
      expect.objectContaining({ code: 'FETCH_URL_INVALID' }),
    );
    expect(() => checkUrl('not a url', options)).toThrow(
      expect.objectContaining({ code: 'FETCH_URL_INVALID' }),
    );
    expect(checkUrl('https://example.com:443/a', options).href).toBe('https://example.com/a');
    expect(checkUrl('http://127.0.0.1:8123/', { allowedHosts: ['127.0.0.1:8123'] }).port).toBe('8123');
    expect(() => checkUrl('http://127.0.0.1:8124/', { allowedHosts: ['127.0.0.1:8123'] })).toThrow(
      expect.objectContaining({ code: 'FETCH_PORT_NOT_ALLOWED' }),
    );
  });
});
