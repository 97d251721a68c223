import { beforeAll, describe, expect, it } from 'vitest';
import { makeMp3 } from '#platform/media/fixtures.ts';
import { api } from '#test/factories.ts';
import {
  admin,
  createDraft,
  deleteFile,
  expectUploaded,
  type FileView,
  type Managed,
  managed,
  member,
  near,
  otherPublisher,
  patchFile,
  pdf,
  publicDetail,
  publish,
  sendFile,
  stored,
  type Track,
  t,
  useFormatsSuite,
} from './test-formats.ts';

/**
 * Audio albums over HTTP: tracks with their durations, order and titles, who may change them, and the public
 * list of an album on sale.
 */

useFormatsSuite();

describe('audio products', () => {
  let product: Managed;
  let tracks: Record<string, FileView>;

  beforeAll(async () => {
    product = await createDraft('MP3');
    await expectUploaded(
      await sendFile(product.id, 'track', await makeMp3({ seconds: 1 }), 'timun.mp3', { title: 'Timun Mas' }),
    );
    await expectUploaded(
      await sendFile(product.id, 'track', await makeMp3({ seconds: 2 }), 'malin.mp3', {
        title: 'Malin Kundang',
      }),
    );
    const last = await expectUploaded(
      await sendFile(product.id, 'track', await makeMp3({ seconds: 3 }), 'Bawang Merah.mp3'),
    );
    tracks = Object.fromEntries(last.files.map((file) => [file.title ?? file.original_name, file]));
  });

  it('reads each track’s duration from the file and keeps the titles in upload order', async () => {
    const view = await managed(product.id);
    expect(view.files.map((file) => [file.role, file.state, file.content_type, file.position])).toEqual([
      ['track', 'staged', 'audio/mpeg', 0],
      ['track', 'staged', 'audio/mpeg', 1],
      ['track', 'staged', 'audio/mpeg', 2],
    ]);
    // Without a title, a track is listed under its file name.
    expect(view.tracks.map((track) => track.title)).toEqual([
      'Timun Mas',
      'Malin Kundang',
      'Bawang Merah.mp3',
    ]);
    near(view.tracks[0]?.duration_seconds, 1);
    near(view.tracks[1]?.duration_seconds, 2);
    near(view.tracks[2]?.duration_seconds, 3);
    near(view.duration_seconds, 6);
    expect(await stored(product.id)).toHaveLength(3);
  });

  it('reorders by position and renames', async () => {
    const moves: [string, number][] = [
      ['Bawang Merah.mp3', 0],
      ['Timun Mas', 1],
      ['Malin Kundang', 2],
    ];
    for (const [title, position] of moves) {
      expect((await patchFile(product.id, tracks[title]?.id ?? 0, { position })).statusCode).toBe(200);
    }
    const renamed = await patchFile(product.id, tracks['Bawang Merah.mp3']?.id ?? 0, {
      title: 'Bawang Merah Bawang Putih',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.tracks.map((track: Track) => [track.title, track.position])).toEqual([
      ['Bawang Merah Bawang Putih', 0],
      ['Timun Mas', 1],
      ['Malin Kundang', 2],
    ]);
  });

  it('refuses invalid changes to a track', async () => {
    const id = tracks['Timun Mas']?.id ?? 0;
    for (const body of [
      { title: '' },
      { title: '   ' },
      { title: 'x'.repeat(201) },
      { position: -1 },
      { position: 1.5 },
      { position: '2' },
      { position: 10_001 },
      { state: 'live' },
      { title: 'Baru', role: 'main' },
    ]) {
      const response = await patchFile(product.id, id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
    // An empty change is valid and changes nothing.
    const unchanged = await patchFile(product.id, id, {});
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json().data.tracks.map((track: Track) => track.title)).toContain('Timun Mas');
  });

  it('lets only the owner (or an admin) change or remove a track', async () => {
    const id = tracks['Timun Mas']?.id ?? 0;
    expect((await patchFile(product.id, id, { title: 'Dicuri' }, otherPublisher.token)).statusCode).toBe(404);
    expect((await deleteFile(product.id, id, otherPublisher.token)).statusCode).toBe(404);
    expect((await patchFile(product.id, id, { title: 'Dicuri' }, member.token)).statusCode).toBe(403);
    expect(
      (await api(t.app, { method: 'PATCH', url: `/api/v2/books/${product.id}/files/${id}`, body: {} }))
        .statusCode,
    ).toBe(401);
    // A file addressed through another product is not found, even by its owner.
    const other = await createDraft('MP3');
    expect((await patchFile(other.id, id, { title: 'Salah Alamat' })).statusCode).toBe(404);
    expect((await deleteFile(other.id, id)).statusCode).toBe(404);
    const byAdmin = await patchFile(product.id, id, { title: 'Timun Mas' }, admin.token);
    expect(byAdmin.statusCode).toBe(200);
  });

  it('refuses files that are not MP3 tracks', async () => {
    const sent = [
      await sendFile(product.id, 'track', pdf, 'bukan-lagu.mp3'),
      await sendFile(product.id, 'track', Buffer.from('bukan lagu sama sekali'), 'lagu.mp3'),
      await sendFile(product.id, 'main', await makeMp3({ seconds: 1 }), 'lagu.mp3'),
      await sendFile(product.id, 'lesson', await makeMp3({ seconds: 1 }), 'lagu.mp3'),
    ];
    expect(sent.map((response) => response.statusCode)).toEqual([415, 415, 400, 400]);
    expect(await stored(product.id)).toHaveLength(3);
  });

  it('removes a track with its stored object', async () => {
    const response = await deleteFile(product.id, tracks['Malin Kundang']?.id ?? 0);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.tracks.map((track: Track) => track.title)).toEqual([
      'Bawang Merah Bawang Putih',
      'Timun Mas',
    ]);
    expect(await stored(product.id)).toHaveLength(2);
    expect((await deleteFile(product.id, tracks['Malin Kundang']?.id ?? 0)).statusCode).toBe(404);
  });

  it('lists the tracks of an audio product on sale at /audio-contents/book/{id}, and nothing before', async () => {
    const url = `/api/v2/audio-contents/book/${product.id}`;
    expect((await api(t.app, { method: 'GET', url })).statusCode).toBe(404);
    await publish(product.id);
    const response = await api(t.app, { method: 'GET', url });
    expect(response.statusCode).toBe(200);
    const listed = response.json().data as Track[];
    expect(listed.map((track) => [track.title, track.position])).toEqual([
      ['Bawang Merah Bawang Putih', 0],
      ['Timun Mas', 1],
    ]);
    near(listed[0]?.duration_seconds, 3);
    near(listed[1]?.duration_seconds, 1);
    near((await publicDetail(product.id)).json().data.duration_seconds, 4);
  });

  it('answers 404 for a product that is not audio, not on sale, or not there, and 400 for a bad id', async () => {
    const ebook = await createDraft('PDF');
    await expectUploaded(await sendFile(ebook.id, 'main', pdf, 'buku.pdf'));
    await publish(ebook.id);
    expect((await publicDetail(ebook.id)).statusCode).toBe(200);
    const status = async (id: number | string) =>
      (await api(t.app, { method: 'GET', url: `/api/v2/audio-contents/book/${id}` })).statusCode;
    expect(await status(ebook.id)).toBe(404);
    const draft = await createDraft('MP3');
    await expectUploaded(await sendFile(draft.id, 'track', await makeMp3({ seconds: 1 }), 'a.mp3'));
    expect(await status(draft.id)).toBe(404);
    expect(await status(2_147_483_647)).toBe(404);
    expect(await status('abc')).toBe(400);
  });

  it('keeps at least one track on a product on sale', async () => {
    const album = await createDraft('MP3');
    const first = await expectUploaded(
      await sendFile(album.id, 'track', await makeMp3({ seconds: 1 }), 'satu.mp3', { title: 'Satu' }),
    );
    await expectUploaded(
      await sendFile(album.id, 'track', await makeMp3({ seconds: 1 }), 'dua.mp3', { title: 'Dua' }),
    );
    await publish(album.id);
    const removed = await deleteFile(album.id, first.files[0]?.id ?? 0);
    expect(removed.statusCode).toBe(200);
    expect(
      (await api(t.app, { method: 'GET', url: `/api/v2/audio-contents/book/${album.id}` })).json().data,
    ).toEqual([expect.objectContaining({ title: 'Dua' })]);
    const last = (await managed(album.id)).files[0];
    const refused = await deleteFile(album.id, last?.id ?? 0);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, code: 'CONFLICT' });
    expect(await stored(album.id)).toHaveLength(1);
    // A new track waiting for review is no replacement yet: the live one still cannot go.
    await expectUploaded(
      await sendFile(album.id, 'track', await makeMp3({ seconds: 1 }), 'tiga.mp3', { title: 'Tiga' }),
    );
    expect((await deleteFile(album.id, last?.id ?? 0)).statusCode).toBe(409);
  });
});
