import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { safeReturnPath } from '@pustaka/contract';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { decodeJwt, SignJWT } from 'jose';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planFeatures, plans, subscriptions } from '#db/schema.ts';
import { makeMp3, makePdf } from '#platform/media/fixtures.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { createPaidOrder, createSaleProduct } from './commerce-factories.ts';
import { api, createAdmin, createPublisher, createUser, login, type TestUser } from './factories.ts';

/**
 * Every route of the app meets a batch of hostile requests. None may produce a 5xx, every refusal is the
 * error envelope, and none may create the rows it tried to create.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Auth = 'guest' | 'unverified' | 'member' | 'publisher' | 'admin';
type Fixtures = {
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
type Body = Record<string, unknown>;
type Route = {
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

const NAMES = ['first_name', 'last_name'];
/** The web extraction endpoints take a page in the body: EXTRACT_MAX_BYTES (20 MB) and 1 MB for JSON's escapes. */
const EXTRACT_BODY_LIMIT = 21 * 1024 * 1024;
const POST = {
  title: 'Tulisan Baru',
  slug: 'tulisan-baru',
  content_html: '<p>Isi tulisan baru.</p>',
  seo_title: 'Judul SEO',
  seo_description: 'Ringkasan untuk mesin pencari.',
};
const PASSWORD = 'Rahasia#123';
const PRODUCT = {
  name: 'Buku Baru',
  description: '<p>Buku baru yang ditulis untuk pembaca pemula.</p>',
  format: 'PDF',
  base_price: 50_000,
  discount_amount: 5_000,
  language: 'id',
  downloadable: true,
};
const QUIZ = {
  title: 'Kuis Sasaran',
  description: 'Keterangan kuis.',
  pass_mark_percent: 70,
  attempts_allowed: 3,
  shuffle_questions: true,
  shuffle_options: true,
  show_answers: false,
  time_limit_seconds: 600,
  public_play: true,
};
const QUESTION = {
  type: 'true_false',
  text: 'Borobudur ada di Jawa Tengah?',
  correct_answer: true,
  points: 2,
  time_limit_seconds: 30,
};
const quizToken = (f: Fixtures) => ({ 'x-quiz-token': f.quizToken });
const PRODUCT_UPDATE = {
  name: 'Judul Lain',
  description: '<p>Deskripsi lain yang cukup panjang.</p>',
  base_price: 90_000,
  discount_amount: 10_000,
  language: 'en',
  downloadable: false,
  is_active: false,
};

// One line per route. A route missing here fails the "covers every route" test below.
// biome-ignore format: one route per line keeps the table readable and a new route a one-line change
const ROUTES: Route[] = [
  { method: 'POST', path: '/api/v2/auth/register', auth: 'guest', body: { email: 'baru@contoh.id', password: PASSWORD, first_name: 'Baru', last_name: 'Sekali' }, names: NAMES },
  { method: 'POST', path: '/api/v2/auth/login', auth: 'guest', body: { email: 'baru@contoh.id', password: PASSWORD, remember_me: true } },
  { method: 'GET', path: '/api/v2/auth/me', auth: 'unverified' },
  { method: 'POST', path: '/api/v2/auth/logout', auth: 'unverified' },
  { method: 'POST', path: '/api/v2/auth/change-password', auth: 'member', body: { current_password: 'bukan-sandi-ini', new_password: 'BaruSekali#1' } },
  { method: 'POST', path: '/api/v2/auth/verify-email/send', auth: 'unverified', body: { redirect: '/dashboard' }, badBodies: () => RETURN_TO_EXPLOITS.map((redirect) => ({ redirect })) },
  { method: 'GET', path: '/api/v2/auth/verify', auth: 'guest', query: { token: 'x'.repeat(43) } },
  { method: 'POST', path: '/api/v2/auth/set-password', auth: 'guest', body: { token: 'x'.repeat(43), password: PASSWORD }, badBodies: () => [{ token: '' }, { token: 'x'.repeat(201) }, { password: 'pendek' }] },
  { method: 'POST', path: '/api/v2/auth/become-creator', auth: 'member' },
  { method: 'GET', path: '/api/v2/profile', auth: 'member' },
  { method: 'PUT', path: '/api/v2/profile', auth: 'member', body: { first_name: 'Sari', bio: 'Penulis', phone: '0812345678', website: 'https://contoh.id', language: 'en' }, names: NAMES },
  { method: 'POST', path: '/api/v2/profile/upload-image', auth: 'member', multipart: 'image' },
  { method: 'POST', path: '/api/v2/profile/upload-cover', auth: 'member', multipart: 'image' },
  { method: 'GET', path: '/api/v2/public/image-proxy/profile/:name', auth: 'guest' },
  { method: 'GET', path: '/api/v2/admin/overview', auth: 'admin' },
  { method: 'GET', path: '/api/v2/admin/users', auth: 'admin', query: { q: 'sasaran', role: 'members', status: 'active', page: '1', pageSize: '20' } },
  { method: 'GET', path: '/api/v2/admin/users/export', auth: 'admin' },
  { method: 'GET', path: '/api/v2/admin/users/:id', auth: 'admin' },
  { method: 'PUT', path: '/api/v2/admin/users/:id', auth: 'admin', body: { first_name: 'Sasaran', last_name: 'Baru', roles: ['members'], email_verified: true }, names: NAMES },
  { method: 'PUT', path: '/api/v2/admin/users/:id/activate', auth: 'admin' },
  { method: 'PUT', path: '/api/v2/admin/users/:id/deactivate', auth: 'admin' },
  { method: 'DELETE', path: '/api/v2/admin/users/:id', auth: 'admin' },
  { method: 'GET', path: '/api/v2/admin/roles', auth: 'admin' },
  { method: 'POST', path: '/api/v2/admin/users/:id/roles', auth: 'admin', body: { role: 'publisher' } },
  { method: 'DELETE', path: '/api/v2/admin/users/:id/roles/:role', auth: 'admin' },
  { method: 'GET', path: '/api/v2/admin/groups', auth: 'admin' },
  { method: 'POST', path: '/api/v2/admin/groups', auth: 'admin', body: { name: 'Grup Baru', description: 'Keterangan' }, names: ['name'] },
  { method: 'DELETE', path: '/api/v2/admin/groups/:id', auth: 'admin', ids: { id: 'group' } },
  { method: 'POST', path: '/api/v2/admin/users/:id/groups', auth: 'admin', body: (f) => ({ group_id: f.group }) },
  { method: 'DELETE', path: '/api/v2/admin/users/:id/groups/:groupId', auth: 'admin' },
  { method: 'POST', path: '/api/v2/admin/users', auth: 'admin', body: (f) => ({ email: 'undangan@contoh.id', first_name: 'Undangan', last_name: 'Baru', roles: ['publisher'], group_ids: [f.group], language: 'en' }), names: NAMES, badBodies: (f) => [{ roles: ['superuser'] }, { roles: [] }, { group_ids: [f.group, 2_000_000_000] }, { group_ids: [0] }, { language: 'fr' }, { email: 'bukan-email' }] },
  { method: 'POST', path: '/api/v2/admin/users/:id/invitation', auth: 'admin', paramStatuses: [409] },
  { method: 'GET', path: '/api/v2/admin/mail/outbox', auth: 'admin', query: { status: 'failed', page: '1', pageSize: '20' }, badQueries: () => ['?status=sent', '?status=', '?page=0', '?pageSize=101', '?status=failed&status=queued'] },
  { method: 'POST', path: '/api/v2/admin/mail/outbox/:id/resend', auth: 'admin', ids: { id: 'mail' }, paramStatuses: [409] },
  { method: 'POST', path: '/api/v2/contact', auth: 'guest', body: { name: 'Siti', email: 'siti@contoh.id', subject: 'Halo', message: 'Pesan yang cukup panjang.', type: 'billing' }, badBodies: () => [{ type: 'refund' }, { subject: 'Hi' }, { message: 'x'.repeat(5001) }] },
  { method: 'POST', path: '/api/v2/support/requests', auth: 'unverified', body: { type: 'technical', subject: 'Tidak bisa masuk', message: 'Saya tidak bisa masuk sejak kemarin.' }, badBodies: () => [{ type: 'refund' }, { subject: '  ' }, { message: 'pendek' }, { message: 'x'.repeat(5001) }] },
  { method: 'GET', path: '/api/v2/support/requests/mine', auth: 'unverified', query: { status: 'new', page: '1', pageSize: '20' } },
  { method: 'GET', path: '/api/v2/support/requests/mine/:id', auth: 'unverified', ids: { id: 'supportRequest' } },
  { method: 'POST', path: '/api/v2/support/requests/mine/:id/replies', auth: 'unverified', ids: { id: 'supportRequest' }, body: { message: 'Ini tambahan keterangan saya.' }, badBodies: () => [{ message: '          ' }, { message: 'x'.repeat(5001) }] },
  { method: 'GET', path: '/api/v2/support/requests', auth: 'admin', query: { status: 'open', type: 'technical', priority: 'normal', assignee: 'me', q: 'PST-000001', page: '1', pageSize: '20' }, badQueries: () => ['?status=done', '?assignee=semua', '?priority=urgent', `?q=${'x'.repeat(101)}`] },
  { method: 'GET', path: '/api/v2/support/requests/:id', auth: 'admin', ids: { id: 'supportRequest' } },
  { method: 'POST', path: '/api/v2/support/requests/:id/assign', auth: 'admin', ids: { id: 'supportRequest' }, body: (f) => ({ assignee_id: f.supportStaff }), badBodies: (f) => [{ assignee_id: f.user }, { assignee_id: 0 }, { assignee_id: 2_147_483_648 }] },
  { method: 'POST', path: '/api/v2/support/requests/:id/answers', auth: 'admin', ids: { id: 'supportRequest' }, body: { message: 'Silakan coba masuk lagi sekarang.' }, badBodies: () => [{ premium_decision: 'approved' }, { premium_decision: 'maybe' }, { message: '   ' }] },
  { method: 'POST', path: '/api/v2/support/requests/:id/notes', auth: 'admin', ids: { id: 'supportRequest' }, body: { note: 'Sudah dicek di log.' }, badBodies: () => [{ note: '' }, { note: 'x'.repeat(5001) }] },
  { method: 'POST', path: '/api/v2/support/requests/:id/close', auth: 'admin', ids: { id: 'supportRequest' } },
  { method: 'POST', path: '/api/v2/support/requests/:id/reopen', auth: 'admin', ids: { id: 'supportRequest' } },
  { method: 'GET', path: '/api/v2/support/overview', auth: 'admin' },
  { method: 'GET', path: '/api/v2/support/staff', auth: 'admin' },
  { method: 'GET', path: '/api/v2/admin/contact-messages', auth: 'admin', query: { page: '1', pageSize: '20' } },
  { method: 'GET', path: '/api/v2/public/books/active', auth: 'guest', query: { limit: '6', product_format: 'PDF' } },
  { method: 'GET', path: '/api/v2/public/books', auth: 'guest', query: { q: 'belajar', format: 'Ebook', product_format: 'PDF', category_id: '1', seller_id: '1', min_price: '0', max_price: '100000', free: 'false', sort: 'relevance' } },
  { method: 'GET', path: '/api/v2/public/books/:id', auth: 'guest', ids: { id: 'product' } },
  { method: 'GET', path: '/api/v2/public/books/:id/sample', auth: 'guest', ids: { id: 'product' }, ranges: true },
  { method: 'GET', path: '/api/v2/public/image-proxy/samples/:name', auth: 'guest', ids: { name: 'sample' }, ranges: true },
  { method: 'GET', path: '/api/v2/public/books/seller/:id', auth: 'guest', ids: { id: 'seller' }, query: { q: 'buku', sort: 'price_asc', format: 'Ebook', free: 'false' } },
  { method: 'GET', path: '/api/v2/public/categories/active', auth: 'guest' },
  { method: 'GET', path: '/api/v2/landing-pages', auth: 'publisher' },
  { method: 'POST', path: '/api/v2/landing-pages', auth: 'publisher', body: (f) => landingBody('halaman-baru', f), badBodies: () => LINK_EXPLOITS.map((url) => ({ blocks: [{ type: 'links', id: 'links', items: [{ label: 'Masuk', url }] }] })) },
  { method: 'GET', path: '/api/v2/landing-pages/:id', auth: 'publisher', ids: { id: 'landingPage' } },
  { method: 'PUT', path: '/api/v2/landing-pages/:id', auth: 'publisher', ids: { id: 'landingPage' }, body: (f) => landingBody(f.landingSlug, f), badBodies: () => LINK_EXPLOITS.map((url) => ({ blocks: [{ type: 'cta', id: 'cta', title: 'x', buttonLabel: 'x', buttonUrl: url }] })) },
  { method: 'DELETE', path: '/api/v2/landing-pages/:id', auth: 'publisher', ids: { id: 'landingPage' } },
  { method: 'POST', path: '/api/v2/landing-pages/:id/publish', auth: 'publisher', ids: { id: 'landingPage' } },
  { method: 'POST', path: '/api/v2/landing-pages/:id/unpublish', auth: 'publisher', ids: { id: 'landingPage' } },
  { method: 'GET', path: '/api/v2/landing-pages/:id/preview', auth: 'publisher', ids: { id: 'landingPage' } },
  { method: 'GET', path: '/api/v2/landing-pages/:id/stats', auth: 'publisher', ids: { id: 'landingPage' } },
  { method: 'POST', path: '/api/v2/landing-pages/images', auth: 'publisher', multipart: 'image' },
  { method: 'GET', path: '/api/v2/public/landing-pages/:userid/:slug', auth: 'guest', ids: { userid: 'seller', slug: 'landingSlug' } },
  { method: 'POST', path: '/api/v2/public/landing-pages/:id/events', auth: 'guest', ids: { id: 'landingPage' }, body: { view: true } },
  { method: 'GET', path: '/api/v2/public/image-proxy/landing/:name', auth: 'guest', ids: { name: 'landingImageFile' } },
  { method: 'GET', path: '/api/v2/public/authors-users', auth: 'guest', query: { q: 'Pengguna', page: '1', pageSize: '24' } },
  { method: 'GET', path: '/api/v2/public/authors-users/:id', auth: 'guest', ids: { id: 'seller' } },
  { method: 'GET', path: '/api/v2/public/image-proxy/cover/:name', auth: 'guest', ids: { name: 'cover' } },
  { method: 'GET', path: '/api/v2/public/image-proxy', auth: 'guest', query: (f) => ({ url: `cover/${f.cover}` }) },
  { method: 'GET', path: '/api/v2/audio-contents/book/:id', auth: 'guest', ids: { id: 'product' } },
  { method: 'GET', path: '/api/v2/books', auth: 'publisher', query: { status: 'approved', page: '1', pageSize: '20' } },
  { method: 'POST', path: '/api/v2/books', auth: 'publisher', body: (f) => ({ ...PRODUCT, category_id: f.category }) },
  { method: 'GET', path: '/api/v2/books/seller/:id/status', auth: 'publisher', ids: { id: 'seller' }, paramStatuses: [403] },
  { method: 'GET', path: '/api/v2/books/:id', auth: 'publisher', ids: { id: 'product' } },
  { method: 'PUT', path: '/api/v2/books/:id', auth: 'publisher', ids: { id: 'product' }, body: (f) => ({ ...PRODUCT_UPDATE, category_id: f.category }) },
  { method: 'DELETE', path: '/api/v2/books/:id', auth: 'publisher', ids: { id: 'product' } },
  { method: 'POST', path: '/api/v2/books/:id/cover', auth: 'publisher', ids: { id: 'product' }, multipart: 'image' },
  { method: 'POST', path: '/api/v2/books/:id/files', auth: 'publisher', ids: { id: 'product' }, query: { role: 'main', title: 'Isi Buku' }, multipart: 'pdf', badQueries: () => ['', '?role=track', '?role=admin', '?role=main&role=sample', `?role=main&title=${'x'.repeat(201)}`, '?role=main&title=%20%20'] },
  { method: 'PATCH', path: '/api/v2/books/:id/files/:fileId', auth: 'publisher', ids: { id: 'product' }, body: { title: 'Isi Buku', position: 0 } },
  { method: 'DELETE', path: '/api/v2/books/:id/files/:fileId', auth: 'publisher', ids: { id: 'product' } },
  { method: 'GET', path: '/api/v2/books/:id/files/:fileId/preview', auth: 'publisher', ids: { id: 'product' }, ranges: true },
  { method: 'POST', path: '/api/v2/books/:id/submit', auth: 'publisher', ids: { id: 'product' } },
  { method: 'GET', path: '/api/v2/audio-contents', auth: 'publisher', query: (f) => ({ book_id: String(f.audio) }) },
  { method: 'POST', path: '/api/v2/audio-contents', auth: 'publisher', query: (f) => ({ book_id: String(f.audio), title: 'Lagu Baru' }), multipart: 'mp3', badQueries: (f) => ['', '?book_id=abc', '?book_id=2147483647', `?book_id=${f.product}`, `?book_id=${f.audio}&book_id=${f.audio}`, `?book_id=${f.audio}&title=${'x'.repeat(201)}`] },
  { method: 'PUT', path: '/api/v2/audio-contents/:id', auth: 'publisher', ids: { id: 'track' }, body: { title: 'Lagu Pertama', position: 3 } },
  { method: 'DELETE', path: '/api/v2/audio-contents/:id', auth: 'publisher', ids: { id: 'track' } },
  { method: 'GET', path: '/api/v2/admin/books/status', auth: 'admin', query: { status: 'approved', page: '1', pageSize: '20' } },
  { method: 'GET', path: '/api/v2/admin/books/:id', auth: 'admin', ids: { id: 'product' } },
  { method: 'PUT', path: '/api/v2/admin/books/:id', auth: 'admin', ids: { id: 'product' }, body: (f) => ({ ...PRODUCT_UPDATE, category_id: f.category }) },
  { method: 'DELETE', path: '/api/v2/admin/books/:id', auth: 'admin', ids: { id: 'product' } },
  { method: 'DELETE', path: '/api/v2/admin/books/:id/force', auth: 'admin', ids: { id: 'product' } },
  { method: 'PUT', path: '/api/v2/admin/books/:id/approve', auth: 'admin', ids: { id: 'product' } },
  { method: 'PUT', path: '/api/v2/admin/books/:id/reject', auth: 'admin', ids: { id: 'product' }, body: { reason: 'Sampul kurang jelas, mohon diganti.' } },
  { method: 'GET', path: '/api/v2/authors', auth: 'publisher', query: { q: 'penulis', mine: 'true', page: '1', pageSize: '20' } },
  { method: 'GET', path: '/api/v2/authors/:id', auth: 'publisher', ids: { id: 'author' }, sharedRead: true },
  { method: 'POST', path: '/api/v2/authors', auth: 'publisher', body: (f) => ({ name: 'Penulis Baru', bio: 'Keterangan', user_id: f.seller }), names: ['name'] },
  { method: 'PUT', path: '/api/v2/authors/:id', auth: 'publisher', ids: { id: 'author' }, body: (f) => ({ name: 'Penulis Lain', bio: 'Keterangan lain', user_id: f.seller }), names: ['name'] },
  { method: 'DELETE', path: '/api/v2/authors/:id', auth: 'publisher', ids: { id: 'author' } },
  { method: 'POST', path: '/api/v2/authors/:id/photo', auth: 'publisher', ids: { id: 'author' }, multipart: 'image' },
  { method: 'DELETE', path: '/api/v2/authors/:id/photo', auth: 'publisher', ids: { id: 'author' } },
  { method: 'GET', path: '/api/v2/public/image-proxy/author/:name', auth: 'guest', ids: { name: 'authorPhoto' } },
  { method: 'GET', path: '/api/v2/categories', auth: 'admin' },
  { method: 'POST', path: '/api/v2/categories', auth: 'admin', body: { name: 'Kategori Baru', description: 'Keterangan', is_active: true } },
  { method: 'GET', path: '/api/v2/categories/:id', auth: 'admin', ids: { id: 'category' } },
  { method: 'PUT', path: '/api/v2/categories/:id', auth: 'admin', ids: { id: 'category' }, body: { name: 'Kategori Lain', description: 'Keterangan', is_active: false } },
  { method: 'DELETE', path: '/api/v2/categories/:id', auth: 'admin', ids: { id: 'category' } },
  { method: 'GET', path: '/api/v2/subscriptions/me', auth: 'unverified' },
  { method: 'GET', path: '/api/v2/public/subscriptions/plans', auth: 'guest' },
  { method: 'GET', path: '/api/v2/subscriptions/features', auth: 'unverified' },
  { method: 'POST', path: '/api/v2/subscriptions/purchase', auth: 'member', body: { plan_id: 6, payment_method: 'qris' } },
  { method: 'POST', path: '/api/v2/subscriptions/subscribe', auth: 'member', body: { planId: 7, paymentMethod: 'gopay' } },
  { method: 'GET', path: '/api/v2/subscriptions/payments', auth: 'member', query: { page: '1', pageSize: '20' } },
  { method: 'GET', path: '/api/v2/subscriptions/payments/:id', auth: 'member' },
  { method: 'POST', path: '/api/v2/subscriptions/:id/cancel', auth: 'member' },
  { method: 'POST', path: '/api/v2/subscriptions/:id/reactivate', auth: 'member' },
  { method: 'PUT', path: '/api/v2/subscriptions/:id/payment-method', auth: 'member', body: { paymentMethod: 'gopay' } },
  { method: 'GET', path: '/api/v2/admin/plans', auth: 'admin' },
  { method: 'POST', path: '/api/v2/admin/plans', auth: 'admin', body: { name: 'Paket Uji', description: 'Untuk diuji', price: 10_000, duration_days: 30, creator_share_percent: 75 } },
  { method: 'PUT', path: '/api/v2/admin/plans/:id', auth: 'admin', body: { price: 12_000, highlight: 'Baru' } },
  { method: 'DELETE', path: '/api/v2/admin/plans/:id', auth: 'admin' },
  { method: 'POST', path: '/api/v2/gcs_jwt/download', auth: 'member', body: (f) => ({ bucket: 'products', object_name: String(f.file) }) },
  { method: 'POST', path: '/api/v2/publisher/gcs_jwt/download', auth: 'publisher', body: (f) => ({ bucket: 'products', object_name: String(f.file) }) },
  { method: 'GET', path: '/api/v2/files/signed/:token', auth: 'guest', ids: { token: 'link' }, ranges: true, paramStatuses: [403] },
  { method: 'GET', path: '/api/v2/owned/:id/files', auth: 'member', ids: { id: 'product' } },
  { method: 'GET', path: '/api/v2/owned/:id/progress', auth: 'member', ids: { id: 'product' } },
  { method: 'PUT', path: '/api/v2/owned/:id/progress', auth: 'member', ids: { id: 'product' }, body: (f) => ({ file_id: f.file, position: 2, completed: false }) },
  { method: 'GET', path: '/api/v2/courses/book/:id/content', auth: 'member', ids: { id: 'product' } },
  { method: 'GET', path: '/api/v2/public/legacy-courses/book/:id/content', auth: 'guest', ids: { id: 'product' } },
  { method: 'GET', path: '/api/v2/publisher/settlements', auth: 'publisher', query: { page: '1', pageSize: '20' } },
  { method: 'POST', path: '/api/v2/publisher/settlements', auth: 'publisher', body: { amount: 60_000, method: 'bank', channel: 'BCA', account_number: '1234567890', account_name: 'Sari Penulis' }, names: ['account_name'] },
  { method: 'GET', path: '/api/v2/publisher/settlements/paid-revenue', auth: 'publisher', query: { page: '1', pageSize: '20' } },
  { method: 'GET', path: '/api/v2/admin/settlements', auth: 'admin', query: { status: 'pending', q: 'sari', page: '1', pageSize: '20' } },
  { method: 'PUT', path: '/api/v2/admin/settlements/:id/pay', auth: 'admin', ids: { id: 'settlement' }, body: { transfer_reference: 'TRF-BCA-0001' } },
  { method: 'PUT', path: '/api/v2/admin/settlements/:id/cancel', auth: 'admin', ids: { id: 'settlement' }, body: { reason: 'Nama rekening tidak cocok.' } },
  { method: 'POST', path: '/api/v2/admin/settlements/:id/email', auth: 'admin', ids: { id: 'settlement' }, body: { subject: 'Data rekening', message: 'Mohon periksa nomor rekening.' } },
  { method: 'PUT', path: '/api/v2/admin/users/:id/premium-creator', auth: 'admin', body: { until: '2027-06-30' } },
  { method: 'GET', path: '/api/v2/publisher/dashboard/stats', auth: 'publisher', query: { period: 'week' } },
  { method: 'GET', path: '/api/v2/publisher/buyers', auth: 'publisher', query: { q: 'sari', page: '1', pageSize: '20' } },
  { method: 'GET', path: '/api/v2/publisher/orders', auth: 'publisher', query: (f) => ({ product_id: String(f.product), page: '1', pageSize: '20' }) },
  { method: 'GET', path: '/api/v2/publisher/orders/revenue', auth: 'publisher' },
  { method: 'GET', path: '/api/v2/checkout/:id', auth: 'member', ids: { id: 'product' }, query: { voucher_code: 'hemat-10' } },
  { method: 'POST', path: '/api/v2/orders/checkout', auth: 'member', body: (f) => ({ product_id: f.audio, payment_method: 'qris', voucher_code: 'hemat-10' }) },
  { method: 'GET', path: '/api/v2/orders', auth: 'member', query: { status: 'paid', page: '1', pageSize: '20' } },
  { method: 'GET', path: '/api/v2/orders/:id', auth: 'member', ids: { id: 'order' } },
  { method: 'POST', path: '/api/v2/orders/:id/cancel', auth: 'member', ids: { id: 'order' } },
  { method: 'POST', path: '/api/v2/orders/:id/proof', auth: 'member', ids: { id: 'order' }, multipart: 'proof' },
  { method: 'GET', path: '/api/v2/orders/:id/proof', auth: 'member', ids: { id: 'order' } },
  { method: 'GET', path: '/api/v2/owned-books', auth: 'member', query: { page: '1', pageSize: '20' } },
  { method: 'GET', path: '/api/v2/books/buyer', auth: 'admin', query: (f) => ({ buyer_id: String(f.user), page: '1', pageSize: '20' }), badQueries: () => ['', '?buyer_id=', '?buyer_id=abc', '?buyer_id=0x10', '?buyer_id=1&buyer_id=2', '?buyer_id=2000000000'] },
  { method: 'GET', path: '/api/v2/admin/campaigns', auth: 'admin', query: { status: 'running', page: '1', pageSize: '20' } },
  { method: 'POST', path: '/api/v2/admin/campaigns', auth: 'admin', body: (f) => ({ name: 'Promo Sasaran', description: 'Keterangan', discount_type: 'percent', discount_value: 20, starts_at: '2027-01-01T00:00:00+07:00', ends_at: '2027-01-31T23:59:00+07:00', scope: 'category', category_id: f.category, is_active: true, code: 'SASARAN-1', usage_limit: 100 }) },
  { method: 'GET', path: '/api/v2/admin/campaigns/product-options', auth: 'admin', query: { q: 'sasaran' } },
  { method: 'GET', path: '/api/v2/admin/campaigns/:id', auth: 'admin' },
  { method: 'PUT', path: '/api/v2/admin/campaigns/:id', auth: 'admin', body: (f) => ({ name: 'Promo Lain', description: 'Keterangan', discount_type: 'fixed', discount_value: 5_000, starts_at: '2027-01-01T00:00:00+07:00', ends_at: '2027-01-31T23:59:00+07:00', scope: 'category', category_id: f.category, is_active: false, code: 'sasaran-2', usage_limit: 5 }) },
  { method: 'DELETE', path: '/api/v2/admin/campaigns/:id', auth: 'admin' },
  { method: 'GET', path: '/api/v2/public/campaigns/running', auth: 'guest', query: (f) => ({ product_id: String(f.product) }) },
  { method: 'GET', path: '/api/v2/admin/orders', auth: 'admin', query: { status: 'awaiting_review', page: '1', pageSize: '20' } },
  { method: 'GET', path: '/api/v2/admin/sales', auth: 'admin', query: { page: '1', pageSize: '20', q: 'buku', method: 'qris', from: '2026-05-01', to: '2026-06-30' } },
  { method: 'GET', path: '/api/v2/admin/sales/summary', auth: 'admin', query: { q: 'buku', method: 'qris', from: '2026-05-01', to: '2026-06-30' } },
  { method: 'GET', path: '/api/v2/admin/sales/export', auth: 'admin', query: { q: 'buku', method: 'qris', from: '2026-05-01', to: '2026-06-30' } },
  { method: 'PUT', path: '/api/v2/admin/orders/:id/approve', auth: 'admin', ids: { id: 'order' }, body: { note: 'Transfer sudah masuk.' } },
  { method: 'PUT', path: '/api/v2/admin/orders/:id/reject', auth: 'admin', ids: { id: 'order' }, body: { note: 'Nominal tidak sesuai.' } },
  { method: 'DELETE', path: '/api/v2/admin/orders/:id', auth: 'admin', ids: { id: 'order' } },
  { method: 'DELETE', path: '/api/v2/admin/orders/:id/force', auth: 'admin', ids: { id: 'order' } },
  { method: 'GET', path: '/api/v2/ai-slides/slideshows', auth: 'admin', query: { page: '1', pageSize: '20' } },
  { method: 'POST', path: '/api/v2/assistant/quiz-questions', auth: 'admin', body: { source: { kind: 'text', text: 'Candi Borobudur adalah candi Buddha terbesar di dunia yang terletak di Magelang. Candi ini dibangun pada tahun 800 oleh Dinasti Syailendra. Candi Prambanan adalah kompleks candi Hindu dari abad ke-9 setinggi 47 meter, sekitar 17 km dari Yogyakarta.' }, count: 3, language: 'id', types: ['single_choice', 'short_answer'] } },
  { method: 'POST', path: '/api/v2/ai-slides/prompts', auth: 'admin', body: { topic: 'Menabung untuk pelajar', audience: 'siswa', language: 'id', slide_count: 5, tone: 'casual' } },
  { method: 'GET', path: '/api/v2/ai-slides/slideshow/:id', auth: 'admin', ids: { id: 'deck' } },
  { method: 'PATCH', path: '/api/v2/ai-slides/slideshow/:id', auth: 'admin', ids: { id: 'deck' }, body: { title: 'Judul Lain', theme: { name: 'senja', brand_color: '#0f766e' } } },
  { method: 'DELETE', path: '/api/v2/ai-slides/slideshow/:id', auth: 'admin', ids: { id: 'deck' } },
  { method: 'PATCH', path: '/api/v2/ai-slides/slideshow/:id/outline', auth: 'admin', ids: { id: 'deck' }, body: { outline: [{ title: 'Satu', points: [] }, { title: 'Dua', points: ['a'] }, { title: 'Tiga', points: ['b'] }] } },
  { method: 'POST', path: '/api/v2/ai-slides/slides/generate/:id', auth: 'admin', ids: { id: 'deck' } },
  { method: 'PATCH', path: '/api/v2/ai-slides/slide/:id', auth: 'admin', ids: { id: 'slide' }, body: { title: 'Judul slide', notes: 'Catatan pembicara' } },
  { method: 'DELETE', path: '/api/v2/ai-slides/slide/:id', auth: 'admin', ids: { id: 'slide' } },
  { method: 'POST', path: '/api/v2/ai-slides/slide/:id/undo', auth: 'admin', ids: { id: 'slide' } },
  { method: 'PATCH', path: '/api/v2/ai-slides/slide/:id/reorder', auth: 'admin', ids: { id: 'slide' }, body: { order_index: 1 } },
  { method: 'POST', path: '/api/v2/ai-slides/elements/generate/:id', auth: 'admin', ids: { id: 'slide' }, body: { element: 'bullets' } },
  { method: 'GET', path: '/api/v2/ai-slides/slideshow/:id/export', auth: 'admin', ids: { id: 'deck' }, query: { format: 'pdf' } },
  { method: 'POST', path: '/api/v2/ai-slides/assets/upload', auth: 'admin', multipart: 'image', query: (f) => ({ slideshow_id: String(f.deck) }), badQueries: () => ['slideshow_id=abc', 'slideshow_id=0', 'slideshow_id=99999999999', 'slideshow_id=1&x=1'] },
  { method: 'GET', path: '/api/v2/public/ai-slides/assets/:name', auth: 'guest', ids: { name: 'slideAsset' } },
  { method: 'POST', path: '/api/v2/ai-slides/sources/upload', auth: 'admin', multipart: 'pdf' },
  { method: 'GET', path: '/api/v2/ai-slides/sources/ebooks', auth: 'admin' },
  { method: 'GET', path: '/api/v2/ai-slides/usage', auth: 'admin' },
  { method: 'POST', path: '/api/v2/ai-slides/slideshow/:id/publish', auth: 'admin', ids: { id: 'deck' }, body: { base_price: 25_000, name: 'Menabung Pintar', submit_for_review: false } },
  { method: 'GET', path: '/api/v2/ai-slides/google/auth-status', auth: 'admin' },
  { method: 'GET', path: '/api/v2/ai-slides/google/auth-url', auth: 'admin', query: { return_to: '/ai-slides' }, badQueries: () => RETURN_TO_EXPLOITS.map((to) => `?return_to=${encodeURIComponent(to)}`) },
  { method: 'GET', path: '/api/v2/ai-slides/google/callback', auth: 'guest', query: { state: 'bukan-state', code: 'kode' }, badQueries: () => ['?state=palsu&code=kode', '?code=kode', `?state=${'s'.repeat(4000)}&code=kode`, '?state=palsu&error=access_denied'], badQueryStatuses: [302] },
  { method: 'DELETE', path: '/api/v2/ai-slides/google/connection', auth: 'admin' },
  { method: 'POST', path: '/api/v2/ai-slides/export-gslides', auth: 'admin', body: (f) => ({ slideshow_id: f.deck }) },
  { method: 'GET', path: '/api/v2/publisher/lms/quizzes', auth: 'publisher', query: { page: '1', pageSize: '20' } },
  { method: 'POST', path: '/api/v2/publisher/lms/quizzes', auth: 'publisher', body: QUIZ },
  { method: 'GET', path: '/api/v2/publisher/lms/quizzes/:id', auth: 'publisher', ids: { id: 'quiz' } },
  { method: 'PUT', path: '/api/v2/publisher/lms/quizzes/:id', auth: 'publisher', ids: { id: 'quiz' }, body: { ...QUIZ, title: 'Kuis Lain' } },
  { method: 'DELETE', path: '/api/v2/publisher/lms/quizzes/:id', auth: 'publisher', ids: { id: 'quiz' } },
  { method: 'POST', path: '/api/v2/publisher/lms/quizzes/:id/questions', auth: 'publisher', ids: { id: 'quiz' }, body: QUESTION },
  { method: 'POST', path: '/api/v2/publisher/lms/quizzes/:id/questions/bulk', auth: 'publisher', ids: { id: 'quiz' }, body: { questions: [QUESTION, { ...QUESTION, text: 'Prambanan ada di Jawa Tengah?' }] } },
  { method: 'PUT', path: '/api/v2/publisher/lms/quizzes/:id/questions/order', auth: 'publisher', ids: { id: 'quiz' }, body: (f) => ({ question_ids: [f.question, f.question] }) },
  { method: 'PUT', path: '/api/v2/publisher/lms/quizzes/:id/questions/:questionId', auth: 'publisher', ids: { id: 'quiz', questionId: 'question' }, body: { ...QUESTION, text: 'Benarkah?' } },
  { method: 'DELETE', path: '/api/v2/publisher/lms/quizzes/:id/questions/:questionId', auth: 'publisher', ids: { id: 'quiz', questionId: 'question' } },
  { method: 'POST', path: '/api/v2/publisher/lms/quizzes/:id/questions/:questionId/image', auth: 'publisher', ids: { id: 'quiz', questionId: 'question' }, multipart: 'image' },
  { method: 'DELETE', path: '/api/v2/publisher/lms/quizzes/:id/questions/:questionId/image', auth: 'publisher', ids: { id: 'quiz', questionId: 'question' } },
  { method: 'POST', path: '/api/v2/publisher/lms/quizzes/:id/import', auth: 'publisher', ids: { id: 'quiz' }, multipart: 'csv' },
  { method: 'GET', path: '/api/v2/publisher/lms/quizzes/:id/export', auth: 'publisher', ids: { id: 'quiz' } },
  { method: 'GET', path: '/api/v2/publisher/lms/quizzes/:id/stats', auth: 'publisher', ids: { id: 'quiz' } },
  { method: 'GET', path: '/api/v2/public/lms/quizzes/:id', auth: 'guest', ids: { id: 'quiz' } },
  { method: 'POST', path: '/api/v2/public/lms/quizzes/:id/sessions', auth: 'guest', ids: { id: 'quiz' }, body: { nickname: 'Tamu Sasaran' }, names: ['nickname'], headers: () => ({ 'x-quiz-browser': 'bukan.tanda-tangan-kami' }) },
  { method: 'GET', path: '/api/v2/public/lms/quizzes/:id/sessions/:sessionId', auth: 'guest', ids: { id: 'quiz', sessionId: 'quizSession' }, headers: quizToken },
  { method: 'POST', path: '/api/v2/public/lms/quizzes/:id/sessions/:sessionId/answers', auth: 'guest', ids: { id: 'quiz', sessionId: 'quizSession' }, headers: quizToken, body: { question_index: 0, answer: true } },
  { method: 'POST', path: '/api/v2/public/lms/quizzes/:id/sessions/:sessionId/complete', auth: 'guest', ids: { id: 'quiz', sessionId: 'quizSession' }, headers: quizToken },
  { method: 'GET', path: '/api/v2/public/lms/quiz-images/:name', auth: 'guest', ids: { name: 'quizImage' } },
  { method: 'POST', path: '/api/v2/publisher/lms/quizzes/:id/live', auth: 'publisher', ids: { id: 'quiz' }, body: { mode: 'accuracy', player_cap: 50, question_seconds: 30 } },
  { method: 'POST', path: '/api/v2/publisher/lms/contents/:id/quiz/live', auth: 'publisher', ids: { id: 'lmsQuizContent' }, body: { mode: 'classic' } },
  { method: 'GET', path: '/api/v2/publisher/lms/quizzes/:id/sessions', auth: 'publisher', ids: { id: 'quiz' }, query: { page: '1', pageSize: '20' } },
  { method: 'GET', path: '/api/v2/publisher/lms/quiz-sessions/:id', auth: 'publisher', ids: { id: 'liveGame' } },
  { method: 'GET', path: '/api/v2/publisher/lms/quiz-sessions/:id/host', auth: 'publisher', ids: { id: 'liveGame' } },
  { method: 'GET', path: '/api/v2/publisher/lms/quiz-sessions/:id/live_status', auth: 'publisher', ids: { id: 'liveGame' } },
  { method: 'GET', path: '/api/v2/publisher/lms/quiz-sessions/:id/report.csv', auth: 'publisher', ids: { id: 'liveGame' } },
  { method: 'GET', path: '/api/v2/live/games/:pin', auth: 'guest', ids: { pin: 'livePin' } },
  { method: 'POST', path: '/pay/webhooks/:provider', auth: 'guest', ids: { provider: 'provider' } },
  { method: 'GET', path: '/pay/sandbox/countdown.js', auth: 'guest' },
  { method: 'GET', path: '/pay/sandbox/:id', auth: 'guest', ids: { id: 'sandbox' }, query: (f) => ({ lang: 'en', token: f.sandboxToken }) },
  { method: 'POST', path: '/pay/sandbox/:id/settle', auth: 'guest', ids: { id: 'sandbox' } },
  { method: 'GET', path: '/api/v2/short-links', auth: 'member', query: { q: 'promo', page: '1', pageSize: '20' } },
  { method: 'POST', path: '/api/v2/short-links', auth: 'member', body: { target: 'https://contoh.id/promo', code: 'promo-sasaran', redirect_type: 302 }, badBodies: () => [...['auth', 'oauth', 'callback', 'reset-password', 'sandbox', 'api-docs'].map((code) => ({ code })), ...LINK_EXPLOITS.map((target) => ({ target }))] },
  { method: 'GET', path: '/api/v2/short-links/:id', auth: 'member', ids: { id: 'shortLink' } },
  { method: 'PATCH', path: '/api/v2/short-links/:id', auth: 'member', ids: { id: 'shortLink' }, body: { target: 'https://contoh.id/lain', enabled: false, redirect_type: 301 } },
  { method: 'DELETE', path: '/api/v2/short-links/:id', auth: 'member', ids: { id: 'shortLink' } },
  { method: 'GET', path: '/api/v2/short-links/:id/stats', auth: 'member', ids: { id: 'shortLink' }, query: { days: '30' } },
  { method: 'POST', path: '/api/v2/short-links/reports', auth: 'guest', body: { link: 'sasaran-1', reason: 'Tautan ini mencurigakan.' } },
  { method: 'GET', path: '/api/v2/admin/short-links/reports', auth: 'admin', query: { page: '1', pageSize: '20' } },
  { method: 'PUT', path: '/api/v2/admin/short-links/:id', auth: 'admin', ids: { id: 'shortLink' }, body: { action: 'disable' } },
  { method: 'GET', path: '/api/v2/admin/short-links/blocked-hosts', auth: 'admin' },
  { method: 'POST', path: '/api/v2/admin/short-links/blocked-hosts', auth: 'admin', body: { host: 'penipu.example', note: 'penipuan' }, badBodies: () => ['..', '[::ffff:1.2.3]', '<x>.example', 'a b.example'].map((host) => ({ host })) },
  { method: 'DELETE', path: '/api/v2/admin/short-links/blocked-hosts/:host', auth: 'admin', ids: { host: 'blockedHost' } },
  { method: 'GET', path: '/health', auth: 'guest' },
  { method: 'GET', path: '/ready', auth: 'guest' },
  { method: 'GET', path: '/metrics', auth: 'guest' },
  { method: 'GET', path: '/pay/health', auth: 'guest' },
  { method: 'GET', path: '/dev/mailbox', auth: 'guest', query: { to: 'siti@contoh.id' } },
  { method: 'GET', path: '/dev/mailbox.json', auth: 'guest', query: { to: 'siti@contoh.id' } },
  { method: 'GET', path: '/dev/mailbox/:id', auth: 'guest', ids: { id: 'mail' } },
  { method: 'GET', path: '/api/docs/json', auth: 'guest' },
  { method: 'GET', path: '/api/v2/extraction/keys', auth: 'member' },
  { method: 'POST', path: '/api/v2/extraction/keys', auth: 'member', body: { name: 'Kunci Baru' }, names: ['name'] },
  { method: 'GET', path: '/api/v2/extraction/usage', auth: 'member' },
  { method: 'GET', path: '/api/v2/extraction/usage', auth: 'guest', apiKey: true },
  { method: 'POST', path: '/api/v2/extraction/playground/web-extract', auth: 'member', body: { url: 'http://10.0.0.1/', format: 'text' }, bodyLimit: EXTRACT_BODY_LIMIT },
  { method: 'POST', path: '/api/v2/extraction/playground/pdf-extract', auth: 'member', body: { pdf_url: 'http://10.0.0.1/buku.pdf' }, query: { wait: '0' } },
  { method: 'POST', path: '/api/v2/web-extract', auth: 'guest', apiKey: true, body: { url: 'http://169.254.169.254/latest/', format: 'markdown' }, bodyLimit: EXTRACT_BODY_LIMIT },
  { method: 'POST', path: '/api/v2/web-extract', auth: 'guest', apiKey: true, body: { html: '<main><p>Halo</p></main>', url: 'https://contoh.id/a', format: 'text', fallback: true }, bodyLimit: EXTRACT_BODY_LIMIT, documents: ['html'] },
  { method: 'POST', path: '/api/v2/pdf-extract', auth: 'guest', apiKey: true, body: { pdf_url: 'http://[::1]/buku.pdf' }, query: { wait: '1' } },
  { method: 'GET', path: '/api/v2/pdf-extract/jobs/:id', auth: 'member', ids: { id: 'extractionJob' }, query: { wait: '0' } },
  { method: 'DELETE', path: '/api/v2/extraction/keys/:id', auth: 'member', ids: { id: 'spareKey' } },
  { method: 'GET', path: '/api/v2/blog/posts', auth: 'publisher', query: { status: 'draft', q: 'tulisan', page: '1', pageSize: '20' } },
  { method: 'POST', path: '/api/v2/blog/posts', auth: 'publisher', body: POST, longText: ['content_html'] },
  { method: 'GET', path: '/api/v2/blog/posts/:id', auth: 'publisher', ids: { id: 'post' } },
  { method: 'GET', path: '/api/v2/blog/posts/:id/preview', auth: 'publisher', ids: { id: 'post' } },
  { method: 'PUT', path: '/api/v2/blog/posts/:id', auth: 'publisher', ids: { id: 'post' }, body: { ...POST, slug: 'tulisan-sasaran' }, longText: ['content_html'] },
  { method: 'POST', path: '/api/v2/blog/posts/:id/publish', auth: 'publisher', ids: { id: 'post' }, body: { publish_at: '2027-01-01T08:00:00+07:00' } },
  { method: 'POST', path: '/api/v2/blog/posts/:id/unpublish', auth: 'publisher', ids: { id: 'post' } },
  { method: 'DELETE', path: '/api/v2/blog/posts/:id', auth: 'publisher', ids: { id: 'post' } },
  { method: 'POST', path: '/api/v2/blog/images', auth: 'publisher', multipart: 'image' },
  { method: 'GET', path: '/api/v2/public/blog/posts', auth: 'guest', query: (f) => ({ author_id: String(f.seller), page: '1', pageSize: '12' }) },
  { method: 'GET', path: '/api/v2/public/blog/posts/:authorId/:slug', auth: 'guest', ids: { authorId: 'seller', slug: 'postSlug' } },
  { method: 'GET', path: '/api/v2/public/blog-images/:name', auth: 'guest', ids: { name: 'blogImage' } },
  { method: 'GET', path: '/blog', auth: 'guest', query: { page: '1' }, page: true },
  { method: 'GET', path: '/blog/:id', auth: 'guest', ids: { id: 'seller' }, query: { page: '1' }, page: true, paramStatuses: [200] },
  { method: 'GET', path: '/blog/:userid/:slug', auth: 'guest', ids: { userid: 'seller', slug: 'postSlug' }, page: true, paramStatuses: [200] },
  { method: 'GET', path: '/blog/rss.xml', auth: 'guest', page: true },
  { method: 'GET', path: '/blog/:userid/rss.xml', auth: 'guest', ids: { userid: 'seller' }, page: true, paramStatuses: [200] },
  { method: 'GET', path: '/sitemap.xml', auth: 'guest', page: true },
  { method: 'GET', path: '/api/v2/publisher/lms/dashboard', auth: 'publisher' },
  { method: 'GET', path: '/api/v2/publisher/lms/courses', auth: 'publisher' },
  { method: 'POST', path: '/api/v2/publisher/lms/courses', auth: 'publisher', body: { title: 'Kursus Baru', description: '<p>Isi</p>', access_mode: 'invite', sequential: true } },
  { method: 'GET', path: '/api/v2/publisher/lms/courses/:id', auth: 'publisher', ids: { id: 'lmsCourse' } },
  { method: 'PUT', path: '/api/v2/publisher/lms/courses/:id', auth: 'publisher', ids: { id: 'lmsCourse' }, body: { title: 'Kursus Sasaran', requires_verified_email: false } },
  { method: 'DELETE', path: '/api/v2/publisher/lms/courses/:id', auth: 'publisher', ids: { id: 'lmsCourse' } },
  { method: 'POST', path: '/api/v2/publisher/lms/courses/:id/cover', auth: 'publisher', ids: { id: 'lmsCourse' }, multipart: 'image' },
  { method: 'GET', path: '/api/v2/publisher/lms/courses/:id/contents', auth: 'publisher', ids: { id: 'lmsCourse' } },
  { method: 'POST', path: '/api/v2/publisher/lms/courses/:id/contents', auth: 'publisher', ids: { id: 'lmsCourse' }, body: { type: 'text', title: 'Materi Baru', body: '<p>Isi</p>', drip_days: 1, completion_threshold: 75 } },
  { method: 'PUT', path: '/api/v2/publisher/lms/courses/:id/contents/order', auth: 'publisher', ids: { id: 'lmsCourse' }, body: (f) => ({ content_ids: [f.lmsContent] }) },
  { method: 'GET', path: '/api/v2/publisher/lms/contents/:id', auth: 'publisher', ids: { id: 'lmsContent' } },
  { method: 'PUT', path: '/api/v2/publisher/lms/contents/:id', auth: 'publisher', ids: { id: 'lmsContent' }, body: { title: 'Modul Sasaran', min_score: 70, completion_threshold: 80 } },
  { method: 'DELETE', path: '/api/v2/publisher/lms/contents/:id', auth: 'publisher', ids: { id: 'lmsContent' } },
  { method: 'POST', path: '/api/v2/publisher/lms/contents/:id/file', auth: 'publisher', ids: { id: 'lmsContent' }, multipart: 'pdf' },
  { method: 'POST', path: '/api/v2/publisher/lms/courses/:id/invites', auth: 'publisher', ids: { id: 'lmsCourse' }, body: { expires_in_hours: 24, max_uses: 10 } },
  { method: 'GET', path: '/api/v2/publisher/lms/courses/:id/invites', auth: 'publisher', ids: { id: 'lmsCourse' } },
  { method: 'POST', path: '/api/v2/publisher/lms/courses/:id/invites/email', auth: 'publisher', ids: { id: 'lmsCourse' }, body: { emails: ['murid@contoh.id'] } },
  { method: 'GET', path: '/api/v2/publisher/lms/courses/:id/participants', auth: 'publisher', ids: { id: 'lmsCourse' }, query: { status: 'active', q: 'sasaran', format: 'csv' } },
  { method: 'PUT', path: '/api/v2/publisher/lms/courses/:id/invites/:inviteId', auth: 'publisher', ids: { id: 'lmsCourse', inviteId: 'lmsSpareInvite' }, body: { max_uses: 50, expires_in_hours: 48 } },
  { method: 'PUT', path: '/api/v2/publisher/lms/courses/:id/invites/:inviteId/revoke', auth: 'publisher', ids: { id: 'lmsCourse', inviteId: 'lmsSpareInvite' } },
  { method: 'POST', path: '/api/v2/publisher/lms/courses/:id/participants/:userId/certificate/revoke', auth: 'publisher', ids: { id: 'lmsCourse', userId: 'lmsLearner' }, body: { reason: 'Tugas akhir disalin' } },
  { method: 'PUT', path: '/api/v2/publisher/lms/courses/:id/participants/:userId/remove', auth: 'publisher', ids: { id: 'lmsCourse', userId: 'lmsLearner' }, query: { revoke_certificate: 'true', reason: 'Dikeluarkan' } },
  { method: 'PUT', path: '/api/v2/publisher/lms/courses/:id/participants/:userId/restore', auth: 'publisher', ids: { id: 'lmsCourse', userId: 'lmsLearner' } },
  { method: 'POST', path: '/api/v2/publisher/lms/courses/:id/participants/approve', auth: 'publisher', ids: { id: 'lmsCourse' }, body: (f) => ({ user_ids: [f.lmsLearner] }) },
  { method: 'POST', path: '/api/v2/publisher/lms/courses/:id/participants/decline', auth: 'publisher', ids: { id: 'lmsCourse' }, body: (f) => ({ user_ids: [f.lmsLearner] }) },
  { method: 'GET', path: '/api/v2/publisher/lms/courses/:id/feedback', auth: 'publisher', ids: { id: 'lmsCourse' } },
  { method: 'GET', path: '/api/v2/lms/me', auth: 'member' },
  { method: 'GET', path: '/api/v2/lms/courses', auth: 'member', query: { q: 'kursus', page: '1', pageSize: '12' } },
  { method: 'GET', path: '/api/v2/lms/courses/:id', auth: 'unverified', ids: { id: 'lmsCourse' } },
  { method: 'GET', path: '/api/v2/lms/courses/:id/contents', auth: 'member', ids: { id: 'lmsCourse' } },
  { method: 'POST', path: '/api/v2/lms/courses/:id/enroll', auth: 'member', ids: { id: 'lmsCourse' } },
  { method: 'POST', path: '/api/v2/lms/join/:slug', auth: 'member', query: (f) => ({ invite: f.lmsInvite }) },
  { method: 'POST', path: '/api/v2/lms/verify-email/send', auth: 'unverified', body: (f) => ({ course_id: f.lmsCourse }) },
  { method: 'POST', path: '/api/v2/lms/courses/:id/feedback', auth: 'member', ids: { id: 'lmsCourse' }, body: { rating: 4, text: 'Bagus' } },
  { method: 'GET', path: '/api/v2/lms/courses/:id/certificate', auth: 'member', ids: { id: 'lmsCourse' } },
  { method: 'GET', path: '/api/v2/lms/contents/:id', auth: 'member', ids: { id: 'lmsContent' } },
  { method: 'GET', path: '/api/v2/lms/contents/:id/file', auth: 'member', ids: { id: 'lmsContent' }, ranges: true },
  { method: 'PUT', path: '/api/v2/lms/contents/:id/progress', auth: 'member', ids: { id: 'lmsContent' }, body: { position: 1, active: true } },
  { method: 'GET', path: '/api/v2/lms/contents/:id/quiz', auth: 'member', ids: { id: 'lmsQuizContent' } },
  { method: 'POST', path: '/api/v2/lms/contents/:id/quiz/start', auth: 'member', ids: { id: 'lmsQuizContent' } },
  { method: 'GET', path: '/api/v2/lms/contents/:id/quiz/sessions/:sessionId', auth: 'member', ids: { id: 'lmsQuizContent', sessionId: 'lmsQuizSession' } },
  { method: 'POST', path: '/api/v2/lms/contents/:id/quiz/answer', auth: 'member', ids: { id: 'lmsQuizContent' }, body: (f) => ({ session_id: f.lmsQuizSession, question_index: 0, answer: true }) },
  { method: 'POST', path: '/api/v2/lms/contents/:id/quiz/complete', auth: 'member', ids: { id: 'lmsQuizContent' }, body: (f) => ({ session_id: f.lmsQuizSession }) },
  { method: 'POST', path: '/api/v2/lms/contents/:id/quiz/submit', auth: 'member', ids: { id: 'lmsQuizContent' }, body: { answers: [true] } },
  { method: 'GET', path: '/api/v2/public/lms/join/:slug/validate', auth: 'guest', query: (f) => ({ invite: f.lmsInvite }) },
  { method: 'GET', path: '/api/v2/public/lms/verify', auth: 'guest', query: { token: 'x'.repeat(32) } },
  { method: 'GET', path: '/api/v2/public/lms/verify', auth: 'guest', query: (f) => ({ code: f.lmsCertificate }) },
  { method: 'GET', path: '/api/v2/public/lms/certificates/:code', auth: 'guest' },
  { method: 'GET', path: '/api/v2/public/lms/stream/:token', auth: 'guest', ids: { token: 'lmsStream' }, ranges: true, paramStatuses: [403] },
  { method: 'GET', path: '/api/v2/public/image-proxy/lms-cover/:name', auth: 'guest', ids: { name: 'lmsCover' } },
  { method: 'GET', path: '/api/v2/recommendations/home', auth: 'guest', query: { limit: '8', format: 'PDF' } },
  { method: 'GET', path: '/api/v2/recommendations/products/:id', auth: 'guest', ids: { id: 'product' }, query: { limit: '8' } },
  { method: 'GET', path: '/api/v2/recommendations/library', auth: 'member', query: { limit: '8' } },
  { method: 'GET', path: '/api/v2/recommendations/courses/:id', auth: 'member', ids: { id: 'lmsCourse' } },
  { method: 'GET', path: '/api/v2/recommendations/courses/:id/after-certificate', auth: 'member', ids: { id: 'lmsCourse' } },
  { method: 'GET', path: '/api/v2/recommendations/orders/:id', auth: 'member', ids: { id: 'order' } },
  { method: 'POST', path: '/api/v2/recommendations/searches', auth: 'member', body: { query: 'belajar memasak' } },
  { method: 'POST', path: '/api/v2/recommendations/clicks', auth: 'guest', body: { rec_id: `${'x'.repeat(40)}.${'y'.repeat(43)}` } },
  { method: 'GET', path: '/api/v2/recommendations/hidden', auth: 'member' },
  { method: 'PUT', path: '/api/v2/recommendations/hidden/:productId', auth: 'member', ids: { productId: 'product' } },
  { method: 'DELETE', path: '/api/v2/recommendations/hidden/:productId', auth: 'member', ids: { productId: 'product' } },
  { method: 'GET', path: '/api/v2/recommendations/creator/stats', auth: 'publisher', query: { days: '30' } },
  { method: 'GET', path: '/api/v2/admin/recommendations/rules', auth: 'admin' },
  { method: 'PUT', path: '/api/v2/admin/recommendations/rules/:productId', auth: 'admin', ids: { productId: 'product' }, body: { action: 'pin', note: 'Pilihan redaksi' } },
  { method: 'DELETE', path: '/api/v2/admin/recommendations/rules/:productId', auth: 'admin', ids: { productId: 'product' } },
];

const PARAM_FIXTURE: Record<string, keyof Fixtures> = {
  id: 'user',
  groupId: 'group',
  fileId: 'file',
  role: 'role',
  name: 'avatar',
  slug: 'lmsSlug',
  code: 'lmsCertificate',
};

/** `return_to` and `next` values that end, once normalised, somewhere other than this app. */
const RETURN_TO_EXPLOITS = [
  '/x/..//evil.example/phish',
  '/x/%2e%2e//evil.example/phish',
  '//evil.example',
  '/\\evil.example',
  '/%2F%2Fevil.example',
  '/%252F%252Fevil.example',
  '/\t/evil.example',
  'https://evil.example',
  'javascript:alert(1)',
];

/** Link targets that pass for one site and lead to another, or leave the app from one of its paths. */
const LINK_EXPLOITS = [
  'https://user:pw@evil.example',
  'https://pustaka.id@evil.example/login',
  'https:user:pw@evil.example',
  '/x/..//evil.example/phish',
];

const SQL = "' OR 1=1 --";
const HTML = '<img src=x onerror=alert(1)>';
const EMOJI_RTL = 'مرحبا 👋🏽';
/** Strings no name may hold. */
const HOSTILE_NAMES = [
  SQL,
  HTML,
  EMOJI_RTL,
  '👋',
  'Sari\u202Eevil',
  'Sari\u0000',
  'Sari\nBaru',
  '../../etc/passwd',
];
const HOSTILE_NUMERIC_IDS = [
  '99999999999',
  '-1',
  'abc',
  '0',
  '1.5',
  '1e10',
  '0x0',
  encodeURIComponent(SQL),
  encodeURIComponent(HTML),
  encodeURIComponent(EMOJI_RTL),
  '%00',
  '%E0%A4%A',
  '9'.repeat(300),
  '2147483647',
];
const HOSTILE_PARAMS: Record<string, string[]> = {
  id: HOSTILE_NUMERIC_IDS,
  authorId: HOSTILE_NUMERIC_IDS,
  userid: HOSTILE_NUMERIC_IDS,
  slug: [
    'a',
    'admin',
    'a%2Fb',
    '%D0%B0dmin',
    '..%2F..%2Fetc%2Fpasswd',
    'tulisan.html',
    'h%D0%B0lo',
    'TULISAN',
    encodeURIComponent(SQL),
    encodeURIComponent(HTML),
    '%00',
    '%E0%A4%A',
    'x'.repeat(190),
    'x'.repeat(300),
  ],
  groupId: HOSTILE_NUMERIC_IDS,
  fileId: HOSTILE_NUMERIC_IDS,
  questionId: HOSTILE_NUMERIC_IDS,
  sessionId: [
    'x',
    '%00',
    encodeURIComponent(SQL),
    encodeURIComponent(HTML),
    '00000000-0000-0000-0000-000000000000',
    'a'.repeat(300),
  ],
  token: [
    'x',
    '%00',
    encodeURIComponent(HTML),
    encodeURIComponent(SQL),
    `${'A'.repeat(40)}.${'B'.repeat(43)}`,
    'a'.repeat(190),
  ],
  role: ['superadmin', 'ADMIN', encodeURIComponent(SQL), '%00', encodeURIComponent(HTML)],
  userId: HOSTILE_NUMERIC_IDS,
  code: [
    'LMS-%00-AAAAA',
    encodeURIComponent(SQL),
    encodeURIComponent(HTML),
    'x'.repeat(190),
    'LMS-AAAAA-AAAAA',
  ],
  name: [
    '..%2F..%2Fauth-secret',
    '..%2F..%2F..%2Fetc%2Fpasswd',
    '1-avatar-0000000000000000.webp.type',
    '1-avatar-0000000000000000.webp',
    '1-0000000000000000-card.webp',
    '1-0000000000000000-card.webp.type',
    '1-0000000000000000-huge.webp',
    '1-000000000000000000000000.webp',
    '1-000000000000000000000000.webp.type',
    encodeURIComponent(HTML),
    '%00',
  ],
};
/** Range headers a streaming route must answer with the whole file, a part, or 416; never a 5xx. */
const HOSTILE_RANGES = [
  'bytes=abc',
  'bytes=5-1',
  'bytes=-0',
  'bytes=-',
  'bytes=0-0,5-9',
  'bytes=99999999999999999999-',
  'bytes=0-99999999999999999999',
  'bytes=1e3-2e3',
  'bytes= 0-1',
  'items=0-1',
  'x'.repeat(5000),
];
const HOSTILE_QUERY_VALUES = [
  SQL,
  HTML,
  EMOJI_RTL,
  '%',
  '_',
  '\\',
  '\u0000',
  '-1',
  '0',
  'abc',
  '99999999999999999999',
  '1e308',
  'x'.repeat(10_000),
];
const WRONG_TYPES: unknown[] = [12345, true, [], {}, { $gt: '' }, ['a', 'b']];

let t: TestApp;
let users: Record<Auth, TestUser | undefined>;
/** A publisher who owns nothing the routes point at. */
let stranger: TestUser;
/** A small valid PNG: the one upload every image route would accept. */
let png: Buffer;
/** A small valid PDF and MP3: the uploads the product file routes would accept. */
let pdf: Buffer;
let mp3: Buffer;
let fixtures: Fixtures;
let badTokens: Record<string, string>;
let before: Awaited<ReturnType<typeof counts>>;

/** Every stored object under DATA_DIR/files, and whatever an upload left in DATA_DIR/tmp. */
function filesUnder(folder: string): string[] {
  try {
    return readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
}

async function rowCounts(): Promise<Record<string, number>> {
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

async function counts() {
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
    ...(await rowCounts()),
    files: filesUnder(path.join(t.dataDir, 'files')),
  };
}

type FilePart = { filename: string; type: string } | null;
const PNG_PART = { filename: 'a.png', type: 'image/png' };
const PDF_PART = { filename: 'buku.pdf', type: 'application/pdf' };
const MP3_PART = { filename: 'lagu.mp3', type: 'audio/mpeg' };
const CSV_PART = { filename: 'soal.csv', type: 'text/csv' };
const QUESTIONS_CSV = Buffer.from(
  'type,text,options,correct,points,time_limit_seconds\r\ntrue_false,Benar?,,true,1,\r\n',
);

/** One multipart part; `file: null` sends a text field instead of a file. */
function multipartBody(
  name: string,
  data: Buffer,
  boundary = 'batas-multipart-uji',
  file: FilePart = PNG_PART,
) {
  const disposition = `form-data; name="${name}"${file ? `; filename="${file.filename}"` : ''}`;
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n`),
      Buffer.from(file ? `Content-Type: ${file.type}\r\n\r\n` : '\r\n'),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

beforeAll(async () => {
  // Every extraction probe of the member's key counts against its rate limit; the limit has tests of its own.
  t = await buildTestApp({ EXTRACT_KEY_RATE_PER_MINUTE: '100000' });
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
  stranger = otherPublisher;
  users = { guest: undefined, unverified, member, publisher, admin };
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
  png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#222' } })
    .png()
    .toBuffer();
  const uploaded = await api(t.app, {
    method: 'POST',
    url: '/api/v2/profile/upload-image',
    token: target.token,
    ...multipartBody('image', png),
  });

  // The catalogue's fixtures: a category and a published ebook in it with a cover, a main file and a sample.
  [pdf, mp3] = await Promise.all([makePdf({ pages: 2 }), makeMp3({ seconds: 1 })]);
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
  const settlement = await pendingSettlement(publisher, member);
  const openOrdersOfMember = await openOrders(member);
  await creatorToolsPlan(publisher);
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
  fixtures = {
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
    ...(await extractionKeys(member)),
    ...(await slideDeck(admin)),
    ...(await landingFixtures(publisher, product.id)),
    ...(await quizFixtures(publisher)),
    ...(await lmsFixtures(publisher, member)),
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
  badTokens = {
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
  before = await counts();
});
afterAll(() => t.app.close());

async function streamTokenOf(learner: TestUser, contentId: number): Promise<string> {
  const opened = await api(t.app, {
    method: 'GET',
    url: `/api/v2/lms/contents/${contentId}`,
    token: learner.token,
  });
  return String(opened.json().data.stream_url).split('/').pop() as string;
}

/** The LMS's fixtures: the publisher on Pro, a published course with a cover, a PDF content and an invite. */
async function lmsFixtures(publisher: TestUser, learner: TestUser) {
  // The publisher's plan (creatorToolsPlan) has the LMS already; AI slides still refuse them.
  const asPublisher = (method: Method, url: string, body?: unknown) =>
    api(t.app, { method, url: `/api/v2/publisher/lms${url}`, token: publisher.token, body });
  const course = (await asPublisher('POST', '/courses', { title: 'Kursus Sasaran' })).json().data;
  const content = (
    await asPublisher('POST', `/courses/${course.id}/contents`, { type: 'pdf', title: 'Modul' })
  ).json().data;
  const upload = (url: string, field: string, data: Buffer, part: FilePart) =>
    api(t.app, {
      method: 'POST',
      url: `/api/v2/publisher/lms${url}`,
      token: publisher.token,
      ...multipartBody(field, data, undefined, part),
    });
  await upload(`/contents/${content.id}/file`, 'file', pdf, PDF_PART);
  const covered = (await upload(`/courses/${course.id}/cover`, 'image', png, PNG_PART)).json().data;
  const quiz = (await asPublisher('POST', '/quizzes', { ...QUIZ, public_play: false })).json().data;
  await asPublisher('POST', `/quizzes/${quiz.id}/questions`, QUESTION);
  const quizContent = (
    await asPublisher('POST', `/courses/${course.id}/contents`, {
      type: 'quiz',
      title: 'Kuis',
      quiz_id: quiz.id,
    })
  ).json().data;
  await asPublisher('PUT', `/courses/${course.id}`, { is_published: true });
  const invite = (await asPublisher('POST', `/courses/${course.id}/invites`, {})).json().data;
  const spareInvite = (await asPublisher('POST', `/courses/${course.id}/invites`, {})).json().data;
  const enrolled = await api(t.app, {
    method: 'POST',
    url: `/api/v2/lms/courses/${course.id}/enroll`,
    token: learner.token,
  });
  if (enrolled.statusCode !== 201) throw new Error(`lms fixture: ${enrolled.body}`);
  const quizSession = await api(t.app, {
    method: 'POST',
    url: `/api/v2/lms/contents/${quizContent.id}/quiz/start`,
    token: learner.token,
  });
  if (quizSession.statusCode !== 201) throw new Error(`lms quiz fixture: ${quizSession.body}`);
  return {
    lmsQuizContent: quizContent.id as number,
    lmsQuizSession: quizSession.json().data.id as string,
    lmsCourse: course.id as number,
    lmsSlug: course.slug as string,
    lmsContent: content.id as number,
    lmsInvite: invite.token as string,
    lmsSpareInvite: spareInvite.id as number,
    lmsCover: (covered.cover_url as string).split('/').pop() as string,
    lmsLearner: learner.id,
    lmsCertificate: 'LMS-AAAAA-AAAAA',
    lmsStream: await streamTokenOf(learner, content.id),
  };
}

/**
 * The member's open orders, for products of a seller of their own so that an approval among the probes
 * cannot move the fixture publisher's money: a bank transfer waiting for its proof, and a payment at the sandbox.
 */
/** A deck with its slides written (the built-in generator), owned by the admin, who passes every feature check. */
async function slideDeck(admin: TestUser): Promise<{ deck: number; slide: number; slideAsset: string }> {
  const as = (method: Method, url: string, body?: unknown) =>
    api(t.app, { method, url, token: admin.token, body });
  const deck = (
    await as('POST', '/api/v2/ai-slides/prompts', { topic: 'Sasaran slide', slide_count: 3 })
  ).json().data;
  await as('POST', `/api/v2/ai-slides/slides/generate/${deck.id}`);
  for (let tries = 0; tries < 100; tries++) {
    const current = (await as('GET', `/api/v2/ai-slides/slideshow/${deck.id}`)).json().data;
    if (current.status === 'ready') {
      const picture = await api(t.app, {
        method: 'POST',
        url: `/api/v2/ai-slides/assets/upload?slideshow_id=${deck.id}`,
        token: admin.token,
        ...multipartBody('image', png),
      });
      const slideAsset = String(picture.json().data.url).split('/').pop() ?? '';
      return { deck: deck.id, slide: current.slides[0].id, slideAsset };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the fixture deck was not written');
}

async function openOrders(member: TestUser) {
  const start = (body: Body) =>
    api(t.app, { method: 'POST', url: '/api/v2/orders/checkout', token: member.token, body }).then((r) => {
      if (r.statusCode !== 200) throw new Error(`order fixture: ${r.body}`);
      return r.json().data;
    });
  const sellerId = (await createPublisher(t.app, t.ctx)).id;
  const [forTransfer, forGateway] = [
    await createSaleProduct(t.ctx, { sellerId, price: 20_000 }),
    await createSaleProduct(t.ctx, { sellerId, price: 25_000 }),
  ];
  const transfer = await start({ product_id: forTransfer.id, payment_method: 'bank_transfer' });
  const online = await start({ product_id: forGateway.id, payment_method: 'qris' });
  return {
    order: transfer.order.id as number,
    sandbox: new URL(online.redirect_url).pathname.split('/').pop() as string,
    sandboxToken: new URL(online.redirect_url).searchParams.get('token') as string,
    provider: 'sandbox',
  };
}

/** Two API keys of the member's: one to call with, one to revoke. */
async function extractionKeys(member: TestUser) {
  const make = async (name: string) => {
    const response = await api(t.app, {
      method: 'POST',
      url: '/api/v2/extraction/keys',
      token: member.token,
      body: { name },
    });
    if (response.statusCode !== 201) throw new Error(`api key fixture: ${response.body}`);
    return response.json().data as { id: number; key: string };
  };
  return {
    apiKey: (await make('Kunci Sasaran')).key,
    spareKey: (await make('Kunci Cadangan')).id,
    extractionJob: randomUUID(),
  };
}

/** A public quiz of the publisher's with one question and a picture, and a guest's session of it. */
async function quizFixtures(publisher: TestUser) {
  const asPublisher = (method: Method, url: string, body?: unknown) =>
    api(t.app, { method, url, token: publisher.token, body });
  const quiz = (await asPublisher('POST', '/api/v2/publisher/lms/quizzes', QUIZ)).json().data;
  const withQuestion = (
    await asPublisher('POST', `/api/v2/publisher/lms/quizzes/${quiz.id}/questions`, QUESTION)
  ).json().data;
  const question = withQuestion.questions[0].id;
  const pictured = await api(t.app, {
    method: 'POST',
    url: `/api/v2/publisher/lms/quizzes/${quiz.id}/questions/${question}/image`,
    token: publisher.token,
    ...multipartBody('image', png),
  });
  const session = (
    await api(t.app, {
      method: 'POST',
      url: `/api/v2/public/lms/quizzes/${quiz.id}/sessions`,
      body: { nickname: 'Tamu' },
    })
  ).json().data;
  if (!session?.guest_token) throw new Error('quiz fixture: no session');
  const live = (
    await asPublisher('POST', `/api/v2/publisher/lms/quizzes/${quiz.id}/live`, { mode: 'classic' })
  ).json().data;
  if (!live?.pin) throw new Error('quiz fixture: no live game');
  return {
    liveGame: live.id as number,
    livePin: live.pin as string,
    quiz: quiz.id as number,
    question: question as number,
    quizSession: session.id as string,
    quizToken: session.guest_token as string,
    quizImage: pictured.json().data.questions[0].image_url.split('/').pop() as string,
  };
}

/** A sale eight days old (its share is past the holding period) and a payout request of that share. */
async function pendingSettlement(publisher: TestUser, buyer: TestUser): Promise<number> {
  const product = await createSaleProduct(t.ctx, { sellerId: publisher.id });
  const paidAt = new Date(t.clock.now().getTime() - 8 * 86_400_000);
  await createPaidOrder(t.ctx, { buyer, product, amount: 100_000, paidAt });
  const response = await api(t.app, {
    method: 'POST',
    url: '/api/v2/publisher/settlements',
    token: publisher.token,
    body: {
      amount: 60_000,
      method: 'bank',
      channel: 'BCA',
      account_number: '1234567890',
      account_name: 'Sari',
    },
  });
  if (response.statusCode !== 201) throw new Error(`settlement fixture: ${response.body}`);
  return response.json().data.id;
}

/** A landing page of the fixture publisher: a hero with an uploaded image, their product, a link list. */
function landingBody(slug: string, f: Fixtures): Body {
  return {
    title: 'Halaman Saya',
    description: 'Karya saya',
    slug,
    theme: 'light',
    brandColor: '#4f46e5',
    blocks: [
      { type: 'hero', id: 'hero', title: 'Halo', image: f.landingImage },
      { type: 'products', id: 'grid', productIds: [f.product] },
      { type: 'links', id: 'links', items: [{ label: 'Instagram', url: 'https://instagram.com/contoh' }] },
    ],
  };
}

/**
 * Gives the publisher a plan with the blog, landing pages and the LMS (quizzes) and nothing else: the routes
 * of the other plan features (AI slides) must still refuse them.
 */
async function creatorToolsPlan(publisher: TestUser) {
  const start = t.ctx.now();
  const [plan] = await t.ctx.db
    .insert(plans)
    .values({ slug: 'creator-tools', name: 'Creator Tools', price: 10_000, durationDays: 30 })
    .returning({ id: plans.id });
  if (!plan) throw new Error('plan fixture');
  await t.ctx.db.insert(planFeatures).values([
    { planId: plan.id, code: 'create_landing_page' },
    { planId: plan.id, code: 'publish_blog' },
    { planId: plan.id, code: 'lms_access' },
  ]);
  await t.ctx.db.insert(subscriptions).values({
    userId: publisher.id,
    planId: plan.id,
    planName: 'Creator Tools',
    status: 'active',
    startDate: start,
    endDate: new Date(start.getTime() + 30 * 86_400_000),
    paymentMethod: 'qris',
  });
}

/** A published landing page of the publisher to aim at, with an uploaded image. */
async function landingFixtures(publisher: TestUser, product: number) {
  const image = await t.app.inject({
    method: 'POST',
    url: '/api/v2/landing-pages/images',
    payload: multipartBody('image', png).payload,
    headers: {
      ...multipartBody('image', png).headers,
      authorization: `Bearer ${publisher.token}`,
      'x-csrf-token': 'pustaka',
    },
  });
  if (image.statusCode !== 201) throw new Error(`landing image fixture: ${image.body}`);
  const landingImage = image.json().data.name as string;
  const body = landingBody('halaman-saya', { ...fixtures, product, landingImage });
  const page = await api(t.app, {
    method: 'POST',
    url: '/api/v2/landing-pages',
    token: publisher.token,
    body,
  });
  if (page.statusCode !== 201) throw new Error(`landing page fixture: ${page.body}`);
  const id = page.json().data.id as number;
  await api(t.app, { method: 'POST', url: `/api/v2/landing-pages/${id}/publish`, token: publisher.token });
  return {
    landingPage: id,
    landingSlug: 'halaman-saya',
    landingImage,
    landingImageFile: `${landingImage}-640.webp`,
  };
}

function urlOf(
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

const validBody = (route: Route): Body | undefined =>
  typeof route.body === 'function' ? route.body(fixtures) : route.body;

/** Sends one hostile request and notes what is wrong with the answer, if anything. */
async function probe(
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
  const response = await api(t.app, { ...request, headers: request.headers ?? {} });
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

type Probe = {
  payload?: string | Buffer;
  /** The statuses allowed; without it any status below 500 will do. */
  expected?: number[];
  headers?: Record<string, string>;
  url?: string;
  /** The caller's token: the one the route needs unless given; null for none. */
  as?: string | null;
};

const JSON_TYPE = { 'content-type': 'application/json' };

describe.each(ROUTES)('$method $path', (route) => {
  it('survives the hostile batch', async () => {
    const problems: string[] = [];
    const tokenFor = (auth: Auth) => users[auth]?.token;
    const url = urlOf(route);
    const body = validBody(route);
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
      return probe(problems, label, request, expected, route.page);
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
      await send('prototype pollution', { payload: '{"__proto__":{"isAdmin":true},"x":1}', expected: [400] });
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
      const bare = urlOf(route, {}, {});
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
        const target = urlOf(route, { [name]: value });
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
      const bare = urlOf(route, {}, {});
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

describe('the multipart form of POST /books/', () => {
  it('refuses hostile forms with a 4xx and makes no product', async () => {
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

describe('after the batch', () => {
  it('created no users, groups, contact messages, products, categories, authors or files', async () => {
    expect(await counts()).toEqual(before);
    expect(filesUnder(path.join(t.dataDir, 'tmp'))).toEqual([]);
  });

  it('left the fixtures alone', async () => {
    const admin = users.admin as TestUser;
    const target = await api(t.app, {
      method: 'GET',
      url: `/api/v2/admin/users/${fixtures.user}`,
      token: admin.token,
    });
    expect(target.json().data).toMatchObject({
      is_active: true,
      roles: ['members'],
      first_name: 'Sasaran',
      groups: [expect.objectContaining({ id: fixtures.group })],
    });
    const me = await api(t.app, { method: 'GET', url: '/api/v2/auth/me', token: users.member?.token });
    expect(me.json().data.roles).toEqual(['members']);
    const product = await api(t.app, {
      method: 'GET',
      url: `/api/v2/admin/books/${fixtures.product}`,
      token: admin.token,
    });
    expect(product.json().data).toMatchObject({
      name: 'Buku Sasaran',
      status: 'approved',
      is_published: true,
      is_active: true,
      has_staged_changes: false,
      base_price: PRODUCT.base_price,
      category_id: fixtures.category,
      cover_url: `/api/v2/public/image-proxy/cover/${fixtures.cover}`,
      files: [
        expect.objectContaining({ id: fixtures.file, role: 'main', state: 'live', title: null, position: 0 }),
        expect.objectContaining({ role: 'sample', state: 'live' }),
      ],
    });
    const category = await api(t.app, {
      method: 'GET',
      url: `/api/v2/categories/${fixtures.category}`,
      token: admin.token,
    });
    expect(category.json().data).toMatchObject({ name: 'Sasaran Kategori', is_active: true });
    const author = await api(t.app, {
      method: 'GET',
      url: `/api/v2/authors/${fixtures.author}`,
      token: admin.token,
    });
    expect(author.json().data).toMatchObject({
      name: 'Penulis Sasaran',
      bio: 'Penulis untuk diuji.',
      photo_url: `/api/v2/public/image-proxy/author/${fixtures.authorPhoto}`,
    });
    const sample = await api(t.app, {
      method: 'GET',
      url: `/api/v2/public/books/${fixtures.product}/sample`,
    });
    expect(sample.rawPayload.equals(pdf)).toBe(true);
    const album = await api(t.app, {
      method: 'GET',
      url: `/api/v2/audio-contents?book_id=${fixtures.audio}`,
      token: users.publisher?.token,
    });
    expect(album.json().data).toEqual([
      expect.objectContaining({ id: fixtures.track, title: 'Lagu Sasaran', position: 0, state: 'staged' }),
    ]);
  });

  it('left the payout request pending and the balance where it was', async () => {
    const own = await api(t.app, {
      method: 'GET',
      url: '/api/v2/publisher/settlements',
      token: users.publisher?.token,
    });
    expect(own.json().data).toMatchObject({
      total: 1,
      items: [
        expect.objectContaining({ id: fixtures.settlement, status: 'pending', transfer_reference: null }),
      ],
      balance: { balance: 10_000, pending_settlements: 60_000, paid_out: 0 },
    });
  });

  it('still answers /health', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('ok');
  });
});

describe('the route table', () => {
  it('names only routes that exist', () => {
    const missing = ROUTES.filter((route) => !t.app.hasRoute({ method: route.method, url: route.path }));
    expect(missing.map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });

  it('covers every documented route', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const listed = new Set(ROUTES.map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`));
    expect(documented.filter((entry) => !entry.startsWith('HEAD ') && !listed.has(entry))).toEqual([]);
  });
});

describe('odd file names on uploads', () => {
  // A file's name is only a label its sender chose: whatever it says, a real file is stored under a name
  // taken from what the file is, and no name produces a 5xx.
  const ODD_NAMES = [
    'a.type',
    'a.tmp',
    'a.1234.tmp',
    'buku.PDF.type',
    '../../x.pdf',
    '..\\..\\x.pdf',
    'tanpa-ekstensi',
    '.pdf',
    `${'n'.repeat(296)}.pdf`,
    'Buku Ünïcödé 書 📘.pdf',
    'a\u0001b\u001fc\u007f\td.pdf',
    ' ',
  ];
  const PARTS: Record<string, string> = {
    image: 'image/png',
    pdf: 'application/pdf',
    mp3: 'audio/mpeg',
    webm: 'video/webm',
  };
  let owner: TestUser;
  let ebook: number;
  let album: number;
  let course: number;
  let author: number;
  let webm: Buffer;

  beforeAll(async () => {
    owner = await createPublisher(t.app, t.ctx);
    const create = async (body: Body) =>
      (await api(t.app, { method: 'POST', url: '/api/v2/books', token: owner.token, body })).json().data.id;
    [ebook, album, course] = await Promise.all([
      create({ ...PRODUCT, name: 'Buku Nama Aneh' }),
      create({ ...PRODUCT, name: 'Album Nama Aneh', format: 'MP3' }),
      create({ ...PRODUCT, name: 'Kursus Nama Aneh', format: 'CRS' }),
    ]);
    author = (
      await api(t.app, {
        method: 'POST',
        url: '/api/v2/authors',
        token: owner.token,
        body: { name: 'Penulis Nama Aneh' },
      })
    ).json().data.id;
    const { makeWebm } = await import('#platform/media/fixtures.ts');
    webm = makeWebm({ durationMs: 2_000, width: 64, height: 48 });
  });

  const sendAs = (url: string, field: string, data: Buffer, kind: string, filename: string) =>
    api(t.app, {
      method: 'POST',
      url,
      token: owner.token,
      ...multipartBody(field, data, undefined, { filename, type: PARTS[kind] as string }),
    });

  async function storedKeys(productId: number): Promise<string[]> {
    const rows = await t.ctx.db.execute<{ storage_key: string }>(
      sql`select storage_key from product_files where product_id = ${productId} order by id`,
    );
    const list = Array.isArray(rows) ? rows : (rows as { rows: { storage_key: string }[] }).rows;
    return list.map((row) => row.storage_key);
  }

  it('stores an ebook, a track and a lesson under the type they really are, whatever their name', async () => {
    const problems: string[] = [];
    const uploads = [
      { url: `/api/v2/books/${ebook}/files?role=main`, data: pdf, kind: 'pdf', product: ebook, ext: 'pdf' },
      { url: `/api/v2/books/${album}/files?role=track`, data: mp3, kind: 'mp3', product: album, ext: 'mp3' },
      { url: `/api/v2/audio-contents?book_id=${album}`, data: mp3, kind: 'mp3', product: album, ext: 'mp3' },
      {
        url: `/api/v2/books/${course}/files?role=lesson`,
        data: webm,
        kind: 'webm',
        product: course,
        ext: 'webm',
      },
    ];
    for (const target of uploads) {
      for (const name of ODD_NAMES) {
        const response = await sendAs(target.url, 'file', target.data, target.kind, name);
        if (response.statusCode !== 200) {
          problems.push(`${target.url} ${JSON.stringify(name)}: ${response.statusCode} ${response.body}`);
          continue;
        }
        const files = (response.json().data.files ?? response.json().data) as Record<string, unknown>[];
        for (const file of files) {
          const label = String(file.original_name ?? file.title);
          // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is checked
          if (/[/\\\u0000-\u001f\u007f]/.test(label) || label.length > 200)
            problems.push(`${target.url} ${JSON.stringify(name)}: shown as ${JSON.stringify(label)}`);
        }
      }
      const keys = await storedKeys(target.product);
      const wrong = keys.filter((key) => !key.endsWith(`.${target.ext}`));
      if (keys.length === 0 || wrong.length) problems.push(`${target.url}: stored as ${wrong.join(', ')}`);
    }
    expect(problems.join('\n')).toBe('');

    const [main] = (
      await api(t.app, { method: 'GET', url: `/api/v2/books/${ebook}`, token: owner.token })
    ).json().data.files;
    const preview = await api(t.app, {
      method: 'GET',
      url: `/api/v2/books/${ebook}/files/${main.id}/preview`,
      token: owner.token,
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.rawPayload.equals(pdf)).toBe(true);
  });

  it('takes a cover, a profile picture and an author photo under any name', async () => {
    const problems: string[] = [];
    for (const url of [
      `/api/v2/books/${ebook}/cover`,
      '/api/v2/profile/upload-image',
      '/api/v2/profile/upload-cover',
      `/api/v2/authors/${author}/photo`,
    ]) {
      for (const name of ODD_NAMES) {
        const response = await sendAs(url, 'image', png, 'image', name);
        if (response.statusCode !== 200)
          problems.push(`${url} ${JSON.stringify(name)}: ${response.statusCode} ${response.body}`);
      }
    }
    expect(problems.join('\n')).toBe('');
  });

  it('refuses a file that is not what its name says with a 4xx, never a 5xx', async () => {
    for (const name of ['a.type', 'a.tmp', 'x.pdf']) {
      const response = await sendAs(`/api/v2/books/${ebook}/files?role=main`, 'file', png, 'pdf', name);
      expect(response.statusCode).toBe(415);
      expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
  });
});
