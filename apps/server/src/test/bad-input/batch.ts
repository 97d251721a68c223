import { describe, expect, it } from 'vitest';
import type { Auth, BadInputKit, Body } from './fixture.ts';
import {
  HOSTILE_NAMES,
  HOSTILE_PARAMS,
  HOSTILE_QUERY_VALUES,
  HOSTILE_RANGES,
  SQL,
  WRONG_TYPES,
} from './hostile.ts';
import {
  CSV_PART,
  type FilePart,
  MP3_PART,
  multipartBody,
  PDF_PART,
  PNG_PART,
  QUESTIONS_CSV,
} from './multipart.ts';
import { JSON_TYPE, type Probe, probe, type Route, urlOf, validBody } from './probe.ts';

/**
 * Every route meets a batch of hostile requests. None may produce a 5xx, every refusal is the error envelope,
 * and none may create the rows it tried to create (each area's file checks that after its batch).
 */
export function describeHostileBatch(kit: () => BadInputKit, routes: Route[]) {
  describe.each(routes)('$method $path', (route) => {
    it('survives the hostile batch', async () => {
      const { t, users, stranger, png, pdf, mp3, fixtures, badTokens } = kit();
      const problems: string[] = [];
      const tokenFor = (auth: Auth) => users[auth]?.token;
      const url = urlOf(fixtures, route);
      const body = validBody(fixtures, route);
      const mutating = route.method !== 'GET';
      const send = (label: string, options: Probe = {}) => {
        const { payload, expected, headers: given = JSON_TYPE, as = tokenFor(route.auth) ?? null } = options;
        const headers = route.apiKey ? { 'x-api-key': fixtures.apiKey, ...given } : given;
        const request = {
          method: route.method,
          url: options.url ?? url,
          token: as ?? undefined,
          headers: { ...route.headers?.(fixtures), ...headers },
          payload,
        };
        return probe(t.app, problems, label, request, expected, route.page);
      };
      /** The valid request, to vary one thing at a time. */
      const valid: Probe =
        route.multipart === 'image'
          ? multipartBody('image', png)
          : route.multipart === 'pdf' || route.multipart === 'proof'
            ? multipartBody('file', pdf, undefined, PDF_PART)
            : route.multipart === 'csv'
              ? multipartBody('file', QUESTIONS_CSV, undefined, CSV_PART)
              : route.multipart === 'mp3'
                ? multipartBody('file', mp3, undefined, MP3_PART)
                : body
                  ? { payload: JSON.stringify(body), headers: JSON_TYPE }
                  : { headers: {} };
      const withBody = (changes: Body) => JSON.stringify({ ...body, ...changes });

      // Who is calling: no token, bad tokens, too little access. Everything else about the request is valid.
      if (route.auth !== 'guest') {
        await send('no token', { ...valid, expected: [401], as: null });
        for (const [name, bad] of Object.entries(badTokens)) {
          await send(`${name} token`, { ...valid, expected: [401], as: bad });
        }
        const basic = { ...valid.headers, authorization: 'Basic YWRtaW46YWRtaW4=' };
        await send('basic auth', { ...valid, headers: basic, expected: [401], as: null });
        const weaker: Record<Auth, Auth[]> = {
          admin: ['publisher', 'member', 'unverified'],
          publisher: ['member', 'unverified'],
          member: ['unverified'],
          unverified: [],
          guest: [],
        };
        for (const auth of weaker[route.auth]) {
          await send(`as ${auth}`, { ...valid, expected: [403], as: tokenFor(auth) });
        }
        // A publisher's routes that name something (a product, a seller) refuse another publisher.
        if (route.auth === 'publisher' && route.path.includes(':') && !route.sharedRead)
          await send('as another publisher', { ...valid, expected: [403, 404], as: stranger.token });
      }

      // A keyed route without its key, or with keys that are not ones: 401, whatever else the request says.
      if (route.apiKey) {
        for (const bad of ['', 'pk_live_bukanKunci', 'x'.repeat(5000), `${fixtures.apiKey}\u0000`, SQL]) {
          await send(`X-API-Key ${JSON.stringify(bad.slice(0, 20))}`, {
            ...valid,
            headers: { ...valid.headers, 'x-api-key': bad },
            expected: [400, 401],
          });
        }
      }

      // Bodies that never reach the handler, on every mutating route: unparseable, poisoned or too large.
      if (mutating) {
        await send('malformed JSON', { payload: '{"first_name": "Sari",', expected: [400] });
        await send('truncated JSON', { payload: '{"a":', expected: [400] });
        // An empty body with a JSON content type is no body (empty-json-body.test.ts walks every route with
        // it); where the route needs one, that is a validation error.
        if (body) await send('empty JSON body', { payload: '', expected: [400] });
        await send('prototype pollution', {
          payload: '{"__proto__":{"isAdmin":true},"x":1}',
          expected: [400],
        });
        await send('constructor pollution', {
          payload: '{"constructor":{"prototype":{"a":1}}}',
          expected: [400],
        });
        const limit = route.bodyLimit ?? 1024 * 1024;
        await send(`${Math.round(limit / 1024 / 1024)} MB JSON body`, {
          payload: withBody({ padding: 'x'.repeat(limit) }),
          expected: [413],
        });
      }

      // Bodies that are JSON but wrong: other shapes, unknown fields, wrong types, oversized or hostile text.
      if (body) {
        for (const shape of ['null', '[]', '"teks"', '123', 'true']) {
          await send(`body ${shape}`, { payload: shape, expected: [400] });
        }
        await send('empty object', { payload: '{}' });
        await send('unknown field', { payload: withBody({ is_admin: true }), expected: [400] });
        for (const [field, value] of Object.entries(body)) {
          const sameType = (wrong: unknown) => typeof wrong === typeof value && typeof wrong !== 'object';
          for (const wrong of WRONG_TYPES.filter((candidate) => !sameType(candidate))) {
            await send(`${field}=${JSON.stringify(wrong)}`, {
              payload: withBody({ [field]: wrong }),
              expected: [400],
            });
          }
          if (route.documents?.includes(field)) {
            await send(`${field} of 200 KB`, {
              payload: withBody({ [field]: `<p>${'x'.repeat(200 * 1024)}</p>` }),
              expected: [200, 422],
            });
          } else if (route.longText?.includes(field)) {
            await send(`${field} of 600 KB`, {
              payload: withBody({ [field]: 'x'.repeat(600 * 1024) }),
              expected: [413],
            });
          } else if (typeof value === 'string') {
            const big = 'x'.repeat(200 * 1024);
            await send(`${field} of 200 KB`, { payload: withBody({ [field]: big }), expected: [400] });
            await send(`${field} with a NUL`, {
              payload: withBody({ [field]: `${value}\u0000` }),
              expected: [400],
            });
          }
        }
        for (const bad of route.badBodies?.(fixtures) ?? []) {
          await send(`body ${JSON.stringify(bad).slice(0, 60)}`, {
            payload: withBody(bad),
            expected: [400, 409, 422],
          });
        }
        for (const field of route.names ?? []) {
          for (const name of HOSTILE_NAMES) {
            await send(`${field}=${JSON.stringify(name)}`, {
              payload: withBody({ [field]: name }),
              expected: [400],
            });
          }
        }
        const asType = (type: string, payload: string | Buffer, expected: number[]) =>
          send(`as ${type}`, { payload, expected, headers: { 'content-type': type } });
        await asType('text/plain', JSON.stringify(body), [400, 415]);
        await asType('application/x-www-form-urlencoded', 'first_name=Sari', [415]);
        await asType('application/xml', '<user><name>Sari</name></user>', [415]);
        const form = multipartBody('first_name', Buffer.from('Sari'));
        await send('as multipart', { ...form, expected: [400, 415] });
      }

      // Uploads: everything but the one well-formed file (that one, with bad callers, is above).
      if (route.multipart === 'image') {
        const image = png;
        const pngHeader = image.subarray(0, 33);
        const upload = multipartBody('image', image);
        const cases: [string, Probe, number][] = [
          ['a text file', multipartBody('image', Buffer.from('bukan gambar')), 415],
          ['a broken PNG', multipartBody('image', Buffer.concat([pngHeader, Buffer.alloc(500, 3)])), 422],
          ['an empty file', multipartBody('image', Buffer.alloc(0)), 400],
          [
            'a 6 MB file',
            multipartBody('image', Buffer.concat([pngHeader, Buffer.alloc(6 * 1024 * 1024)])),
            413,
          ],
          ['another field name', multipartBody('foto', image), 400],
          [
            'a text field instead of the file',
            multipartBody('image', Buffer.from('data:image/png;base64,AA'), undefined, null),
            400,
          ],
          ['no boundary', { ...upload, headers: { 'content-type': 'multipart/form-data' } }, 400],
          ['a cut-off body', { ...upload, payload: upload.payload.subarray(0, 60) }, 400],
          ['a 300-byte boundary', multipartBody('image', image, 'b'.repeat(300)), 400],
          ['JSON', { payload: JSON.stringify({ image: image.toString('base64') }) }, 415],
          ['text/plain', { payload: 'gambar', headers: { 'content-type': 'text/plain' } }, 415],
        ];
        for (const [label, request, status] of cases) await send(label, { ...request, expected: [status] });
      }
      if (route.multipart === 'pdf' || route.multipart === 'mp3' || route.multipart === 'proof') {
        const good = route.multipart === 'mp3' ? mp3 : pdf;
        const goodPart = route.multipart === 'mp3' ? MP3_PART : PDF_PART;
        const broken =
          route.multipart !== 'mp3'
            ? Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4000, 7)])
            : Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(3000)]);
        const file = (data: Buffer, part: FilePart = goodPart, field = 'file', boundary?: string) =>
          multipartBody(field, data, boundary, part);
        const upload = file(good);
        const cases: [string, Probe, number][] = [
          ['a text file', file(Buffer.from('bukan berkas sama sekali')), 415],
          ['a broken file', file(broken), 422],
          ['an empty file', file(Buffer.alloc(0)), 400],
          // A transfer proof may be a picture or a PDF; product files take one kind.
          ...(route.multipart === 'proof'
            ? []
            : [['a picture', file(png, PNG_PART), 415] as [string, Probe, number]]),
          ['another kind of file', file(route.multipart === 'mp3' ? pdf : mp3), 415],
          ['another field name', file(good, goodPart, 'berkas'), 400],
          ['a text field instead of the file', file(Buffer.from('JVBERi0xLjcK'), null), 400],
          ['no boundary', { ...upload, headers: { 'content-type': 'multipart/form-data' } }, 400],
          ['a cut-off body', { ...upload, payload: upload.payload.subarray(0, 300) }, 400],
          ['a 300-byte boundary', file(good, goodPart, 'file', 'b'.repeat(300)), 400],
          ['JSON', { payload: JSON.stringify({ file: good.toString('base64') }) }, 415],
          ['text/plain', { payload: 'berkas', headers: { 'content-type': 'text/plain' } }, 415],
        ];
        for (const [label, request, status] of cases) await send(label, { ...request, expected: [status] });
        const bare = urlOf(fixtures, route, {}, {});
        for (const query of route.badQueries?.(fixtures) ?? []) {
          await send(`?${query.slice(1, 60)}`, { ...upload, url: bare + query, expected: [400, 404] });
        }
      }

      // A CSV import: anything but a well-formed CSV of questions is refused, and nothing is imported.
      if (route.multipart === 'csv') {
        const file = (data: Buffer, field = 'file', part: FilePart = CSV_PART) =>
          multipartBody(field, data, undefined, part);
        const upload = file(QUESTIONS_CSV);
        const cases: [string, Probe, number][] = [
          ['a picture', file(png, 'file', PNG_PART), 422],
          [
            'a CSV with a broken row',
            file(Buffer.from('type,text,options,correct,points,time_limit_seconds\r\nessay,Apa?,,,1,\r\n')),
            422,
          ],
          ['another header', file(Buffer.from('a,b\r\n1,2\r\n')), 422],
          ['an empty file', file(Buffer.alloc(0)), 400],
          ['a 2 MB file', file(Buffer.concat([QUESTIONS_CSV, Buffer.alloc(2 * 1024 * 1024, 65)])), 413],
          ['another field name', file(QUESTIONS_CSV, 'berkas'), 400],
          ['a text field instead of the file', file(QUESTIONS_CSV, 'file', null), 400],
          ['no boundary', { ...upload, headers: { 'content-type': 'multipart/form-data' } }, 400],
          ['a cut-off body', { ...upload, payload: upload.payload.subarray(0, 60) }, 400],
          ['JSON', { payload: JSON.stringify({ file: QUESTIONS_CSV.toString('base64') }) }, 415],
        ];
        for (const [label, request, status] of cases) await send(label, { ...request, expected: [status] });
      }

      // Path parameters: huge, negative, non-numeric, encoded markup and SQL, traversal.
      for (const [, name = ''] of route.path.matchAll(/:(\w+)/g)) {
        for (const value of HOSTILE_PARAMS[name] ?? []) {
          const target = urlOf(fixtures, route, { [name]: value });
          const expected = [400, 404, ...(route.paramStatuses ?? [])];
          await send(`:${name}=${value.slice(0, 40)}`, { ...valid, url: target, expected });
        }
      }

      // Range headers on streaming routes: the whole file, a part of it, or 416.
      if (route.ranges) {
        for (const range of HOSTILE_RANGES) {
          await send(`Range: ${range.slice(0, 40)}`, {
            ...valid,
            headers: { range },
            expected: [200, 206, 416],
          });
        }
      }

      // Query strings, on reads only (a mutation with a stray query string is still a valid request): arrays,
      // huge or negative numbers, markup, SQL, emoji, NUL, long strings, prototype keys.
      if (!mutating) {
        const bare = urlOf(fixtures, route, {}, {});
        for (const key of new Set(['page', 'pageSize', ...Object.keys(route.query ?? {})])) {
          const probes = [
            `${key}=a&${key}=b`,
            `${key}[]=1`,
            `${key}[__proto__][admin]=1`,
            ...HOSTILE_QUERY_VALUES.map((value) => `${key}=${encodeURIComponent(value)}`),
          ];
          for (const query of probes)
            await send(`?${query.slice(0, 60)}`, { ...valid, url: `${bare}?${query}` });
        }
        await send('a 2000-character key', { ...valid, url: `${bare}?${'k'.repeat(2000)}=1` });
        for (const query of route.badQueries?.(fixtures) ?? []) {
          const expected = route.badQueryStatuses ?? [400, 404];
          await send(`?${query.slice(1, 60)}`, { ...valid, url: bare + query, expected });
        }
      }

      // One line per problem, so a failure lists them all.
      expect(problems.join('\n')).toBe('');
    });
  });
}
