import type { Subscription } from '@pustaka/contract';
import { SUBSCRIPTION_CACHE_MS } from './subscription-rules';

/** sessionStorage key of the cached subscription list. */
export const SUBSCRIPTION_CACHE_KEY = 'subscription_state';

export interface CachedSubscriptions {
  userId: number;
  /** null when the last fetch failed. */
  subscriptions: Subscription[] | null;
  /** Why the last check failed (the error's text, or "Failed to verify subscription"); never stored. */
  failure?: string;
  checkedAt: number;
}

export function readSubscriptionCache(userId: number): CachedSubscriptions | null {
  try {
    const parsed = JSON.parse(
      sessionStorage.getItem(SUBSCRIPTION_CACHE_KEY) ?? 'null',
    ) as CachedSubscriptions | null;
    if (!parsed || parsed.userId !== userId || typeof parsed.checkedAt !== 'number') return null;
    return parsed;
  } catch {
    return null;
  }
}

export function writeSubscriptionCache(entry: CachedSubscriptions): void {
  try {
    sessionStorage.setItem(SUBSCRIPTION_CACHE_KEY, JSON.stringify(entry));
  } catch {
    // Storage full or disabled: the next check simply asks the server again.
  }
}

export function clearSubscriptionCache(): void {
  try {
    sessionStorage.removeItem(SUBSCRIPTION_CACHE_KEY);
  } catch {
    // Nothing stored.
  }
}

export function isCacheFresh(entry: CachedSubscriptions, now = Date.now()): boolean {
  return now - entry.checkedAt < SUBSCRIPTION_CACHE_MS;
}
