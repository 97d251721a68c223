import { useEffect, useState } from 'react';

/** How often a page waiting for a payment to land asks again. */
export const PAYMENT_POLL_MS = 2_000;
/** The gateway's notification may come late; after this long the page stops asking and says so. */
export const PAYMENT_POLL_LIMIT_MS = 3 * 60_000;

/**
 * A query's refetch interval while a payment is pending: every PAYMENT_POLL_MS until PAYMENT_POLL_LIMIT_MS
 * have passed, then false. Anything no longer pending cannot change by waiting, so it is not asked again.
 */
export function pendingPollInterval(pending: boolean, elapsedMs: number): number | false {
  if (!pending) return false;
  return elapsedMs < PAYMENT_POLL_LIMIT_MS ? PAYMENT_POLL_MS : false;
}

/** True once the page has waited longer than the polling limit; the timer only runs while it waits. */
export function usePollGaveUp(waiting: boolean): boolean {
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setGaveUp(true), PAYMENT_POLL_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  return gaveUp;
}
