import { expect, mainNav, test } from '../fixtures';

const INDONESIAN = ['Produk', 'Kursus', 'Audio', 'Slide', 'Kreator', 'Blog'];
const ENGLISH = ['Products', 'Courses', 'Audio', 'Slides', 'Creators', 'Blog'];

async function expectNavLinks(nav: ReturnType<typeof mainNav>, names: string[]) {
  for (const name of names) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
}

test('the language switch turns the interface to English and back, and the choice survives a reload', async ({
  page,
}) => {
  await page.goto('/');
  const nav = mainNav(page);
  await expectNavLinks(nav, INDONESIAN);
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  const indonesian = nav.getByRole('button', { name: 'Bahasa Indonesia' });
  await expect(indonesian).toHaveAttribute('aria-pressed', 'true');

  // id → en
  await nav.getByRole('button', { name: 'English' }).click();
  const englishNav = mainNav(page, 'Main navigation');
  await expectNavLinks(englishNav, ENGLISH);
  await expect(englishNav.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
  await expect(englishNav.getByRole('link', { name: 'Sign up', exact: true })).toBeVisible();
  await expect(englishNav.getByRole('link', { name: /^Subscription/ })).toBeVisible();
  await expect(englishNav.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(nav).toHaveCount(0);

  // Persisted: still English after a reload, from the first paint of the shell.
  await page.reload();
  await expectNavLinks(englishNav, ENGLISH);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');

  // en → id
  await englishNav.getByRole('button', { name: 'Bahasa Indonesia' }).click();
  await expectNavLinks(nav, INDONESIAN);
  await expect(nav.getByRole('link', { name: 'Masuk', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await page.reload();
  await expectNavLinks(nav, INDONESIAN);
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('id');
});
