import {
  ACCOUNTS,
  apiLogin,
  CSRF_HEADERS,
  expect,
  screenshotWidths,
  signIn,
  test,
  waitForDemoCatalogue,
} from '../fixtures';

test.use({ viewport: { width: 1280, height: 900 } });

const CAMPAIGN = 'Promo Uji Slide';
let campaignId: number | undefined;

test.beforeAll(async ({ playwright }, testInfo) => {
  testInfo.setTimeout(180_000);
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  await waitForDemoCatalogue(request, 170_000);
  await request.dispose();
});

// The campaign reaches one product only and is deleted at the end, so no other journey sees its prices.
test.afterAll(async ({ playwright }, testInfo) => {
  if (!campaignId) return;
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const { token } = await apiLogin(request, ACCOUNTS.admin);
  await request.delete(`/api/v2/admin/campaigns/${campaignId}`, {
    headers: { ...CSRF_HEADERS, authorization: `Bearer ${token}` },
  });
  await request.dispose();
});

interface CatalogueItem {
  id: number;
  name: string;
  format: 'PDF' | 'MP3' | 'CRS' | 'PPT';
  price: number;
}

/** Rupiah as the app writes it: "Rp" and a (no-break) space before the grouped amount. */
function rupiah(amount: number): RegExp {
  const grouped = amount.toLocaleString('id-ID').replace(/\./g, '\\.');
  return new RegExp(`Rp\\s${grouped}`);
}

/** A `datetime-local` value in Jakarta time, a few minutes before now. */
function jakartaNow(offsetMinutes: number): string {
  return new Date(Date.now() + offsetMinutes * 60_000 + 7 * 3_600_000).toISOString().slice(0, 16);
}

test('an admin runs a campaign on one slide deck; a member sees it on the product page and pays less at checkout', async ({
  page,
}, testInfo) => {
  const response = await page.request.get('/api/v2/public/books', { params: { pageSize: 50 } });
  const items = ((await response.json()) as { data: { items: CatalogueItem[] } }).data.items;
  const product = items.find((item) => item.format === 'PPT' && item.price >= 10_000);
  if (!product) throw new Error('No paid slide deck in the demo catalogue');
  const discount = Math.floor(product.price * 0.25);

  // ------------------------------------------------------------ the admin plans the campaign
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/admin');
  await page.getByRole('link', { name: /Kampanye/ }).click();
  await expect(page).toHaveURL('/admin/campaigns');
  await expect(page.getByRole('heading', { name: 'Kampanye', level: 1 })).toBeVisible();
  await page.getByTestId('campaign-new').click();
  await expect(page).toHaveURL('/admin/campaigns/create');

  // Nothing is sent while the form is incomplete.
  await page.getByTestId('campaign-value').fill('95');
  await page.getByTestId('campaign-submit').click();
  await expect(page.getByText('Isi persentase 1 sampai 90.')).toBeVisible();
  await expect(page.getByText('Minimal 3 karakter')).toBeVisible();

  await page.getByTestId('campaign-name').fill(CAMPAIGN);
  await page.getByTestId('campaign-value').fill('25');
  await expect(page.getByText(/Contoh: produk Rp\s100\.000 menjadi Rp\s75\.000/)).toBeVisible();
  await page.getByTestId('campaign-starts').fill(jakartaNow(-5));
  await page.getByTestId('campaign-ends').fill(jakartaNow(3 * 24 * 60));
  await page.getByTestId('campaign-scope-products').check();
  await page.getByTestId('campaign-product-search').fill(product.name.slice(2, 9));
  await page.getByRole('button', { name: `Tambah ${product.name}` }).click();
  await expect(page.getByTestId('campaign-chosen-products')).toContainText(product.name);
  await screenshotWidths(page, testInfo, 'campaign-form');

  const saved = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/api/v2/admin/campaigns'),
  );
  await page.getByTestId('campaign-submit').click();
  campaignId = ((await (await saved).json()) as { data: { id: number } }).data.id;
  await expect(page).toHaveURL('/admin/campaigns');
  const row = page.getByTestId('campaign-row').filter({ hasText: CAMPAIGN });
  await expect(row.getByTestId('campaign-status')).toHaveText('Berjalan');
  await expect(row).toContainText('−25%');
  await expect(row).toContainText('1 produk pilihan');
  await screenshotWidths(page, testInfo, 'campaign-list');

  // ------------------------------------------------------------ a member meets it
  await signIn(page, ACCOUNTS.member);
  await page.goto(`/products/${product.id}`);
  await expect(page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
  // The page shows the price checkout charges, the original struck through, and names the campaign.
  await expect(page.getByTestId('detail-price')).toHaveText(rupiah(product.price - discount));
  await expect(page.getByTestId('detail-base-price')).toHaveCSS('text-decoration-line', 'line-through');
  const badge = page.getByTestId('running-campaign');
  await expect(badge).toContainText(CAMPAIGN);
  await expect(badge).toContainText(rupiah(discount));
  await expect(badge).toContainText('WIB');
  await page.getByTestId('buy-button').click();
  await expect(page).toHaveURL(`/checkout/${product.id}`);
  await expect(page.getByTestId('order-total')).toHaveText(rupiah(product.price - discount));
  await expect(page.getByText(CAMPAIGN).first()).toBeVisible();

  // ------------------------------------------------------------ the admin ends it
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/admin/campaigns');
  await row.getByTestId('campaign-delete').click();
  await page.getByTestId('campaign-delete-confirm').click();
  await expect(row).toHaveCount(0);
  campaignId = undefined;

  await signIn(page, ACCOUNTS.member);
  await page.goto(`/checkout/${product.id}`);
  await expect(page.getByTestId('order-total')).toHaveText(rupiah(product.price));
});
