import {
  ACCOUNTS,
  expect,
  isApiCall,
  linkIn,
  loginForm,
  mailsTo,
  screenshotWidths,
  signIn,
  test,
  topBarUserName,
  uniqueEmail,
} from '../fixtures';

const NEW_PASSWORD = 'Undangan#Pustaka1';

test('an admin creates an account; the person sets the password from the mail and logs in', async ({
  page: adminPage,
  browser,
}, testInfo) => {
  const email = uniqueEmail('undangan');

  // The admin opens the user list and fills in "Buat akun".
  await signIn(adminPage, ACCOUNTS.admin);
  await adminPage.goto('/admin/users');
  await expect(adminPage.getByRole('heading', { name: 'Pengguna', level: 1 })).toBeVisible();
  await adminPage.getByRole('button', { name: 'Buat akun' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Buat akun' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Nama depan').fill('Rina');
  await dialog.getByLabel('Nama belakang').fill('Undangan');
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Bahasa', { exact: true }).selectOption('en');
  await dialog.getByLabel('Member', { exact: true }).uncheck();
  await dialog.getByLabel('Kreator').check();
  await screenshotWidths(adminPage, testInfo, 'admin-create-account-form');
  const [created] = await Promise.all([
    adminPage.waitForResponse(isApiCall('POST', '/admin/users')),
    dialog.getByRole('button', { name: 'Buat akun dan kirim undangan' }).click(),
  ]);
  expect(created.status()).toBe(201);
  await expect(adminPage.getByRole('status').filter({ hasText: 'Akun dibuat' })).toBeVisible();
  await expect(dialog).toBeHidden();

  // The new account waits for its password, and the admin may send the invitation again.
  await adminPage.getByLabel('Cari').fill(email);
  const row = adminPage.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Menunggu kata sandi')).toBeVisible();
  await expect(row.getByText('Kreator')).toBeVisible();
  const [resent] = await Promise.all([
    adminPage.waitForResponse(isApiCall('POST', /^\/admin\/users\/\d+\/invitation$/)),
    row.getByRole('button', { name: 'Kirim ulang undangan' }).click(),
  ]);
  expect(resent.status()).toBe(200);
  await expect(adminPage.getByRole('status').filter({ hasText: 'Undangan dikirim ulang' })).toBeVisible();
  await screenshotWidths(adminPage, testInfo, 'admin-users-invitation-pending');

  // The mail is in English, as chosen; only the newest link works.
  const [latest, earlier] = await mailsTo(adminPage.request, email);
  expect(latest?.subject).toBe('Your Pustaka account is ready: choose your password');
  expect(earlier).toBeDefined();
  const link = linkIn(latest as NonNullable<typeof latest>, '/set-password');

  // The person opens the link in their own browser and chooses a password.
  const personContext = await browser.newContext();
  const person = await personContext.newPage();
  await person.goto(link);
  await expect(person.getByRole('heading', { name: 'Buat kata sandi' })).toBeVisible();
  await screenshotWidths(person, testInfo, 'set-password');
  await person.getByLabel('Kata sandi baru', { exact: true }).fill(NEW_PASSWORD);
  await person.getByLabel('Ulangi kata sandi baru').fill(NEW_PASSWORD);
  const [saved] = await Promise.all([
    person.waitForResponse(isApiCall('POST', '/auth/set-password')),
    person.getByRole('button', { name: 'Simpan kata sandi' }).click(),
  ]);
  expect(saved.status()).toBe(200);
  await expect(person.getByRole('heading', { name: 'Kata sandi tersimpan' })).toBeVisible();

  // The same link does not work twice.
  const reused = await person.request.post('/api/v2/auth/set-password', {
    headers: { 'X-CSRF-Token': 'pustaka' },
    data: { token: new URL(link).searchParams.get('token'), password: 'Sandi#Lain12345' },
  });
  expect(reused.status()).toBe(400);

  // Then logs in with it: the address is verified, so the dashboard opens.
  await person.locator('#main').getByRole('link', { name: 'Masuk' }).click();
  const form = loginForm(person);
  await expect(form.email).toHaveValue(email);
  await form.password.fill(NEW_PASSWORD);
  const [login] = await Promise.all([
    person.waitForResponse(isApiCall('POST', '/auth/login')),
    form.submit.click(),
  ]);
  expect(login.status()).toBe(200);
  expect((await login.json()).user).toMatchObject({ email, email_verified: true, roles: ['publisher'] });
  await expect(topBarUserName(person)).toHaveText('Rina Undangan');
  await personContext.close();

  // The admin's mail screen: nothing failed here (the dev outbox keeps every mail), and it says so.
  await adminPage.goto('/admin/mail');
  await expect(adminPage.getByRole('heading', { name: 'Email keluar', level: 1 })).toBeVisible();
  await expect(adminPage.getByText('Tidak ada email yang gagal')).toBeVisible();
  await screenshotWidths(adminPage, testInfo, 'admin-mail-empty');
});
