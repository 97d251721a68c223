import { isApiError } from '@/lib/api-client';

/**
 * The day a used-up AI quota starts again, from a 429 AI_QUOTA_EXCEEDED: the server puts it in the details
 * when it can and always in its message (YYYY-MM-DD); null for any other error.
 */
export function quotaResetDate(error: unknown): string | null {
  if (!isApiError(error) || error.code !== 'AI_QUOTA_EXCEEDED') return null;
  const details = error.details as { reset_date?: unknown; resets_on?: unknown; date?: unknown } | null;
  for (const value of [details?.reset_date, details?.resets_on, details?.date]) {
    if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) return value.slice(0, 10);
  }
  return /\d{4}-\d{2}-\d{2}/.exec(error.message)?.[0] ?? null;
}
