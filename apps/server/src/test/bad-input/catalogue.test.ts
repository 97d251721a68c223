import { describe, expect, it } from 'vitest';
import type { TestUser } from '../factories.ts';
import { describeAfterBatch } from './after-batch.ts';
import { describeHostileBatch } from './batch.ts';
import { useBadInputKit } from './fixture.ts';
import { probe } from './probe.ts';
import { CATALOGUE_ROUTES } from './routes/catalogue.ts';

/**
 * The hostile batch on the public catalogue, the publisher's products, tracks and authors, the admin's review,
 * and categories; and hostile forms on the multipart form of a new product.
 */

const kit = useBadInputKit();
describeHostileBatch(kit, CATALOGUE_ROUTES);

describe('the multipart form of POST /books/', () => {
  it('refuses hostile forms with a 4xx and makes no product', async () => {
    const { t, users, png, pdf } = kit();
    const problems: string[] = [];
    const boundary = 'batas-formulir-uji';
    const field = (name: string, value: string | Buffer) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
        Buffer.from(value),
        Buffer.from('\r\n'),
      ]);
    const file = (name: string, data: Buffer, filename = 'buku.pdf') =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        data,
        Buffer.from('\r\n'),
      ]);
    const end = Buffer.from(`--${boundary}--\r\n`);
    const valid = [field('name', 'Buku Formulir'), field('format', 'PDF'), field('base_price', '50000')];
    const forms: [string, Buffer][] = [
      ['no parts', end],
      ['a file without fields', Buffer.concat([file('file', pdf), end])],
      ['a picture as the book', Buffer.concat([...valid, file('file', png), end])],
      ['a PDF as the cover', Buffer.concat([...valid, file('cover', pdf, 'sampul.png'), end])],
      ['an empty file', Buffer.concat([...valid, file('file', Buffer.alloc(0)), end])],
      ['a NUL in a field name', Buffer.concat([...valid, field('na\u0000me', 'x'), end])],
      [
        'a price past any rupiah',
        Buffer.concat([...valid.slice(0, 2), field('base_price', '9'.repeat(40)), end]),
      ],
      ['a price with a sign', Buffer.concat([...valid.slice(0, 2), field('base_price', '-1'), end])],
      [
        'too many fields',
        Buffer.concat([...valid, ...Array.from({ length: 20 }, (_, i) => field(`x${i}`, 'y')), end]),
      ],
      [
        'three files',
        Buffer.concat([...valid, file('file', pdf), file('cover', png), file('file', pdf), end]),
      ],
      ['a cut-off body', Buffer.concat([...valid, file('file', pdf)]).subarray(0, -40)],
      ['a cut-off cover', Buffer.concat([...valid, file('cover', png, 'sampul.png')]).subarray(0, -40)],
      ['a long field', Buffer.concat([...valid, field('description', 'x'.repeat(2 * 1024 * 1024)), end])],
    ];
    const publisher = users.publisher as TestUser;
    for (const [label, payload] of forms) {
      await probe(
        t.app,
        problems,
        label,
        {
          method: 'POST',
          url: '/api/v2/books/',
          token: publisher.token,
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
          payload,
        },
        [400, 403, 413, 415, 422],
      );
    }
    expect(problems).toEqual([]);
  });
});

describeAfterBatch(kit);
