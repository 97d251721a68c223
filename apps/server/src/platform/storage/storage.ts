import type { Readable } from 'node:stream';

/** Where uploaded files live. Keys are slash-separated relative names such as `profile/12-abc.webp`. */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Undefined when the key does not exist. */
  read(key: string): Promise<{ body: Readable; size: number; contentType: string } | undefined>;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-zA-Z0-9][a-zA-Z0-9._-]*)+$/;

/** Rejects anything that could step outside the store (`..`, absolute paths, backslashes). */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
}
