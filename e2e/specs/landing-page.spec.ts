import {
  ACCOUNTS,
  type Account,
  apiLogin,
  CSRF_HEADERS,
  expect,
  findUserAsAdmin,
  isApiCall,
  makeBookPdf,
  makeCoverPng,
  type Page,
  screenshotWidths,
  signIn,
  test,
  uniqueEmail,
} from '../fixtures';

/** The seeded plan with landing pages (Publisher VIP). */
const LANDING_PLAN = 9;

/** A creator of their own (verified, publisher role), so the demo accounts keep the free plan. */
async function newCreator(page: Page): Promise<Account & { id: number }> {
  const email = uniqueEmail('landing');
  const password = 'Halaman#Pustaka1';
  const registered = await page.request.post('/api/v2/auth/register', {
    headers: CSRF_HEADERS,
    data: { email, password, first_name: 'Rina', last_name: 'Kreator' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const admin = await apiLogin(page.request, ACCOUNTS.admin, false);
  const user = await findUserAsAdmin(page.request, admin.token, email);
  const asAdmin = { ...CSRF_HEADERS, Authorization: `Bearer ${admin.token}` };
  const verified = await page.request.put(`/api/v2/admin/users/${user.id}`, {
    headers: asAdmin,
    data: { email_verified: true },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  const role = await page.request.post(`/api/v2/admin/users/${user.id}/roles`, {
    headers: asAdmin,
    data: { role: 'publisher' },
  });
  expect(role.status(), await role.text()).toBeLessThan(300);
  return {
    email,
    password,
    firstName: 'Rina',
    fullName: 'Rina Kreator',
    id: user.id,
  } as unknown as Account & {
    id: number;
  };
}

/** An ebook of the creator's, approved by the admin, so it is on sale and may sit in a product grid. */
async function approvedEbook(page: Page, creator: Account, name: string): Promise<number> {
  const { token } = await apiLogin(page.request, creator, false);
  const auth = { ...CSRF_HEADERS, Authorization: `Bearer ${token}` };
  const created = await page.request.post('/api/v2/books', {
    headers: auth,
    data: {
      name,
      description:
        '<p>Panduan menulis cerita pendek dari ide sampai terbit, dengan latihan di setiap bab.</p>',
      format: 'PDF',
      base_price: 60_000,
      discount_amount: 0,
      language: 'id',
      downloadable: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { data: { id: number } }).data.id;
  const pdf = await makeBookPdf({ name: 'cerpen.pdf', title: name, chapters: ['Ide', 'Draf'] });
  const file = await page.request.post(`/api/v2/books/${id}/files?role=main`, {
    headers: auth,
    multipart: { file: pdf },
  });
  expect(file.status(), await file.text()).toBe(200);
  const cover = await makeCoverPng('sampul.png', name);
  const covered = await page.request.post(`/api/v2/books/${id}/cover`, {
    headers: auth,
    multipart: { image: cover },
  });
  expect(covered.status(), await covered.text()).toBe(200);
  const submitted = await page.request.post(`/api/v2/books/${id}/submit`, { headers: auth });
  expect(submitted.status(), await submitted.text()).toBe(200);
  const admin = await apiLogin(page.request, ACCOUNTS.admin, false);
  const approved = await page.request.put(`/api/v2/admin/books/${id}/approve`, {
    headers: { ...CSRF_HEADERS, Authorization: `Bearer ${admin.token}` },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  return id;
}

test('a creator builds a landing page with a product grid and a link list, publishes it, and a visitor opens it on a phone', async ({
  page,
  browser,
}, testInfo) => {
  const creator = await newCreator(page);
  const ebook = 'Menulis Cerpen dalam 7 Hari';
  await approvedEbook(page, creator, ebook);

  // ------------------------------------------------------------ without the plan the builder sends to the plans
  await signIn(page, creator);
  await page.goto('/publisher/landing-page-design');
  await expect(page).toHaveURL(/\/subscription/);

  // ------------------------------------------------------------ the plan with landing pages, paid in the sandbox
  const { token } = await apiLogin(page.request, creator, false);
  const purchase = await page.request.post('/api/v2/subscriptions/purchase', {
    headers: { ...CSRF_HEADERS, Authorization: `Bearer ${token}` },
    data: { plan_id: LANDING_PLAN, payment_method: 'qris' },
  });
  expect(purchase.status(), await purchase.text()).toBe(200);
  await page.goto(((await purchase.json()) as { data: { redirect_url: string } }).data.redirect_url);
  await page.getByTestId('sandbox-pay').click();
  await expect(page.getByTestId('result-plan')).toHaveText('Publisher VIP');

  // ------------------------------------------------------------ the builder: a new page, its address and blocks
  await page.goto('/publisher/landing-page-design');
  await expect(page.getByText('Belum ada landing page')).toBeVisible();
  const [created] = await Promise.all([
    page.waitForResponse(isApiCall('POST', '/landing-pages')),
    page.getByTestId('landing-new').first().click(),
  ]);
  expect(created.status(), await created.text()).toBe(201);
  await expect(page.getByTestId('landing-status')).toHaveText('Draf');
  await page.getByTestId('landing-slug').fill('toko-rina');
  await page.getByLabel('Judul halaman').fill('Toko Rina');

  await page.getByTestId('add-block-type').selectOption('products');
  await page.getByTestId('add-block').click();
  await page.getByTestId('block-products').getByRole('checkbox', { name: ebook }).check();

  await page.getByTestId('add-block-type').selectOption('links');
  await page.getByTestId('add-block').click();
  const links = page.getByTestId('block-links');
  await links.getByTestId('link-label-0').fill('Instagram Rina');
  await links.getByTestId('link-url-0').fill('https://instagram.com/rina');

  // Reordered with the keyboard: the link list moves above the product grid.
  await links.getByRole('button', { name: /Daftar tautan/ }).focus();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(page.getByRole('list', { name: 'Blok' }).getByRole('listitem').nth(1)).toHaveAttribute(
    'data-testid',
    'block-links',
  );

  const [saved] = await Promise.all([
    page.waitForResponse(isApiCall('PUT', /^\/landing-pages\/\d+$/)),
    page.getByTestId('landing-save').click(),
  ]);
  expect(saved.status(), await saved.text()).toBe(200);
  const [published] = await Promise.all([
    page.waitForResponse(isApiCall('POST', /^\/landing-pages\/\d+\/publish$/)),
    page.getByTestId('landing-publish').click(),
  ]);
  expect(published.status(), await published.text()).toBe(200);
  await expect(page.getByTestId('landing-status')).toHaveText('Terbit');
  const pageId = ((await published.json()) as { data: { id: number } }).data.id;
  await screenshotWidths(page, testInfo, 'landing-builder');

  // ------------------------------------------------------------ the visitor, on a 360 px phone
  const visitor = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'id-ID' });
  const phone = await visitor.newPage();
  const response = await phone.goto(`/${creator.id}/toko-rina`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(phone).toHaveTitle('Toko Rina');
  await expect(phone.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Toko Rina');
  // No top bar and no footer: only the page.
  await expect(phone.getByRole('navigation', { name: 'Navigasi utama' })).toHaveCount(0);
  await expect(phone.getByRole('link', { name: 'Instagram Rina' })).toBeVisible();
  const card = phone.getByRole('link', { name: new RegExp(ebook) });
  await expect(card).toBeVisible();
  await expect(card).toContainText(/Rp\s60\.000/);
  await expect(card).toHaveAttribute('href', /^\/products\/\d+$/);
  const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshotWidths(phone, testInfo, 'landing-public');

  // The visit is counted once the page is left (the beacon sends its batch then).
  await phone.close();
  await visitor.close();
  await expect
    .poll(async () => {
      const stats = await page.request.get(`/api/v2/landing-pages/${pageId}/stats`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      return ((await stats.json()) as { data: { views: number } }).data.views;
    })
    .toBeGreaterThanOrEqual(1);
});
