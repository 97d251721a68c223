import { ACCOUNTS, expect, mainNav, type Page, signIn, test } from '../fixtures';

test.use({ viewport: { width: 360, height: 740 } });

const CATALOGUE = ['Produk', 'Kursus', 'Audio', 'Slide', 'Kreator', 'Blog'];

function menuButton(page: Page) {
  return mainNav(page).getByRole('button', { name: /^(Buka|Tutup) menu$/ });
}

/** Opens the mobile menu and returns it (the element the hamburger button controls). */
async function openMenu(page: Page) {
  const button = menuButton(page);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toHaveAccessibleName('Buka menu');
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(button).toHaveAccessibleName('Tutup menu');
  const id = await button.getAttribute('aria-controls');
  if (!id) throw new Error('The menu button names no menu');
  const menu = page.locator(`[id="${id}"]`);
  await expect(menu).toBeVisible();
  return menu;
}

test('on a phone the hamburger opens every nav link and a link navigates and closes the menu', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  const nav = mainNav(page);

  // The desktop links and buttons are hidden at 360 px.
  for (const name of CATALOGUE) await expect(nav.getByRole('link', { name, exact: true })).toBeHidden();
  await expect(nav.getByRole('link', { name: 'Masuk', exact: true })).toBeHidden();
  await expect(nav.getByRole('button', { name: 'English' })).toBeHidden();

  const menu = await openMenu(page);
  for (const name of CATALOGUE) await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  const subscription = menu.getByRole('link', { name: /^Langganan/ });
  await expect(subscription).toBeVisible();
  await expect(subscription.getByTestId('plan-badge')).toHaveText('Free Plan');
  await expect(menu.getByRole('link', { name: 'Masuk', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Daftar', exact: true })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'English' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Dasbor', exact: true })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Dasbor Admin', exact: true })).toHaveCount(0);

  // Nothing in the open menu sticks out of a 360 px screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const screenshot = testInfo.outputPath('mobile-menu-open.png');
  await page.screenshot({ path: screenshot });
  await testInfo.attach('mobile menu, open', { path: screenshot, contentType: 'image/png' });

  // A link navigates and the menu closes.
  await menu.getByRole('link', { name: 'Kursus', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/courses');
  // The course page itself is someone else's journey: any page title will do here.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(menu).toHaveCount(0);
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');

  // Escape closes it too.
  const again = await openMenu(page);
  await page.keyboard.press('Escape');
  await expect(again).toHaveCount(0);
});

test('an admin finds the admin dashboard in the mobile menu', async ({ page }, testInfo) => {
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/');
  const menu = await openMenu(page);
  await expect(menu.getByText(ACCOUNTS.admin.fullName, { exact: true })).toBeVisible();
  await expect(menu.getByText('Admin', { exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Dasbor', exact: true })).toBeVisible();
  const screenshot = testInfo.outputPath('mobile-menu-admin.png');
  await page.screenshot({ path: screenshot });
  await testInfo.attach('mobile menu, admin', { path: screenshot, contentType: 'image/png' });

  await menu.getByRole('link', { name: 'Dasbor Admin', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin');
  await expect(page.getByRole('heading', { name: 'Dasbor Admin', level: 1 })).toBeVisible();
  await expect(menu).toHaveCount(0);
});

test('a member’s mobile menu has the dashboard but no admin link', async ({ page }) => {
  await signIn(page, ACCOUNTS.member);
  await page.goto('/');
  const menu = await openMenu(page);
  await expect(menu.getByText(ACCOUNTS.member.fullName, { exact: true })).toBeVisible();
  await expect(menu.getByText('Member', { exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Dasbor', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Dasbor Admin', exact: true })).toHaveCount(0);
  await expect(menu.getByRole('button', { name: 'Keluar' })).toBeVisible();
});
