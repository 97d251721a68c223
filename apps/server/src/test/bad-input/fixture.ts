import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import sharp from 'sharp';
import { afterAll, beforeAll } from 'vitest';
import { makeMp3, makePdf } from '#platform/media/fixtures.ts';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { api, createAdmin, createPublisher, createUser, login, type TestUser } from '../factories.ts';
import { POST, PRODUCT } from './bodies.ts';
import {
  creatorToolsPlan,
  extractionKeys,
  landingFixtures,
  lmsFixtures,
  type Maker,
  openOrders,
  pendingSettlement,
  quizFixtures,
  slideDeck,
} from './fixture-parts.ts';
import { type FilePart, MP3_PART, multipartBody, PDF_PART, PNG_PART } from './multipart.ts';

/**
 * The app every area's hostile batch runs against: a user of each kind, and one of everything the routes
 * point at, made through the routes themselves.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Auth = 'guest' | 'unverified' | 'member' | 'publisher' | 'admin';
export type Fixtures = {
  user: number;
  group: number;
  mail: number;
  avatar: string;
  role: string;
  /** The publisher who owns `product`. */
  seller: number;
  /** A published ebook with a cover, a main file and a sample. */
  product: number;
  /** The product's main file. */
  file: number;
  /** The product's sample, by its id as the samples bucket names it. */
  sample: number;
  category: number;
  /** The product's cover, as the image proxy names it. */
  cover: string;
  /** A draft audio product of the same publisher, with one track. */
  audio: number;
  track: number;
  /** An author record the publisher made, with a photo. */
  author: number;
  /** The author's photo, as the image proxy names it. */
  authorPhoto: string;
  /** A signed address to the product's main file, issued to its publisher. */
  link: string;
  /** A pending payout request of the publisher. */
  settlement: number;
  /** The member's pending bank-transfer order for the product. */
  order: number;
  /** An admin's slide deck with its slides written, and its first slide. */
  deck: number;
  slide: number;
  /** A picture of that deck, by its stored name. */
  slideAsset: string;
  /** The sandbox gateway's transaction for the member's pending online order. */
  sandbox: string;
  /** The page token the checkout handed the member with that transaction's page. */
  sandboxToken: string;
  provider: string;
  /** The member's API key, sent as X-API-Key on the extraction endpoints. */
  apiKey: string;
  /** A second key of the member's, which the revoke route's batch may revoke. */
  spareKey: number;
  /** A job id no job has (a valid shape). */
  extractionJob: string;
  /** The publisher's published landing page (their plan has landing pages), its slug and an image of it. */
  landingPage: number;
  landingSlug: string;
  landingImage: string;
  landingImageFile: string;
  /** A published blog post of the publisher, its slug, and an image they uploaded for posts. */
  post: number;
  postSlug: string;
  blogImage: string;
  /** A public quiz of the publisher's with one true/false question. */
  quiz: number;
  question: number;
  /** A guest's session of the quiz, and the token that proves it. */
  quizSession: string;
  quizToken: string;
  /** The question's picture, as the quiz image route names it. */
  quizImage: string;
  /** A live game of that quiz in its lobby, and its PIN. */
  liveGame: number;
  livePin: string;
  /** A published public course of the publisher (whose plan has the LMS), with a PDF content. */
  lmsCourse: number;
  lmsSlug: string;
  lmsContent: number;
  lmsInvite: string;
  /** A second join link of the course, which the routes that limit and revoke links may change. */
  lmsSpareInvite: number;
  lmsCover: string;
  /** The member, enrolled in the course. */
  lmsLearner: number;
  /** A well-formed certificate code that names no certificate. */
  lmsCertificate: string;
  /** The learner's signed stream address of the PDF content. */
  lmsStream: string;
  /** A quiz content of the course (a quiz of the publisher's), and the learner's session of it. */
  lmsQuizContent: number;
  lmsQuizSession: string;
  /** A short link of the member. */
  shortLink: number;
  /** A host on the short links' block-list. */
  blockedHost: string;
  /** The unverified user's support request, and the admin as a staff member to assign it to. */
  supportRequest: number;
  supportStaff: number;
};
export type Body = Record<string, unknown>;

export type BadInputKit = {
  t: TestApp;
  users: Record<Auth, TestUser | undefined>;
  /** A publisher who owns nothing the routes point at. */
  stranger: TestUser;
  /** A small valid PNG: the one upload every image route would accept. */
  png: Buffer;
  /** A small valid PDF and MP3: the uploads the product file routes would accept. */
  pdf: Buffer;
  mp3: Buffer;
  fixtures: Fixtures;
  /** Tokens that must all be refused. */
  badTokens: Record<string, string>;
  /** The counts before the batch. */
  before: Awaited<ReturnType<typeof counts>>;
};

/** Every stored object under DATA_DIR/files, and whatever an upload left in DATA_DIR/tmp. */
export function filesUnder(folder: string): string[] {
  try {
    return readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
}

async function rowCounts(t: TestApp): Promise<Record<string, number>> {
  const result = await t.ctx.db.execute(
    sql`select (select count(*) from products)::int as products,
      (select count(*) from product_files)::int as product_files,
      (select count(*) from categories)::int as categories,
      (select count(*) from authors)::int as authors,
      (select count(*) from settlements)::int as settlements,
      (select count(*) from blog_posts)::int as blog_posts,
      (select count(*) from blog_images)::int as blog_images,
      (select count(*) from quizzes)::int as quizzes,
      (select count(*) from quiz_questions)::int as quiz_questions,
      (select count(*) from quiz_sessions)::int as quiz_sessions,
      (select count(*) from quiz_answers)::int as quiz_answers,
      (select count(*) from short_links)::int as short_links,
      (select count(*) from short_link_reports)::int as short_link_reports,
      (select count(*) from short_link_blocked_hosts)::int as short_link_blocked_hosts,
      (select count(*) from support_requests)::int as support_requests,
      (select count(*) from support_messages)::int as support_messages,
      (select count(*) from support_requests where status = 'closed' or assignee_id is not null or premium_decision <> 'pending')::int as support_changed`,
  );
  const rows = Array.isArray(result) ? result : (result as unknown as { rows: unknown[] }).rows;
  return rows[0] as Record<string, number>;
}

/** What the batch must leave as it found it: the counts of what the routes create, and the stored files. */
export async function counts({ t, users }: Pick<BadInputKit, 't' | 'users'>) {
  const admin = users.admin as TestUser;
  const overview = (
    await api(t.app, { method: 'GET', url: '/api/v2/admin/overview', token: admin.token })
  ).json().data;
  const groups = (await api(t.app, { method: 'GET', url: '/api/v2/admin/groups', token: admin.token })).json()
    .data;
  return {
    users: overview.users_total,
    groups: groups.length,
    contactMessages: overview.contact_messages,
    ...(await rowCounts(t)),
    files: filesUnder(path.join(t.dataDir, 'files')),
  };
}

export async function openBadInputKit(): Promise<BadInputKit> {
  // Every extraction probe of the member's key counts against its rate limit; the limit has tests of its own.
  const t = await buildTestApp({ EXTRACT_KEY_RATE_PER_MINUTE: '100000' });
  const [admin, member, unverified, target, deleted] = await Promise.all([
    createAdmin(t.app, t.ctx),
    createUser(t.app, t.ctx),
    createUser(t.app, t.ctx, { verified: false }),
    createUser(t.app, t.ctx, { firstName: 'Sasaran' }),
    createUser(t.app, t.ctx),
  ]);
  const [publisher, otherPublisher] = await Promise.all([
    createPublisher(t.app, t.ctx),
    createPublisher(t.app, t.ctx),
  ]);
  const users: Record<Auth, TestUser | undefined> = {
    guest: undefined,
    unverified,
    member,
    publisher,
    admin,
  };
  const asAdmin = (method: Method, url: string, body?: unknown) =>
    api(t.app, { method, url, token: admin.token, body });

  const group = (await asAdmin('POST', '/api/v2/admin/groups', { name: 'Sasaran' })).json().data;
  await asAdmin('POST', `/api/v2/admin/users/${target.id}/groups`, { group_id: group.id });
  await api(t.app, {
    method: 'POST',
    url: '/api/v2/auth/verify-email/send',
    token: unverified.token,
    body: {},
  });
  const [mail] = (await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' })).json().data;
  const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#222' } })
    .png()
    .toBuffer();
  const uploaded = await api(t.app, {
    method: 'POST',
    url: '/api/v2/profile/upload-image',
    token: target.token,
    ...multipartBody('image', png),
  });

  // The catalogue's fixtures: a category and a published ebook in it with a cover, a main file and a sample.
  const [pdf, mp3] = await Promise.all([makePdf({ pages: 2 }), makeMp3({ seconds: 1 })]);
  const maker: Maker = { t, png, pdf };
  const category = (await asAdmin('POST', '/api/v2/categories', { name: 'Sasaran Kategori' })).json().data;
  const asPublisher = (method: Method, url: string, body?: unknown) =>
    api(t.app, { method, url, token: publisher.token, body });
  const product = (
    await asPublisher('POST', '/api/v2/books', { ...PRODUCT, name: 'Buku Sasaran', category_id: category.id })
  ).json().data;
  const send = (url: string, field: string, data: Buffer, part: FilePart) =>
    api(t.app, {
      method: 'POST',
      url,
      token: publisher.token,
      ...multipartBody(field, data, undefined, part),
    });
  await send(`/api/v2/books/${product.id}/cover`, 'image', png, PNG_PART);
  await send(`/api/v2/books/${product.id}/files?role=sample`, 'file', pdf, PDF_PART);
  await send(`/api/v2/books/${product.id}/files?role=main`, 'file', pdf, PDF_PART);
  await asPublisher('POST', `/api/v2/books/${product.id}/submit`);
  const approved = (await asAdmin('PUT', `/api/v2/admin/books/${product.id}/approve`)).json().data;
  if (!approved?.is_published) throw new Error('the fixture product was not published');
  const audio = (
    await asPublisher('POST', '/api/v2/books', { ...PRODUCT, name: 'Album Sasaran', format: 'MP3' })
  ).json().data;
  const withTrack = (
    await send(`/api/v2/books/${audio.id}/files?role=track&title=Lagu%20Sasaran`, 'file', mp3, MP3_PART)
  ).json().data;
  const author = (
    await asPublisher('POST', '/api/v2/authors', { name: 'Penulis Sasaran', bio: 'Penulis untuk diuji.' })
  ).json().data;
  const withPhoto = (await send(`/api/v2/authors/${author.id}/photo`, 'image', png, PNG_PART)).json().data;
  const mainFile = approved.files.find((file: { role: string }) => file.role === 'main').id;
  const signed = (
    await asPublisher('POST', '/api/v2/publisher/gcs_jwt/download', {
      bucket: 'products',
      object_name: String(mainFile),
    })
  ).json().data;
  // The blog's fixtures: the publisher's plan has the blog, landing pages and quizzes (given after the sales above,
  // which it would otherwise change the share of), a published post and a picture uploaded for posts.
  const settlement = await pendingSettlement(maker, publisher, member);
  const openOrdersOfMember = await openOrders(maker, member);
  await creatorToolsPlan(maker, publisher);
  const blogImage = (await send('/api/v2/blog/images', 'image', png, PNG_PART)).json().data.name;
  const post = (
    await asPublisher('POST', '/api/v2/blog/posts', {
      ...POST,
      title: 'Tulisan Sasaran',
      slug: 'tulisan-sasaran',
      cover_image: blogImage,
    })
  ).json().data;
  await asPublisher('POST', `/api/v2/blog/posts/${post.id}/publish`, {});
  const shortLink = (
    await api(t.app, {
      method: 'POST',
      url: '/api/v2/short-links',
      token: member.token,
      body: { target: 'https://contoh.id/sasaran', code: 'sasaran-1' },
    })
  ).json().data;
  await asAdmin('POST', '/api/v2/admin/short-links/blocked-hosts', { host: 'diblokir.example' });
  const supportRequest = (
    await api(t.app, {
      method: 'POST',
      url: '/api/v2/support/requests',
      token: unverified.token,
      body: {
        type: 'general',
        subject: 'Permintaan sasaran',
        message: 'Permintaan untuk diuji oleh semua rute.',
      },
    })
  ).json().data;
  const fixtures: Fixtures = {
    post: post.id,
    postSlug: post.slug,
    blogImage,
    user: target.id,
    group: group.id,
    mail: mail.id,
    avatar: uploaded.json().data.avatar_url.split('/').pop(),
    role: 'members',
    seller: publisher.id,
    product: product.id,
    file: approved.files.find((file: { role: string }) => file.role === 'main').id,
    sample: approved.files.find((file: { role: string }) => file.role === 'sample').id,
    category: category.id,
    cover: approved.cover_url.split('/').pop(),
    audio: audio.id,
    track: withTrack.files[0].id,
    author: author.id,
    authorPhoto: withPhoto.photo_url.split('/').pop(),
    link: signed.url.split('/').pop(),
    settlement,
    ...openOrdersOfMember,
    ...(await extractionKeys(maker, member)),
    ...(await slideDeck(maker, admin)),
    ...(await landingFixtures(maker, publisher, product.id)),
    ...(await quizFixtures(maker, publisher)),
    ...(await lmsFixtures(maker, publisher, member)),
    shortLink: shortLink.id,
    blockedHost: 'diblokir.example',
    supportRequest: supportRequest.id,
    supportStaff: admin.id,
  };

  // Tokens that must all be refused: expired, forged, unsigned, from another secret, of a deleted account,
  // of a logged-out session.
  const claims = decodeJwt(member.token);
  const secret = new TextEncoder().encode(t.ctx.config.authSecret);
  const sign = (key: Uint8Array, expiresAt: number) =>
    new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.sub))
      .setIssuer('pustaka')
      .setIssuedAt(Math.floor(expiresAt / 1000) - 3600)
      .setExpirationTime(Math.floor(expiresAt / 1000))
      .sign(key);
  const [header, payload] = member.token.split('.');
  const unsignedHeader = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
  const asAdminPayload = Buffer.from(JSON.stringify({ ...claims, sub: String(admin.id) })).toString(
    'base64url',
  );
  const loggedOut = await login(t.app, member.email, member.password);
  await api(t.app, { method: 'POST', url: '/api/v2/auth/logout', token: loggedOut });
  await asAdmin('DELETE', `/api/v2/admin/users/${deleted.id}`);
  const badTokens: Record<string, string> = {
    expired: await sign(secret, t.clock.now().getTime() - 60_000),
    otherSecret: await sign(
      new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256'),
      Date.now() + 3600_000,
    ),
    forgedSignature: `${header}.${payload}.${'A'.repeat(43)}`,
    forgedSubject: `${header}.${asAdminPayload}.${member.token.split('.')[2]}`,
    unsigned: `${unsignedHeader}.${payload}.`,
    garbage: 'not-a-jwt',
    huge: 'x'.repeat(10_000),
    deletedUser: deleted.token,
    loggedOut,
  };
  const kit = { t, users, stranger: otherPublisher, png, pdf, mp3, fixtures, badTokens };
  return { ...kit, before: await counts(kit) };
}

/** Opens the kit before the file's tests and closes its app after them; the getter hands it to the tests. */
export function useBadInputKit(): () => BadInputKit {
  let kit: BadInputKit | undefined;
  beforeAll(async () => {
    kit = await openBadInputKit();
  });
  afterAll(() => kit?.t.app.close());
  return () => {
    if (!kit) throw new Error('the bad-input kit is not open');
    return kit;
  };
}
