import { type APIRequestContext, expect, type Locator, type Page, type Response } from '@playwright/test';

export type { Page } from '@playwright/test';
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
