/**
 * A `next` / `redirect` target is followed only when it is a path inside this app: one leading slash, never
 * `//`, a backslash or a scheme. The same rule as LocalPathSchema in the contract.
 */
export function safeLocalPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || value.length > 500) return fallback;
  return /^\/(?![/\\])[^\s]*$/.test(value) ? value : fallback;
}

/** The current location as a `next` value. */
export function currentPath(location: { pathname: string; search: string; hash?: string }): string {
  return `${location.pathname}${location.search}${location.hash ?? ''}`;
}
