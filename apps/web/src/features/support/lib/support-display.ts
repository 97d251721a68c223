import type { SupportPremiumDecision, SupportRequestStatus } from '@pustaka/contract';

type Tone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger' | 'info';

/** new waits for a first look, open is being worked on, answered waits for the sender, closed is done. */
export const STATUS_TONE: Record<SupportRequestStatus, Tone> = {
  new: 'info',
  open: 'warning',
  answered: 'success',
  closed: 'neutral',
};

export const DECISION_TONE: Record<SupportPremiumDecision, Tone> = {
  pending: 'warning',
  approved: 'success',
  declined: 'danger',
};

/** What a request's first-answer promise stands at. */
export type ResponsePromise =
  | { state: 'answered'; at: string }
  | { state: 'overdue'; since: string }
  | { state: 'due'; by: string };

/** Answered once a first answer exists; otherwise the server's overdue flag decides (it owns the clock). */
export function responsePromise(request: {
  first_response_due_at: string;
  first_responded_at: string | null;
  overdue: boolean;
}): ResponsePromise {
  if (request.first_responded_at) return { state: 'answered', at: request.first_responded_at };
  if (request.overdue) return { state: 'overdue', since: request.first_response_due_at };
  return { state: 'due', by: request.first_response_due_at };
}

/** A waiting time in its two largest units: days and hours, hours and minutes, or minutes. */
export function waitingParts(totalMinutes: number): { days: number; hours: number; minutes: number } {
  const minutes = Math.max(0, Math.floor(totalMinutes));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return { days, hours, minutes: 0 };
  return { days: 0, hours, minutes: minutes % 60 };
}

/** The sentence of `support.duration` that says a waiting time, with its counts, for `t`. */
export function waitingSentence(totalMinutes: number) {
  const { days, hours, minutes } = waitingParts(totalMinutes);
  if (days > 0) return { key: 'support.duration.daysHours', values: { days, hours } } as const;
  if (hours > 0) return { key: 'support.duration.hoursMinutes', values: { hours, minutes } } as const;
  if (minutes > 0) return { key: 'support.duration.minutes', values: { minutes } } as const;
  return { key: 'support.duration.underMinute', values: {} } as const;
}
