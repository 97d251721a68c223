import { RESERVED_SHORT_CODES, SHORT_CODE_PATTERN } from '@pustaka/contract';

const RESERVED = new Set(RESERVED_SHORT_CODES);

/** What the form says of a chosen code before sending it (the server decides; this only saves a round trip). */
export function codeProblem(raw: string): 'invalid' | 'reserved' | undefined {
  const code = raw.trim().toLowerCase();
  if (!code) return undefined;
  if (!SHORT_CODE_PATTERN.test(code)) return 'invalid';
  if (RESERVED.has(code)) return 'reserved';
  return undefined;
}

/** The host of an address for display, or the address itself when it cannot be read. */
export function hostOf(address: string): string {
  try {
    return new URL(address).host;
  } catch {
    return address;
  }
}
