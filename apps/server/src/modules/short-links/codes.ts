import { randomInt } from 'node:crypto';
import {
  RESERVED_SHORT_CODES,
  SHORT_CODE_ALPHABET,
  SHORT_CODE_PATTERN,
  SHORT_CODE_RANDOM_LENGTH,
} from '@pustaka/contract';
import { AppError } from '#platform/errors.ts';

/** The app's own first path segments and kept words, in one set (from the contract's one list). */
export const RESERVED = new Set(RESERVED_SHORT_CODES);

/**
 * What the redirect route's path may look like: a wider net than a valid code (any case, any length up to
 * 64), so that a mistyped code still gets the app's 404 page. Anything else (a dot, a slash, a non-ASCII
 * letter) is never a short link and goes on to the static files and the web app.
 */
export const REDIRECT_SEGMENT = '^[A-Za-z0-9-]{1,64}$';

/** A code as it is stored: codes compare without case. */
export const normaliseCode = (code: string) => code.toLowerCase();

export const isReservedCode = (code: string) => RESERVED.has(normaliseCode(code));

/**
 * Checks a code a user chose and returns it as stored. Only ASCII letters, digits and inner hyphens: a
 * Cyrillic "а" or a full-width letter that looks like a Latin one is refused, never folded into it.
 */
export function chosenCode(raw: string): string {
  const code = raw.normalize('NFC').toLowerCase();
  if (!SHORT_CODE_PATTERN.test(code)) throw new AppError('SHORT_CODE_INVALID');
  if (RESERVED.has(code)) throw new AppError('SHORT_CODE_RESERVED');
  return code;
}

/** A random code from the look-alike-free alphabet: 31^7 ≈ 2.7·10^10 codes, so collisions are rare. */
export function randomCode(length = SHORT_CODE_RANDOM_LENGTH): string {
  let code = '';
  for (let i = 0; i < length; i++) code += SHORT_CODE_ALPHABET[randomInt(SHORT_CODE_ALPHABET.length)];
  // A random code never spells a reserved word (they are longer or contain letters the alphabet lacks,
  // but the check keeps that true whatever the list becomes).
  return RESERVED.has(code) ? randomCode(length) : code;
}
