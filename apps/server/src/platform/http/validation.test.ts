import { bilingual } from '@pustaka/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bareApp } from '#test/bare-app.ts';

const app = bareApp();
const Body = z.object({
  name: z.string().min(3).max(24),
  count: z.number().int().min(1).max(24),
  ratio: z.number().gt(0).lt(1).optional(),
  kind: z.enum(['a', 'b']),
  email: z.email().optional(),
  tags: z.array(z.string()).max(2).optional(),
  title: z.string().min(1, bilingual('Judul wajib diisi', 'A title is required')).optional(),
  note: z.string().max(3, 'Catatan pendek saja').optional(),
});
beforeAll(async () => {
  app.post('/things', { schema: { body: Body } }, async () => ({ ok: true }));
  await app.ready();
});
afterAll(() => app.close());

async function detailsOf(body: unknown, language?: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/things',
    payload: body as object,
    headers: language ? { 'accept-language': language } : {},
  });
  expect(response.statusCode).toBe(400);
  return Object.fromEntries(
    (response.json().details as { field: string; message: string }[]).map((d) => [d.field, d.message]),
  );
}

const VALID = { name: 'abcd', count: 2, kind: 'a' };

describe('validation messages', () => {
  const cases: [string, Record<string, unknown>, string, string, string][] = [
    ['missing field', { ...VALID, name: undefined }, 'body.name', 'Wajib diisi', 'Required'],
    ['wrong type', { ...VALID, count: 'two' }, 'body.count', 'Harus berupa angka', 'Must be a number'],
    [
      'not whole',
      { ...VALID, count: 1.5 },
      'body.count',
      'Harus berupa bilangan bulat',
      'Must be a whole number',
    ],
    ['number above the limit', { ...VALID, count: 25 }, 'body.count', 'Maksimal 24', 'Must be at most 24'],
    ['number below the limit', { ...VALID, count: 0 }, 'body.count', 'Minimal 1', 'Must be at least 1'],
    ['exclusive bounds', { ...VALID, ratio: 1 }, 'body.ratio', 'Harus kurang dari 1', 'Must be less than 1'],
    ['text too short', { ...VALID, name: 'ab' }, 'body.name', 'Minimal 3 karakter', 'At least 3 characters'],
    [
      'text too long',
      { ...VALID, name: 'x'.repeat(25) },
      'body.name',
      'Maksimal 24 karakter',
      'At most 24 characters',
    ],
    ['list too long', { ...VALID, tags: ['a', 'b', 'c'] }, 'body.tags', 'Maksimal 2 item', 'At most 2 items'],
    ['enum', { ...VALID, kind: 'c' }, 'body.kind', 'Harus salah satu dari: a, b', 'Must be one of: a, b'],
    [
      'format',
      { ...VALID, email: 'nope' },
      'body.email',
      'Alamat email tidak valid',
      'Invalid email address',
    ],
    [
      'bilingual contract text',
      { ...VALID, title: '' },
      'body.title',
      'Judul wajib diisi',
      'A title is required',
    ],
  ];

  it.each(cases)('%s: Indonesian by default, English when asked', async (_name, body, field, id, en) => {
    expect((await detailsOf(body))[field]).toBe(id);
    expect((await detailsOf(body, 'en-US,en;q=0.9'))[field]).toBe(en);
    expect((await detailsOf(body, 'id-ID'))[field]).toBe(id);
  });

  it('keeps a custom text that has no English twin as written', async () => {
    expect((await detailsOf({ ...VALID, note: 'long' }, 'en'))['body.note']).toBe('Catatan pendek saja');
  });

  it('never answers in zod English inside an Indonesian envelope', async () => {
    const details = await detailsOf({ name: 1, count: 1e9, kind: 1, tags: 'x', extra: 1 });
    for (const message of Object.values(details))
      expect(message).not.toMatch(/expected|Invalid input|Too big/);
  });
});
