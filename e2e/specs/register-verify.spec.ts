import { expect, isApiCall, mailsTo, storedTokens, test, topBarUserName, uniqueEmail } from '../fixtures';

const BANNER_TEXT = 'Email Anda belum terverifikasi. Harap cek inbox/spam folder dan klik tautan verifikasi.';

test('a new member registers, resends the verification mail and verifies through the link in it', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('daftar');
  const banner = page.getByTestId('verification-banner');

  // Register.
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Buat akun gratis' })).toBeVisible();
  await page.getByLabel('Nama depan').fill('Dewi');
  await page.getByLabel('Nama belakang').fill('Kusuma');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Kata sandi', { exact: true }).fill('Rahasia#2025');
  const [registered] = await Promise.all([
    page.waitForResponse(isApiCall('POST', '/auth/register')),
    page.getByRole('button', { name: 'Daftar Sekarang' }).click(),
  ]);
  expect(registered.status()).toBe(201);

  // Signed in at once (persistent storage); an unverified user on a guest-only page goes to /verify-email.
  await expect(page).toHaveURL((url) => url.pathname === '/verify-email');
  await expect(page.getByRole('heading', { name: 'Verifikasi email Anda' })).toBeVisible();
  await expect(page.getByText(`Kami telah mengirim tautan verifikasi ke ${email}.`)).toBeVisible();
  await expect(topBarUserName(page)).toHaveText('Dewi Kusuma');
  expect((await storedTokens(page)).local).toBeTruthy();

  // Registration already sent one verification mail.
  await expect.poll(async () => (await mailsTo(request, email)).length).toBe(1);

  // The dashboard waits for the verification: its link comes back here, with the dashboard as next.
  await page
    .getByRole('navigation', { name: 'Navigasi utama' })
    .getByRole('link', { name: 'Dasbor' })
    .click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/verify-email' && url.searchParams.get('next') === '/dashboard',
  );
  await expect(page.getByRole('heading', { name: 'Verifikasi email Anda' })).toBeVisible();

  // A public page shows the yellow banner (the verification page itself does not repeat it).
  await page.goto('/products');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(BANNER_TEXT);

  // Resend.
  const [sent] = await Promise.all([
    page.waitForResponse(isApiCall('POST', '/auth/verify-email/send')),
    banner.getByRole('button', { name: 'Kirim Ulang Verifikasi' }).click(),
  ]);
  expect(sent.status()).toBe(200);
  await expect(banner.getByRole('status')).toHaveText('Email verifikasi telah dikirim. Periksa inbox Anda.');
  await expect.poll(async () => (await mailsTo(request, email)).length).toBe(2);

  // The dev mailbox: filter by the address, open the newest mail.
  await page.goto('/dev/mailbox');
  await expect(page.getByRole('heading', { name: 'Dev mailbox' })).toBeVisible();
  await page.getByPlaceholder('filter: email penerima').fill(email);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/dev/mailbox' && url.searchParams.get('to') === email,
  );
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  const newest = rows.first();
  await expect(newest).toContainText(email);
  await newest.getByRole('link', { name: 'Verifikasi alamat email Pustaka Anda' }).click();
  await expect(page.getByRole('heading', { name: 'Verifikasi alamat email Pustaka Anda' })).toBeVisible();
  await expect(page.getByText(`Kepada: ${email}`)).toBeVisible();

  // The mail's button, inside the sandboxed frame, opens the app on top.
  const [verified] = await Promise.all([
    page.waitForResponse(isApiCall('GET', '/auth/verify')),
    page.frameLocator('iframe').getByRole('link', { name: 'Verifikasi email saya' }).click(),
  ]);
  expect(verified.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Email terverifikasi!' })).toBeVisible();

  // It moves on by itself to where the resend asked for (the page the banner was on), and the dashboard opens.
  await expect(page).toHaveURL((url) => url.pathname === '/products');
  await expect(banner).toBeHidden();
  await page
    .getByRole('navigation', { name: 'Navigasi utama' })
    .getByRole('link', { name: 'Dasbor' })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  await expect(page.getByText('Email terverifikasi', { exact: true })).toBeVisible();
  await expect(topBarUserName(page)).toHaveText('Dewi Kusuma');
  await expect(banner).toBeHidden();

  // Also after a reload, once the app has fetched the current user again.
  const [me] = await Promise.all([page.waitForResponse(isApiCall('GET', '/auth/me')), page.reload()]);
  expect(((await me.json()) as { data: { email_verified: boolean } }).data.email_verified).toBe(true);
  await expect(page.getByText('Email terverifikasi', { exact: true })).toBeVisible();
  await expect(topBarUserName(page)).toHaveText('Dewi Kusuma');
  await expect(banner).toBeHidden();
});
