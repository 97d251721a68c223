import type { APIRequestContext } from '@playwright/test';
import {
  ACCOUNTS,
  apiLogin,
  expect,
  isApiCall,
  mailsTo,
  screenshotWidths,
  test,
  uniqueEmail,
  waitForDemoCatalogue,
} from '../fixtures';

type Course = { id: number; title: string; access_mode: string; is_published: boolean };

/** A published public course of the demo trainer (the demo data adds them after the catalogue). */
async function demoCourse(request: APIRequestContext): Promise<Course> {
  const { token } = await apiLogin(request, ACCOUNTS.publisher);
  let found: Course | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/v2/publisher/lms/courses', {
          headers: { authorization: `Bearer ${token}` },
        });
        const courses = response.ok() ? ((await response.json()).data as Course[]) : [];
        found = courses.find((course) => course.is_published && course.access_mode === 'public');
        return Boolean(found);
      },
      { timeout: 150_000, intervals: [2_000] },
    )
    .toBe(true);
  return found as Course;
}

/** A product of the demo catalogue that costs something, so its checkout page asks for a payment. */
async function paidProduct(request: APIRequestContext): Promise<{ id: number; name: string }> {
  await waitForDemoCatalogue(request);
  const listed = await request.get('/api/v2/public/books', { params: { pageSize: 50 } });
  const items = (await listed.json()).data.items as { id: number; name: string; price: number }[];
  const product = items.find((item) => item.price > 0);
  if (!product) throw new Error('the demo catalogue has no paid product');
  return product;
}

test('before verifying, a new member reaches the course page only, and lands where they wanted after', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const [course, product] = await Promise.all([demoCourse(request), paidProduct(request)]);
  // A long address on purpose: the page shows it, and it must wrap on a phone rather than widen the page.
  const email = uniqueEmail('gerbang.verifikasi.alamat.yang.panjang');
  const banner = page.getByTestId('verification-banner');
  const verifyHeading = page.getByRole('heading', { name: 'Verifikasi email Anda' });

  await page.goto('/register');
  await page.getByLabel('Nama depan').fill('Rani');
  await page.getByLabel('Nama belakang').fill('Wijaya');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Kata sandi', { exact: true }).fill('Rahasia#2025');
  await page.getByRole('button', { name: 'Daftar Sekarang' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/verify-email');

  // The dashboard, the LMS and a checkout each send them to /verify-email, remembering where they wanted to go.
  for (const wanted of ['/dashboard', '/lms', `/checkout/${product.id}`]) {
    await page.goto(wanted);
    await expect(page).toHaveURL(
      (url) => url.pathname === '/verify-email' && url.searchParams.get('next') === wanted,
    );
    await expect(verifyHeading).toBeVisible();
  }
  await screenshotWidths(page, testInfo, 'verification-gate-verify-email');

  // The course page opens, with the banner, and says to verify before enrolling.
  await page.goto(`/lms/courses/${course.id}`);
  await expect(page.getByRole('heading', { name: course.title, level: 1 })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === `/lms/courses/${course.id}`);
  await expect(banner).toBeVisible();
  await expect(
    page.getByText('Verifikasi email Anda untuk mendaftar di kursus ini.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByTestId('enrol')).toHaveCount(0);
  await screenshotWidths(page, testInfo, 'verification-gate-course-page');

  // Back at the checkout's gate, a new mail is asked for: its link brings them to the checkout.
  await page.goto(`/checkout/${product.id}`);
  await expect(verifyHeading).toBeVisible();
  const [sent] = await Promise.all([
    page.waitForResponse(isApiCall('POST', '/auth/verify-email/send')),
    page.getByRole('button', { name: 'Kirim Ulang Verifikasi' }).click(),
  ]);
  expect(sent.status()).toBe(200);
  await expect.poll(async () => (await mailsTo(request, email)).length).toBe(2);

  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  await page
    .locator('tbody tr')
    .first()
    .getByRole('link', { name: 'Verifikasi alamat email Pustaka Anda' })
    .click();
  const [verified] = await Promise.all([
    page.waitForResponse(isApiCall('GET', '/auth/verify')),
    page.frameLocator('iframe').getByRole('link', { name: 'Verifikasi email saya' }).click(),
  ]);
  expect(verified.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Email terverifikasi!' })).toBeVisible();

  await expect(page).toHaveURL((url) => url.pathname === `/checkout/${product.id}`);
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await expect(banner).toBeHidden();

  // The other pages open now too.
  await page.goto('/lms');
  await expect(page).toHaveURL((url) => url.pathname === '/lms');
});
