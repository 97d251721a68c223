import type { Principal } from '#platform/auth-guard.ts';

type Entry = { principal: Principal; validUntil: number; cachedAt: number };

/**
 * Principals by bearer token, so an authenticated request costs neither a database round trip nor a
 * signature check (jose's HMAC verification costs ~0.3 ms, more than the rest of a request). Only a token
 * string that was verified before is ever found here. It is only a cache: every change to a user or
 * session drops the entries on every process (EventBus), and entries age out after a short time in case a
 * notification is lost.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly maxAgeMs = 30_000,
    private readonly maxEntries = 50_000,
  ) {}

  get(token: string, now: number): Principal | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (now - entry.cachedAt > this.maxAgeMs || now >= entry.validUntil || now < entry.cachedAt) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.principal;
  }

  /** `validUntil`: the earlier of the token's and the session's expiry. */
  set(token: string, principal: Principal, validUntil: number, now: number): void {
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: dropping the first entry drops the oldest.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(token, { principal, validUntil, cachedAt: now });
  }

  dropSession(sessionId: string): void {
    for (const [token, entry] of this.entries) {
      if (entry.principal.sessionId === sessionId) this.entries.delete(token);
    }
  }

  dropUser(userId: number): void {
    for (const [token, entry] of this.entries) {
      if (entry.principal.userId === userId) this.entries.delete(token);
    }
  }
}
