import {
  ACCOUNTS,
  apiLogin,
  expect,
  isApiCall,
  mailsTo,
  screenshotWidths,
  signIn,
  test,
  waitForDemoCatalogue,
} from '../fixtures';

test.use({ viewport: { width: 1280, height: 900 } });

const MINIMUM = 50_000;

interface Balance {
  available: number;
  paid_out: number;
  pending_settlements: number;
}

/** The demo sales are booked right after the demo catalogue; the publisher's share of them is available. */
test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  await waitForDemoCatalogue(request);
  const { token } = await apiLogin(request, ACCOUNTS.publisher);
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/v2/publisher/settlements', {
          headers: { authorization: `Bearer ${token}` },
        });
        return ((await response.json()) as { data?: { balance: Balance } }).data?.balance.available ?? 0;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(MINIMUM);
  await request.dispose();
});

/** "Rp 50.000" as the app writes it (a no-break space after "Rp"). */
function rupiah(amount: number): RegExp {
  return new RegExp(`Rp\\s${amount.toLocaleString('id-ID').replace(/\./g, '\\.')}`);
}

test('a publisher with sales sees them, requests a payout, the admin pays it and the publisher sees it paid', async ({
  page,
  browser,
}, testInfo) => {
  await signIn(page, ACCOUNTS.publisher);

  // ------------------------------------------------------------ what was sold
  await page.goto('/publisher/stats');
  await expect(page.getByRole('heading', { name: 'Statistik Penjualan', level: 1 })).toBeVisible();
  await expect(page.getByTestId('chart-bar')).toHaveCount(30);
  await expect(page.getByTestId('top-products').getByRole('listitem').first()).toBeVisible();
  await page.getByRole('button', { name: 'Bulanan' }).click();
  await expect(page).toHaveURL('/publisher/stats?period=month');
  await expect(page.getByTestId('chart-bar')).toHaveCount(12);
  await expect(page.getByTestId('stats-sales')).not.toHaveText('0');
  await screenshotWidths(page, testInfo, 'publisher-stats');

  await page.goto('/publisher/buyers');
  await expect(page.getByTestId('buyer-row').first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Cari pembeli' }).fill('rina');
  await expect(page).toHaveURL(/q=rina/);
  await expect(page.getByTestId('buyer-row').first()).toContainText('Rina');
  await screenshotWidths(page, testInfo, 'publisher-buyers');

  // ------------------------------------------------------------ the payout request
  await page.goto('/publisher/settlement');
  await expect(page.getByRole('heading', { name: 'Pencairan Dana', level: 1 })).toBeVisible();
  const available = page.getByTestId('balance-available');
  await expect(available).toHaveText(/^Rp/);
  const amountIn = async (testId: string) =>
    Number((await page.getByTestId(testId).innerText()).replace(/[^\d]/g, ''));
  const before = await amountIn('balance-available');
  const paidBefore = await amountIn('balance-paid');
  expect(before).toBeGreaterThanOrEqual(MINIMUM);
  await expect(page.getByText(/Minimal pencairan Rp\s50\.000\./)).toBeVisible();

  // The form explains what is wrong before anything is sent.
  const form = page.getByTestId('settlement-form');
  await form.getByLabel('Jumlah').fill('10000');
  await form.getByRole('button', { name: 'Ajukan pencairan' }).click();
  await expect(form.getByText('Jumlah di bawah minimal pencairan.')).toBeVisible();
  await expect(form.getByText('Pilih bank atau e-wallet.')).toBeVisible();

  const accountNumber = `${Date.now()}`.slice(-10);
  await form.getByLabel('Jumlah').fill(String(MINIMUM));
  await expect(form.getByLabel('Jumlah')).toHaveValue('50.000');
  await form.getByLabel('Metode').selectOption('bank');
  await form.getByLabel('Bank atau e-wallet').selectOption('BCA');
  await form.getByLabel('Nomor rekening / nomor ponsel').fill(accountNumber);
  await form.getByLabel('Nama pemilik rekening').fill('Budi Santoso');
  const [requested] = await Promise.all([
    page.waitForResponse(isApiCall('POST', '/publisher/settlements')),
    form.getByRole('button', { name: 'Ajukan pencairan' }).click(),
  ]);
  expect(requested.status()).toBe(201);
  await expect(page.getByText(/Permintaan pencairan Rp\s50\.000 terkirim\./)).toBeVisible();
  const row = page.getByTestId('settlement-row').filter({ hasText: accountNumber });
  await expect(row.getByTestId('settlement-status')).toHaveText('Menunggu');
  await expect(available).toHaveText(rupiah(before - MINIMUM));
  await screenshotWidths(page, testInfo, 'publisher-settlement');

  // ------------------------------------------------------------ the admin pays it
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'id-ID' });
  const admin = await adminContext.newPage();
  await signIn(admin, ACCOUNTS.admin);
  await admin.goto('/admin/settlement');
  await expect(admin.getByRole('heading', { name: 'Pencairan Kreator', level: 1 })).toBeVisible();
  const item = admin.getByTestId('queue-item').filter({ hasText: accountNumber });
  await expect(item).toContainText('Budi Santoso');
  await expect(item).toContainText(rupiah(MINIMUM));
  await screenshotWidths(admin, testInfo, 'admin-settlement');

  await item.getByRole('button', { name: 'Tandai dibayar' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Tandai pencairan dibayar' });
  await expect(dialog).toContainText(`BCA ${accountNumber} (Budi Santoso)`);
  const reference = `TRF-BCA-${accountNumber}`;
  await dialog.getByLabel('Referensi transfer').fill(reference);
  const [paid] = await Promise.all([
    admin.waitForResponse(isApiCall('PUT', /^\/admin\/settlements\/\d+\/pay$/)),
    dialog.getByRole('button', { name: 'Simpan sebagai dibayar' }).click(),
  ]);
  expect(paid.status()).toBe(200);
  await expect(admin.getByText('Pencairan ditandai dibayar.')).toBeVisible();
  // Paid requests leave the pending queue; the full list shows it paid, with the reference.
  await expect(item).toHaveCount(0);
  await admin.getByLabel('Status').selectOption('paid');
  await expect(item.getByTestId('settlement-status')).toHaveText('Dibayar');
  await expect(item).toContainText(reference);
  await adminContext.close();

  // ------------------------------------------------------------ the publisher sees it paid, and got a mail
  await page.reload();
  await expect(row.getByTestId('settlement-status')).toHaveText('Dibayar');
  await expect(row.getByTestId('settlement-reference')).toHaveText(`Referensi transfer: ${reference}`);
  await expect(page.getByTestId('balance-paid')).toHaveText(rupiah(paidBefore + MINIMUM));
  const [mail] = await mailsTo(page.request, ACCOUNTS.publisher.email);
  expect(mail?.subject).toBe('Pencairan Rp 50.000 sudah ditransfer');
  expect(mail?.text).toContain(reference);
});
