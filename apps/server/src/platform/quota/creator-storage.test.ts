import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogImages } from '#db/schema.ts';
import { toWebp } from '#platform/images.ts';
import { makeMp3 } from '#platform/media/fixtures.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { api, createPublisher, subscribe, type TestUser, upload } from '#test/factories.ts';
import { creatorStorageUsed } from './creator-storage.ts';

/**
 * One creator storage quota (1 MB here) over the three ways a creator stores files: product files, course
 * files and blog pictures. Each counts what the others hold, refuses in the same words, and two uploads at
 * once cannot both take the last room.
 */

const QUOTA = 1024 * 1024;

let t: TestApp;
let track: Buffer;
let picture: Buffer;
/** The size the blog stores `picture` at (re-encoded as WebP). */
let pictureBytes: number;

beforeAll(async () => {
  t = await buildTestApp({ CREATOR_STORAGE_QUOTA: '1MB' });
  track = await makeMp3({ seconds: 25 });
  // Noise does not compress: the stored WebP stays a sizeable share of the quota.
  picture = await sharp(randomBytes(700 * 700 * 3), { raw: { width: 700, height: 700, channels: 3 } })
    .png()
    .toBuffer();
  pictureBytes = (await toWebp(picture, { width: 1600, height: 1600 }, 'inside')).length;
});
afterAll(() => t.app.close());

/** A creator on Pro (courses and the blog) with nothing stored yet. */
async function newCreator(): Promise<TestUser> {
  const creator = await createPublisher(t.app, t.ctx);
  await subscribe(t.ctx, creator);
  return creator;
}

/** Bytes the creator already holds, written as one blog picture's row: every kind counts the same. */
async function holding(creator: TestUser, bytes: number) {
  await t.ctx.db.insert(blogImages).values({
    name: `${creator.id}-${randomBytes(12).toString('hex')}.webp`,
    authorId: creator.id,
    sizeBytes: bytes,
  });
}

async function newProduct(creator: TestUser): Promise<number> {
  const response = await api(t.app, {
    method: 'POST',
    url: '/api/v2/books',
    token: creator.token,
    body: {
      name: 'Album Berkuota',
      description: '<p>Album untuk menguji ruang penyimpanan kreator.</p>',
      format: 'MP3',
      base_price: 30_000,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

async function newAudioContent(creator: TestUser): Promise<number> {
  const course = await api(t.app, {
    method: 'POST',
    url: '/api/v2/publisher/lms/courses',
    token: creator.token,
    body: { title: 'Kursus Berkuota' },
  });
  expect(course.statusCode, course.body).toBe(201);
  const content = await api(t.app, {
    method: 'POST',
    url: `/api/v2/publisher/lms/courses/${course.json().data.id}/contents`,
    token: creator.token,
    body: { type: 'audio', title: 'Rekaman' },
  });
  expect(content.statusCode, content.body).toBe(201);
  return content.json().data.id;
}

/** The three upload paths, each sending its usual file to a fresh target of the creator's. */
const paths = {
  'a product file': async (creator: TestUser) => {
    const productId = await newProduct(creator);
    return () =>
      upload(t.app, {
        url: `/api/v2/books/${productId}/files?role=track`,
        token: creator.token,
        field: 'file',
        filename: 'lagu.mp3',
        data: track,
      });
  },
  'a course file': async (creator: TestUser) => {
    const contentId = await newAudioContent(creator);
    return () =>
      upload(t.app, {
        url: `/api/v2/publisher/lms/contents/${contentId}/file`,
        token: creator.token,
        field: 'file',
        filename: 'rekaman.mp3',
        data: track,
      });
  },
  'a blog picture': async (creator: TestUser) => {
    return () =>
      upload(t.app, {
        url: '/api/v2/blog/images',
        token: creator.token,
        field: 'image',
        filename: 'foto.png',
        data: picture,
      });
  },
};

const sizeOn = (path: keyof typeof paths) => (path === 'a blog picture' ? pictureBytes : track.length);

describe('the creator storage quota', () => {
  it('is one room for all three paths, refused in the same words whichever path reaches its end', async () => {
    expect(track.length).toBeLessThan(QUOTA / 2);
    const creator = await newCreator();
    // A product track and a course track fill most of the room; what is left is less than either file.
    expect((await (await paths['a product file'](creator))()).statusCode).toBe(200);
    expect((await (await paths['a course file'](creator))()).statusCode).toBe(200);
    await holding(creator, Math.max(0, QUOTA - 2 * track.length - Math.min(track.length, pictureBytes) + 1));
    const used = await creatorStorageUsed(t.ctx, t.ctx.db, creator.id);

    const refusals = [];
    // Each to a new target: re-sending a course file would replace (and free the room of) the one sent.
    for (const path of Object.keys(paths) as (keyof typeof paths)[]) {
      const refused = await (await paths[path](creator))();
      expect(refused.statusCode).toBe(413);
      refusals.push(refused.json());
    }
    for (const refusal of refusals) {
      expect(refusal).toEqual({
        success: false,
        code: 'STORAGE_QUOTA_EXCEEDED',
        error:
          'Ruang penyimpanan Anda (1 MB) tidak cukup untuk berkas ini. Hapus berkas yang tidak dipakai lalu coba lagi.',
        details: { quota_bytes: QUOTA, used_bytes: used },
        request_id: expect.any(String),
      });
    }
    expect(await creatorStorageUsed(t.ctx, t.ctx.db, creator.id)).toBe(used);
  });

  for (const path of Object.keys(paths) as (keyof typeof paths)[]) {
    it(`lets only one of two parallel uploads of ${path} take the last room`, async () => {
      const creator = await newCreator();
      const size = sizeOn(path);
      // Room for one and a half files: each upload fits alone, the two together do not.
      await holding(creator, QUOTA - Math.floor(1.5 * size));
      const [first, second] = await Promise.all([paths[path](creator), paths[path](creator)]);
      const answers = await Promise.all([first(), second()]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses, answers.map((answer) => answer.body).join('\n')).toEqual(
        path === 'a blog picture' ? [201, 413] : [200, 413],
      );
      const refused = answers.find((answer) => answer.statusCode === 413);
      expect(refused?.json().code).toBe('STORAGE_QUOTA_EXCEEDED');
      expect(await creatorStorageUsed(t.ctx, t.ctx.db, creator.id)).toBeLessThanOrEqual(QUOTA);
    });
  }
});
