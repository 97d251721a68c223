import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { CSRF_VALUE } from '@pustaka/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#app/config.ts';
import { makeMp3 } from '#platform/media/fixtures.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import {
  api,
  type CatalogueCast,
  createCatalogueCast,
  multipart,
  type TestUser,
  upload,
} from '#test/factories.ts';

/** Each creator's product files, staged and live, fit in CREATOR_STORAGE_QUOTA (1 MB here). */

const QUOTA = 1024 * 1024;

let t: TestApp;
let cast: CatalogueCast;
let publisher: TestUser;
let track: Buffer;
let short: Buffer;

beforeAll(async () => {
  t = await buildTestApp({ CREATOR_STORAGE_QUOTA: '1MB' });
  cast = await createCatalogueCast(t, {
    draft: {
      name: 'Album Berkuota',
      description: '<p>Album untuk menguji ruang penyimpanan kreator.</p>',
      format: 'MP3',
      base_price: 30_000,
    },
  });
  ({ publisher } = cast);
  [track, short] = await Promise.all([makeMp3({ seconds: 25 }), makeMp3({ seconds: 8 })]);
});
afterAll(() => t.app.close());

type FileView = { id: number; role: string; size_bytes: number };

const sendTrack = (productId: number, data: Buffer, owner: TestUser = publisher, role = 'track') =>
  upload(t.app, {
    url: `/api/v2/books/${productId}/files?role=${role}`,
    token: owner.token,
    field: 'file',
    filename: 'lagu.mp3',
    data,
  });

async function filesOf(productId: number): Promise<FileView[]> {
  const response = await api(t.app, {
    method: 'GET',
    url: `/api/v2/books/${productId}`,
    token: cast.admin.token,
  });
  return response.json().data.files;
}

async function storedObjects(productId: number): Promise<string[]> {
  return readdir(path.join(t.dataDir, 'files', 'products', String(productId))).catch(() => []);
}

describe('the creator storage quota', () => {
  let first: number;
  let second: number;

  it('counts the files of all a creator’s products and refuses the one that does not fit', async () => {
    // Two 25-second tracks fit in 1 MB; a third does not.
    expect(track.length).toBeGreaterThan(QUOTA / 3);
    expect(track.length).toBeLessThan(QUOTA / 2);
    first = (await cast.createDraft(publisher)).id;
    second = (await cast.createDraft(publisher)).id;
    expect((await sendTrack(first, track)).statusCode).toBe(200);
    expect((await sendTrack(first, track)).statusCode).toBe(200);

    const refused = await sendTrack(second, track);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'STORAGE_QUOTA_EXCEEDED',
      details: { quota_bytes: QUOTA, used_bytes: 2 * track.length },
    });
    expect(refused.json().error).toContain('1 MB');
    const english = await t.app.inject({
      method: 'POST',
      url: `/api/v2/books/${second}/files?role=track`,
      payload: multipart([{ name: 'file', filename: 'lagu.mp3', data: track }]).payload,
      headers: {
        ...multipart([]).headers,
        authorization: `Bearer ${publisher.token}`,
        'x-csrf-token': CSRF_VALUE,
        'accept-language': 'en',
      },
    });
    expect(english.statusCode).toBe(413);
    expect(english.json().error).toBe(
      'Your storage (1 MB) has no room for this file. Remove files you no longer use and try again.',
    );

    // Nothing of the refused uploads stays: no row, no stored object, no temporary file.
    expect(await filesOf(second)).toEqual([]);
    expect(await storedObjects(second)).toEqual([]);
    expect(await readdir(path.join(t.dataDir, 'tmp')).catch(() => [])).toEqual([]);
  });

  it('counts against the product’s creator when an admin uploads for them', async () => {
    const refused = await sendTrack(second, track, cast.admin);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().code).toBe('STORAGE_QUOTA_EXCEEDED');
  });

  it('gives every creator their own room', async () => {
    const own = (await cast.createDraft(cast.otherPublisher)).id;
    expect((await sendTrack(own, track, cast.otherPublisher)).statusCode).toBe(200);
  });

  it('refuses an upload the request says is too large before reading it, and one without a length as it streams', async () => {
    const large = Buffer.concat([track, track, track]);
    const declared = await sendTrack(second, large);
    expect(declared.statusCode).toBe(413);
    expect(declared.json().code).toBe('STORAGE_QUOTA_EXCEEDED');

    // A stream payload goes without Content-Length: the upload is cut off where the room ends.
    const body = multipart([{ name: 'file', filename: 'lagu.mp3', data: large }]);
    const streamed = await t.app.inject({
      method: 'POST',
      url: `/api/v2/books/${second}/files?role=track`,
      payload: Readable.from([body.payload]),
      headers: { ...body.headers, authorization: `Bearer ${publisher.token}`, 'x-csrf-token': CSRF_VALUE },
    });
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json().code).toBe('STORAGE_QUOTA_EXCEEDED');
    expect(await storedObjects(second)).toEqual([]);
    expect(await readdir(path.join(t.dataDir, 'tmp')).catch(() => [])).toEqual([]);
  });

  it('frees a file’s room when it is removed, and lets a replacement use the room of what it replaces', async () => {
    const [gone] = await filesOf(first);
    const removed = await api(t.app, {
      method: 'DELETE',
      url: `/api/v2/books/${first}/files/${gone?.id}`,
      token: publisher.token,
    });
    expect(removed.statusCode).toBe(200);
    expect((await sendTrack(second, track)).statusCode).toBe(200);

    // 2 tracks + a sample: about 0.93 MB. A second sample replaces the first, so it fits too.
    expect((await sendTrack(second, short, publisher, 'sample')).statusCode).toBe(200);
    const replaced = await sendTrack(second, short, publisher, 'sample');
    expect(replaced.statusCode).toBe(200);
    expect((await filesOf(second)).filter((file) => file.role === 'sample')).toHaveLength(1);
  });
});

describe('CREATOR_STORAGE_QUOTA', () => {
  const quotaOf = (value?: string) =>
    loadConfig(
      { NODE_ENV: 'test', DATA_DIR: t.dataDir, ...(value !== undefined && { CREATOR_STORAGE_QUOTA: value }) },
      { authSecret: 'test-secret-that-is-long-enough-for-hs256-signing' },
    ).creatorStorageQuotaBytes;

  it('is 20 GB unless set, and reads sizes with units', () => {
    expect(quotaOf()).toBe(20 * 1024 ** 3);
    expect(quotaOf('500MB')).toBe(500 * 1024 ** 2);
    expect(quotaOf('1.5 GiB')).toBe(1.5 * 1024 ** 3);
    expect(quotaOf('2tb')).toBe(2 * 1024 ** 4);
    expect(quotaOf('1048576')).toBe(1024 ** 2);
  });

  it('refuses what is not a size, or less than 1 MB', () => {
    for (const value of ['lots', '-1GB', '20 GBs', '', '10KB', '1e9'])
      expect(() => quotaOf(value), value).toThrow(/CREATOR_STORAGE_QUOTA/);
  });
});
