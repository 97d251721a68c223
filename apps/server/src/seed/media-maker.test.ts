import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkUpload } from '#platform/media/index.ts';
import { MediaMaker } from './media-maker.ts';

/** The demo seed's files are made in a worker thread; from the sources, the worker loads TypeScript itself. */

let media: MediaMaker;
let folder: string;

beforeAll(async () => {
  media = new MediaMaker();
  folder = await mkdtemp(path.join(tmpdir(), 'media-maker-'));
});
afterAll(async () => {
  await media.close();
  await rm(folder, { recursive: true, force: true });
});

async function check(
  data: Buffer,
  name: string,
  role: 'main' | 'track' | 'lesson' | 'deck',
  format: 'PDF' | 'MP3' | 'CRS' | 'PPT',
) {
  const file = path.join(folder, name);
  await writeFile(file, data);
  return checkUpload({ path: file, role, format });
}

describe('MediaMaker', () => {
  // Whether the serving thread stays free is measured on the built server (polling /health while it seeds);
  // timings in a suite would depend on how busy the machine is.
  it('makes files that pass the upload checks, several at once', async () => {
    const [pdf, mp3, mp4, pptx] = await Promise.all([
      media.make('pdf', {
        pages: 3,
        title: 'Buku Contoh',
        outline: [{ title: 'Bab 1', page: 2, items: [] }],
      }),
      media.make('mp3', { seconds: 2, frequency: 440 }),
      media.make('mp4', { seconds: 1, title: 'Pelajaran' }),
      media.make('pptx', { slides: 2, title: 'Materi' }),
    ]);
    expect((await check(pdf, 'a.pdf', 'main', 'PDF')).info).toMatchObject({ pageCount: 3 });
    expect((await check(mp3, 'a.mp3', 'track', 'MP3')).info.durationSeconds).toBeGreaterThan(1.5);
    expect((await check(mp4, 'a.mp4', 'lesson', 'CRS')).mime).toBe('video/mp4');
    expect((await check(pptx, 'a.pptx', 'deck', 'PPT')).info).toMatchObject({ slideCount: 2 });
  });

  it('reports a maker that fails, and keeps working after', async () => {
    await expect(media.make('pdf', { pages: -1 })).rejects.toThrow(/making a demo file failed/);
    expect((await media.make('mp3', { seconds: 1 })).length).toBeGreaterThan(1000);
  });
});
