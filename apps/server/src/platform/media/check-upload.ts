import { stat } from 'node:fs/promises';
import type { FileRole, OutlineItem, ProductFormat } from '@pustaka/contract';
import { AppError } from '#platform/errors.ts';
import { readAudioInfo, readVideoInfo } from './read-media-info.ts';
import { readPdfInfo } from './read-pdf-info.ts';
import { readSlidesInfo } from './read-slides-info.ts';
import { PPTX_MIME, sniffFile } from './sniff-file.ts';

/** What reading a file told us; which fields are set depends on its kind. */
export type UploadInfo = {
  pageCount?: number;
  outline?: OutlineItem[];
  durationSeconds?: number;
  width?: number;
  height?: number;
  slideCount?: number;
};

export type Kind = {
  /** The real type, as sniffed from the content. */
  mime: string;
  maxBytes: number;
  read: (path: string) => Promise<UploadInfo>;
};

const MB = 1024 * 1024;
const SAMPLE_MAX_BYTES = 50 * MB;

const ebook: Kind = { mime: 'application/pdf', maxBytes: 200 * MB, read: readPdfInfo };
const track: Kind = { mime: 'audio/mpeg', maxBytes: 500 * MB, read: readAudioInfo };
const mp4: Kind = { mime: 'video/mp4', maxBytes: 2048 * MB, read: readVideoInfo };
const webm: Kind = { mime: 'video/webm', maxBytes: 2048 * MB, read: readVideoInfo };
const pptx: Kind = { mime: PPTX_MIME, maxBytes: 200 * MB, read: readSlidesInfo };
const pdfDeck: Kind = { mime: 'application/pdf', maxBytes: 200 * MB, read: readSlidesInfo };
/** A sample is the same kind of file as the product, only smaller. */
const sample = (kind: Kind): Kind => ({ ...kind, maxBytes: SAMPLE_MAX_BYTES });

/** Which real file types each file role of each product format accepts, and how large each may be. */
export const acceptedKinds: Record<ProductFormat, Partial<Record<FileRole, Kind[]>>> = {
  PDF: { main: [ebook], sample: [sample(ebook)] },
  MP3: { track: [track], sample: [sample(track)] },
  CRS: { lesson: [mp4, webm], sample: [sample(mp4), sample(webm)] },
  PPT: { deck: [pptx, pdfDeck], sample: [sample(pptx), sample(pdfDeck)] },
};

/** The refusal of a file role its product's format does not use, named on the request field that chose it. */
export function roleNotTaken(format: ProductFormat, role: FileRole, field: string): AppError {
  return new AppError('VALIDATION_ERROR', {
    details: [
      {
        field,
        message: {
          id: `Format ${format} tidak memakai berkas "${role}"`,
          en: `Format ${format} does not take a "${role}" file`,
        },
      },
    ],
  });
}

function kindsFor(target: { role: FileRole; format: ProductFormat }): Kind[] {
  const kinds = acceptedKinds[target.format]?.[target.role];
  if (!kinds) throw roleNotTaken(target.format, target.role, 'role');
  return kinds;
}

/** The largest upload a role accepts, for the multipart limit (so an oversized body is cut off early). */
export function uploadLimitFor(target: { role: FileRole; format: ProductFormat }): number {
  return Math.max(...kindsFor(target).map((kind) => kind.maxBytes));
}

/**
 * Checks an uploaded file on local disk by its content: its real type must be one the role accepts
 * (415 UNSUPPORTED_MEDIA_TYPE otherwise), it must fit that type's size limit (413 PAYLOAD_TOO_LARGE), and
 * it must be readable as that type (422 UNPROCESSABLE_FILE). Returns the real type and what was read.
 */
export async function checkUpload(upload: {
  path: string;
  role: FileRole;
  format: ProductFormat;
}): Promise<{ mime: string; ext: string; info: UploadInfo }> {
  const kinds = kindsFor(upload);
  const sniffed = await sniffFile(upload.path);
  const kind = kinds.find((candidate) => candidate.mime === sniffed?.mime);
  if (!sniffed || !kind) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
      details: { accepted: [...new Set(kinds.map((k) => k.mime))], detected: sniffed?.mime ?? 'unknown' },
    });
  }
  const { size } = await stat(upload.path);
  if (size > kind.maxBytes)
    throw new AppError('PAYLOAD_TOO_LARGE', { details: { limit_bytes: kind.maxBytes } });
  return { mime: sniffed.mime, ext: sniffed.ext, info: await kind.read(upload.path) };
}
