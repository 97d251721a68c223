import { readFile } from 'node:fs/promises';
import { ACCOUNTS, expect, screenshotWidths, signIn, test } from '../fixtures';

test.use({ viewport: { width: 1280, height: 900 } });

test('a member shortens a page, follows the short link, sees the click, the visitor and the referrer, and downloads the QR code', async ({
  page,
  baseURL,
}, testInfo) => {
  const code = `promo-${Date.now().toString(36)}`;
  await signIn(page, ACCOUNTS.member);
  await page.goto('/manage-shorturl');
  await expect(page.getByRole('heading', { name: 'Tautan Pendek', level: 1 })).toBeVisible();
  await expect(page.getByTestId('short-link-usage')).toContainText('dari 20 tautan dipakai');

  // A reserved code is refused in the form before anything is sent.
  await page.getByTestId('short-link-target').fill('/products');
  await page.getByTestId('short-link-code').fill('products');
  await expect(page.getByText('Kode ini dipakai oleh Pustaka sendiri. Pilih kode lain.')).toBeVisible();
  await expect(page.getByTestId('short-link-create')).toBeDisabled();

  // A javascript: target is refused by the server with its own message, and nothing is created.
  await page.getByTestId('short-link-code').fill('');
  await page.getByTestId('short-link-target').fill('javascript:alert(1)');
  await page.getByTestId('short-link-create').click();
  await expect(page.getByTestId('short-link-error')).toHaveText(
    'Hanya alamat http:// dan https:// yang dapat dipendekkan.',
  );

  await page.getByTestId('short-link-target').fill('/products');
  await page.getByTestId('short-link-code').fill(code.toUpperCase());
  await page.getByTestId('short-link-create').click();
  const row = page.locator(`[data-testid="short-link-row"][data-code="${code}"]`);
  await expect(row).toBeVisible();
  await expect(row.getByTestId('short-link-url')).toHaveText(`${new URL(baseURL ?? '').host}/${code}`);
  await expect(row.getByTestId('short-link-target-text')).toContainText(`${baseURL}/products`);
  await expect(row.getByTestId('short-link-clicks')).toHaveText('0 klik');

  // Following the short link lands on the catalogue, as a visitor coming from Instagram.
  const visitor = await page.context().browser()?.newPage();
  if (!visitor) throw new Error('no second page');
  const redirected = await visitor.goto(`${baseURL}/${code}`, { referer: 'https://www.instagram.com/p/abc' });
  expect(new URL(visitor.url()).pathname).toBe('/products');
  expect(redirected?.request().redirectedFrom()?.url()).toBe(`${baseURL}/${code}`);
  // An unknown code is the app's 404 page, with status 404.
  const missing = await visitor.goto(`${baseURL}/tidak-ada-${code}`);
  expect(missing?.status()).toBe(404);
  await expect(visitor.getByText('Halaman tidak ditemukan')).toBeVisible();
  await visitor.close();
  // A link preview (WhatsApp fetching the address to show a card) is redirected too, but is no click.
  const preview = await page.request.get(`/${code}`, {
    maxRedirects: 0,
    headers: { 'user-agent': 'WhatsApp/2.23.20.0 A' },
  });
  expect(preview.status()).toBe(302);

  // The click reaches the count within a flush interval.
  await expect(async () => {
    await page.reload();
    await expect(row.getByTestId('short-link-clicks')).toHaveText('1 klik', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  await row.getByTestId('short-link-details').click();
  await expect(row.getByTestId('clicks-chart')).toBeVisible();
  await expect(row.getByTestId('stats-clicks')).toHaveText('1 klik dalam 30 hari terakhir');
  await expect(row.getByTestId('stats-visitors')).toHaveText('1 pengunjung unik');
  await expect(row.getByTestId('referrers')).toContainText('www.instagram.com');
  await expect(row.getByTestId('short-link-qr')).toBeVisible();

  const png = page.waitForEvent('download');
  await row.getByTestId('qr-download-png').click();
  const pngFile = await png;
  expect(pngFile.suggestedFilename()).toBe(`qr-${code}.png`);
  const pngBytes = await readFile((await pngFile.path()) ?? '');
  expect(pngBytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');

  const svg = page.waitForEvent('download');
  await row.getByTestId('qr-download-svg').click();
  const svgFile = await svg;
  expect(svgFile.suggestedFilename()).toBe(`qr-${code}.svg`);
  expect((await readFile((await svgFile.path()) ?? '', 'utf8')).startsWith('<svg')).toBe(true);

  await screenshotWidths(page, testInfo, 'short-links');

  // Switched off, the short link answers 404 at once.
  await row.getByTestId('short-link-toggle').click();
  await expect(row.getByText('Nonaktif', { exact: true })).toBeVisible();
  const off = await page.request.get(`/${code}`, { maxRedirects: 0 });
  expect(off.status()).toBe(404);
});
