import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMp3, makePdf } from '#platform/media/fixtures.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { api, type CatalogueCast, createCatalogueCast, type TestUser } from '#test/factories.ts';

/**
 * Requests that race each other over one product. Whatever order they land in, the product ends with the
 * files its rows name and the store holds no object that no row names.
 */

let t: TestApp;
let cast: CatalogueCast;
let admin: TestUser;
let publisher: TestUser;
let pdf: Buffer;

beforeAll(async () => {
  t = await buildTestApp();
  cast = await createCatalogueCast(t, {
    cover: { width: 300, height: 400, background: '#7c2d12' },
    draft: {
      name: 'Buku yang Diperebutkan',
      description: '<p>Buku untuk menguji permintaan yang datang bersamaan.</p>',
      format: 'PDF',
      base_price: 40_000,
    },
  });
  ({ admin, publisher, pdf } = cast);
});
afterAll(() => t.app.close());

type FileView = { id: number; role: string; state: string; position: number; size_bytes: number };

const createDraft = (overrides: Record<string, unknown> = {}) => cast.createDraft(publisher, overrides);

const sendFile = (productId: number, role: string, data: Buffer, filename: string) =>
  cast.sendFile(productId, role, data, filename);

const sendCover = (productId: number, image = cast.cover) =>
  cast.sendCover(productId, publisher.token, image);

async function managed(productId: number) {
  const response = await api(t.app, {
    method: 'GET',
    url: `/api/v2/books/${productId}`,
    token: publisher.token,
  });
  return response.json().data as { files: FileView[]; image_name: string | null; status: string };
}

/** The objects stored under a folder of the store, without the content-type sidecars. */
async function stored(folder: string): Promise<string[]> {
  const names = await readdir(path.join(t.dataDir, 'files', folder)).catch(() => [] as string[]);
  return names.filter((name) => !name.endsWith('.type')).sort();
}

/** A draft with a cover and its main file, sent for review. */
async function readyForReview(name: string) {
  const product = await cast.readyForReview(publisher, { name });
  expect((await cast.submit(product.id)).statusCode).toBe(200);
  return product;
}

describe('uploads racing each other', () => {
  it('two main files at once leave exactly one staged main file and no orphan object', async () => {
    const product = await createDraft();
    const [first, second] = await Promise.all([
      sendFile(product.id, 'main', pdf, 'pertama.pdf'),
      sendFile(product.id, 'main', await makePdf({ pages: 3 }), 'kedua.pdf'),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const { files } = await managed(product.id);
    const mains = files.filter((file) => file.role === 'main');
    expect(mains).toHaveLength(1);
    expect(mains[0]?.state).toBe('staged');
    const objects = await stored(`products/${product.id}`);
    expect(objects).toHaveLength(1);
    expect(objects[0]).toMatch(/^main-[0-9a-f]{20}\.pdf$/);
    // The object left is the one the row names: its preview streams the same bytes.
    const preview = await api(t.app, {
      method: 'GET',
      url: `/api/v2/books/${product.id}/files/${mains[0]?.id}/preview`,
      token: publisher.token,
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.rawPayload).toHaveLength(mains[0]?.size_bytes ?? -1);
  });

  it('tracks uploaded at once get one position each', async () => {
    const product = await createDraft({ format: 'MP3', name: 'Album Bersamaan' });
    const tracks = await Promise.all([1, 1.5, 2].map((seconds) => makeMp3({ seconds })));
    const responses = await Promise.all(
      tracks.map((track, index) => sendFile(product.id, 'track', track, `lagu-${index}.mp3`)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    const { files } = await managed(product.id);
    expect(files.map((file) => file.position).sort()).toEqual([0, 1, 2]);
    expect(await stored(`products/${product.id}`)).toHaveLength(3);
  });

  it('two covers at once leave one pair of images, the one the product shows', async () => {
    const product = await createDraft();
    expect((await sendCover(product.id)).statusCode).toBe(200);
    const other = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#1d4ed8' } })
      .jpeg()
      .toBuffer();
    const responses = await Promise.all([sendCover(product.id), sendCover(product.id, other)]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    const { image_name } = await managed(product.id);
    const pair = (await stored('cover')).filter((name) => name.startsWith(`${product.id}-`));
    expect(pair).toEqual([`${image_name}-card.webp`, `${image_name}-detail.webp`]);
  });

  it('an upload that finishes after its product was deleted is refused and leaves nothing', async () => {
    const product = await createDraft();
    const storage = t.ctx.storage;
    const putFile = storage.putFile;
    let deletion: Promise<{ statusCode: number }> | undefined;
    // The product is deleted while the upload's object is being stored, before its row is written.
    storage.putFile = async (key, localPath, contentType) => {
      await putFile.call(storage, key, localPath, contentType);
      deletion = api(t.app, { method: 'DELETE', url: `/api/v2/books/${product.id}`, token: publisher.token });
      await deletion;
    };
    try {
      const response = await sendFile(product.id, 'main', pdf, 'terlambat.pdf');
      expect((await deletion)?.statusCode).toBe(200);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    } finally {
      storage.putFile = putFile;
    }
    expect(await stored(`products/${product.id}`)).toEqual([]);
  });

  it('a deletion racing an upload removes every object the product had', async () => {
    const product = await createDraft();
    expect((await sendCover(product.id)).statusCode).toBe(200);
    const [uploaded, deleted] = await Promise.all([
      sendFile(product.id, 'main', pdf, 'buku.pdf'),
      api(t.app, { method: 'DELETE', url: `/api/v2/books/${product.id}`, token: publisher.token }),
    ]);
    expect(deleted.statusCode).toBe(200);
    expect([200, 404]).toContain(uploaded.statusCode);
    expect(await stored(`products/${product.id}`)).toEqual([]);
    expect((await stored('cover')).filter((name) => name.startsWith(`${product.id}-`))).toEqual([]);
  });
});

describe('reviews racing each other', () => {
  it('approving twice at once approves once: one 200, one 409, one mail', async () => {
    const product = await readyForReview('Buku yang Disetujui Dua Kali');
    const approve = () =>
      api(t.app, { method: 'PUT', url: `/api/v2/admin/books/${product.id}/approve`, token: admin.token });
    const responses = await Promise.all([approve(), approve()]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const refused = responses.find((response) => response.statusCode === 409);
    expect(refused?.json()).toMatchObject({ success: false, code: 'CONFLICT' });
    const mails = (
      await t.app.inject({
        method: 'GET',
        url: `/dev/mailbox.json?to=${encodeURIComponent(publisher.email)}`,
      })
    ).json().data as { subject: string }[];
    const approvals = mails.filter((mail) => mail.subject.includes('Buku yang Disetujui Dua Kali'));
    expect(approvals.map((mail) => mail.subject)).toEqual([
      'Disetujui: Buku yang Disetujui Dua Kali sudah dijual',
    ]);
    expect((await managed(product.id)).status).toBe('approved');
  });

  it('an approval and a rejection at once: one wins, the other is 409', async () => {
    const product = await readyForReview('Buku yang Ditinjau Bersamaan');
    const responses = await Promise.all([
      api(t.app, { method: 'PUT', url: `/api/v2/admin/books/${product.id}/approve`, token: admin.token }),
      api(t.app, {
        method: 'PUT',
        url: `/api/v2/admin/books/${product.id}/reject`,
        token: admin.token,
        body: { reason: 'Sampul buram, mohon diganti.' },
      }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const winner = responses.findIndex((response) => response.statusCode === 200);
    expect((await managed(product.id)).status).toBe(winner === 0 ? 'approved' : 'rejected');
  });
});
