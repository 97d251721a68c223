import { expect, test } from '../fixtures';

const SERVICES = [
  { testId: 'service-backend', title: 'Layanan produk (backend)', endpoint: 'GET /health' },
  { testId: 'service-gateway', title: 'Payment gateway', endpoint: 'GET /pay/health' },
];

test('the status page shows both services online with response and check times; the footer names the environment', async ({
  page,
}) => {
  await page.goto('/health');
  await expect(page.getByRole('heading', { name: 'Status Layanan', level: 1 })).toBeVisible();

  for (const service of SERVICES) {
    const card = page.getByTestId(service.testId);
    await expect(card.getByRole('heading', { name: service.title })).toBeVisible();
    await expect(card.getByText(service.endpoint, { exact: true })).toBeVisible();
    await expect(card.getByText('Online', { exact: true })).toBeVisible();
    await expect(card.getByText('Offline', { exact: true })).toHaveCount(0);
    await expect(card.locator('dt:text-is("Waktu respons") + dd')).toHaveText(/^\d+ ms$/);
    await expect(card.locator('dt:text-is("Lingkungan") + dd')).toHaveText('e2e');
    await expect(card.getByText(/^Dicek \d{1,2}[.:]\d{2}[.:]\d{2}$/)).toBeVisible();
  }

  await expect(page.getByRole('contentinfo').getByTestId('environment-label')).toHaveText('Lingkungan: e2e');
});
