import { CSRF_VALUE, type Role } from '@pustaka/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { plans, subscriptions } from '#db/schema.ts';
import { hashPassword } from '#modules/auth/index.ts';
import { createUser as insertUser } from '#modules/users/index.ts';
import type { AppContext } from '#platform/context.ts';

let sequence = 0;

export const DEFAULT_PASSWORD = 'Rahasia#123';

export type TestUser = { id: number; email: string; password: string; token: string };

/** A user with the given roles (verified by default), logged in: its token is ready to use. */
export async function createUser(
  app: FastifyInstance,
  ctx: AppContext,
  options: { roles?: Role[]; verified?: boolean; firstName?: string; password?: string } = {},
): Promise<TestUser> {
  sequence += 1;
  const email = `user${sequence}-${Date.now()}@contoh.id`;
  const password = options.password ?? DEFAULT_PASSWORD;
  const id = await insertUser(ctx.db, {
    email,
    passwordHash: await hashPassword(password),
    firstName: options.firstName ?? `Pengguna${sequence}`,
    lastName: 'Uji',
    roles: options.roles ?? ['members'],
    emailVerified: options.verified ?? true,
  });
  const token = await login(app, email, password);
  return { id, email, password, token };
}

export const createAdmin = (app: FastifyInstance, ctx: AppContext) =>
  createUser(app, ctx, { roles: ['admin'] });
export const createPublisher = (app: FastifyInstance, ctx: AppContext) =>
  createUser(app, ctx, { roles: ['publisher', 'members'] });

/** Gives a user an active plan with `lms_access` (the seeded Trainer VIP plan) for thirty days. */
export function giveTrainerPlan(ctx: AppContext, userId: number): Promise<void> {
  return subscribe(ctx, { id: userId }, SEEDED_PLANS.trainerVip);
}

export async function login(app: FastifyInstance, email: string, password: string): Promise<string> {
  const response = await api(app, { method: 'POST', url: '/api/v2/auth/login', body: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json().token;
}

type ApiOptions = Omit<InjectOptions, 'body'> & { token?: string; body?: unknown; csrf?: boolean };

/** app.inject with the house defaults: JSON body, CSRF header, bearer token when given. */
export function api(
  app: FastifyInstance,
  { token, body, csrf = true, headers = {}, ...options }: ApiOptions,
) {
  return app.inject({
    ...options,
    headers: {
      ...(csrf && { 'x-csrf-token': CSRF_VALUE }),
      ...(token && { authorization: `Bearer ${token}` }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body !== undefined && { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}

/** The latest mail sent to an address, from the outbox. */
export async function lastMailTo(
  app: FastifyInstance,
  email: string,
): Promise<{ subject: string; text: string }> {
  const response = await app.inject({
    method: 'GET',
    url: `/dev/mailbox.json?to=${encodeURIComponent(email)}`,
  });
  const [mail] = response.json().data;
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

/** Pulls the verification token out of a mail's link. */
export function tokenFromMail(text: string): string {
  const match = text.match(/verify-email\?token=([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error('no verification link in mail');
  return match[1];
}

export type MultipartPart = { name: string; filename?: string; contentType?: string; data: Buffer | string };
const BOUNDARY = '----pustaka-test-boundary-7MA4YWxkTrZu0gW';

/** A multipart/form-data body built by hand, the way a browser sends it. */
export function multipart(parts: MultipartPart[]): { payload: Buffer; headers: Record<string, string> } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const type = part.contentType ? `Content-Type: ${part.contentType}\r\n` : '';
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

/** Sends one file through a multipart upload route with the house headers. */
export function upload(
  app: FastifyInstance,
  options: {
    url: string;
    token?: string;
    field: string;
    filename: string;
    data: Buffer | string;
    contentType?: string;
  },
) {
  const body = multipart([
    { name: options.field, filename: options.filename, contentType: options.contentType, data: options.data },
  ]);
  return app.inject({
    method: 'POST',
    url: options.url,
    payload: body.payload,
    headers: {
      ...body.headers,
      'x-csrf-token': CSRF_VALUE,
      ...(options.token && { authorization: `Bearer ${options.token}` }),
    },
  });
}

type TestHarness = { app: FastifyInstance; ctx: AppContext };

/** A product a catalogue suite works with: its id and whatever else a test reads from the answer. */
export type TestProduct = { id: number; status: string; is_published: boolean } & Record<string, unknown>;

/**
 * The people and materials every catalogue suite starts from: an admin, two publishers, a member, a cover
 * picture and a PDF; and the steps a product goes through on its way to the catalogue, each checked. A suite
 * may bring its own cover size, PDF and draft fields (the defaults every `createDraft` starts from).
 */
export async function createCatalogueCast(
  t: TestHarness,
  options: {
    cover?: { width: number; height: number; background: string };
    pdf?: () => Promise<Buffer>;
    draft?: Record<string, unknown>;
  } = {},
) {
  const [{ makePdf }, { default: sharp }] = await Promise.all([
    import('#platform/media/fixtures.ts'),
    import('sharp'),
  ]);
  const coverSpec = options.cover ?? { width: 600, height: 800, background: '#0f766e' };
  const [admin, publisher, otherPublisher, member, cover, pdf] = await Promise.all([
    createAdmin(t.app, t.ctx),
    createPublisher(t.app, t.ctx),
    createPublisher(t.app, t.ctx),
    createUser(t.app, t.ctx),
    sharp({ create: { ...coverSpec, channels: 3 } })
      .png()
      .toBuffer(),
    options.pdf ? options.pdf() : makePdf({ pages: 2 }),
  ]);

  const expectStatus = async (
    response: Promise<{ statusCode: number; body: string }>,
    status: number,
    what: string,
  ) => {
    const answer = await response;
    if (answer.statusCode !== status) {
      throw new Error(`${what}: expected ${status}, got ${answer.statusCode} ${answer.body.slice(0, 300)}`);
    }
    return JSON.parse(answer.body).data;
  };

  const product = options.draft ?? {
    name: 'Buku Percobaan',
    description: '<p>Buku praktis yang disusun untuk pembaca di seluruh Indonesia.</p>',
    format: 'PDF',
    base_price: 50_000,
  };

  const cast = {
    admin,
    publisher,
    otherPublisher,
    member,
    cover,
    pdf,
    /** A category, made by the admin. */
    createCategory: (name: string) =>
      expectStatus(
        api(t.app, { method: 'POST', url: '/api/v2/categories', token: admin.token, body: { name } }),
        201,
        `category ${name}`,
      ) as Promise<{ id: number; name: string }>,
    /** A draft PDF product of `owner` (the publisher by default), as the suite's type `T` of it. */
    createDraft: <T = TestProduct>(owner: TestUser = publisher, overrides: Record<string, unknown> = {}) =>
      expectStatus(
        api(t.app, {
          method: 'POST',
          url: '/api/v2/books',
          token: owner.token,
          body: { ...product, ...overrides },
        }),
        201,
        'draft',
      ) as Promise<T>,
    sendCover: (productId: number, token: string = publisher.token, image: Buffer = cover) =>
      upload(t.app, {
        url: `/api/v2/books/${productId}/cover`,
        token,
        field: 'image',
        filename: 'sampul.png',
        data: image,
      }),
    sendFile: (productId: number, role: string, data: Buffer, filename: string, token = publisher.token) =>
      upload(t.app, {
        url: `/api/v2/books/${productId}/files?role=${role}`,
        token,
        field: 'file',
        filename,
        data,
      }),
    submit: (productId: number, owner: TestUser = publisher) =>
      api(t.app, { method: 'POST', url: `/api/v2/books/${productId}/submit`, token: owner.token }),
    approve: (productId: number, token: string = admin.token) =>
      api(t.app, { method: 'PUT', url: `/api/v2/admin/books/${productId}/approve`, token }),
    /** A draft PDF with a cover and its main file: all it needs before review. */
    async readyForReview<T = TestProduct>(
      owner: TestUser = publisher,
      overrides: Record<string, unknown> = {},
    ): Promise<T> {
      const draft = await cast.createDraft<TestProduct>(owner, overrides);
      await expectStatus(cast.sendCover(draft.id, owner.token), 200, 'cover');
      await expectStatus(cast.sendFile(draft.id, 'main', pdf, 'buku.pdf', owner.token), 200, 'main file');
      return draft as T;
    },
    /** A PDF product reviewed, approved and on sale. */
    async publish<T = TestProduct>(
      owner: TestUser = publisher,
      overrides: Record<string, unknown> = {},
    ): Promise<T> {
      const draft = await cast.readyForReview(owner, overrides);
      await expectStatus(cast.submit(draft.id, owner), 200, 'submit');
      return expectStatus(cast.approve(draft.id), 200, 'approve') as Promise<T>;
    },
  };
  return cast;
}

export type CatalogueCast = Awaited<ReturnType<typeof createCatalogueCast>>;

/** Ids of the plans every database is seeded with (subscriptions/plans.ts), by what tests use them for. */
export const SEEDED_PLANS = {
  /** Pro monthly: every creator feature. */
  proMonthly: 6,
  /** Publisher VIP: landing pages, blog, selling. */
  publisherVip: 9,
  /** Trainer VIP: `lms_access`. */
  trainerVip: 10,
} as const;

/**
 * The one way tests give a user a plan: an active subscription as a paid purchase leaves it, for `days`
 * from the app's clock, named as the seeded plan is. Written directly, like the commerce factories' paid
 * orders; buying is the subscriptions suite's subject.
 */
export async function subscribe(
  ctx: AppContext,
  user: { id: number },
  planId: number = SEEDED_PLANS.proMonthly,
  options: { days?: number; paymentMethod?: string } = {},
): Promise<void> {
  const now = ctx.now();
  const end = new Date(now.getTime() + (options.days ?? 30) * 86_400_000);
  await ctx.db.insert(subscriptions).values({
    userId: user.id,
    planId,
    planName: sql`(select ${plans.name} from ${plans} where ${plans.id} = ${planId})`,
    status: 'active',
    startDate: now,
    endDate: end,
    paymentMethod: options.paymentMethod ?? 'qris',
    createdAt: now,
    updatedAt: now,
  });
}
