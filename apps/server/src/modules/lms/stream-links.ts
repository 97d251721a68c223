import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../platform/errors.ts';

/** Players and pdf.js fetch by address, without the bearer header: a content's file goes out by signed link. */
export type StreamClaims = { userId: number; contentId: number; preview: boolean; expiresAt: number };

export const STREAM_TTL_SECONDS = 30 * 60;
const SHAPE = /^([A-Za-z0-9_-]{16,200})\.([A-Za-z0-9_-]{43})$/;

// Derived from the auth secret under a name of its own: a stream link can pass for nothing else.
const keyOf = (secret: string) => createHmac('sha256', secret).update('pustaka:lms-streams:v1').digest();
const mac = (secret: string, payload: string) => createHmac('sha256', keyOf(secret)).update(payload).digest();

export function signStream(secret: string, claims: StreamClaims): string {
  const payload = Buffer.from(
    JSON.stringify({ u: claims.userId, c: claims.contentId, p: claims.preview ? 1 : 0, e: claims.expiresAt }),
  ).toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value <= 2_147_483_647;

/** The claims of a link this server signed, or LINK_INVALID / LINK_EXPIRED. Access is checked again by the caller. */
export function verifyStream(secret: string, token: string, now: Date): StreamClaims {
  const match = SHAPE.exec(token);
  if (!match) throw new AppError('LINK_INVALID');
  const [, payload = '', signature = ''] = match;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new AppError('LINK_INVALID');
  let raw: Record<string, unknown>;
  try {
    raw = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw new AppError('LINK_INVALID');
  }
  const { u, c, p, e } = raw;
  if (!isId(u) || !isId(c) || (p !== 0 && p !== 1) || typeof e !== 'number')
    throw new AppError('LINK_INVALID');
  if (e * 1000 <= now.getTime()) throw new AppError('LINK_EXPIRED');
  return { userId: u, contentId: c, preview: p === 1, expiresAt: e };
}
