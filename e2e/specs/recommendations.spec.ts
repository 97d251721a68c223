import path from 'node:path';
import type { TestInfo } from '@playwright/test';
import {
  ACCOUNTS,
  type Account,
  apiLogin,
  CSRF_HEADERS,
  dismissToasts,
  expect,
  isApiCall,
  type Locator,
  makeBookPdf,
  makeCoverPng,
  type Page,
  signIn,
  test,
  waitForDemoCatalogue,
} from '../fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

test.beforeAll(async ({ playwright }, testInfo) => {
  testInfo.setTimeout(180_000);
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  await waitForDemoCatalogue(request, 170_000);
  await request.dispose();
});

/** Letters only: a digit in the name could read as a volume number. */
function uniqueWord(): string {
  return Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

/** An ebook of the creator's, submitted; the admin approves it separately. */
async function submittedEbook(page: Page, creator: Account, name: string, price: number): Promise<number> {
  const { token } = await apiLogin(page.request, creator, false);
  const auth = { ...CSRF_HEADERS, Authorization: `Bearer ${token}` };
  const created = await page.request.post('/api/v2/books', {
    headers: auth,
    data: {
      name,
      description:
        '<p>Seri panduan merancang kota yang ramah pejalan kaki: taman, trotoar, transportasi umum, dan ruang hijau.</p>',
      format: 'PDF',
      base_price: price,
      discount_amount: 0,
      language: 'id',
      downloadable: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { data: { id: number } }).data.id;
  const pdf = await makeBookPdf({ name: 'tata-kota.pdf', title: name, chapters: ['Trotoar', 'Taman'] });
  const file = await page.request.post(`/api/v2/books/${id}/files?role=main`, {
    headers: auth,
    multipart: { file: pdf },
  });
  expect(file.status(), await file.text()).toBe(200);
  const covered = await page.request.post(`/api/v2/books/${id}/cover`, {
    headers: auth,
    multipart: { image: await makeCoverPng('sampul.png', name) },
  });
  expect(covered.status(), await covered.text()).toBe(200);
  const submitted = await page.request.post(`/api/v2/books/${id}/submit`, { headers: auth });
  expect(submitted.status(), await submitted.text()).toBe(200);
  return id;
}

/**
 * One list as it stands on the page at a phone's and a desktop's width (800 px high), into
 * test-results/screens/; nothing on the page may stick out sideways.
 */
async function shootList(page: Page, testInfo: TestInfo, name: string, list: Locator): Promise<void> {
  await dismissToasts(page);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await list.scrollIntoViewIfNeeded();
    // The cards' covers load as they come into view.
    await expect
      .poll(() => page.evaluate(() => [...document.images].every((image) => image.complete)))
      .toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width} px is wider than the screen`).toBeLessThanOrEqual(0);
    const file = path.join(testInfo.project.outputDir, 'screens', `recommendations-${name}-${width}.png`);
    await list.screenshot({ path: file });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a member buys the first volume of a series and is shown the second after paying, in the library and on the creator’s figures', async ({
  page,
  browser,
}, testInfo) => {
  testInfo.setTimeout(300_000);
  const series = `Tata Kota ${uniqueWord()}`;
  const first = `${series} Jilid 1`;
  const second = `${series} Jilid 2`;

  // ------------------------------------------------------------ the creator publishes two volumes
  const firstId = await submittedEbook(page, ACCOUNTS.publisher, first, 45_000);
  const secondId = await submittedEbook(page, ACCOUNTS.publisher, second, 50_000);
  const admin = await apiLogin(page.request, ACCOUNTS.admin, false);
  const approve = async (id: number) => {
    const approved = await page.request.put(`/api/v2/admin/books/${id}/approve`, {
      headers: { ...CSRF_HEADERS, Authorization: `Bearer ${admin.token}` },
    });
    expect(approved.status(), await approved.text()).toBe(200);
  };
  // An approval rebuilds the neighbours in the background, at most once per few-second slot: the volumes are
  // approved a slot apart so the second one's rebuild sees both.
  await approve(firstId);
  await page.waitForTimeout(6_000);
  await approve(secondId);
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/v2/recommendations/products/${firstId}`);
        const body = (await response.json()) as {
          data?: { similar: { items: { product: { id: number } }[] } };
        };
        return body.data?.similar.items.some((item) => item.product.id === secondId) ?? false;
      },
      {
        timeout: 60_000,
        intervals: [1_000],
        message: "the second volume among the first volume's neighbours",
      },
    )
    .toBe(true);

  // ------------------------------------------------------------ the product page
  await signIn(page, ACCOUNTS.member);
  await page.goto(`/products/${firstId}`);
  await expect(page.getByRole('heading', { name: first, level: 1 })).toBeVisible();
  const similar = page.getByTestId('rec-similar');
  await expect(similar.getByTestId('rec-card').filter({ hasText: second })).toBeVisible();
  await expect(similar.getByRole('heading', { name: 'Mirip dengan ini' })).toBeVisible();
  await shootList(page, testInfo, 'product-similar', similar);

  // ------------------------------------------------------------ buying the first volume (sandbox)
  await page.getByTestId('buy-button').click();
  await expect(page).toHaveURL(`/checkout/${firstId}`);
  await page.getByRole('radio', { name: 'QRIS' }).check();
  const [placed] = await Promise.all([
    page.waitForResponse(isApiCall('POST', '/orders/checkout')),
    page.getByTestId('checkout-submit').click(),
  ]);
  expect(placed.status()).toBe(200);
  await expect(page).toHaveURL(/\/pay\/sandbox\//);
  await page.getByTestId('sandbox-pay').click();

  // ------------------------------------------------------------ the next page: what goes with it, and why
  await expect(page).toHaveURL(/\/checkout-success\?order=\d+$/);
  const placedUrl = page.url();
  await expect(page.getByRole('heading', { name: 'Pembayaran berhasil' })).toBeVisible();
  const afterCheckout = page.getByTestId('rec-after-checkout');
  await expect(afterCheckout.getByRole('heading', { name: 'Lengkapi koleksi Anda' })).toBeVisible();
  const next = afterCheckout.getByTestId('rec-card').filter({ hasText: second });
  await expect(next).toBeVisible();
  await expect(next.getByTestId('rec-reason')).toHaveText(`Lanjutan dari ${first}`);
  // The volume just bought is not offered again.
  await expect(afterCheckout.getByRole('heading', { name: first, exact: true })).toHaveCount(0);
  await expect(next.getByRole('link', { name: `Beli ${second}` })).toHaveAttribute(
    'href',
    `/checkout/${secondId}`,
  );
  await shootList(page, testInfo, 'after-checkout', afterCheckout);

  // Opening it reports the click with the id the server gave this showing.
  const [click] = await Promise.all([
    page.waitForRequest((request) => request.url().endsWith('/api/v2/recommendations/clicks')),
    next.getByTestId('product-card').click(),
  ]);
  expect(click.postDataJSON()).toEqual({ rec_id: expect.any(String) });
  expect((await click.response())?.status()).toBe(200);
  await expect(page).toHaveURL(`/products/${secondId}`);
  await expect(page.getByRole('heading', { name: second, level: 1 })).toBeVisible();

  // ------------------------------------------------------------ the library: what comes next
  // A public quiz on the series' topic: "Berikutnya" offers it next to the products.
  const quizTitle = `Kuis ${series}`;
  const trainer = await apiLogin(page.request, ACCOUNTS.publisher, false);
  const quiz = await page.request.post('/api/v2/publisher/lms/quizzes', {
    headers: { ...CSRF_HEADERS, Authorization: `Bearer ${trainer.token}` },
    data: { title: quizTitle, public_play: true },
  });
  expect(quiz.status(), await quiz.text()).toBe(201);
  await page.goto('/dashboard/library');
  await expect(page.getByTestId('library-item').filter({ hasText: first })).toBeVisible();
  const upNext = page.getByTestId('rec-next');
  await expect(upNext.getByRole('heading', { name: 'Berikutnya' })).toBeVisible();
  const nextCard = upNext.getByTestId('rec-card').filter({ hasText: second });
  await expect(nextCard).toBeVisible();
  await expect(nextCard.getByTestId('rec-reason')).toHaveText(`Lanjutan dari ${first}`);
  await shootList(page, testInfo, 'library-next', upNext);
  const quizzes = page.getByTestId('rec-quizzes');
  await expect(quizzes.getByRole('heading', { name: 'Kuis tentang topik ini' })).toBeVisible();
  await expect(quizzes.getByRole('link', { name: new RegExp(quizTitle) })).toHaveAttribute(
    'href',
    /\/lms\/quizzes\/\d+$/,
  );
  await shootList(page, testInfo, 'library-quizzes', quizzes);

  // "Jangan tampilkan lagi": gone from the member's lists, and back after undo.
  const [hidden] = await Promise.all([
    page.waitForResponse(isApiCall('PUT', `/recommendations/hidden/${secondId}`)),
    nextCard.getByRole('button', { name: `Jangan tampilkan lagi: ${second}` }).click(),
  ]);
  expect(hidden.status()).toBe(200);
  await expect(upNext.getByTestId('rec-hidden')).toContainText(second);
  await page.reload();
  await expect(page.getByTestId('library-item').filter({ hasText: first })).toBeVisible();
  await expect(page.getByTestId('rec-next-loading')).toHaveCount(0);
  await expect(page.getByTestId('rec-card').filter({ hasText: second })).toHaveCount(0);
  const shown = await page.request.delete(`/api/v2/recommendations/hidden/${secondId}`, {
    headers: {
      ...CSRF_HEADERS,
      Authorization: `Bearer ${(await apiLogin(page.request, ACCOUNTS.member, false)).token}`,
    },
  });
  expect(shown.status()).toBe(200);

  // ------------------------------------------------------------ the order page keeps the same short list
  const orderId = Number(new URL(placedUrl).searchParams.get('order'));
  await page.goto(`/dashboard/orders/${orderId}`);
  const orderList = page.getByTestId('rec-after-checkout');
  await expect(orderList.getByTestId('rec-card').filter({ hasText: second })).toBeVisible();
  await shootList(page, testInfo, 'order-page', orderList);

  // ------------------------------------------------------------ a course the member follows
  const member = await apiLogin(page.request, ACCOUNTS.member, false);
  const lms = await page.request.get('/api/v2/lms/me', {
    headers: { Authorization: `Bearer ${member.token}` },
  });
  expect(lms.status()).toBe(200);
  const courseId = ((await lms.json()) as { data: { courses: { id: number }[] } }).data.courses[0]?.id;
  expect(courseId).toBeDefined();
  await page.goto(`/lms/courses/${courseId}`);
  const afterCourse = page.getByTestId('rec-next');
  await expect(afterCourse.getByRole('heading', { name: 'Setelah kursus ini' })).toBeVisible();
  await expect(page.getByTestId('rec-next-loading')).toHaveCount(0);
  await shootList(page, testInfo, 'course-page', afterCourse);

  // ------------------------------------------------------------ home: "Untuk Anda"
  await page.goto('/');
  const forYou = page.getByTestId('rec-home-for-you');
  await expect(forYou.getByTestId('rec-card').first()).toBeVisible();
  await expect(forYou.getByRole('heading', { name: 'Untuk Anda' })).toBeVisible();
  await shootList(page, testInfo, 'home-member', forYou);

  // A guest gets the best sellers and the week's trending, per format.
  const guest = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await guest.goto('/');
  const bestSellers = guest.getByTestId('rec-home-for-you');
  await expect(bestSellers.getByRole('heading', { name: 'Terlaris' })).toBeVisible();
  await expect(bestSellers.getByTestId('rec-card').first()).toBeVisible();
  await expect(bestSellers.getByTestId('rec-hide')).toHaveCount(0);
  await bestSellers.getByRole('button', { name: 'Audio' }).click();
  await expect(bestSellers.getByRole('button', { name: 'Audio' })).toHaveAttribute('aria-pressed', 'true');
  await expect(bestSellers.getByTestId('rec-card').first()).toContainText('Audio');
  await shootList(guest, testInfo, 'home-guest', bestSellers);
  await shootList(guest, testInfo, 'home-trending', guest.getByTestId('rec-home-trending'));
  await guest.close();

  // ------------------------------------------------------------ the creator's figures
  const creator = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await signIn(creator, ACCOUNTS.publisher);
  await creator.goto('/publisher/stats');
  const figures = creator.getByTestId('rec-creator-stats');
  await expect(figures.getByRole('heading', { name: 'Dari rekomendasi' })).toBeVisible();
  // Showings are added up every few seconds; the click was stored when it was made.
  await expect(async () => {
    await creator.reload();
    const row = figures.getByTestId('rec-stats-row').filter({ hasText: second });
    await expect(row).toBeVisible({ timeout: 5_000 });
    await expect(row.locator('td').nth(2)).not.toHaveText('0', { timeout: 1_000 });
  }).toPass({ timeout: 45_000 });
  await shootList(creator, testInfo, 'creator-stats', figures);
  await creator.close();

  // ------------------------------------------------------------ the admin pins a product
  const staff = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await signIn(staff, ACCOUNTS.admin);
  await staff.goto('/admin/recommendations');
  await expect(staff.getByRole('heading', { name: 'Aturan rekomendasi', level: 1 })).toBeVisible();
  await staff.getByTestId('rule-product-id').fill(String(secondId));
  await staff.getByTestId('rule-action').selectOption('pin');
  const [pinned] = await Promise.all([
    staff.waitForResponse(isApiCall('PUT', `/admin/recommendations/rules/${secondId}`)),
    staff.getByTestId('rule-save').click(),
  ]);
  expect(pinned.status()).toBe(200);
  const rule = staff.getByTestId('rule-row').filter({ hasText: second });
  await expect(rule).toContainText('Disematkan');
  await shootList(staff, testInfo, 'admin-rules', staff.locator('main'));
  const [lifted] = await Promise.all([
    staff.waitForResponse(isApiCall('DELETE', `/admin/recommendations/rules/${secondId}`)),
    rule.getByRole('button', { name: `Hapus aturan untuk ${second}` }).click(),
  ]);
  expect(lifted.status()).toBe(200);
  await expect(rule).toHaveCount(0);
  await staff.close();
});
