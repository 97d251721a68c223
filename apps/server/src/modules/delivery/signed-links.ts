import { AppError } from '#platform/errors.ts';
import { claimsSeal, isRowId } from '#platform/signed-claims.ts';

/**
 * A product file as uploaded, a buyer's stamped copy of one, or the PDF rendition of a PowerPoint deck (named
 * by the deck file's id: the rendition follows whatever deck that file is).
 */
export type LinkTarget = { kind: 'file' | 'copy' | 'rendition'; id: number };
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

/** The purpose is part of the key: a file link can never pass as a session token or the reverse. */
const seal = (secret: string) => claimsSeal(secret, 'pustaka:file-links:v1', 240);

const KIND_CODES = { file: 'f', copy: 'c', rendition: 'r' } as const;
const KINDS_BY_CODE = new Map<unknown, LinkTarget['kind']>([
  ['f', 'file'],
  ['c', 'copy'],
  ['r', 'rendition'],
]);

/** `payload.signature`, both base64url: the payload names the user, the file, the purpose and the expiry. */
export function signLink(secret: string, claims: LinkClaims): string {
  return seal(secret).sign({
    u: claims.userId,
    k: KIND_CODES[claims.target.kind],
    i: claims.target.id,
    p: claims.purpose === 'download' ? 'd' : 's',
    e: claims.expiresAt,
    ...(claims.linkId ? { n: claims.linkId } : {}),
  });
}

/**
 * The claims of a link this server signed, or LINK_INVALID (malformed, forged, altered) / LINK_EXPIRED.
 * Access is not decided here: the caller checks again that the user may still have the file.
 */
export function verifyLink(secret: string, token: string, now: Date): LinkClaims {
  const { u, k, i, p, e, n } = seal(secret).open(token);
  const kind = KINDS_BY_CODE.get(k);
  if (!isRowId(u) || !isRowId(i) || !kind || (p !== 'd' && p !== 's')) {
    throw new AppError('LINK_INVALID');
  }
  if (typeof e !== 'number' || !Number.isFinite(e)) throw new AppError('LINK_INVALID');
  if (n !== undefined && (typeof n !== 'string' || !/^[A-Za-z0-9_-]{16}$/.test(n)))
    throw new AppError('LINK_INVALID');
  if (e * 1000 <= now.getTime()) throw new AppError('LINK_EXPIRED');
  return {
    userId: u,
    target: { kind, id: i },
    purpose: p === 'd' ? 'download' : 'stream',
    expiresAt: e,
    ...(n === undefined ? {} : { linkId: n }),
  };
}

/** The address a signed link is fetched at. */
export const linkUrl = (token: string) => `/api/v2/files/signed/${token}`;
