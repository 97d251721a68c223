import { expect, mainNav, screenshotWidths, test } from '../fixtures';

test('the PDF test page shows the sample in the reader, turns and zooms it, and reports the pages seen', async ({
  page,
}, testInfo) => {
  await page.goto('/pdf-test');
  await expect(page.getByRole('heading', { name: 'Uji PDF' })).toBeVisible();
  const reader = page.getByRole('region', { name: 'Pembaca PDF: Contoh PDF' });
  const shown = page.getByTestId('pdf-test-page-shown');
  const seen = page.getByTestId('pdf-test-pages-seen');

  // The document opens at its first page, drawn on the canvas: the first event.
  await expect(reader.getByTestId('reader-pages')).toHaveText('/ 6');
  await expect(shown).toHaveText('1 / 6');
  await expect(page.getByTestId('pdf-test-events').getByRole('listitem')).toHaveCount(1);
  await expect
    .poll(() => reader.getByTestId('pdf-canvas').evaluate((canvas: HTMLCanvasElement) => canvas.width))
    .toBeGreaterThan(100);

  // Turning pages, by button and by number.
  await reader.getByRole('button', { name: 'Halaman berikutnya' }).click();
  await expect(shown).toHaveText('2 / 6');
  await reader.getByLabel('Nomor halaman').fill('4');
  await reader.getByLabel('Nomor halaman').press('Enter');
  await expect(shown).toHaveText('4 / 6');
  await reader.getByRole('button', { name: 'Halaman sebelumnya' }).click();
  await expect(shown).toHaveText('3 / 6');
  await expect(seen).toContainText('4 dari 6');
  await expect(seen).toContainText('1–4');
  await expect(page.getByTestId('pdf-test-events').getByRole('listitem').first()).toContainText(
    'Halaman 3 dari 6 ditampilkan',
  );

  // Zoom: the percentage and the canvas grow; fit-to-width brings it back.
  const width = () =>
    reader.getByTestId('pdf-canvas').evaluate((canvas: HTMLCanvasElement) => canvas.clientWidth);
  const fitted = await width();
  await reader.getByRole('button', { name: 'Perbesar' }).click();
  await expect.poll(width).toBeGreaterThan(fitted);
  await reader.getByRole('button', { name: 'Pas lebar' }).click();
  await expect.poll(width).toBe(fitted);

  await screenshotWidths(page, testInfo, 'pdf-test');

  // In English the sample is written again in English and opens at its first page.
  await mainNav(page).getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'PDF Test' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'PDF reader: Sample PDF' }).getByTestId('reader-pages'),
  ).toHaveText('/ 6');
  await expect(page.getByTestId('pdf-test-events').getByRole('listitem').first()).toContainText(
    'Page 1 of 6 shown',
  );
  await screenshotWidths(page, testInfo, 'pdf-test-en');
});
