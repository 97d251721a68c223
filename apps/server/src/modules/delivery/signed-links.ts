import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../platform/errors.ts';

/** A product file as uploaded, or a buyer's stamped copy of one. */
export type LinkTarget = { kind: 'file' | 'copy'; id: number };
export type LinkPurpose = 'download' | 'stream';

export type LinkClaims = {
  userId: number;
  target: LinkTarget;
  purpose: LinkPurpose;
  /** Seconds since the epoch. */
  expiresAt: number;
  /** A counted download's own id: what the address may still send is kept under it. */
  linkId?: string;
};

/** A download is fetched at once; a stream is read by a player that asks for ranges while it plays. */
export const LINK_TTL_SECONDS: Record<LinkPurpose, number> = { download: 5 * 60, stream: 30 * 60 };

const TOKEN_SHAPE = /^([A-Za-z0-9_-]{16,240})\.([A-Za-z0-9_-]{43})$/;

/** The key is derived from the auth secret, so a file link can never pass as a session token or the reverse. */
function linkKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('pustaka:file-links:v1').digest();
}

function mac(secret: string, payload: string): Buffer {
  return createHmac('sha256', linkKey(secret)).update(payload).digest();
}

/** `payload.signature`, both base64url: the payload names the user, the file, the purpose and the expiry. */
export function signLink(secret: string, claims: LinkClaims): string {
  const payload = Buffer.from(
    JSON.stringify({
      u: claims.userId,
      k: claims.target.kind === 'file' ? 'f' : 'c',
      i: claims.target.id,
      p: claims.purpose === 'download' ? 'd' : 's',
      e: claims.expiresAt,
      ...(claims.linkId ? { n: claims.linkId } : {}),
    }),
  ).toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value <= 2_147_483_647;

/**
 * The claims of a link this server signed, or LINK_INVALID (malformed, forged, altered) / LINK_EXPIRED.
 * Access is not decided here: the caller checks again that the user may still have the file.
 */
export function verifyLink(secret: string, token: string, now: Date): LinkClaims {
  const match = TOKEN_SHAPE.exec(token);
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
  const { u, k, i, p, e, n } = raw;
  if (!isId(u) || !isId(i) || (k !== 'f' && k !== 'c') || (p !== 'd' && p !== 's')) {
    throw new AppError('LINK_INVALID');
  }
  if (typeof e !== 'number' || !Number.isFinite(e)) throw new AppError('LINK_INVALID');
  if (n !== undefined && (typeof n !== 'string' || !/^[A-Za-z0-9_-]{16}$/.test(n)))
    throw new AppError('LINK_INVALID');
  if (e * 1000 <= now.getTime()) throw new AppError('LINK_EXPIRED');
  return {
    userId: u,
    target: { kind: k === 'f' ? 'file' : 'copy', id: i },
    purpose: p === 'd' ? 'download' : 'stream',
    expiresAt: e,
    ...(n === undefined ? {} : { linkId: n }),
  };
}

/** The address a signed link is fetched at. */
export const linkUrl = (token: string) => `/api/v2/files/signed/${token}`;
