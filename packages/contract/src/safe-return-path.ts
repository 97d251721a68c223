/**
 * Where the app may send a browser that names its own destination (`?next=`, `return_to`, a verification
 * link's redirect): only a path of this app. The server and the web app both use this one function, so they
 * agree on every input.
 *
 * The value is normalised before it is judged, because browsers and routers normalise it before they follow
 * it: `/x/..//evil.example` resolves to `//evil.example`, a protocol-relative address of another site;
 * `%2e%2e` is a dot segment; `%2f` and `%5c` may be decoded by whoever reads the path next; tabs and
 * newlines are dropped by browsers (`/\t/evil.example`). So the value must be a path that starts with
 * exactly one `/`, holds no backslash, no whitespace and no control or invisible formatting character, and
 * still starts with one `/` after its dot segments are resolved; every decoding of it must pass the same
 * test, except that it may hold spaces and the like (`?q=a%20b` is a fine search).
 */

/** Longer values are no page of this app. */
export const RETURN_PATH_MAX = 1_000;

const FORBIDDEN = /[\\\s\p{Cc}\p{Cf}]/u;
const FORBIDDEN_DECODED = /[\\\p{Cc}]/u;
/** Any origin works: only whether the resolved address stays on it matters. */
const BASE = 'http://app.invalid';
/** `%252f` decodes to `%2f`, then to `/`: a few rounds cover any reader that decodes again. */
const DECODE_ROUNDS = 3;

/** The path with its dot segments resolved (query and fragment kept), or undefined if it leaves the app. */
function resolved(value: string, forbidden = FORBIDDEN): string | undefined {
  if (!value.startsWith('/') || value.startsWith('//') || forbidden.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE || url.pathname.startsWith('//')) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The value as a normalised path of this app (dot segments resolved, nothing else rewritten), or
 * `fallback` when it is missing or could lead anywhere else.
 */
export function safeReturnPath(value: string | null | undefined, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > RETURN_PATH_MAX) return fallback;
  const normalised = resolved(value);
  if (normalised === undefined) return fallback;
  let decoded = value;
  for (let round = 0; round < DECODE_ROUNDS && decoded.includes('%'); round++) {
    decoded = decodeLeniently(decoded);
    if (resolved(decoded, FORBIDDEN_DECODED) === undefined) return fallback;
  }
  return normalised;
}

/** Every run of `%XX` that is valid UTF-8 decoded, the rest left as it is (as lenient readers do). */
function decodeLeniently(value: string): string {
  return value.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

const REFUSED = '\u0000refused';

/** Whether the value is one `safeReturnPath` keeps (possibly with its dot segments resolved). */
export const isSafeReturnPath = (value: string) => safeReturnPath(value, REFUSED) !== REFUSED;
