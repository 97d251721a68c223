import { readPdfInfo } from './read-pdf-info.ts';
import { sniffFile } from './sniff-file.ts';
import { unreadable } from './unreadable.ts';
import { listZipEntries } from './zip-entries.ts';

export type SlidesInfo = { slideCount: number };

const SLIDE_PART = /^ppt\/slides\/slide\d+\.xml$/;

/** The number of slides of a PPTX deck (its slide parts) or of a PDF deck (its pages). */
export async function readSlidesInfo(path: string): Promise<SlidesInfo> {
  const sniffed = await sniffFile(path);
  if (sniffed?.mime === 'application/pdf') return { slideCount: (await readPdfInfo(path)).pageCount };
  const entries = await listZipEntries(path);
  const slideCount = entries.filter((entry) => SLIDE_PART.test(entry.name)).length;
  if (slideCount === 0) throw unreadable('NO_SLIDES');
  return { slideCount };
}
