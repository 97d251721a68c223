import {
  ACCOUNTS,
  apiLogin,
  CSRF_HEADERS,
  expect,
  isApiCall,
  makeBookPdf,
  type Page,
  screenshotWidths,
  signIn,
  test,
} from '../fixtures';

/**
 * "Bantu tulis": the demo publisher (Pro plan) asks for copy in the product editor, accepts the suggested
 * description and saves the product; then, in the blog editor, asks for an outline of a post's notes and
 * accepts it into the post.
 */

const NOTES = [
  'Menabung adalah kebiasaan menyisihkan sebagian penghasilan untuk kebutuhan di masa depan. Keluarga yang menabung setiap bulan lebih siap menghadapi biaya mendadak seperti perbaikan rumah atau biaya berobat.',
  'Dana darurat sebaiknya setara dengan tiga sampai enam bulan pengeluaran rutin keluarga. Dana ini disimpan di rekening terpisah agar tidak terpakai untuk belanja sehari-hari.',
  'Anggaran keluarga membagi penghasilan bulanan ke dalam kebutuhan pokok, tabungan dan keinginan. Anggaran yang ditulis membantu keluarga melihat ke mana uang mereka pergi setiap bulan.',
  'Investasi kecil yang rutin lebih baik daripada investasi besar yang jarang dilakukan. Reksa dana pasar uang cocok untuk pemula karena risikonya rendah dan mudah dicairkan.',
];

/** The demo data puts the creator on Pro after making the catalogue: wait for the plan's AI feature. */
async function waitForDemoPlan(page: Page, auth: Record<string, string>) {
  await expect
    .poll(
      async () => {
        const features = await page.request.get('/api/v2/subscriptions/features', { headers: auth });
        return JSON.stringify(await features.json());
      },
      { timeout: 150_000, intervals: [2_000] },
    )
    .toContain('ai_generate_slides');
}

test('a publisher accepts a suggested description in the product editor, saves it, and accepts an outline in the blog editor', async ({
  page,
}, testInfo) => {
  // The demo data (files made on a busy two-core machine) runs alongside the first minutes of the server.
  test.setTimeout(300_000);
  const { token } = await apiLogin(page.request, ACCOUNTS.publisher, false);
  const auth = { ...CSRF_HEADERS, Authorization: `Bearer ${token}` };
  await waitForDemoPlan(page, auth);
  const created = await page.request.post('/api/v2/books', {
    headers: auth,
    data: {
      name: 'Keuangan Keluarga Sehari-hari',
      description: '',
      format: 'PDF',
      base_price: 45_000,
      language: 'id',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const productId = (await created.json()).data.id as number;
  const pdf = await makeBookPdf({
    name: 'keuangan.pdf',
    title: 'Keuangan Keluarga Sehari-hari',
    chapters: ['Anggaran', 'Tabungan', 'Dana Darurat'],
  });
  const file = await page.request.post(`/api/v2/books/${productId}/files?role=main`, {
    headers: auth,
    multipart: { file: pdf },
  });
  expect(file.status(), await file.text()).toBe(200);

  await signIn(page, ACCOUNTS.publisher);
  await page.goto(`/publisher/products/${productId}`);
  await page.getByTestId('help-me-write-product').click();
  const panel = page.getByTestId('copy-panel');
  const description = panel.getByTestId('copy-field-description');
  await expect(description).toBeVisible({ timeout: 120_000 });
  // The table of contents is the book's own bookmarks.
  await expect(panel.getByTestId('copy-field-table_of_contents')).toContainText('Bab 2. Tabungan');
  await screenshotWidths(page, testInfo, 'assistant-copy-product');
  const suggested = ((await description.locator('p').first().textContent()) ?? '').trim();
  const firstSentence = suggested.split(/(?<=\.)\s/)[0] ?? '';
  expect(firstSentence.length).toBeGreaterThan(10);
  await description.getByRole('button', { name: 'Terima' }).click();
  await expect(description.getByText('Diterapkan')).toBeVisible();
  await page.getByRole('button', { name: 'Tutup' }).click();
  await expect(page.getByRole('textbox', { name: 'Deskripsi' })).toContainText(firstSentence);
  await page.getByTestId('save-product').click();
  await expect
    .poll(async () => {
      const stored = await page.request.get(`/api/v2/books/${productId}`, { headers: auth });
      return (await stored.json()).data.description_html as string;
    })
    .toContain(firstSentence);

  await page.goto('/publisher/blog/new');
  await page.getByTestId('blog-title').fill('Keuangan keluarga untuk pemula');
  const editor = page.getByTestId('blog-content-editor');
  await editor.click();
  for (const [i, paragraph] of NOTES.entries()) {
    if (i > 0) await page.keyboard.press('Enter');
    await page.keyboard.insertText(paragraph);
  }
  await page.getByTestId('help-me-write-blog').click();
  const outline = page.getByTestId('copy-field-outline');
  await expect(outline).toBeVisible({ timeout: 120_000 });
  await screenshotWidths(page, testInfo, 'assistant-copy-blog');
  const headings = ((await outline.locator('p').first().textContent()) ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  expect(headings.length).toBeGreaterThanOrEqual(2);
  await outline.getByRole('button', { name: 'Terima' }).click();
  await page.getByRole('button', { name: 'Tutup' }).click();
  for (const heading of headings) {
    await expect(editor.getByRole('heading', { name: heading })).toBeVisible();
  }
  await screenshotWidths(page, testInfo, 'assistant-copy-blog-accepted');
});

test('a publisher accepts a suggested hero and bullet points in the landing-page builder', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  const { token } = await apiLogin(page.request, ACCOUNTS.publisher, false);
  await waitForDemoPlan(page, { ...CSRF_HEADERS, Authorization: `Bearer ${token}` });
  await signIn(page, ACCOUNTS.publisher);
  await page.goto('/publisher/landing-page-design');
  const [created] = await Promise.all([
    page.waitForResponse(isApiCall('POST', '/landing-pages')),
    page.getByTestId('landing-new').first().click(),
  ]);
  expect(created.status(), await created.text()).toBe(201);
  await page.getByTestId('add-block-type').selectOption('products');
  await page.getByTestId('add-block').click();
  await page.getByTestId('block-products').getByRole('checkbox').first().check();

  await page.getByTestId('help-me-write-landing').click();
  const hero = page.getByTestId('copy-field-hero_title');
  await expect(hero).toBeVisible({ timeout: 120_000 });
  await expect(page.getByTestId('copy-field-bullets')).toBeVisible();
  await screenshotWidths(page, testInfo, 'assistant-copy-landing');
  const title = ((await hero.locator('p').first().textContent()) ?? '').trim();
  await hero.getByRole('button', { name: 'Terima' }).click();
  await page.getByTestId('copy-field-bullets').getByRole('button', { name: 'Terima' }).click();
  await page.getByRole('button', { name: 'Tutup' }).click();
  await expect(page.getByTestId('block-text')).toHaveCount(1);
  const [saved] = await Promise.all([
    page.waitForResponse(isApiCall('PUT', /^\/landing-pages\/\d+$/)),
    page.getByTestId('landing-save').click(),
  ]);
  expect(saved.status(), await saved.text()).toBe(200);
  // The page saved with the accepted hero title and the bullet points as a list after the hero.
  const blocks = (
    (await saved.json()) as { data: { blocks: { type: string; title?: string; html?: string }[] } }
  ).data.blocks;
  const heroAt = blocks.findIndex((block) => block.type === 'hero');
  expect(blocks[heroAt]?.title).toBe(title);
  expect(blocks[heroAt + 1]?.type).toBe('text');
  expect(blocks[heroAt + 1]?.html).toContain('<li>');
  await screenshotWidths(page, testInfo, 'assistant-copy-landing-accepted');
});
