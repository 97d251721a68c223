import { NETWORK_GRACE_MS } from './limits.ts';

/** When a whole quiz must be done, from its start on the server's clock; null without a limit. */
export function quizDeadline(startedAt: Date, limitSeconds: number | null): Date | null {
  return limitSeconds === null ? null : new Date(startedAt.getTime() + limitSeconds * 1_000);
}

/**
 * When one question must be answered. A question opens when the previous one was answered (or the
 * session started), as a player sees one question at a time; the earlier of it and the quiz's deadline.
 */
export function questionDeadline(
  openedAt: Date,
  limitSeconds: number | null,
  quizDeadlineAt: Date | null,
): Date | null {
  const own = limitSeconds === null ? null : new Date(openedAt.getTime() + limitSeconds * 1_000);
  if (!own) return quizDeadlineAt;
  if (!quizDeadlineAt) return own;
  return own < quizDeadlineAt ? own : quizDeadlineAt;
}

/** Whether something arriving now is in time: up to the deadline plus the network grace. */
export function isInTime(now: Date, deadline: Date | null, graceMs = NETWORK_GRACE_MS): boolean {
  return deadline === null || now.getTime() <= deadline.getTime() + graceMs;
}

/** Milliseconds left until a deadline (never negative); null without one. */
export function remainingMs(now: Date, deadline: Date | null): number | null {
  return deadline === null ? null : Math.max(0, deadline.getTime() - now.getTime());
}
