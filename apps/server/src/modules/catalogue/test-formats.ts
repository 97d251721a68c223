import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { makePdf } from '#platform/media/fixtures.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { api, type CatalogueCast, createCatalogueCast, type TestUser, upload } from '#test/factories.ts';

/**
 * The shared setup of the suites on the product formats (audio albums, video courses, slide decks and the
 * samples of every format). A file calls `useFormatsSuite()` once: before its tests it opens the app with the
 * catalogue cast, after them it closes it. The bindings below are that file's app and people (an import sees
 * them as they are assigned; a worker runs its files one after another).
 */

export let t: TestApp;
export let cast: CatalogueCast;
export let admin: TestUser;
export let publisher: TestUser;
export let otherPublisher: TestUser;
export let member: TestUser;
export let pdf: Buffer;

export function useFormatsSuite() {
  beforeAll(async () => {
    t = await buildTestApp();
    cast = await createCatalogueCast(t, {
      cover: { width: 600, height: 600, background: '#4338ca' },
      pdf: () => makePdf({ pages: 3 }),
    });
    ({ admin, publisher, otherPublisher, member, pdf } = cast);
  });
  afterAll(() => t.app.close());
}

export type Track = { id: number; title: string; duration_seconds: number | null; position: number };
export type FileView = {
  id: number;
  role: string;
  title: string | null;
  original_name: string;
  content_type: string;
  size_bytes: number;
  position: number;
  duration_seconds: number | null;
  page_count: number | null;
  slide_count: number | null;
  state: 'live' | 'staged';
};
export type Managed = {
  id: number;
  files: FileView[];
  tracks: Track[];
  lessons: Track[];
  slide_count: number | null;
  page_count: number | null;
  duration_seconds: number | null;
  sample: { url: string; content_type: string } | null;
};

export const FORMAT_NAMES = { PDF: 'Ebook', MP3: 'Album', CRS: 'Kursus', PPT: 'Materi' } as const;

export async function createDraft(format: keyof typeof FORMAT_NAMES, owner = publisher) {
  const response = await api(t.app, {
    method: 'POST',
    url: '/api/v2/books',
    token: owner.token,
    body: {
      name: `${FORMAT_NAMES[format]} Percobaan`,
      description: '<p>Materi lengkap untuk belajar dari rumah, disusun oleh pengajar berpengalaman.</p>',
      format,
      base_price: 55_000,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json().data as Managed;
}

export function sendFile(
  productId: number,
  role: string,
  data: Buffer,
  filename: string,
  options: { title?: string; token?: string } = {},
) {
  const title = options.title === undefined ? '' : `&title=${encodeURIComponent(options.title)}`;
  return upload(t.app, {
    url: `/api/v2/books/${productId}/files?role=${role}${title}`,
    token: options.token ?? publisher.token,
    field: 'file',
    filename,
    data,
  });
}

export async function expectUploaded(response: Awaited<ReturnType<typeof sendFile>>): Promise<Managed> {
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

export async function managed(productId: number): Promise<Managed> {
  const response = await api(t.app, {
    method: 'GET',
    url: `/api/v2/books/${productId}`,
    token: publisher.token,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

/** Cover, submit, approve: the product goes on sale with what it holds. */
export async function publish(productId: number) {
  expect((await cast.sendCover(productId)).statusCode).toBe(200);
  const submitted = await cast.submit(productId);
  expect(submitted.statusCode, submitted.body).toBe(200);
  expect((await cast.approve(productId)).statusCode).toBe(200);
}

export async function publicDetail(productId: number) {
  return api(t.app, { method: 'GET', url: `/api/v2/public/books/${productId}` });
}

/** The objects the store holds for a product, without the content-type sidecars. */
export async function stored(productId: number): Promise<string[]> {
  const names = await readdir(path.join(t.dataDir, 'files', 'products', String(productId))).catch(
    () => [] as string[],
  );
  return names.filter((name) => !name.endsWith('.type')).sort();
}

export const near = (actual: number | null | undefined, expected: number) =>
  expect(Math.abs((actual ?? Number.NaN) - expected)).toBeLessThan(0.25);

export function patchFile(productId: number, fileId: number, body: unknown, token = publisher.token) {
  return api(t.app, { method: 'PATCH', url: `/api/v2/books/${productId}/files/${fileId}`, token, body });
}

export function deleteFile(productId: number, fileId: number, token = publisher.token) {
  return api(t.app, { method: 'DELETE', url: `/api/v2/books/${productId}/files/${fileId}`, token });
}
