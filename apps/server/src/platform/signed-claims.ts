import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from './errors.ts';

/**
 * Claims sealed into an address as `payload.signature`, both base64url: the payload is the claims' JSON, the
 * signature an HMAC under a key derived from the auth secret and a purpose of its own, so a token signed for
 * one purpose (a file link, a lesson stream) passes for nothing else.
 */
export type ClaimsSeal = { sign(claims: object): string; open(token: string): Record<string, unknown> };

export function claimsSeal(secret: string, purpose: string, maxPayloadChars: number): ClaimsSeal {
  const key = createHmac('sha256', secret).update(purpose).digest();
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest();
  const shape = new RegExp(`^([A-Za-z0-9_-]{16,${maxPayloadChars}})\\.([A-Za-z0-9_-]{43})$`);
  return {
    sign(claims) {
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return `${payload}.${mac(payload).toString('base64url')}`;
    },
    /** The claims as signed, or LINK_INVALID for a malformed, forged or altered token; the caller checks their shape. */
    open(token) {
      const match = shape.exec(token);
      if (!match) throw new AppError('LINK_INVALID');
      const [, payload = '', signature = ''] = match;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        throw new AppError('LINK_INVALID');
      try {
        const raw: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
        if (typeof raw === 'object' && raw !== null && !Array.isArray(raw))
          return raw as Record<string, unknown>;
      } catch {
        // fall through: not JSON
      }
      throw new AppError('LINK_INVALID');
    },
  };
}

/** A row id as a claim: a positive integer that fits PostgreSQL's `integer`. */
export const isRowId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value <= 2_147_483_647;
