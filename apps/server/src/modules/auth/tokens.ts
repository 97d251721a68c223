import { createHash, randomBytes } from 'node:crypto';

// jose loads with the first token signed or checked, not at start.
const loadJose = () => import('jose');

const ISSUER = 'pustaka';

export function newSessionId(): string {
  return randomBytes(24).toString('base64url');
}

export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: sha256(token) };
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export class TokenSigner {
  private readonly key: Uint8Array;
  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(claims: { userId: number; sessionId: string; expiresAt: Date }): Promise<string> {
    const { SignJWT } = await loadJose();
    return new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(Math.floor(claims.expiresAt.getTime() / 1000))
      .sign(this.key);
  }

  /** The session id, user id and expiry of a genuine, unexpired token; undefined for anything else. */
  async verify(
    token: string,
    now: Date,
  ): Promise<{ userId: number; sessionId: string; expiresAt: number } | undefined> {
    try {
      const { jwtVerify } = await loadJose();
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        currentDate: now,
      });
      const userId = Number(payload.sub);
      if (!Number.isSafeInteger(userId) || typeof payload.sid !== 'string' || !payload.exp) return undefined;
      return { userId, sessionId: payload.sid, expiresAt: payload.exp * 1000 };
    } catch {
      return undefined;
    }
  }
}
