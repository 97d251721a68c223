import { fileTypeFromFile } from 'file-type';
import { listZipEntries } from './zip-entries.ts';

export const PPTX_MIME = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

export type Sniffed = { mime: string; ext: string };

/**
 * What a file really is, from its bytes; the name and the declared type are never trusted. Undefined when
 * the content matches no known type (plain text, for one).
 */
export async function sniffFile(path: string): Promise<Sniffed | undefined> {
  const detected = await fileTypeFromFile(path);
  if (!detected) return undefined;
  // file-type names a PPTX only when the presentation part comes early in the zip; some writers put it
  // late, and the file is then reported as a plain zip. The entry names settle it.
  if (detected.mime === 'application/zip' && (await isPptx(path))) return { mime: PPTX_MIME, ext: 'pptx' };
  return { mime: detected.mime, ext: detected.ext };
}

async function isPptx(path: string): Promise<boolean> {
  try {
    const names = new Set((await listZipEntries(path)).map((entry) => entry.name));
    return names.has('[Content_Types].xml') && names.has('ppt/presentation.xml');
  } catch {
    return false;
  }
}
