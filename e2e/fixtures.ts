import path from 'node:path';
import {
  type APIRequestContext,
  expect,
  type Locator,
  type Page,
  type Response,
  type TestInfo,
} from '@playwright/test';

export type { Locator, Page } from '@playwright/test';
export { expect, test } from '@playwright/test';

/** The demo accounts a fresh data directory is seeded with (apps/server/src/seed.ts). */
export const ACCOUNTS = {
  admin: {
    email: 'admin@pustaka.test',
    password: 'Admin#Pustaka1',
    firstName: 'Ayu',
    fullName: 'Ayu Pratiwi',
  },
  publisher: {
    email: 'penerbit@pustaka.test',
    password: 'Penerbit#Pustaka1',
    firstName: 'Budi',
    fullName: 'Budi Santoso',
  },
  member: {
    email: 'anggota@pustaka.test',
    password: 'Anggota#Pustaka1',
    firstName: 'Citra',
    fullName: 'Citra Lestari',
  },
} as const;

export type Account = (typeof ACCOUNTS)[keyof typeof ACCOUNTS];

export interface Credentials {
  email: string;
  password: string;
}

/** Every mutating API call carries this header (spec: one fixed value). */
export const CSRF_HEADERS = { 'X-CSRF-Token': 'pustaka' } as const;

/** Where the web app keeps the session (spec section 9). */
export const AUTH_TOKEN_KEY = 'auth_token';
const AUTH_USER_KEY = 'user';

export interface ApiUser {
  id: number;
  email: string;
  first_name: string;
  is_active: boolean;
  email_verified: boolean;
}

export interface ApiSession {
  token: string;
  user: ApiUser;
}

/** An address no earlier run has used. */
export function uniqueEmail(prefix: string): string {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return `${prefix}.${stamp}@example.test`;
}

/** True for the response of one API call, e.g. `isApiCall('POST', '/auth/login')`. */
export function isApiCall(method: string, path: string | RegExp) {
  return (response: Response): boolean => {
    const request = response.request();
    if (request.method() !== method) return false;
    const pathname = new URL(response.url()).pathname;
    if (typeof path === 'string') return pathname === `/api/v2${path}`;
    return pathname.startsWith('/api/v2/') && path.test(pathname.slice('/api/v2'.length));
  };
}

// ---------------------------------------------------------------- API

/** Logs in through the API, as the web app does, and returns the token and the user. */
export async function apiLogin(
  request: APIRequestContext,
  account: Credentials,
  rememberMe = true,
): Promise<ApiSession> {
  const response = await request.post('/api/v2/auth/login', {
    headers: CSRF_HEADERS,
    data: { email: account.email, password: account.password, remember_me: rememberMe },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as ApiSession;
  return { token: body.token, user: body.user };
}

/** The one user whose address is `email`, as the admin user list shows it. */
export async function findUserAsAdmin(
  request: APIRequestContext,
  adminToken: string,
  email: string,
): Promise<ApiUser> {
  const response = await request.get('/api/v2/admin/users', {
    headers: { Authorization: `Bearer ${adminToken}` },
    params: { q: email },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { items: ApiUser[] } };
  const user = body.data.items.find((item) => item.email === email);
  if (!user) throw new Error(`No user ${email}`);
  return user;
}

/** Activates (or deactivates) an account through the admin API. */
export async function setUserActiveAsAdmin(
  request: APIRequestContext,
  email: string,
  active: boolean,
): Promise<void> {
  const admin = await apiLogin(request, ACCOUNTS.admin, false);
  const user = await findUserAsAdmin(request, admin.token, email);
  const response = await request.put(`/api/v2/admin/users/${user.id}/${active ? 'activate' : 'deactivate'}`, {
    headers: { ...CSRF_HEADERS, Authorization: `Bearer ${admin.token}` },
    data: {},
  });
  expect(response.status()).toBe(200);
}

// ---------------------------------------------------------------- dev mailbox

export interface Mail {
  id: number;
  to: string;
  subject: string;
  text: string;
  status: string;
  created_at: string;
}

/** Mails the app wrote to `to`, newest first (the dev mailbox, outside production only). */
export async function mailsTo(request: APIRequestContext, to: string): Promise<Mail[]> {
  const response = await request.get('/dev/mailbox.json', { params: { to } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Mail[] }).data;
}

/** The first link in a mail's text that leads to `path` on this app. */
export function linkIn(mail: Mail, path: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname === path);
  if (!link) throw new Error(`No ${path} link in mail ${mail.id}`);
  return link;
}

// ---------------------------------------------------------------- browser session

/**
 * Signs a page in without the login form: logs in through the API and stores the session where the web app
 * looks for it (localStorage for "remember me", else sessionStorage). The page is left on a static file of
 * the app's origin; the caller opens the page it needs next.
 */
export async function signIn(page: Page, account: Account, options: { remember?: boolean } = {}) {
  const remember = options.remember ?? true;
  const session = await apiLogin(page.request, account, remember);
  await page.goto('/favicon.svg');
  await page.evaluate(
    ({ keys, token, user, remember }) => {
      const store = remember ? window.localStorage : window.sessionStorage;
      store.setItem(keys.token, token);
      store.setItem(keys.user, JSON.stringify(user));
    },
    {
      keys: { token: AUTH_TOKEN_KEY, user: AUTH_USER_KEY },
      token: session.token,
      user: session.user,
      remember,
    },
  );
  return session;
}

/** The auth token in each storage of the page's origin. */
export async function storedTokens(page: Page): Promise<{ local: string | null; session: string | null }> {
  return page.evaluate(
    (key) => ({ local: localStorage.getItem(key), session: sessionStorage.getItem(key) }),
    AUTH_TOKEN_KEY,
  );
}

// ---------------------------------------------------------------- screens

/** The top bar's navigation landmark (desktop links live inside it; the mobile menu is outside). */
export function mainNav(page: Page, name = 'Navigasi utama'): Locator {
  return page.getByRole('navigation', { name });
}

/** The signed-in user's name in the desktop top bar. */
export function topBarUserName(page: Page): Locator {
  return page.getByTestId('user-name');
}

export function loginForm(page: Page) {
  return {
    email: page.getByLabel('Email', { exact: true }),
    password: page.getByLabel('Kata sandi', { exact: true }),
    remember: page.getByLabel('Ingat saya'),
    submit: page.getByRole('button', { name: 'Masuk', exact: true }),
    /** The form's own error box (toasts are outside the form). */
    error: page.locator('form').getByRole('alert'),
  };
}

/**
 * Fills and sends the login form on the page that shows it and returns the login response; the caller checks
 * where the app goes next.
 */
export async function submitLogin(
  page: Page,
  account: Credentials,
  options: { remember?: boolean } = {},
): Promise<Response> {
  const form = loginForm(page);
  await form.email.fill(account.email);
  await form.password.fill(account.password);
  await form.remember.setChecked(options.remember ?? false);
  const [response] = await Promise.all([
    page.waitForResponse(isApiCall('POST', '/auth/login')),
    form.submit.click(),
  ]);
  return response;
}

/** Logs in through the login form and waits until the app shows the user as signed in. */
export async function loginViaUi(page: Page, account: Account, options: { remember?: boolean } = {}) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Masuk ke Pustaka' })).toBeVisible();
  const response = await submitLogin(page, account, options);
  expect(response.status()).toBe(200);
  await expect(topBarUserName(page)).toHaveText(account.fullName);
}

// ---------------------------------------------------------------- demo catalogue

/** How many products the demo seed publishes (DEMO_PRODUCTS in apps/server/src/seed/catalogue-data.ts). */
export const DEMO_CATALOGUE_SIZE = 24;

/**
 * Waits until the server has published the whole demo catalogue, which it fills in the background during
 * its first half minute or so. Until then every seeded product becomes the newest one as it is approved.
 */
export async function waitForDemoCatalogue(request: APIRequestContext, timeout = 75_000): Promise<void> {
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/v2/public/books', { params: { pageSize: 1 } });
        if (!response.ok()) return 0;
        return ((await response.json()) as { data: { total: number } }).data.total;
      },
      { message: 'the demo catalogue is complete', timeout, intervals: [500, 1_000] },
    )
    .toBeGreaterThanOrEqual(DEMO_CATALOGUE_SIZE);
}

// ---------------------------------------------------------------- files to upload

/** A file for `setInputFiles`, made in memory. */
export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A 600×800 PNG cover with the title on it. */
export async function makeCoverPng(name: string, title: string): Promise<UploadFile> {
  const { default: sharp } = await import('sharp');
  const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800">
    <rect width="600" height="800" fill="#0f766e"/>
    <rect x="40" y="40" width="520" height="720" fill="none" stroke="#ffffff" stroke-width="4"/>
    <text x="300" y="380" font-family="DejaVu Sans, sans-serif" font-size="40" font-weight="bold"
      fill="#ffffff" text-anchor="middle">${escaped}</text>
  </svg>`;
  return { name, mimeType: 'image/png', buffer: await sharp(Buffer.from(svg)).png().toBuffer() };
}

export interface BookPdf extends UploadFile {
  pageCount: number;
  /** The bookmarks: "Bab n. title" and the 1-based page each chapter starts on. */
  outline: { title: string; page: number }[];
}

/**
 * A real PDF book: a title page, then `pagesPerChapter` pages of text per chapter, with an outline
 * (bookmarks) that names each chapter and the page it starts on.
 */
export async function makeBookPdf(options: {
  name: string;
  title: string;
  chapters: string[];
  pagesPerChapter?: number;
}): Promise<BookPdf> {
  const { PDFDocument, PDFHexString, PDFName, StandardFonts, rgb } = await import('pdf-lib');
  const { name, title, chapters, pagesPerChapter = 2 } = options;
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.1, 0.1, 0.1);
  const [width, height] = [420, 595];

  const cover = doc.addPage([width, height]);
  cover.drawText(title, { x: 40, y: height / 2, size: 16, font: bold, color: ink, maxWidth: width - 80 });

  const outline: BookPdf['outline'] = [];
  for (const [index, chapter] of chapters.entries()) {
    const heading = `Bab ${index + 1}. ${chapter}`;
    outline.push({ title: heading, page: doc.getPageCount() + 1 });
    for (let part = 0; part < pagesPerChapter; part++) {
      const page = doc.addPage([width, height]);
      let y = height - 60;
      if (part === 0) {
        page.drawText(heading, { x: 40, y, size: 18, font: bold, color: ink });
        y -= 40;
      }
      for (let line = 0; line < 12; line++) {
        page.drawText(`Paragraf ${line + 1}: isi ${chapter.toLowerCase()} dengan contoh dan latihan.`, {
          x: 40,
          y,
          size: 11,
          font: regular,
          color: ink,
        });
        y -= 22;
      }
      page.drawText(String(doc.getPageCount()), { x: width / 2, y: 30, size: 9, font: regular, color: ink });
    }
  }

  // pdf-lib has no outline API: the /Outlines tree (PDF 1.7, 12.3.3) is built from its objects.
  const context = doc.context;
  const pages = doc.getPages();
  const root = context.nextRef();
  const refs = outline.map(() => context.nextRef());
  for (const [index, entry] of outline.entries()) {
    context.assign(
      refs[index]!,
      context.obj({
        Title: PDFHexString.fromText(entry.title),
        Parent: root,
        ...(index > 0 ? { Prev: refs[index - 1]! } : {}),
        ...(index < refs.length - 1 ? { Next: refs[index + 1]! } : {}),
        Dest: [pages[entry.page - 1]!.ref, 'XYZ', null, null, null],
      }),
    );
  }
  context.assign(
    root,
    context.obj({ Type: 'Outlines', First: refs[0]!, Last: refs.at(-1)!, Count: refs.length }),
  );
  doc.catalog.set(PDFName.of('Outlines'), root);

  return {
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.from(await doc.save()),
    pageCount: doc.getPageCount(),
    outline,
  };
}

// ---------------------------------------------------------------- progress

/**
 * Starts noting the label of every progress bar the page shows (they may be gone again within
 * milliseconds for a small file); the returned function reads what was seen so far.
 */
export async function recordProgressLabels(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressLabels: string[] }).progressLabels = seen;
    new MutationObserver(() => {
      for (const bar of document.querySelectorAll('[role="progressbar"]')) {
        const label = bar.getAttribute('aria-label');
        if (label && seen.at(-1) !== label) seen.push(label);
      }
    }).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-label', 'aria-valuenow'],
    });
  });
  return () => page.evaluate(() => [...(window as unknown as { progressLabels: string[] }).progressLabels]);
}

// ---------------------------------------------------------------- screenshots

/** The widths every screen is looked at: the desktop layout and a small phone. */
export const SCREEN_WIDTHS = [1280, 360] as const;

/** Closes every toast at once (they would cover part of a screenshot), and waits until they are gone. */
export async function dismissToasts(page: Page): Promise<void> {
  const toasts = page.getByRole('region', { name: 'Notifikasi' });
  await toasts.getByRole('button', { name: 'Tutup notifikasi' }).evaluateAll((buttons) => {
    for (const button of buttons) (button as HTMLButtonElement).click();
  });
  await expect(toasts.getByRole('button', { name: 'Tutup notifikasi' })).toHaveCount(0);
}

/**
 * Scrolls through the whole page a screen at a time, so pictures that load only when they come into view
 * (the product covers) are requested; then back to the top. Each step waits two animation frames, or 100 ms
 * if the browser holds its frames back (a busy machine running several browsers can), and the walk stops
 * after 100 screens, so a page that keeps growing cannot keep it going until the test's time runs out.
 */
export async function revealLazyImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frames = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const settle = () => Promise.race([frames(), new Promise((resolve) => setTimeout(resolve, 100))]);
    const step = Math.max(window.innerHeight, 100);
    for (let screen = 0; screen < 100 && screen * step < document.documentElement.scrollHeight; screen++) {
      window.scrollTo(0, screen * step);
      await settle();
    }
    window.scrollTo(0, 0);
    await settle();
  });
}

/** Waits until every picture the page has started to load is loaded (or has failed). */
export async function imagesSettled(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => [...document.images].every((image) => image.complete)))
    .toBe(true);
}

/**
 * Full-page screenshots of the page as it is, at each of SCREEN_WIDTHS, into test-results/screens/
 * as `{name}-{width}.png`, with every lazy picture loaded. `settled` runs after each resize, before the
 * picture, and the page must not be wider than the screen. Toasts are closed first; the viewport is put
 * back afterwards.
 */
export async function screenshotWidths(
  page: Page,
  testInfo: TestInfo,
  name: string,
  settled: () => Promise<void> = async () => {},
): Promise<void> {
  const original = page.viewportSize();
  await dismissToasts(page);
  for (const width of SCREEN_WIDTHS) {
    await page.setViewportSize({ width, height: width < 640 ? 740 : 900 });
    await settled();
    await revealLazyImages(page);
    await imagesSettled(page);
    // Nothing may stick out sideways (the page would scroll horizontally on a phone).
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width} px is wider than the screen`).toBeLessThanOrEqual(0);
    const file = path.join(testInfo.project.outputDir, 'screens', `${name}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
  }
  if (original) await page.setViewportSize(original);
  await settled();
}
