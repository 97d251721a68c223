import {
  ACCOUNTS,
  expect,
  isApiCall,
  loginForm,
  loginViaUi,
  mainNav,
  type Page,
  setUserActiveAsAdmin,
  signIn,
  storedTokens,
  submitLogin,
  test,
  topBarUserName,
} from '../fixtures';

const member = ACCOUNTS.member;

/** The member's row in the admin user list, found through the search box. */
async function findMemberRow(adminPage: Page) {
  await adminPage.getByLabel('Cari').fill(member.email);
  await expect(adminPage).toHaveURL((url) => url.searchParams.get('q') === member.email);
  const row = adminPage.getByRole('row').filter({ hasText: member.email });
  await expect(row).toHaveCount(1);
  await expect(adminPage.getByRole('row')).toHaveCount(2); // the header and the member
  return row;
}

// Whatever happens in the test, the demo member must be able to log in afterwards.
test.afterEach(async ({ request }) => {
  await setUserActiveAsAdmin(request, member.email, true);
});

test('an admin deactivates a signed-in member, who is logged out and refused until re-activated', async ({
  page: memberPage,
  browser,
}) => {
  // Context A: the member is signed in.
  await loginViaUi(memberPage, member);
  await memberPage.goto('/dashboard');
  await expect(memberPage.getByRole('heading', { name: `Halo, ${member.fullName}!` })).toBeVisible();

  // Context B: the admin opens the user list and deactivates the member.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, ACCOUNTS.admin);
  await adminPage.goto('/admin/users');
  await expect(adminPage.getByRole('heading', { name: 'Pengguna', level: 1 })).toBeVisible();
  const row = await findMemberRow(adminPage);
  await expect(row.getByText('Aktif', { exact: true })).toBeVisible();
  const [deactivated] = await Promise.all([
    adminPage.waitForResponse(isApiCall('PUT', /^\/admin\/users\/\d+\/deactivate$/)),
    row.getByRole('button', { name: 'Nonaktifkan' }).click(),
  ]);
  expect(deactivated.status()).toBe(200);
  await expect(adminPage.getByRole('status').filter({ hasText: 'Pengguna dinonaktifkan' })).toBeVisible();
  await expect(row.getByText('Nonaktif', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Aktifkan' })).toBeVisible();

  // Context A: the next page that calls the API gets 401, which ends the session (spec section 8) and asks
  // the member to log in again, coming back to that page afterwards.
  const [refused] = await Promise.all([
    memberPage.waitForResponse(isApiCall('GET', '/profile')),
    topBarUserName(memberPage).click(),
  ]);
  expect(refused.status()).toBe(401);
  await expect(memberPage).toHaveURL(
    (url) => url.pathname === '/login' && url.searchParams.get('next') === '/dashboard/profile',
  );
  await expect(mainNav(memberPage).getByRole('link', { name: 'Masuk', exact: true })).toBeVisible();
  await expect(topBarUserName(memberPage)).toBeHidden();
  expect(await storedTokens(memberPage)).toEqual({ local: null, session: null });

  // Logging in again is refused with the deactivated-account text.
  const denied = await submitLogin(memberPage, member);
  expect(denied.status()).toBe(403);
  await expect(loginForm(memberPage).error).toHaveText('Akun Anda dinonaktifkan. Hubungi dukungan.');
  await expect(memberPage).toHaveURL((url) => url.pathname === '/login');

  // The admin re-activates the member ...
  const [activated] = await Promise.all([
    adminPage.waitForResponse(isApiCall('PUT', /^\/admin\/users\/\d+\/activate$/)),
    row.getByRole('button', { name: 'Aktifkan' }).click(),
  ]);
  expect(activated.status()).toBe(200);
  await expect(adminPage.getByRole('status').filter({ hasText: 'Pengguna diaktifkan' })).toBeVisible();
  await expect(row.getByText('Aktif', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Nonaktifkan' })).toBeVisible();
  await adminContext.close();

  // ... who logs in again and is back on the page they were on.
  const allowed = await submitLogin(memberPage, member);
  expect(allowed.status()).toBe(200);
  await expect(memberPage).toHaveURL((url) => url.pathname === '/dashboard/profile');
  await expect(topBarUserName(memberPage)).toHaveText(member.fullName);
  await expect(memberPage.getByRole('heading', { name: 'Profil Saya', level: 1 })).toBeVisible();
});
