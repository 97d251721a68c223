import { isApiError } from '@/lib/api-client';

/** The server's message for a failed call (already in the caller's language), or a fallback. */
export function messageOf(error: unknown, fallback: string): string {
  return isApiError(error) && error.message ? error.message : fallback;
}
