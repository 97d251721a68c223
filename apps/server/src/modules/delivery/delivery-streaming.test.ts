import { describe, expect, it } from 'vitest';
import { makeMp3 } from '#platform/media/fixtures.ts';
import { api } from '#test/factories.ts';
import { signLink } from './signed-links.ts';
import {
  album,
  book,
  buyer,
  cast,
  course,
  DOWNLOAD_LIMIT,
  expectOk,
  fetchLink,
  grantOwnership,
  owned,
  publishWith,
  revokeOwnership,
  SECRET,
  stranger,
  t,
  useDeliverySuite,
} from './test-kit.ts';

/**
 * Protected delivery for readers: who sees a product's files, signed addresses streamed whole or by Range,
 * reading progress, and a course's lessons.
 */

useDeliverySuite();

describe('GET /owned/{id}/files', () => {
  it("lists an owned ebook's main file with a stream address, not its sample", async () => {
    const data = await expectOk(owned(book.id, buyer.token));
    expect(data).toMatchObject({
      product: { id: book.id, format: 'PDF', downloadable: true },
      access: 'owner',
      downloads: { used: 0, limit: DOWNLOAD_LIMIT, remaining: DOWNLOAD_LIMIT },
      last_file_id: null,
    });
    expect(data.files).toEqual([
      expect.objectContaining({ id: book.mainId, role: 'main', page_count: 2, progress: null }),
    ]);
    expect(data.files[0].stream_url).toMatch(/^\/api\/v2\/files\/signed\/[\w-]+\.[\w-]{43}$/);
  });

  it('refuses members who have not bought it, and guests', async () => {
    const refused = await owned(book.id, stranger.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, code: 'NOT_OWNED' });
    expect((await owned(book.id, cast.otherPublisher.token)).statusCode).toBe(403);
    expect((await api(t.app, { method: 'GET', url: `/api/v2/owned/${book.id}/files` })).statusCode).toBe(401);
    expect((await owned(2_147_483_647, buyer.token)).statusCode).toBe(404);
  });

  it("lets the product's creator and admins look, without a download allowance", async () => {
    expect(await expectOk(owned(book.id, cast.publisher.token))).toMatchObject({
      access: 'seller',
      downloads: null,
    });
    expect(await expectOk(owned(book.id, cast.admin.token))).toMatchObject({
      access: 'admin',
      downloads: null,
    });
  });

  it('hides a product that is not on sale from everyone but its creator and admins (404)', async () => {
    const draft = await cast.readyForReview();
    expect((await owned(draft.id, stranger.token)).statusCode).toBe(404);
    expect((await owned(draft.id, cast.publisher.token)).statusCode).toBe(200);
  });
});

describe('signed addresses', () => {
  it('stream the file, whole or by Range, without counting a download', async () => {
    const { files } = await expectOk(owned(book.id, cast.publisher.token));
    const url = files[0].stream_url;
    const whole = await fetchLink(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(cast.pdf)).toBe(true);
    expect(whole.headers).toMatchObject({
      'content-type': 'application/pdf',
      'accept-ranges': 'bytes',
      'content-length': String(cast.pdf.length),
    });
    expect(whole.headers['content-disposition']).toMatch(/^inline;/);

    const part = await fetchLink(url, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${cast.pdf.length}`);
    expect(part.rawPayload.equals(cast.pdf.subarray(100, 200))).toBe(true);

    const tail = await fetchLink(url, { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(cast.pdf.subarray(cast.pdf.length - 10))).toBe(true);

    const beyond = await fetchLink(url, { range: `bytes=${cast.pdf.length + 5}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${cast.pdf.length}`);
    expect(beyond.json()).toMatchObject({ success: false, code: 'RANGE_NOT_SATISFIABLE' });

    const { files: tracks } = await expectOk(owned(album.id, buyer.token));
    expect((await fetchLink(tracks[0].stream_url, { range: 'bytes=0-9' })).statusCode).toBe(206);
    expect((await expectOk(owned(album.id, buyer.token))).downloads.used).toBe(0);
  });

  it('refuse forged, altered, malformed and expired addresses with 403', async () => {
    const { files } = await expectOk(owned(book.id, buyer.token));
    const token: string = files[0].stream_url.split('/').pop();
    const [payload = '', signature = ''] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const asStranger = Buffer.from(JSON.stringify({ ...claims, u: stranger.id })).toString('base64url');
    const cases = {
      altered: `${asStranger}.${signature}`,
      forged: signLink('another-secret-that-is-long-enough-for-signing', {
        userId: buyer.id,
        target: { kind: 'file', id: book.mainId },
        purpose: 'stream',
        expiresAt: claims.e,
      }),
      truncated: token.slice(0, -2),
      garbage: 'bukan-tautan',
    };
    for (const [name, bad] of Object.entries(cases)) {
      const response = await fetchLink(`/api/v2/files/signed/${bad}`);
      expect([name, response.statusCode, response.json().code]).toEqual([name, 403, 'LINK_INVALID']);
    }

    // Signed with the right key for a user who does not own the book: access is checked, not assumed.
    const strangers = signLink(SECRET, {
      userId: stranger.id,
      target: { kind: 'file', id: book.mainId },
      purpose: 'download',
      expiresAt: claims.e,
    });
    expect((await fetchLink(`/api/v2/files/signed/${strangers}`)).statusCode).toBe(403);

    t.clock.advance(31 * 60_000);
    const expired = await fetchLink(files[0].stream_url);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().code).toBe('LINK_EXPIRED');
  });

  it("refuse another user's session sent along with the address", async () => {
    const { files } = await expectOk(owned(album.id, buyer.token));
    const mine = await fetchLink(files[0].stream_url, { authorization: `Bearer ${buyer.token}` });
    expect(mine.statusCode).toBe(200);
    const theirs = await fetchLink(files[0].stream_url, { authorization: `Bearer ${stranger.token}` });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().code).toBe('LINK_INVALID');
  });

  it('stop working when the ownership is withdrawn (a refund), before they expire', async () => {
    const extra = await publishWith('MP3', 'track', await makeMp3({ seconds: 1 }), 'bab-2.mp3');
    await grantOwnership(buyer.id, extra.id);
    const { files } = await expectOk(owned(extra.id, buyer.token));
    expect((await fetchLink(files[0].stream_url)).statusCode).toBe(200);
    await revokeOwnership(buyer.id, extra.id);
    const revoked = await fetchLink(files[0].stream_url);
    expect(revoked.statusCode).toBe(403);
    expect(revoked.json().code).toBe('LINK_INVALID');
    expect((await owned(extra.id, buyer.token)).statusCode).toBe(403);
  });
});

describe('progress', () => {
  const put = (token: string, productId: number, body: unknown) =>
    api(t.app, { method: 'PUT', url: `/api/v2/owned/${productId}/progress`, token, body });
  const get = (token: string, productId: number) =>
    api(t.app, { method: 'GET', url: `/api/v2/owned/${productId}/progress`, token });

  it('remembers the page of a book and the second of a track, and which was open last', async () => {
    const page = await expectOk(put(buyer.token, book.id, { file_id: book.mainId, position: 2 }));
    expect(page).toMatchObject({ file_id: book.mainId, position: 2, completed: false });
    expect(await expectOk(get(buyer.token, book.id))).toMatchObject({
      items: [{ file_id: book.mainId, position: 2 }],
      last_file_id: book.mainId,
    });
    const { files, last_file_id } = await expectOk(owned(book.id, buyer.token));
    expect(last_file_id).toBe(book.mainId);
    expect(files[0].progress).toMatchObject({ position: 2 });

    await expectOk(put(buyer.token, album.id, { file_id: album.trackId, position: 0.75, completed: true }));
    // Completion stays unless it is sent again.
    const moved = await expectOk(put(buyer.token, album.id, { file_id: album.trackId, position: 0.25 }));
    expect(moved).toMatchObject({ position: 0.25, completed: true });
  });

  it("keeps each user's own, and refuses files of other products and bad positions", async () => {
    await expectOk(put(cast.publisher.token, book.id, { file_id: book.mainId, position: 1 }));
    expect((await expectOk(get(buyer.token, book.id))).items[0].position).toBe(2);
    expect((await put(buyer.token, book.id, { file_id: album.trackId, position: 1 })).statusCode).toBe(404);
    expect((await put(buyer.token, book.id, { file_id: book.sampleId, position: 1 })).statusCode).toBe(404);
    expect((await put(buyer.token, book.id, { file_id: book.mainId, position: -1 })).statusCode).toBe(400);
    expect((await put(buyer.token, book.id, { file_id: book.mainId })).statusCode).toBe(400);
    expect((await put(stranger.token, book.id, { file_id: book.mainId, position: 1 })).statusCode).toBe(403);
    expect((await get(stranger.token, book.id)).statusCode).toBe(403);
  });
});

describe('courses', () => {
  it('lists the lessons of a course on sale publicly, without addresses', async () => {
    const data = await expectOk(
      api(t.app, { method: 'GET', url: `/api/v2/public/legacy-courses/book/${course.id}/content` }),
    );
    expect(data.course).toMatchObject({ id: course.id, name: 'Produk CRS' });
    expect(data.lessons).toEqual([
      { id: course.lessonId, title: 'pengenalan', position: 0, duration_seconds: expect.any(Number) },
    ]);
    const notCourse = await api(t.app, {
      method: 'GET',
      url: `/api/v2/public/legacy-courses/book/${book.id}/content`,
    });
    expect(notCourse.statusCode).toBe(404);
  });

  it('gives the buyer each lesson with a stream address and progress', async () => {
    await expectOk(
      api(t.app, {
        method: 'PUT',
        url: `/api/v2/owned/${course.id}/progress`,
        token: buyer.token,
        body: { file_id: course.lessonId, position: 1.5, completed: true },
      }),
    );
    const data = await expectOk(
      api(t.app, { method: 'GET', url: `/api/v2/courses/book/${course.id}/content`, token: buyer.token }),
    );
    expect(data).toMatchObject({ access: 'owner', completed_count: 1, last_file_id: course.lessonId });
    const lesson = data.lessons[0];
    expect(lesson).toMatchObject({
      id: course.lessonId,
      content_type: 'video/webm',
      progress: { completed: true },
    });
    const video = await fetchLink(lesson.stream_url, { range: 'bytes=0-15' });
    expect(video.statusCode).toBe(206);
    expect(video.headers['content-type']).toBe('video/webm');

    const refused = await api(t.app, {
      method: 'GET',
      url: `/api/v2/courses/book/${course.id}/content`,
      token: stranger.token,
    });
    expect(refused.statusCode).toBe(403);
    const notCourse = await api(t.app, {
      method: 'GET',
      url: `/api/v2/courses/book/${book.id}/content`,
      token: buyer.token,
    });
    expect(notCourse.statusCode).toBe(404);
  });
});
