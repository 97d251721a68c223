import {
  ACCOUNTS,
  apiLogin,
  CSRF_HEADERS,
  expect,
  isApiCall,
  makeCoverPng,
  screenshotWidths,
  signIn,
  test,
  waitForDemoCatalogue,
} from '../fixtures';

test.use({ viewport: { width: 1280, height: 900 } });

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  await waitForDemoCatalogue(request);
  await request.dispose();
});

test('an admin adds an author, a publisher names them on a product, and the product page shows them', async ({
  page: admin,
  browser,
}, testInfo) => {
  const suffix = Array.from(Date.now().toString(36).replace(/[0-9]/g, '')).slice(-4).join('').toUpperCase();
  const name = `Sapardi Djoko ${suffix || 'Uji'}`;

  // ------------------------------------------------------------ the admin adds the author
  await signIn(admin, ACCOUNTS.admin);
  await admin.goto('/admin');
  await admin
    .getByRole('link', { name: /Penulis/ })
    .first()
    .click();
  await expect(admin).toHaveURL((url) => url.pathname === '/admin/authors');
  await expect(admin.getByRole('heading', { name: 'Penulis', level: 1 })).toBeVisible();

  await admin.getByTestId('add-author').click();
  const dialog = admin.getByRole('dialog', { name: 'Tambah penulis' });
  await dialog.getByLabel('Nama').fill('<b>');
  await dialog.getByTestId('create-author').click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await dialog.getByLabel('Nama').fill(name);
  await dialog.getByLabel('Biografi').fill('Penyair yang menulis puisi-puisi sederhana tentang hujan.');
  const [created] = await Promise.all([
    admin.waitForResponse(isApiCall('POST', '/authors')),
    dialog.getByTestId('create-author').click(),
  ]);
  expect(created.status(), await created.text()).toBe(201);
  const authorId = ((await created.json()) as { data: { id: number } }).data.id;
  await expect(admin).toHaveURL((url) => url.pathname === `/admin/authors/${authorId}`);
  await expect(admin.getByRole('heading', { name, level: 1 })).toBeVisible();

  // A photo, stored as a square WebP.
  const photo = await makeCoverPng('foto.png', 'SDD');
  const [uploaded] = await Promise.all([
    admin.waitForResponse(isApiCall('POST', `/authors/${authorId}/photo`)),
    admin.getByTestId('author-photo-input').setInputFiles(photo),
  ]);
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  await expect(admin.getByRole('img', { name })).toBeVisible();
  await screenshotWidths(admin, testInfo, 'admin-author');

  // The list finds the author by part of the name.
  await admin.goto('/admin/authors');
  await admin.getByRole('searchbox', { name: 'Cari penulis' }).fill(suffix || 'Uji');
  await expect(admin.getByTestId('author-row')).toHaveCount(1);
  await expect(admin.getByTestId('author-row')).toContainText(name);
  await screenshotWidths(admin, testInfo, 'admin-authors');

  // ------------------------------------------------------------ the publisher names the author on a product
  const publisher = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const session = await apiLogin(publisher.request, ACCOUNTS.publisher);
  const own = await publisher.request.get('/api/v2/books', {
    params: { status: 'approved', pageSize: 1 },
    headers: { authorization: `Bearer ${session.token}`, ...CSRF_HEADERS },
  });
  const product = ((await own.json()) as { data: { items: { id: number; name: string }[] } }).data.items[0];
  if (!product) throw new Error('the demo publisher has no product on sale');

  await signIn(publisher, ACCOUNTS.publisher);
  await publisher.goto(`/publisher/products/${product.id}`);
  await expect(publisher.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
  await publisher.getByLabel('Penulis', { exact: true }).fill(name.split(' ').slice(0, 2).join(' '));
  await publisher.getByTestId('author-option').filter({ hasText: name }).click();
  await expect(publisher.getByTestId('chosen-author')).toContainText(name);
  const [saved] = await Promise.all([
    publisher.waitForResponse(isApiCall('PUT', `/books/${product.id}`)),
    publisher.getByTestId('save-product').click(),
  ]);
  expect(saved.status(), await saved.text()).toBe(200);
  expect(((await saved.json()) as { data: { author: { id: number } | null } }).data.author?.id).toBe(
    authorId,
  );

  // ------------------------------------------------------------ a guest sees the author on the product page
  const guest = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await guest.goto(`/products/${product.id}`);
  await expect(guest.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
  await expect(guest.getByTestId('product-author')).toContainText(`Penulis: ${name}`);
  await screenshotWidths(guest, testInfo, 'product-with-author');

  // ------------------------------------------------------------ deleting an author in use asks first
  await admin.goto(`/admin/authors/${authorId}`);
  await admin.getByRole('button', { name: 'Hapus penulis' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Hapus penulis?' });
  await expect(confirm).toContainText('masih dipakai oleh 1 produk');
  await confirm.getByRole('button', { name: 'Batal' }).click();
  await expect(admin.getByRole('heading', { name, level: 1 })).toBeVisible();

  await publisher.close();
  await guest.close();
});

test('a publisher keeps their own author records and reads the ones others made', async ({
  page,
}, testInfo) => {
  const suffix = Array.from(Date.now().toString(36).replace(/[0-9]/g, '')).slice(-4).join('').toUpperCase();
  const name = `Ayu Utami ${suffix || 'Uji'}`;
  // A record the admin made: the publisher may read it, not change it.
  const admin = await apiLogin(page.request, ACCOUNTS.admin);
  const adminMade = await page.request.post('/api/v2/authors', {
    data: { name: `Chairil Anwar ${suffix || 'Uji'}` },
    headers: { authorization: `Bearer ${admin.token}`, ...CSRF_HEADERS },
  });
  expect(adminMade.status(), await adminMade.text()).toBe(201);
  const adminMadeId = ((await adminMade.json()) as { data: { id: number } }).data.id;

  await signIn(page, ACCOUNTS.publisher);
  await page.goto('/publisher');
  await page
    .getByRole('link', { name: /Penulis/ })
    .first()
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/publisher/authors');
  await expect(page.getByRole('heading', { name: 'Penulis', level: 1 })).toBeVisible();

  await page.getByTestId('add-author').click();
  const dialog = page.getByRole('dialog', { name: 'Tambah penulis' });
  await dialog.getByLabel('Nama').fill(name);
  const [created] = await Promise.all([
    page.waitForResponse(isApiCall('POST', '/authors')),
    dialog.getByTestId('create-author').click(),
  ]);
  expect(created.status(), await created.text()).toBe(201);
  const authorId = ((await created.json()) as { data: { id: number } }).data.id;
  await expect(page).toHaveURL((url) => url.pathname === `/publisher/authors/${authorId}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  await page.getByLabel('Biografi').fill('Novelis yang menulis tentang kota dan ingatan.');
  const [saved] = await Promise.all([
    page.waitForResponse(isApiCall('PUT', `/authors/${authorId}`)),
    page.getByTestId('save-author').click(),
  ]);
  expect(saved.status(), await saved.text()).toBe(200);
  await screenshotWidths(page, testInfo, 'publisher-author');

  // The admin's record opens read-only: no save, no photo upload, no delete.
  await page.goto(`/publisher/authors/${adminMadeId}`);
  await expect(page.getByText('Anda hanya dapat melihat penulis ini', { exact: false })).toBeVisible();
  await expect(page.getByTestId('save-author')).toHaveCount(0);
  await expect(page.getByLabel('Nama')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Hapus penulis' })).toHaveCount(0);
  await screenshotWidths(page, testInfo, 'publisher-author-read-only');

  // The list finds the new record; then the publisher deletes it (no product names it).
  await page.goto('/publisher/authors');
  await page.getByRole('searchbox', { name: 'Cari penulis' }).fill(name);
  await expect(page.getByTestId('author-row')).toHaveCount(1);
  await screenshotWidths(page, testInfo, 'publisher-authors');
  await page.getByTestId('author-row').click();
  await page.getByRole('button', { name: 'Hapus penulis' }).click();
  const [deleted] = await Promise.all([
    page.waitForResponse(isApiCall('DELETE', `/authors/${authorId}`)),
    page.getByTestId('confirm-delete-author').click(),
  ]);
  expect(deleted.status(), await deleted.text()).toBe(200);
  await expect(page).toHaveURL((url) => url.pathname === '/publisher/authors');
});
