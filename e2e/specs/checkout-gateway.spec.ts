import { readFile } from 'node:fs/promises';
import {
  ACCOUNTS,
  expect,
  isApiCall,
  type Page,
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
  base_price: number;
}

/** A demo product on sale for money, of one format, that has a discount when `discounted`. */
async function paidProduct(
  page: Page,
  format: CatalogueItem['format'],
  discounted: boolean,
): Promise<CatalogueItem> {
  const response = await page.request.get('/api/v2/public/books', { params: { pageSize: 50 } });
  expect(response.status()).toBe(200);
  const items = ((await response.json()) as { data: { items: CatalogueItem[] } }).data.items;
  const product = items.find(
    (item) => item.format === format && item.price > 0 && item.base_price > item.price === discounted,
  );
  if (!product) throw new Error(`No paid ${format} product in the demo catalogue`);
  return product;
}

/** The text of each page of a PDF as pdf.js reads it (the legacy build runs in Node). */
async function pdfPagesText(bytes: Buffer): Promise<{ pages: string[]; subject: string }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= doc.numPages; number += 1) {
      const content = await (await doc.getPage(number)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    const { info } = (await doc.getMetadata()) as { info: { Subject?: string } };
    return { pages, subject: info.Subject ?? '' };
  } finally {
    await doc.destroy();
  }
}

/** Rupiah as the app writes it: "Rp" and a (no-break) space before the grouped amount. */
function rupiah(amount: number): RegExp {
  const grouped = amount.toLocaleString('id-ID').replace(/\./g, '\\.');
  return new RegExp(`Rp\\s${grouped}`);
}

test('a member buys a paid ebook through the sandbox gateway, reads it and downloads a copy stamped for them', async ({
  page,
}, testInfo) => {
  // Ten screenshots, a PDF rendered twice and a copy stamped in the background: slow on a busy machine.
  testInfo.setTimeout(240_000);
  await signIn(page, ACCOUNTS.member);
  const product = await paidProduct(page, 'PDF', true);

  // ------------------------------------------------------------ from the product page to the checkout
  await page.goto(`/products/${product.id}`);
  await expect(page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
  await page.getByTestId('buy-button').click();
  await expect(page).toHaveURL(`/checkout/${product.id}`);
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await expect(page.getByTestId('checkout-product')).toHaveText(product.name);
  // The price before the discount is struck through; the total is what is paid.
  await expect(page.getByTestId('base-price')).toHaveText(rupiah(product.base_price));
  await expect(page.getByTestId('base-price')).toHaveCSS('text-decoration-line', 'line-through');
  await expect(page.getByTestId('order-total')).toHaveText(rupiah(product.price));

  // The methods, grouped as buyers know them.
  for (const group of ['QRIS', 'Virtual account', 'E-wallet', 'Transfer bank manual']) {
    await expect(page.getByRole('group', { name: group })).toBeVisible();
  }
  const wallets = page.getByRole('group', { name: 'E-wallet' });
  for (const wallet of ['GoPay', 'OVO', 'DANA', 'ShopeePay']) {
    await expect(wallets.getByRole('radio', { name: wallet })).toBeVisible();
  }
  await page.getByRole('radio', { name: 'BNI' }).check();
  await page.getByRole('radio', { name: 'QRIS' }).check();
  await expect(page.getByRole('radio', { name: 'BNI' })).not.toBeChecked();
  await screenshotWidths(page, testInfo, 'checkout');

  // ------------------------------------------------------------ the gateway's page
  // The browser leaves for the gateway at once: only the status of the answer can still be read.
  const [placed] = await Promise.all([
    page.waitForResponse(isApiCall('POST', '/orders/checkout')),
    page.getByTestId('checkout-submit').click(),
  ]);
  expect(placed.status()).toBe(200);
  await expect(page).toHaveURL(/\/pay\/sandbox\//);
  await expect(page.locator('input[name="method"][value="qris"]')).toBeChecked();
  const orderRow = page.locator('.row').filter({ hasText: 'Nomor pesanan' });
  const orderCode = ((await orderRow.locator('span').nth(1).textContent()) ?? '').trim();
  expect(orderCode).toMatch(/^PST-\d{6}-[A-Z2-9]{8}$/);
  // The page's script has run: the countdown ticks and only the QR code's instructions show.
  await expect(page.locator('#countdown')).toHaveText(/^\d/);
  await expect(page.locator('[data-for="qris"]')).toBeVisible();
  await expect(page.locator('[data-for="va"]')).toBeHidden();
  await screenshotWidths(page, testInfo, 'sandbox-pay');
  await page.getByTestId('sandbox-pay').click();

  // ------------------------------------------------------------ back in the shop: paid
  await expect(page).toHaveURL(/\/checkout-success\?order=\d+$/);
  const orderId = Number(new URL(page.url()).searchParams.get('order'));
  await expect(page.getByRole('heading', { name: 'Pembayaran berhasil' })).toBeVisible();
  await expect(page.getByTestId('success-product')).toHaveText(product.name);
  await expect(page.getByText(`Kode pesanan ${orderCode}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Buka sekarang' })).toHaveAttribute(
    'href',
    `/dashboard/content/${product.id}`,
  );
  await screenshotWidths(page, testInfo, 'checkout-success');

  await page.getByRole('link', { name: 'Ke perpustakaan' }).click();
  await expect(page).toHaveURL('/dashboard/library');
  const item = page.getByTestId('library-item').filter({ hasText: product.name });
  await expect(item).toBeVisible();
  await expect(item.getByRole('link', { name: 'Baca' })).toHaveAttribute(
    'href',
    `/dashboard/content/${product.id}`,
  );
  await screenshotWidths(page, testInfo, 'library');

  // ------------------------------------------------------------ reading it
  await item.getByRole('link', { name: 'Baca' }).click();
  await expect(page).toHaveURL(`/dashboard/content/${product.id}`);
  await expect(page.getByTestId('viewer-title')).toHaveText(product.name);
  // A buyer reads their own stamped copy: the first look waits while it is made.
  await expect(page.getByTestId('copy-preparing')).toHaveCount(0, { timeout: 60_000 });
  const pageShown = async () => {
    await expect(page.getByTestId('reader-pages')).toHaveText(/\/ \d+/, { timeout: 30_000 });
    await expect(page.getByLabel('Nomor halaman')).toHaveValue('1');
    await expect(page.getByTestId('pdf-canvas')).toBeVisible();
    // The spinner over the page is gone once the page is drawn at the frame's width.
    await expect(page.getByText('Memuat dokumen…')).toHaveCount(0, { timeout: 30_000 });
  };
  await pageShown();
  await screenshotWidths(page, testInfo, 'reader', pageShown);

  // ------------------------------------------------------------ downloading the stamped copy
  const downloadButton = page.getByTestId('download-button');
  const downloadsLeft = page.getByTestId('downloads-left');
  await expect(downloadButton).toHaveText('Unduh PDF');
  await expect(downloadsLeft).toHaveText(/^Sisa \d+ dari \d+ unduhan$/);
  const [remainingBefore, limit] = ((await downloadsLeft.textContent()) ?? '').match(/\d+/g)!.map(Number);

  // The reader showed the buyer's stamped copy, so the download hands out that same copy at once.
  const answered = page.waitForResponse(isApiCall('POST', '/gcs_jwt/download'));
  const downloaded = page.waitForEvent('download', { timeout: 150_000 });
  await downloadButton.click();
  const firstAnswer = await answered;
  expect(firstAnswer.status()).toBe(200);
  expect(((await firstAnswer.json()) as { data: { status: string } }).data.status).toBe('ready');

  const download = await downloaded;
  // The toast goes after five seconds: read at once, before the file is saved.
  const toasts = page.getByRole('region', { name: 'Notifikasi' });
  await expect(toasts).toContainText('Unduhan dimulai');
  await expect(toasts).toContainText('Setiap halaman mencantumkan nama, email, dan kode pesanan Anda.');
  expect(download.suggestedFilename()).toMatch(/\.pdf$/i);
  expect(await download.failure()).toBeNull();
  // Kept with the run's results, to be looked at.
  const saved = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(saved);
  const bytes = await readFile(saved);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await testInfo.attach('stamped copy', { path: saved, contentType: 'application/pdf' });

  await expect(downloadButton).toHaveText('Unduh PDF');
  await expect(downloadsLeft).toHaveText(`Sisa ${remainingBefore! - 1} dari ${limit} unduhan`);

  // The copy names the buyer and the order at the foot of every page, and in its metadata.
  const stamped = await pdfPagesText(bytes);
  expect(stamped.pages.length).toBeGreaterThan(1);
  const [firstPage] = stamped.pages;
  expect(firstPage).toContain(ACCOUNTS.member.email);
  expect(firstPage).toContain(orderCode);
  expect(firstPage).toContain(
    `Lisensi untuk ${ACCOUNTS.member.fullName} <${ACCOUNTS.member.email}> - Pesanan ${orderCode} - Pustaka`,
  );
  for (const text of stamped.pages) expect(text).toContain(orderCode);
  expect(stamped.subject).toContain(ACCOUNTS.member.email);
  expect(stamped.subject).toContain(orderCode);

  // The order is on the dashboard with its status, and its history tells how it got there.
  await page.goto('/dashboard');
  const row = page.locator(`a[href="/dashboard/orders/${orderId}"]`);
  await expect(row.getByTestId('order-status')).toHaveText('Lunas');
  await row.click();
  await expect(page).toHaveURL(`/dashboard/orders/${orderId}`);
  const history = page.getByTestId('order-history');
  await expect(history).toContainText('Menunggu pembayaran');
  await expect(history).toContainText('Lunas');

  // The product page now says it is owned and opens it, instead of selling it again.
  await page.goto(`/products/${product.id}`);
  await expect(page.getByTestId('owned-box')).toBeVisible();
  await expect(page.getByTestId('open-owned')).toHaveText('Dimiliki — buka');
  await expect(page.getByTestId('open-owned')).toHaveAttribute('href', `/dashboard/content/${product.id}`);
  await expect(page.getByTestId('buy-button')).toHaveCount(0);

  // And the checkout does not take a second payment.
  await page.goto(`/checkout/${product.id}`);
  await expect(page.getByTestId('checkout-owned')).toBeVisible();
  await expect(page.getByTestId('checkout-submit')).toHaveCount(0);
});

test('a failed payment comes back to the failure page and can be tried again', async ({ page }) => {
  await signIn(page, ACCOUNTS.member);
  const product = await paidProduct(page, 'CRS', false);
  await page.goto(`/checkout/${product.id}`);
  await page.getByRole('radio', { name: 'GoPay' }).check();
  await page.getByTestId('checkout-submit').click();
  await expect(page).toHaveURL(/\/pay\/sandbox\//);
  await page.getByTestId('sandbox-fail').click();
  await expect(page).toHaveURL(/\/checkout-fail\?order=\d+$/);
  await expect(page.getByRole('heading', { name: 'Pembayaran gagal atau dibatalkan' })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Gagal');
  await page.getByTestId('retry-checkout').click();
  await expect(page).toHaveURL(`/checkout/${product.id}`);
  await expect(page.getByTestId('method-picker')).toBeVisible();
});
