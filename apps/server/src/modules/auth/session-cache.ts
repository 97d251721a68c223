import type { Principal } from '../../platform/auth-guard.ts';

type Entry = { principal: Principal; sessionExpiresAt: number; cachedAt: number };

/**
 * Principals by session id, so an authenticated request costs no database round trip. It is only a cache:
 * every change to a user or session drops the entries on every process (EventBus), and entries also age
 * out after a short time in case a notification is lost.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly maxAgeMs = 30_000,
    private readonly maxEntries = 50_000,
  ) {}

  get(sessionId: string, now: number): Principal | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (now - entry.cachedAt > this.maxAgeMs || now >= entry.sessionExpiresAt) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return entry.principal;
  }

  set(principal: Principal, sessionExpiresAt: number, now: number): void {
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: dropping the first entry drops the oldest.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(principal.sessionId, { principal, sessionExpiresAt, cachedAt: now });
  }

  dropSession(sessionId: string): void {
    this.entries.delete(sessionId);
  }

  dropUser(userId: number): void {
    for (const [sessionId, entry] of this.entries) {
      if (entry.principal.userId === userId) this.entries.delete(sessionId);
    }
  }
}
