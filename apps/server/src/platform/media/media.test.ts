import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '#platform/errors.ts';
import { makeMp3, makeMp4, makePdf, makePptx, makeWebm, type OutlineSpec } from './fixtures.ts';
import {
  checkUpload,
  PPTX_MIME,
  readAudioInfo,
  readPdfInfo,
  readSlidesInfo,
  readVideoInfo,
  sniffFile,
  uploadLimitFor,
} from './index.ts';
import { listZipEntries } from './zip-entries.ts';

const OUTLINE: OutlineSpec[] = [
  {
    title: 'Bab 1 Pengantar',
    page: 1,
    items: [
      { title: 'Tujuan Pembelajaran', page: 2, items: [] },
      { title: 'Ringkasan — “Kata Kunci”', page: 2, items: [] },
    ],
  },
  { title: 'Bab 2 Praktik', page: 3, items: [] },
  { title: 'Tautan ke situs', page: null, items: [] },
];

let dir: string;
const files = {} as Record<
  | 'pdf'
  | 'mp3'
  | 'mp4'
  | 'webm'
  | 'pptx'
  | 'quotedPptx'
  | 'zip'
  | 'zipBomb'
  | 'textAsPdf'
  | 'pngAsPdf'
  | 'brokenPdf'
  | 'bigSample',
  string
>;

async function save(name: string, data: Buffer | string): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, data);
  return file;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'pustaka-media-'));
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  const slideXml = '<p:sld xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"/>';
  Object.assign(files, {
    pdf: await save('buku.pdf', await makePdf({ pages: 3, outline: OUTLINE, title: 'Belajar Bersama' })),
    mp3: await save('lagu.mp3', await makeMp3({ seconds: 2, frequency: 440 })),
    mp4: await save(
      'pelajaran.mp4',
      await makeMp4({ seconds: 2, width: 320, height: 180, title: 'Pelajaran 1' }),
    ),
    webm: await save('rekaman.webm', makeWebm({ durationMs: 1500, width: 640, height: 360 })),
    pptx: await save('materi.pptx', await makePptx({ slides: 4 })),
    quotedPptx: await save(
      'kutip-tunggal.pptx',
      makeZip(
        [
          { name: 'ppt/presentation.xml', data: '<p:presentation/>' },
          { name: 'ppt/slides/slide1.xml', data: slideXml },
          { name: 'ppt/slides/slide2.xml', data: slideXml },
          { name: 'ppt/slides/_rels/slide1.xml.rels', data: '<Relationships/>' },
          // Valid XML, but file-type looks for the main part's type in double quotes only.
          { name: '[Content_Types].xml', data: CONTENT_TYPES.replaceAll('"', "'") },
        ],
        { dataDescriptors: true },
      ),
    ),
    zip: await save('arsip.pptx', makeZip([{ name: 'catatan.txt', data: 'bukan presentasi' }])),
    zipBomb: await save(
      'bom.pptx',
      makeZip([
        { name: '[Content_Types].xml', data: CONTENT_TYPES },
        { name: 'ppt/presentation.xml', data: '<p:presentation/>' },
        { name: 'ppt/slides/slide1.xml', data: slideXml, declaredSize: 3_000_000_000 },
      ]),
    ),
    textAsPdf: await save('catatan.pdf', 'Ini hanya teks biasa, bukan PDF.\n'.repeat(20)),
    pngAsPdf: await save('gambar.pdf', png),
    brokenPdf: await save('rusak.pdf', Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4096, 0x5a)])),
    bigSample: await save('contoh-besar.pdf', await makePdf({ pages: 1 })),
  });
  // Sparse: 51 MB on paper, a few kilobytes on disk.
  await truncate(files.bigSample, 51 * 1024 * 1024);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The AppError a promise rejects with, for asserting its code, status and details. */
async function appErrorOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('sniffFile', () => {
  it('names files by their content, whatever they are called', async () => {
    expect(await sniffFile(files.pdf)).toEqual({ mime: 'application/pdf', ext: 'pdf' });
    expect(await sniffFile(files.mp3)).toEqual({ mime: 'audio/mpeg', ext: 'mp3' });
    expect(await sniffFile(files.mp4)).toEqual({ mime: 'video/mp4', ext: 'mp4' });
    expect(await sniffFile(files.webm)).toEqual({ mime: 'video/webm', ext: 'webm' });
    expect(await sniffFile(files.pptx)).toEqual({ mime: PPTX_MIME, ext: 'pptx' });
    expect(await sniffFile(files.pngAsPdf)).toEqual({ mime: 'image/png', ext: 'png' });
    expect(await sniffFile(files.textAsPdf)).toBeUndefined();
  });

  it('recognises a PPTX that file-type alone takes for a plain zip, by its entries', async () => {
    expect((await fileTypeFromFile(files.quotedPptx))?.mime).toBe('application/zip');
    expect(await sniffFile(files.quotedPptx)).toEqual({ mime: PPTX_MIME, ext: 'pptx' });
    expect(await sniffFile(files.zip)).toEqual({ mime: 'application/zip', ext: 'zip' });
  });
});

describe('readPdfInfo', () => {
  // Taken before any test here loads pdf.js.
  const builtIns = { push: Array.prototype.push, stringify: JSON.stringify, parse: JSON.parse };

  it('leaves the built-ins of the process as Node made them', async () => {
    await readPdfInfo(files.pdf);
    expect({ push: Array.prototype.push, stringify: JSON.stringify, parse: JSON.parse }).toEqual(builtIns);
  });

  it('reads the page count and the two-level outline with 1-based pages', async () => {
    expect(await readPdfInfo(files.pdf)).toEqual({ pageCount: 3, outline: OUTLINE });
  });

  it('gives an empty outline for a PDF without bookmarks', async () => {
    const plain = await save('tanpa-daftar.pdf', await makePdf({ pages: 2 }));
    expect(await readPdfInfo(plain)).toEqual({ pageCount: 2, outline: [] });
  });

  it('throws UNPROCESSABLE_FILE for a file that only starts like a PDF', async () => {
    const error = await appErrorOf(readPdfInfo(files.brokenPdf));
    expect(error).toMatchObject({
      code: 'UNPROCESSABLE_FILE',
      status: 422,
      details: { reason: 'PDF_UNREADABLE' },
    });
  });

  it('throws UNPROCESSABLE_FILE for a file that is not a PDF at all', async () => {
    expect((await appErrorOf(readPdfInfo(files.pngAsPdf))).status).toBe(422);
  });
});

describe('readAudioInfo and readVideoInfo', () => {
  it('reads two seconds of generated MP3 as about two seconds', async () => {
    const { durationSeconds } = await readAudioInfo(files.mp3);
    expect(durationSeconds).toBeGreaterThan(1.9);
    expect(durationSeconds).toBeLessThan(2.1);
  });

  it('reads the duration and frame size of an H.264 MP4 that has no audio track', async () => {
    const info = await readVideoInfo(files.mp4);
    expect(info).toMatchObject({ width: 320, height: 180 });
    expect(info.durationSeconds).toBeCloseTo(2, 1);
  });

  it('reads the duration and frame size of a WebM', async () => {
    expect(await readVideoInfo(files.webm)).toEqual({ durationSeconds: 1.5, width: 640, height: 360 });
  });

  it('refuses a WebM that does not say how long it is', async () => {
    const recording = await save(
      'tanpa-durasi.webm',
      makeWebm({ durationMs: null, width: 640, height: 360 }),
    );
    expect((await appErrorOf(readVideoInfo(recording))).details).toEqual({ reason: 'DURATION_UNKNOWN' });
  });

  it('refuses a file that is no audio with UNPROCESSABLE_FILE', async () => {
    expect((await appErrorOf(readAudioInfo(files.textAsPdf))).code).toBe('UNPROCESSABLE_FILE');
    expect((await appErrorOf(readVideoInfo(files.textAsPdf))).code).toBe('UNPROCESSABLE_FILE');
  });
});

describe('readSlidesInfo', () => {
  it('counts the slides of a PPTX, of a PDF deck, and of a PPTX written by another tool', async () => {
    expect(await readSlidesInfo(files.pptx)).toEqual({ slideCount: 4 });
    expect(await readSlidesInfo(files.pdf)).toEqual({ slideCount: 3 });
    expect(await readSlidesInfo(files.quotedPptx)).toEqual({ slideCount: 2 });
  });

  it('refuses a zip that declares more than any deck could hold, without inflating it', async () => {
    expect((await appErrorOf(readSlidesInfo(files.zipBomb))).details).toEqual({ reason: 'ZIP_TOO_LARGE' });
  });

  it('refuses a zip with too many entries', async () => {
    const limits = { maxEntries: 3, maxUncompressedBytes: 1024 ** 3 };
    expect((await appErrorOf(listZipEntries(files.quotedPptx, limits))).details).toEqual({
      reason: 'ZIP_TOO_LARGE',
    });
    expect(await listZipEntries(files.quotedPptx, { ...limits, maxEntries: 5 })).toHaveLength(5);
  });
});

describe('checkUpload', () => {
  it('accepts an ebook and returns its pages and outline', async () => {
    expect(await checkUpload({ path: files.pdf, role: 'main', format: 'PDF' })).toEqual({
      mime: 'application/pdf',
      ext: 'pdf',
      info: { pageCount: 3, outline: OUTLINE },
    });
  });

  it('accepts an MP3 track with its duration', async () => {
    const checked = await checkUpload({ path: files.mp3, role: 'track', format: 'MP3' });
    expect(checked).toMatchObject({ mime: 'audio/mpeg', ext: 'mp3' });
    expect(checked.info.durationSeconds).toBeCloseTo(2, 0);
  });

  it('accepts MP4 and WebM lessons', async () => {
    const mp4 = await checkUpload({ path: files.mp4, role: 'lesson', format: 'CRS' });
    expect(mp4).toMatchObject({ mime: 'video/mp4', ext: 'mp4', info: { width: 320, height: 180 } });
    const webm = await checkUpload({ path: files.webm, role: 'sample', format: 'CRS' });
    expect(webm).toMatchObject({ mime: 'video/webm', ext: 'webm', info: { durationSeconds: 1.5 } });
  });

  it('accepts a deck as PPTX or as PDF, counting its slides', async () => {
    expect(await checkUpload({ path: files.pptx, role: 'deck', format: 'PPT' })).toEqual({
      mime: PPTX_MIME,
      ext: 'pptx',
      info: { slideCount: 4 },
    });
    expect(await checkUpload({ path: files.pdf, role: 'sample', format: 'PPT' })).toMatchObject({
      mime: 'application/pdf',
      info: { slideCount: 3 },
    });
  });

  it('answers 415 for text or an image named .pdf, naming what it really is', async () => {
    const text = await appErrorOf(checkUpload({ path: files.textAsPdf, role: 'main', format: 'PDF' }));
    expect(text).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      status: 415,
      details: { accepted: ['application/pdf'], detected: 'unknown' },
    });
    const png = await appErrorOf(checkUpload({ path: files.pngAsPdf, role: 'main', format: 'PDF' }));
    expect(png).toMatchObject({ status: 415, details: { detected: 'image/png' } });
  });

  it('answers 415 for a real file of a kind the role does not take', async () => {
    expect((await appErrorOf(checkUpload({ path: files.pdf, role: 'track', format: 'MP3' }))).status).toBe(
      415,
    );
    expect((await appErrorOf(checkUpload({ path: files.mp3, role: 'lesson', format: 'CRS' }))).status).toBe(
      415,
    );
    expect((await appErrorOf(checkUpload({ path: files.zip, role: 'deck', format: 'PPT' }))).status).toBe(
      415,
    );
  });

  it('answers 422 for a file that starts like a PDF and then is garbage', async () => {
    const error = await appErrorOf(checkUpload({ path: files.brokenPdf, role: 'main', format: 'PDF' }));
    expect(error).toMatchObject({ code: 'UNPROCESSABLE_FILE', status: 422 });
  });

  it('answers 422 for a zip bomb posing as a deck', async () => {
    const error = await appErrorOf(checkUpload({ path: files.zipBomb, role: 'deck', format: 'PPT' }));
    expect(error).toMatchObject({ status: 422, details: { reason: 'ZIP_TOO_LARGE' } });
  });

  it('answers 413 for a sample over 50 MB, though a main file of that size is fine', async () => {
    const error = await appErrorOf(checkUpload({ path: files.bigSample, role: 'sample', format: 'PDF' }));
    expect(error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      status: 413,
      details: { limit_bytes: 50 * 1024 ** 2 },
    });
  });

  it('knows the size limit of each role, and refuses a role the format does not have', () => {
    const MB = 1024 * 1024;
    expect(uploadLimitFor({ role: 'main', format: 'PDF' })).toBe(200 * MB);
    expect(uploadLimitFor({ role: 'track', format: 'MP3' })).toBe(500 * MB);
    expect(uploadLimitFor({ role: 'lesson', format: 'CRS' })).toBe(2048 * MB);
    expect(uploadLimitFor({ role: 'deck', format: 'PPT' })).toBe(200 * MB);
    expect(uploadLimitFor({ role: 'sample', format: 'CRS' })).toBe(50 * MB);
    expect(() => uploadLimitFor({ role: 'track', format: 'PDF' })).toThrow(AppError);
  });
});

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/>
</Types>`;

/**
 * A zip written by hand, so a test can produce what ordinary writers would not: sizes deferred to data
 * descriptors (as streaming writers do), or a central directory that declares a size the data does not have.
 */
function makeZip(
  entries: { name: string; data: string; declaredSize?: number }[],
  options: { dataDescriptors?: boolean } = {},
): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const raw = Buffer.from(entry.data);
    const data = deflateRawSync(raw);
    const crc = crc32(raw);
    const size = entry.declaredSize ?? raw.length;
    const flags = options.dataDescriptors ? 0x0008 : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(options.dataDescriptors ? 0 : crc, 14);
    local.writeUInt32LE(options.dataDescriptors ? 0 : data.length, 18);
    local.writeUInt32LE(options.dataDescriptors ? 0 : size, 22);
    local.writeUInt16LE(name.length, 26);
    const descriptor = Buffer.alloc(options.dataDescriptors ? 16 : 0);
    if (options.dataDescriptors) {
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(crc, 4);
      descriptor.writeUInt32LE(data.length, 8);
      descriptor.writeUInt32LE(size, 12);
    }
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data, descriptor);
    centrals.push(central, name);
    offset += local.length + name.length + data.length + descriptor.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
