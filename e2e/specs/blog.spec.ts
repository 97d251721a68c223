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

type Api = Page['request'];
const auth = (token: string) => ({ ...CSRF_HEADERS, Authorization: `Bearer ${token}` });

/** A creator of their own (verified, with Pro monthly bought at the sandbox gateway), so demo accounts keep the free plan. */
async function creatorWithBlog(page: Page): Promise<Account & { id: number }> {
  const email = uniqueEmail('blog');
  const account = { email, password: 'Blogger#Pustaka1', firstName: 'Rina', fullName: 'Rina Kartika' };
  const registered = await page.request.post('/api/v2/auth/register', {
    headers: CSRF_HEADERS,
    data: { email, password: account.password, first_name: 'Rina', last_name: 'Kartika' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const admin = await apiLogin(page.request, ACCOUNTS.admin, false);
  const user = await findUserAsAdmin(page.request, admin.token, email);
  const verified = await page.request.put(`/api/v2/admin/users/${user.id}`, {
    headers: auth(admin.token),
    data: { email_verified: true, roles: ['members', 'publisher'] },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  const { token } = await apiLogin(page.request, account, false);
  const purchase = await page.request.post('/api/v2/subscriptions/purchase', {
    headers: auth(token),
    data: { plan_id: 6, payment_method: 'qris' },
  });
  expect(purchase.status(), await purchase.text()).toBe(200);
  const { redirect_url: redirect } = ((await purchase.json()) as { data: { redirect_url: string } }).data;
  await page.goto(redirect);
  await page.getByTestId('sandbox-pay').click();
  await expect(page).toHaveURL(/\/subscription\/checkout-success/);
  return { ...(account as unknown as Account), id: user.id };
}

/** A product of the creator on sale: written, given a cover and its file, and approved by the admin. */
async function productOnSale(request: Api, creator: Account, name: string): Promise<number> {
  const { token } = await apiLogin(request, creator, false);
  const created = await request.post('/api/v2/books', {
    headers: auth(token),
    data: {
      name,
      description: '<p>Panduan menulis cerita pendek dari ide sampai terbit.</p>',
      format: 'PDF',
      base_price: 75_000,
      discount_amount: 0,
      language: 'id',
      downloadable: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: number } }).data;
  const [cover, book] = await Promise.all([
    makeCoverPng('sampul.png', 'Cerpen'),
    makeBookPdf({ name: 'cerpen.pdf', title: name, chapters: ['Ide', 'Tokoh'] }),
  ]);
  for (const [url, field, file] of [
    [`/api/v2/books/${id}/cover`, 'image', cover],
    [`/api/v2/books/${id}/files?role=main`, 'file', book],
  ] as const) {
    const sent = await request.post(url, { headers: auth(token), multipart: { [field]: file } });
    expect(sent.status(), await sent.text()).toBe(200);
  }
  expect((await request.post(`/api/v2/books/${id}/submit`, { headers: auth(token) })).status()).toBe(200);
  const admin = await apiLogin(request, ACCOUNTS.admin, false);
  const approved = await request.put(`/api/v2/admin/books/${id}/approve`, { headers: auth(admin.token) });
  expect(approved.status(), await approved.text()).toBe(200);
  return id;
}

test('a creator writes and publishes a post with a picture and a product card, and a reader opens it', async ({
  page,
  browser,
}, testInfo) => {
  const creator = await creatorWithBlog(page);
  const suffix = Date.now().toString(36);
  const productName = `Menulis Cerpen ${suffix}`;
  const productId = await productOnSale(page.request, creator, productName);

  // ------------------------------------------------------------ the creator's (empty) blog
  await signIn(page, creator);
  await page.goto('/publisher/blog');
  await expect(page.getByRole('heading', { name: 'Blog Saya', level: 1 })).toBeVisible();
  await expect(page.getByText('Belum ada tulisan')).toBeVisible();
  await screenshotWidths(page, testInfo, 'blog-own-empty');
  await page.getByRole('link', { name: 'Tulisan baru' }).first().click();
  await expect(page).toHaveURL(/\/publisher\/blog\/new$/);

  // ------------------------------------------------------------ writing: title, slug, heading, text, picture, card
  const title = `Lima Langkah Menulis Cerpen ${suffix}`;
  await page.getByTestId('blog-title').fill(title);
  await expect(page.getByTestId('blog-slug')).toHaveValue(`lima-langkah-menulis-cerpen-${suffix}`);
  const editor = page.getByTestId('blog-content-editor');
  const toolbar = page.getByRole('toolbar', { name: 'Format teks' });
  await editor.click();
  await toolbar.getByRole('button', { name: 'Judul bagian' }).click();
  await page.keyboard.type('Mulai dari ide');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Setiap cerita dimulai dari satu pertanyaan kecil. ');
  const picture = await makeCoverPng('ilustrasi.png', 'Ide');
  const [uploaded] = await Promise.all([
    page.waitForResponse(isApiCall('POST', '/blog/images')),
    page.getByTestId('blog-image-input').setInputFiles({ ...picture }),
  ]);
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  await expect(editor.locator('img')).toHaveCount(1);
  await toolbar.getByRole('button', { name: 'Sisipkan kartu produk' }).click();
  await page.getByRole('button', { name: new RegExp(productName) }).click();
  await expect(editor.locator(`[data-product-card="${productId}"]`)).toBeVisible();
  await screenshotWidths(page, testInfo, 'blog-editor');

  // ------------------------------------------------------------ preview, then publish
  const [saved] = await Promise.all([
    page.waitForResponse(isApiCall('POST', '/blog/posts')),
    page.getByRole('button', { name: 'Pratinjau' }).click(),
  ]);
  expect(saved.status(), await saved.text()).toBe(201);
  const post = ((await saved.json()) as { data: { id: number; path: string; content_html: string } }).data;
  expect(post.content_html).toContain(`<div data-product-card="${productId}"></div>`);
  expect(post.content_html).toMatch(
    /<img src="\/api\/v2\/public\/blog-images\/[^"]+" alt="" loading="lazy" \/>/,
  );
  await expect(page).toHaveURL(`/publisher/blog/edit/${post.id}`);
  const preview = page.getByTestId('blog-preview');
  await expect(preview.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(preview.getByText(productName).first()).toBeVisible();
  await screenshotWidths(page, testInfo, 'blog-preview');
  await page.getByRole('button', { name: 'Kembali menyunting' }).click();
  const [published] = await Promise.all([
    page.waitForResponse(isApiCall('POST', `/blog/posts/${post.id}/publish`)),
    page.getByTestId('blog-publish').click(),
  ]);
  expect(published.status(), await published.text()).toBe(200);
  await expect(page.getByTestId('post-status').first()).toHaveText('Terbit');
  await page.goto('/publisher/blog');
  await expect(page.getByTestId('own-posts').getByRole('link', { name: title })).toBeVisible();
  await screenshotWidths(page, testInfo, 'blog-own-list');

  // ------------------------------------------------------------ the served HTML carries the post and its meta
  const served = await page.request.get(post.path);
  const html = await served.text();
  expect(served.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(html).toContain(`<meta property="og:title" content="${title}" />`);
  expect(html).toContain('<meta property="og:type" content="article" />');
  expect(html).toContain(`<h1>${title}</h1>`);
  expect(html).toContain(`href="/products/${productId}"`);
  expect(await (await page.request.get('/blog/rss.xml')).text()).toContain(`<title>${title}</title>`);
  expect(await (await page.request.get('/sitemap.xml')).text()).toContain(post.path);

  // ------------------------------------------------------------ a reader (no account) finds and opens it
  const reader = await browser.newPage({ viewport: { width: 360, height: 740 } });
  await reader.goto('/blog');
  const card = reader.getByTestId('blog-posts').getByRole('link', { name: new RegExp(title) });
  await expect(card).toBeVisible();
  await screenshotWidths(reader, testInfo, 'blog-list');
  await card.click();
  await expect(reader).toHaveURL(post.path);
  await expect(reader.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(reader.getByRole('heading', { name: 'Mulai dari ide', level: 2 })).toBeVisible();
  await expect(reader.locator('.blog-article figure img')).toHaveCount(1);
  const productCard = reader.getByTestId('post-product-card');
  await expect(productCard).toContainText(productName);
  await expect(productCard).toContainText(/Rp\s75\.000/);
  await expect(reader.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  await expect(reader.getByRole('button', { name: 'Salin tautan' })).toBeVisible();
  await screenshotWidths(reader, testInfo, 'blog-post');

  // Opened directly, the page shows the served post at once from its data island.
  await reader.goto(post.path);
  await expect(reader.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await productCard.getByRole('link').first().click();
  await expect(reader).toHaveURL(`/products/${productId}`);
  await reader.close();
});
