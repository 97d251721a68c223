import { safeReturnPath } from '@pustaka/contract';

/**
 * A `next` or redirect value the app may navigate to: a normalised path of this app, else the fallback. The
 * same rule as the server's (safeReturnPath in the contract), so `/x/..//evil.example` is refused on both.
 */
export function safeLocalPath(value: string | null | undefined, fallback = '/'): string {
  return safeReturnPath(value, fallback);
}

/** The current location as a `next` value. */
export function currentPath(location: { pathname: string; search: string; hash?: string }): string {
  return `${location.pathname}${location.search}${location.hash ?? ''}`;
}
