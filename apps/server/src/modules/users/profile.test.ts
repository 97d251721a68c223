import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { api, createUser, multipart, type MultipartPart as Part, type TestUser } from '#test/factories.ts';

let t: TestApp;
let member: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  member = await createUser(t.app, t.ctx, { firstName: 'Sari' });
});
afterAll(() => t.app.close());

const getProfile = (token?: string) => api(t.app, { method: 'GET', url: '/api/v2/profile', token });
const putProfile = (body: unknown, token: string | undefined = member.token) =>
  api(t.app, { method: 'PUT', url: '/api/v2/profile', token, body });

const png = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#4338ca' } })
    .png()
    .toBuffer();

type Slot = 'upload-image' | 'upload-cover';
const upload = (slot: Slot, parts: Part[], token: string | undefined = member.token) =>
  api(t.app, { method: 'POST', url: `/api/v2/profile/${slot}`, token, ...multipart(parts) });
const uploadImage = async (slot: Slot, data: Buffer, token?: string) =>
  upload(slot, [{ name: 'image', filename: 'a.png', contentType: 'image/png', data }], token);

const storedProfileFiles = (): string[] => {
  try {
    return readdirSync(path.join(t.dataDir, 'files', 'profile'));
  } catch {
    return [];
  }
};

describe('GET /profile', () => {
  it('answers the signed-in user', async () => {
    const response = await getProfile(member.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      data: { id: member.id, email: member.email, first_name: 'Sari', avatar_url: null, cover_url: null },
    });
  });

  it('needs a token', async () => {
    const response = await getProfile();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
  });
});

describe('PUT /profile', () => {
  it('changes only the fields sent', async () => {
    const user = await createUser(t.app, t.ctx, { firstName: 'Budi' });
    const first = await putProfile(
      { bio: 'Penulis buku anak.', phone: '+62 812-3456-7890', website: 'https://budi.contoh.id' },
      user.token,
    );
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      first_name: 'Budi',
      last_name: 'Uji',
      bio: 'Penulis buku anak.',
      phone: '+62 812-3456-7890',
      website: 'https://budi.contoh.id',
      language: 'id',
    });

    const second = await putProfile({ first_name: '  Budi Setiawan ', last_name: "O'Brien" }, user.token);
    expect(second.json().data).toMatchObject({
      first_name: 'Budi Setiawan',
      last_name: "O'Brien",
      fullName: "Budi Setiawan O'Brien",
      bio: 'Penulis buku anak.',
      phone: '+62 812-3456-7890',
    });

    const reread = await getProfile(user.token);
    expect(reread.json().data).toMatchObject({
      first_name: 'Budi Setiawan',
      website: 'https://budi.contoh.id',
    });
  });

  it('clears optional fields with empty strings or null', async () => {
    const user = await createUser(t.app, t.ctx);
    await putProfile({ bio: 'Ada', phone: '0812345678', website: 'http://contoh.id' }, user.token);
    const cleared = await putProfile({ bio: '', phone: '', website: null }, user.token);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data).toMatchObject({ bio: null, phone: null, website: null });
  });

  it('switches the language between id and en, and nothing else', async () => {
    const user = await createUser(t.app, t.ctx);
    expect((await putProfile({ language: 'en' }, user.token)).json().data.language).toBe('en');
    expect((await putProfile({ language: 'id' }, user.token)).json().data.language).toBe('id');
    const bad = await putProfile({ language: 'fr' }, user.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([expect.objectContaining({ field: 'body.language' })]);
  });

  it('accepts an empty body as "no change"', async () => {
    const response = await putProfile({});
    expect(response.statusCode).toBe(200);
    expect(response.json().data.first_name).toBe('Sari');
  });

  it.each([
    ['a bad phone', { phone: '0812-abc-999' }, 'body.phone'],
    ['a too short phone', { phone: '123' }, 'body.phone'],
    ['a javascript: website', { website: 'javascript:alert(1)' }, 'body.website'],
    ['a website without scheme', { website: 'contoh.id' }, 'body.website'],
    ['an ftp website', { website: 'ftp://contoh.id' }, 'body.website'],
    ['a first name with HTML', { first_name: '<b>Sari</b>' }, 'body.first_name'],
    ['a last name with a script', { last_name: '<script>alert(1)</script>' }, 'body.last_name'],
    ['an empty first name', { first_name: '   ' }, 'body.first_name'],
    ['a first name of digits', { first_name: '12345' }, 'body.first_name'],
    ['an 81-character first name', { first_name: 'a'.repeat(81) }, 'body.first_name'],
    ['a 1001-character bio', { bio: 'b'.repeat(1001) }, 'body.bio'],
    ['a number as name', { first_name: 42 }, 'body.first_name'],
  ])('refuses %s with 400 and the field named', async (_label, body, field) => {
    const response = await putProfile(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(response.json().details.map((d: { field: string }) => d.field)).toContain(field);
  });

  it('refuses fields it does not know, such as email or roles', async () => {
    for (const body of [
      { email: 'lain@contoh.id' },
      { roles: ['admin'] },
      { first_name: 'Sari', is_active: false },
    ]) {
      const response = await putProfile(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
    const me = (await getProfile(member.token)).json().data;
    expect(me).toMatchObject({ email: member.email, roles: ['members'], is_active: true });
  });

  it('needs a token, a verified email address and the CSRF header', async () => {
    expect((await putProfile({ bio: 'x' }, '')).statusCode).toBe(401);
    const unverified = await createUser(t.app, t.ctx, { verified: false });
    const refused = await putProfile({ bio: 'Belum verifikasi' }, unverified.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('EMAIL_NOT_VERIFIED');
    const me = await api(t.app, { method: 'GET', url: '/api/v2/auth/me', token: unverified.token });
    expect(me.json().data.bio).toBeNull();
    const noCsrf = await api(t.app, {
      method: 'PUT',
      url: '/api/v2/profile',
      token: member.token,
      csrf: false,
      body: { bio: 'x' },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().code).toBe('CSRF_HEADER_MISSING');
  });
});

describe('profile images', () => {
  it('stores an avatar as a 256x256 WebP behind the public image proxy', async () => {
    const response = await uploadImage('upload-image', await png(800, 600));
    expect(response.statusCode).toBe(200);
    const user = response.json().data;
    expect(user.avatar_url).toMatch(
      /^\/api\/v2\/public\/image-proxy\/profile\/\d+-avatar-[0-9a-f]{16}\.webp$/,
    );
    expect(user.cover_url).toBeNull();

    const image = await t.app.inject({ method: 'GET', url: user.avatar_url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toContain('immutable');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect((await getProfile(member.token)).json().data.avatar_url).toBe(user.avatar_url);
  });

  it('stores a cover as a 1500x500 WebP, from a JPEG too', async () => {
    const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#f59e0b' } })
      .jpeg()
      .toBuffer();
    const response = await upload('upload-cover', [
      { name: 'image', filename: 'sampul.jpg', contentType: 'image/jpeg', data: jpeg },
    ]);
    expect(response.statusCode).toBe(200);
    const { cover_url: coverUrl } = response.json().data;
    expect(coverUrl).toMatch(/-cover-[0-9a-f]{16}\.webp$/);
    const image = await t.app.inject({ method: 'GET', url: coverUrl });
    expect(image.headers['content-type']).toBe('image/webp');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ width: 1500, height: 500 });
  });

  it('deletes the previous avatar when a new one arrives', async () => {
    const user = await createUser(t.app, t.ctx);
    const first = (await uploadImage('upload-image', await png(300, 300), user.token)).json().data.avatar_url;
    const second = (await uploadImage('upload-image', await png(640, 480), user.token)).json().data
      .avatar_url;
    expect(second).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
    const own = storedProfileFiles().filter((name) => name.startsWith(`${user.id}-avatar-`));
    expect(own).toEqual([second.split('/').pop(), `${second.split('/').pop()}.type`]);
  });

  it('answers 404 from the proxy for an unknown image and 400 for a name outside the pattern', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/v2/public/image-proxy/profile/1-avatar-0000000000000000.webp',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    for (const name of ['..%2F..%2Fauth-secret', '1-avatar-0000000000000000.webp.type', 'x.webp']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v2/public/image-proxy/profile/${name}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().success).toBe(false);
    }
  });

  describe('rejected uploads leave nothing behind', () => {
    let before: string[];
    beforeAll(() => {
      before = storedProfileFiles();
    });

    it('refuses a text file named .png with 415', async () => {
      const response = await upload('upload-image', [
        {
          name: 'image',
          filename: 'a.png',
          contentType: 'image/png',
          data: 'ini bukan gambar, hanya teks.\n',
        },
      ]);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
    });

    it('refuses a PNG header followed by garbage with 422', async () => {
      const header = (await png(10, 10)).subarray(0, 33);
      const response = await uploadImage('upload-cover', Buffer.concat([header, Buffer.alloc(2000, 7)]));
      expect(response.statusCode).toBe(422);
      expect(response.json().code).toBe('UNPROCESSABLE_FILE');
    });

    it('refuses an empty file with 400', async () => {
      const response = await uploadImage('upload-image', Buffer.alloc(0));
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('FILE_REQUIRED');
    });

    it('refuses a file over 5 MB with 413', async () => {
      const header = (await png(10, 10)).subarray(0, 33);
      const big = Buffer.concat([header, Buffer.alloc(5 * 1024 * 1024, 1)]);
      const response = await uploadImage('upload-image', big);
      expect(response.statusCode).toBe(413);
      expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
    });

    it('refuses a file under another field name with 400', async () => {
      const response = await upload('upload-image', [
        { name: 'avatar', filename: 'a.png', contentType: 'image/png', data: await png(50, 50) },
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('FILE_REQUIRED');
    });

    it('refuses a text field named image with 400', async () => {
      const response = await upload('upload-image', [
        { name: 'image', data: 'data:image/png;base64,iVBORw0KGgo=' },
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('FILE_REQUIRED');
    });

    it('refuses a malformed or cut-off multipart body with 400, never a crash', async () => {
      const { payload, headers } = multipart([{ name: 'image', filename: 'a.png', data: await png(50, 50) }]);
      const send = (contentType: string, body: Buffer | string) =>
        api(t.app, {
          method: 'POST',
          url: '/api/v2/profile/upload-image',
          token: member.token,
          headers: { 'content-type': contentType },
          payload: body,
        });
      const cases: [string, Buffer | string, string][] = [
        ['multipart/form-data', payload, 'VALIDATION_ERROR'],
        [`multipart/form-data; boundary=${'b'.repeat(300)}`, payload, 'VALIDATION_ERROR'],
        [headers['content-type'] as string, payload.subarray(0, payload.length - 300), 'UPLOAD_INCOMPLETE'],
        [headers['content-type'] as string, 'sama sekali bukan multipart', 'UPLOAD_INCOMPLETE'],
      ];
      for (const [contentType, body, code] of cases) {
        const response = await send(contentType, body);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ success: false, code });
      }
    });

    it('refuses a request that is not multipart with 415', async () => {
      const json = await api(t.app, {
        method: 'POST',
        url: '/api/v2/profile/upload-image',
        token: member.token,
        body: { image: 'data:image/png;base64,iVBORw0KGgo=' },
      });
      expect(json.statusCode).toBe(415);
      expect(json.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
      const empty = await api(t.app, {
        method: 'POST',
        url: '/api/v2/profile/upload-cover',
        token: member.token,
      });
      expect(empty.statusCode).toBe(415);
    });

    it('refuses guests and calls without the CSRF header', async () => {
      const image = await png(50, 50);
      const guest = await uploadImage('upload-image', image, '');
      expect(guest.statusCode).toBe(401);
      const noCsrf = await api(t.app, {
        method: 'POST',
        url: '/api/v2/profile/upload-image',
        token: member.token,
        csrf: false,
        ...multipart([{ name: 'image', filename: 'a.png', data: image }]),
      });
      expect(noCsrf.statusCode).toBe(403);
    });

    afterAll(() => {
      expect(storedProfileFiles()).toEqual(before);
    });
  });
});

it('refuses an image from a user whose email is not verified yet, and stores nothing', async () => {
  const unverified = await createUser(t.app, t.ctx, { verified: false });
  const before = storedProfileFiles();
  const refused = await uploadImage('upload-cover', await png(50, 50), unverified.token);
  expect(refused.statusCode).toBe(403);
  expect(refused.json().code).toBe('EMAIL_NOT_VERIFIED');
  expect(storedProfileFiles()).toEqual(before);
});

describe('POST /auth/become-creator', () => {
  const becomeCreator = (token?: string) =>
    api(t.app, { method: 'POST', url: '/api/v2/auth/become-creator', token });

  it('makes a member a publisher, and doing it again changes nothing', async () => {
    const user = await createUser(t.app, t.ctx);
    const first = await becomeCreator(user.token);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ role: 'publisher', roles: ['publisher', 'members'] });
    const again = await becomeCreator(user.token);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.roles).toEqual(['publisher', 'members']);
    // The cached session sees the new role at once.
    const me = await api(t.app, { method: 'GET', url: '/api/v2/auth/me', token: user.token });
    expect(me.json().data.role).toBe('publisher');
  });

  it('refuses an unverified user with 403 and a guest with 401', async () => {
    const unverified = await createUser(t.app, t.ctx, { verified: false });
    const blocked = await becomeCreator(unverified.token);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('EMAIL_NOT_VERIFIED');
    const guest = await becomeCreator();
    expect(guest.statusCode).toBe(401);
    expect(guest.json().code).toBe('UNAUTHENTICATED');
  });
});
