/** The reviewer's reason for a rejection: 5 to 1000 characters once trimmed (ReviewDecisionSchema). */
export const REASON_MIN = 5;
export const REASON_MAX = 1000;

export function reasonProblem(reason: string): 'short' | 'long' | null {
  const length = reason.trim().length;
  if (length < REASON_MIN) return 'short';
  if (length > REASON_MAX) return 'long';
  return null;
}
