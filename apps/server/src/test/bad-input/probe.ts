import { safeReturnPath } from '@pustaka/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { api } from '../factories.ts';
import type { Auth, Body, Fixtures, Method } from './fixture.ts';

/** One route as the batch sees it, and one hostile request to it with the check of its answer. */

export type Route = {
  method: Method;
  /** Fastify's pattern; `:id` is the target user unless `ids` names another fixture. */
  path: string;
  /** The least a caller needs. */
  auth: Auth;
  /** A valid body: every hostile body is a variation of it. */
  body?: Body | ((f: Fixtures) => Body);
  /** Body fields holding names: markup, SQL, emoji and control characters are refused there. */
  names?: string[];
  /** A valid query string. */
  query?: Record<string, string> | ((f: Fixtures) => Record<string, string>);
  ids?: Partial<Record<string, keyof Fixtures>>;
  /** An upload route and what it takes: a picture (field `image`), or a PDF or an MP3 (field `file`). */
  multipart?: 'image' | 'pdf' | 'mp3' | 'proof' | 'csv';
  /** Query strings (replacing `query`) an upload or a read must refuse (with 400 or 404 unless told). */
  badQueries?: (f: Fixtures) => string[];
  /** What a read answers its `badQueries` with, when not 400 or 404 (a browser callback redirects home). */
  badQueryStatuses?: number[];
  /** Changes to the valid body that look fine but must be refused (400, 409 or 422) and create nothing. */
  badBodies?: (f: Fixtures) => Body[];
  /** A streaming route: hostile Range headers too. */
  ranges?: true;
  /** What a hostile path parameter may get besides 400 and 404 (a route that checks ownership first). */
  paramStatuses?: number[];
  /** A publisher's read of something every publisher may read (the shared author directory). */
  sharedRead?: true;
  /** Called with the member's key in X-API-Key instead of a login (the extraction endpoints). */
  apiKey?: true;
  /** Body fields that take long text (a post's HTML): past their own limit they are refused with 413. */
  longText?: string[];
  /** Body fields that take a whole document (a web page): 200 KB of it is no error, only 413 past the limit. */
  documents?: string[];
  /** The route's own body limit, when larger than the app's 1 MB: a body just past it is refused with 413. */
  bodyLimit?: number;
  /**
   * A page or feed for browsers and readers: its refusals are the app's 404 page (HTML), not the envelope. A
   * parameter longer than the router takes matches no route, and the web app's shell answers (its own 404).
   */
  page?: true;
  /** Headers every probe carries (a guest's quiz token): the caller is who the route expects. */
  headers?: (f: Fixtures) => Record<string, string>;
};

const PARAM_FIXTURE: Record<string, keyof Fixtures> = {
  id: 'user',
  groupId: 'group',
  fileId: 'file',
  role: 'role',
  name: 'avatar',
  slug: 'lmsSlug',
  code: 'lmsCertificate',
};

export function urlOf(
  fixtures: Fixtures,
  route: Route,
  override: Record<string, string> = {},
  query = typeof route.query === 'function' ? route.query(fixtures) : route.query,
): string {
  const path = route.path.replace(/:(\w+)/g, (_m, name: string) => {
    if (override[name] !== undefined) return override[name];
    const key = route.ids?.[name] ?? PARAM_FIXTURE[name];
    if (!key) throw new Error(`no fixture for :${name} in ${route.path}`);
    return encodeURIComponent(String(fixtures[key]));
  });
  const search = query ? new URLSearchParams(query).toString() : '';
  return search ? `${path}?${search}` : path;
}

export const validBody = (fixtures: Fixtures, route: Route): Body | undefined =>
  typeof route.body === 'function' ? route.body(fixtures) : route.body;

/** Sends one hostile request and notes what is wrong with the answer, if anything. */
export async function probe(
  app: FastifyInstance,
  problems: string[],
  label: string,
  request: {
    method: Method;
    url: string;
    token?: string;
    headers?: Record<string, string>;
    payload?: string | Buffer;
  },
  expected?: number[],
  page = false,
): Promise<LightMyRequestResponse> {
  const response = await api(app, { ...request, headers: request.headers ?? {} });
  const status = response.statusCode;
  const where = `${label} → ${status}`;
  if (status >= 500) problems.push(`${where} ${response.body.slice(0, 200)}`);
  // Whatever a request says, a redirect stays on this app: a normalised path of it, or its own address.
  const location = response.headers.location;
  if (status >= 300 && status < 400 && typeof location === 'string') {
    const own = location.startsWith('http://pustaka.test/')
      ? location.slice('http://pustaka.test'.length)
      : location;
    if (safeReturnPath(own, '') !== own)
      problems.push(`${where} redirects off the app: ${location.slice(0, 200)}`);
  }
  if (expected && !expected.includes(status)) problems.push(`${where}, expected ${expected.join(' or ')}`);
  const isPage = page && String(response.headers['content-type']).startsWith('text/html');
  if (status >= 400 && status < 500 && !isPage) {
    let body: { success?: unknown; error?: unknown; code?: unknown } | undefined;
    try {
      body = response.json();
    } catch {
      body = undefined;
    }
    const isEnvelope =
      body?.success === false &&
      typeof body.error === 'string' &&
      body.error.length > 0 &&
      typeof body.code === 'string' &&
      /^[A-Z_]+$/.test(body.code);
    if (!isEnvelope) problems.push(`${where} without the error envelope: ${response.body.slice(0, 200)}`);
  }
  return response;
}

export type Probe = {
  payload?: string | Buffer;
  /** The statuses allowed; without it any status below 500 will do. */
  expected?: number[];
  headers?: Record<string, string>;
  url?: string;
  /** The caller's token: the one the route needs unless given; null for none. */
  as?: string | null;
};

export const JSON_TYPE = { 'content-type': 'application/json' };
