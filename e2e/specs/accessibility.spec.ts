import { expectAccessible } from '../accessibility';
import {
  ACCOUNTS,
  apiLogin,
  CSRF_HEADERS,
  expect,
  imagesSettled,
  type Page,
  revealLazyImages,
  signIn,
  test,
} from '../fixtures';

/**
 * The main screens, public and signed in, checked with axe-core against WCAG 2.1 A and AA (contrast,
 * names, labels, landmarks) in both languages and at a phone's and a desktop's width.
 */

const PHONE = { width: 360, height: 800 };
const DESKTOP = { width: 1280, height: 800 };

/** Opens a screen and waits until it has drawn its content (no part of it still loading). */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // The first heading a phone shows (some pages keep a desktop-only heading above it).
  await expect(page.locator('h1:visible, h2:visible').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function setLanguage(page: Page, language: 'id' | 'en'): Promise<void> {
  await page.goto('/favicon.svg');
  await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
}

/**
 * The path of the first link on the page at `path` whose address matches `pattern`, reloading while the
 * demo data is still being made.
 */
async function firstLink(page: Page, path: string, pattern: RegExp, timeout = 75_000): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        await open(page, path);
        const hrefs = await page
          .locator('a[href]')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
        found = hrefs.find((href) => pattern.test(href));
        return found;
      },
      { message: `a link like ${pattern} on ${path}`, timeout, intervals: [2_000] },
    )
    .toBeTruthy();
  return found as string;
}

const PUBLIC_SCREENS = ['/', '/products', '/login', '/register', '/contact', '/lms'];

for (const language of ['id', 'en'] as const) {
  for (const viewport of [DESKTOP, PHONE]) {
    test(`public screens meet WCAG 2.1 AA (${language}, ${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await setLanguage(page, language);
      for (const path of PUBLIC_SCREENS) {
        await open(page, path);
        await expectAccessible(page, `${path} (${language}, ${viewport.width})`);
      }
      const product = await firstLink(page, '/products', /^\/products\/\d+/);
      await open(page, product);
      await expectAccessible(page, `product page (${language}, ${viewport.width})`);
    });
  }
}

test('the quiz page meets WCAG 2.1 AA', async ({ page, request }) => {
  const admin = await apiLogin(request, ACCOUNTS.admin);
  const headers = { ...CSRF_HEADERS, authorization: `Bearer ${admin.token}` };
  const created = await request.post('/api/v2/publisher/lms/quizzes', {
    headers,
    data: { title: 'Kuis Aksesibilitas', description: 'Dua pertanyaan.', public_play: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const quizId = (await created.json()).data.id as number;
  const added = await request.post(`/api/v2/publisher/lms/quizzes/${quizId}/questions`, {
    headers,
    data: {
      type: 'single_choice',
      text: 'Ibu kota Indonesia?',
      options: ['Jakarta', 'Bandung'],
      correct_indexes: [0],
      points: 1,
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await open(page, `/lms/quizzes/${quizId}`);
    await expectAccessible(page, `quiz page (${viewport.width})`);
  }
});

test("a member's screens meet WCAG 2.1 AA", async ({ page }) => {
  // The demo courses are made in the background after the first start; on a busy machine that takes a while.
  test.setTimeout(240_000);
  await page.setViewportSize(DESKTOP);
  await signIn(page, ACCOUNTS.member);
  for (const path of ['/dashboard', '/dashboard/library']) {
    await open(page, path);
    await expectAccessible(page, `${path} (member)`);
  }
  const course = await firstLink(page, '/lms/courses', /^\/lms\/courses\/\d+/, 180_000);
  await expectAccessible(page, '/lms/courses (member)');
  await open(page, course);
  await expectAccessible(page, 'course page (member)');
});

test("a creator's dashboard and product editor meet WCAG 2.1 AA", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, ACCOUNTS.publisher);
  for (const path of ['/publisher', '/publisher/products', '/publisher/products/new', '/lms/dashboard']) {
    await open(page, path);
    await expectAccessible(page, `${path} (creator)`);
  }
  const editor = await firstLink(page, '/publisher/products', /^\/publisher\/products\/\d+/);
  await open(page, editor);
  await expectAccessible(page, 'product editor (creator)');
});

test("the admin's dashboard meets WCAG 2.1 AA", async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    for (const path of ['/admin', '/admin/products']) {
      await open(page, path);
      await expectAccessible(page, `${path} (admin, ${viewport.width})`);
    }
  }
});

/**
 * Pictures of the home page and the catalogue, each opened at a phone's and a desktop's width (opened
 * there rather than resized, as a visitor would), into test-results/screens/a11y-{home,products}-{width}.png.
 */
test('the home page and the catalogue as they look', async ({ page }, testInfo) => {
  for (const [name, path] of [
    ['home', '/'],
    ['products', '/products'],
  ] as const) {
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await open(page, path);
      await revealLazyImages(page);
      await imagesSettled(page);
      // Nothing may stick out sideways; the message names what does.
      const wide = await page.evaluate(() =>
        [...document.querySelectorAll('body *')]
          .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
          .filter((element) => !element.closest('[class*="overflow-x-auto"], [class*="overflow-hidden"]'))
          .slice(0, 5)
          .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`),
      );
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect
        .soft(overflow, `${path} at ${viewport.width} px is wider than the screen: ${wide.join(', ')}`)
        .toBeLessThanOrEqual(0);
      const file = testInfo.outputPath('screens', `a11y-${name}-${viewport.width}.png`);
      await page.screenshot({ path: file, fullPage: true });
    }
  }
});
