import type { Readable } from 'node:stream';
import { AppError } from '#platform/errors.ts';

/** Inclusive byte offsets, as in HTTP's `Range: bytes=start-end`; no `end` means "to the last byte". */
export type ByteRange = { start: number; end?: number };

export type StoredObject = {
  /** The requested bytes. The caller must consume or destroy it, or the file handle / socket stays open. */
  body: Readable;
  /** The size of the whole object, not of the requested range (what Content-Range's `/total` needs). */
  size: number;
  contentType: string;
  /** Present when a range was asked for: the inclusive offsets actually returned, `end` clamped to size - 1. */
  range?: { start: number; end: number };
};

/**
 * Where uploaded files live. Keys are slash-separated relative names such as `profile/12-abc.webp`.
 * Every method works in constant memory except `put`, which is for bodies already in memory (images).
 * Objects are private: they leave only through routes that check access.
 */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Streams a file from disk into the store (uploads of up to 2 GB); the local file is left in place. */
  putFile(key: string, localPath: string, contentType: string): Promise<void>;
  /**
   * Undefined when the key does not exist. Throws RangeNotSatisfiableError when `range.start` lies past the
   * last byte, so a route can answer 416 and name the object's size in Content-Range.
   */
  read(key: string, range?: ByteRange): Promise<StoredObject | undefined>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Releases connections; called when the app closes. */
  close(): Promise<void>;
}

/** A range starting at or past the end of the object. */
export class RangeNotSatisfiableError extends Error {
  constructor(readonly size: number) {
    super(`Range not satisfiable for an object of ${size} bytes`);
    this.name = 'RangeNotSatisfiableError';
  }
}

const SAFE_KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-zA-Z0-9][a-zA-Z0-9._-]*)+$/;
/** Local storage keeps a sidecar `<key>.type` and writes through `<key>.<random>.tmp`; keys may not look like either. */
const RESERVED_SUFFIX = /\.(type|tmp)$/;

/**
 * Rejects anything that could step outside the store (`..`, absolute paths, backslashes) or clash with the
 * local store's own files. Keys are built by the server, but a key built from anything a request carried
 * must still fail as a refused request (400), never as a server error.
 */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..') || RESERVED_SUFFIX.test(key)) {
    throw new AppError('STORAGE_KEY_INVALID');
  }
}

/** Programming errors (a negative offset, end before start) are thrown; HTTP input goes through parseRange first. */
export function assertValidRange(range: ByteRange): void {
  const { start, end } = range;
  if (
    !Number.isSafeInteger(start) ||
    start < 0 ||
    (end !== undefined && (!Number.isSafeInteger(end) || end < start))
  ) {
    throw new RangeError(`Invalid byte range: ${start}-${end ?? ''}`);
  }
}

/**
 * Reads a `Range` request header. Returns undefined for anything other than one `bytes=start-[end]` range
 * or, when the object's size is known, one suffix range `bytes=-n` (the last n bytes, which some players
 * ask for); the route then sends the whole object with 200, which HTTP allows for any range it chooses
 * not to serve.
 */
export function parseRange(header: string | undefined, size?: number): ByteRange | undefined {
  const suffix = header?.trim().match(/^bytes=-(\d{1,15})$/);
  if (suffix && size !== undefined) {
    const length = Number(suffix[1]);
    return length === 0 ? undefined : { start: Math.max(0, size - length), end: size - 1 };
  }
  const match = header?.trim().match(/^bytes=(\d{1,15})-(\d{0,15})$/);
  if (!match) return undefined;
  const start = Number(match[1]);
  const end = match[2] ? Number(match[2]) : undefined;
  if (end !== undefined && end < start) return undefined;
  return end === undefined ? { start } : { start, end };
}
