import { AppError } from '#platform/errors.ts';
import { claimsSeal, isRowId } from '#platform/signed-claims.ts';

/**
 * Players and pdf.js fetch by address, without the bearer header: a content's file goes out by signed link.
 * `rendition` names the PDF drawn of a PowerPoint slides content instead of the file as uploaded.
 */
export type StreamClaims = {
  userId: number;
  contentId: number;
  preview: boolean;
  expiresAt: number;
  rendition?: boolean;
};

export const STREAM_TTL_SECONDS = 30 * 60;

// A purpose of its own: a stream link can pass for nothing else.
const seal = (secret: string) => claimsSeal(secret, 'pustaka:lms-streams:v1', 200);

export function signStream(secret: string, claims: StreamClaims): string {
  return seal(secret).sign({
    u: claims.userId,
    c: claims.contentId,
    p: claims.preview ? 1 : 0,
    e: claims.expiresAt,
    ...(claims.rendition ? { r: 1 } : {}),
  });
}

/** The claims of a link this server signed, or LINK_INVALID / LINK_EXPIRED. Access is checked again by the caller. */
export function verifyStream(secret: string, token: string, now: Date): StreamClaims {
  const { u, c, p, e, r } = seal(secret).open(token);
  if (!isRowId(u) || !isRowId(c) || (p !== 0 && p !== 1) || typeof e !== 'number')
    throw new AppError('LINK_INVALID');
  if (r !== undefined && r !== 1) throw new AppError('LINK_INVALID');
  if (e * 1000 <= now.getTime()) throw new AppError('LINK_EXPIRED');
  return { userId: u, contentId: c, preview: p === 1, expiresAt: e, rendition: r === 1 };
}
