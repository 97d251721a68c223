import {
  ACCOUNTS,
  expect,
  loginForm,
  mainNav,
  storedTokens,
  submitLogin,
  test,
  topBarUserName,
} from '../fixtures';

const member = ACCOUNTS.member;

test('a wrong password shows the server error and signs nobody in', async ({ page }) => {
  await page.goto('/login');
  const response = await submitLogin(page, { email: member.email, password: 'bukan-kata-sandinya' });
  expect(response.status()).toBe(401);
  await expect(loginForm(page).error).toHaveText('Email atau kata sandi salah.');
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  expect(await storedTokens(page)).toEqual({ local: null, session: null });
});

test('"Ingat saya" decides whether the session outlives the tab', async ({ page, context }) => {
  // Without "Ingat saya": the token lives in this tab's sessionStorage only.
  await page.goto('/login');
  const first = await submitLogin(page, member, { remember: false });
  expect(first.status()).toBe(200);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(topBarUserName(page)).toHaveText(member.fullName);
  const shortSession = await storedTokens(page);
  expect(shortSession.session).toBeTruthy();
  expect(shortSession.local).toBeNull();

  // The same tab stays signed in across a reload ...
  await page.reload();
  await expect(topBarUserName(page)).toHaveText(member.fullName);

  // ... but a new tab of the same browser starts signed out.
  const otherTab = await context.newPage();
  await otherTab.goto('/');
  await expect(mainNav(otherTab).getByRole('link', { name: 'Masuk', exact: true })).toBeVisible();
  await expect(topBarUserName(otherTab)).toBeHidden();
  expect(await storedTokens(otherTab)).toEqual({ local: null, session: null });
  await otherTab.close();

  // Logout goes home and clears the session.
  await mainNav(page).getByRole('button', { name: 'Keluar' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(mainNav(page).getByRole('link', { name: 'Masuk', exact: true })).toBeVisible();
  await expect(topBarUserName(page)).toBeHidden();
  expect(await storedTokens(page)).toEqual({ local: null, session: null });

  // With "Ingat saya": the token goes to localStorage, which every tab of the browser shares.
  await mainNav(page).getByRole('link', { name: 'Masuk', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  const second = await submitLogin(page, member, { remember: true });
  expect(second.status()).toBe(200);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(topBarUserName(page)).toHaveText(member.fullName);
  const longSession = await storedTokens(page);
  expect(longSession.local).toBeTruthy();
  expect(longSession.session).toBeNull();
  expect(longSession.local).not.toBe(shortSession.session);

  const newTab = await context.newPage();
  await newTab.goto('/dashboard');
  await expect(newTab).toHaveURL((url) => url.pathname === '/dashboard');
  await expect(topBarUserName(newTab)).toHaveText(member.fullName);
  await expect(newTab.getByRole('heading', { name: `Halo, ${member.fullName}!` })).toBeVisible();
  await newTab.close();
});
