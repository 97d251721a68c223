import type yauzl from 'yauzl';
import { unreadable } from './unreadable.ts';

/**
 * Office documents are zips. Only the central directory is read (never a compressed body), and a zip that
 * declares more entries or more uncompressed bytes than any real deck would is refused outright, so a zip
 * bomb is stopped before anything downstream (a thumbnailer, a converter) would try to inflate it.
 */
export const ZIP_LIMITS = { maxEntries: 10_000, maxUncompressedBytes: 2 * 1024 ** 3 };

export type ZipEntry = { name: string; uncompressedSize: number };

export async function listZipEntries(path: string, limits = ZIP_LIMITS): Promise<ZipEntry[]> {
  // Loaded with the first zip rather than with the server: most starts never read one.
  const { default: reader } = await import('yauzl');
  const zip = await reader.openPromise(path, { lazyEntries: true, autoClose: true }).catch(() => {
    throw unreadable('ZIP_UNREADABLE');
  });
  if (zip.entryCount > limits.maxEntries) {
    zip.close();
    throw unreadable('ZIP_TOO_LARGE');
  }
  return new Promise<ZipEntry[]>((resolve, reject) => {
    const entries: ZipEntry[] = [];
    let total = 0;
    const fail = (reason: 'ZIP_UNREADABLE' | 'ZIP_TOO_LARGE') => {
      zip.close();
      reject(unreadable(reason));
    };
    zip.on('entry', (entry: yauzl.Entry) => {
      total += entry.uncompressedSize;
      if (total > limits.maxUncompressedBytes) return fail('ZIP_TOO_LARGE');
      entries.push({ name: entry.fileName, uncompressedSize: entry.uncompressedSize });
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', () => fail('ZIP_UNREADABLE'));
    zip.readEntry();
  });
}
