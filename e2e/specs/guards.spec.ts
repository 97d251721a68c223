import { ACCOUNTS, expect, signIn, submitLogin, test, topBarUserName } from '../fixtures';

test('a guest opening the dashboard is sent to the login page, which brings them back afterwards', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(
    (url) => url.pathname === '/login' && url.searchParams.get('next') === '/dashboard',
  );
  await expect(page.getByRole('heading', { name: 'Masuk ke Pustaka' })).toBeVisible();

  const response = await submitLogin(page, ACCOUNTS.member);
  expect(response.status()).toBe(200);
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  await expect(page.getByRole('heading', { name: `Halo, ${ACCOUNTS.member.fullName}!` })).toBeVisible();
});

test('a member opening an admin page is sent home', async ({ page }) => {
  await signIn(page, ACCOUNTS.member);
  await page.goto('/admin');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(topBarUserName(page)).toHaveText(ACCOUNTS.member.fullName);
  await expect(
    page.getByRole('heading', { name: `Selamat datang kembali, ${ACCOUNTS.member.firstName}!` }),
  ).toBeVisible();

  await page.goto('/admin/users');
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('an unknown address shows the app’s own 404 page inside the shell', async ({ page }) => {
  await page.goto('/tidak/ada/halaman-ini');
  await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan', level: 1 })).toBeVisible();
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/Halaman tidak ditemukan/);
  await expect(page.getByRole('navigation', { name: 'Navigasi utama' })).toBeVisible();
  await page.getByRole('link', { name: 'Kembali ke Beranda' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('an unknown API path answers with the JSON error envelope and 404', async ({ request }) => {
  const response = await request.get('/api/v2/nope');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/json');
  expect(await response.json()).toMatchObject({
    success: false,
    code: 'NOT_FOUND',
    error: expect.any(String),
  });
});
