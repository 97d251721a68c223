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
