import {
  ACCOUNTS,
  expect,
  isApiCall,
  makeCoverPng,
  type Page,
  recordProgressLabels,
  screenshotWidths,
  signIn,
  test,
  waitForDemoCatalogue,
} from '../fixtures';

test.use({ viewport: { width: 1280, height: 900 } });

// The first spec of a run may find the server still making the demo catalogue on a busy machine.
test.beforeAll(async ({ playwright }, testInfo) => {
  testInfo.setTimeout(180_000);
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  await waitForDemoCatalogue(request, 170_000);
  await request.dispose();
});

interface CatalogueItem {
  id: number;
  name: string;
  format: 'PDF' | 'MP3' | 'CRS' | 'PPT';
  price: number;
}

/** The first demo audio book on sale for money. */
async function paidAudio(page: Page): Promise<CatalogueItem> {
  const response = await page.request.get('/api/v2/public/books', { params: { pageSize: 50 } });
  expect(response.status()).toBe(200);
  const items = ((await response.json()) as { data: { items: CatalogueItem[] } }).data.items;
  const product = items.find((item) => item.format === 'MP3' && item.price > 0);
  if (!product) throw new Error('No paid audio product in the demo catalogue');
  return product;
}

test('a member pays by bank transfer, uploads the proof, an admin approves it and the audio book is owned', async ({
  page: member,
  browser,
}, testInfo) => {
  await signIn(member, ACCOUNTS.member);
  const product = await paidAudio(member);

  // ------------------------------------------------------------ the member places a transfer order
  await member.goto(`/checkout/${product.id}`);
  await member.getByRole('radio', { name: 'Transfer bank' }).check();
  await expect(member.getByTestId('checkout-submit')).toContainText('Pesan via transfer');
  const [placed] = await Promise.all([
    member.waitForResponse(isApiCall('POST', '/orders/checkout')),
    member.getByTestId('checkout-submit').click(),
  ]);
  expect(placed.status(), await placed.text()).toBe(200);
  const order = ((await placed.json()) as { data: { order: { id: number; code: string } } }).data.order;

  // The order view shows where to transfer to and how much.
  await expect(member).toHaveURL(`/dashboard/orders/${order.id}`);
  await expect(member.getByRole('heading', { name: `Pesanan ${order.code}`, level: 1 })).toBeVisible();
  await expect(member.getByTestId('order-status').first()).toHaveText('Menunggu pembayaran');
  await expect(member.getByTestId('transfer-account')).toHaveText('8730 1234 56');
  await expect(member.getByTestId('transfer-amount')).toHaveText(
    new RegExp(`Rp\\s${product.price.toLocaleString('id-ID').replace(/\./g, '\\.')}`),
  );
  await screenshotWidths(member, testInfo, 'order-transfer');

  // A file of the wrong kind is refused before anything is sent.
  await member.getByTestId('proof-input').setInputFiles({
    name: 'bukti.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('bukan gambar'),
  });
  await expect(member.getByText('Hanya JPG, PNG, WebP atau PDF yang diterima.')).toBeVisible();

  // The photo of the transfer goes up with a progress bar.
  const labels = await recordProgressLabels(member);
  const proof = await makeCoverPng('bukti-transfer.png', `Transfer ${order.code}`);
  const [uploaded] = await Promise.all([
    member.waitForResponse(isApiCall('POST', `/orders/${order.id}/proof`)),
    member.getByTestId('proof-input').setInputFiles(proof),
  ]);
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  await expect(member.getByTestId('order-status').first()).toHaveText('Sedang diperiksa');
  await expect(member.getByText('Bukti transfer sedang diperiksa').first()).toBeVisible();
  expect((await labels()).some((label) => label.startsWith('Mengunggah bukti-transfer.png'))).toBe(true);

  // ------------------------------------------------------------ the admin checks the proof and approves
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await adminContext.newPage();
  await signIn(admin, ACCOUNTS.admin);
  await admin.goto('/admin/orders/approve');
  await expect(admin.getByRole('heading', { name: 'Persetujuan pesanan', level: 1 })).toBeVisible();
  const card = admin.locator(`[data-testid="order-review-card"][data-order-code="${order.code}"]`);
  await expect(card).toContainText(product.name);
  await expect(card).toContainText(ACCOUNTS.member.email);
  await expect(card.getByTestId('proof-preview').getByRole('img')).toBeVisible();
  await screenshotWidths(admin, testInfo, 'admin-orders-approve');

  const [approved] = await Promise.all([
    admin.waitForResponse(isApiCall('PUT', `/admin/orders/${order.id}/approve`)),
    card.getByTestId('approve-order').click(),
  ]);
  expect(approved.status(), await approved.text()).toBe(200);
  await expect(card).toHaveCount(0);

  // The sale is on the admin's sales list.
  await admin.goto('/admin/sales');
  await expect(admin.getByTestId('sale-row').filter({ hasText: order.code })).toBeVisible();
  await screenshotWidths(admin, testInfo, 'admin-sales');
  await adminContext.close();

  // ------------------------------------------------------------ the member owns it
  await member.reload();
  await expect(member.getByTestId('order-status').first()).toHaveText('Lunas');
  await expect(member.getByTestId('order-open')).toHaveAttribute(
    'href',
    `/dashboard/audio-player/${product.id}`,
  );
  await member.goto('/dashboard/library');
  const item = member.getByTestId('library-item').filter({ hasText: product.name });
  await expect(item.getByRole('link', { name: 'Dengarkan' })).toHaveAttribute(
    'href',
    `/dashboard/audio-player/${product.id}`,
  );
});
