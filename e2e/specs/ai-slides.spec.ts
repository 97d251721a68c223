import { readFile } from 'node:fs/promises';
import {
  ACCOUNTS,
  expect,
  isApiCall,
  makeCoverPng,
  type Page,
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

/** The slide the editor shows, as the SVG the shared layout drew. */
const editorSlide = (page: Page) => page.getByTestId('editor-slide');

/** The titles of the reorder screen, in order. */
async function reorderTitles(page: Page): Promise<string[]> {
  return page.getByTestId('reorder-row').locator('a').allTextContents();
}

/** An ebook of the demo catalogue that the demo publisher sells (apps/server/src/seed/catalogue-data.ts). */
const EBOOK = 'Merintis Usaha Kuliner dari Rumah';

test('a Pro creator makes a deck from an ebook, edits, presents and exports it, and sells it once an admin approves', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(600_000);
  const suffix = Date.now().toString(36).toUpperCase();
  await signIn(page, ACCOUNTS.publisher);

  // ------------------------------------------------------------ the deck list, and a new deck
  await page.goto('/ai-slides');
  await expect(page.getByRole('heading', { name: 'Slide AI saya', level: 1 })).toBeVisible();
  await screenshotWidths(page, testInfo, 'ai-slides-list-empty');
  await page
    .getByRole('link', { name: /Buat deck baru/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/ai-slides\/new$/);
  await expect(page.getByRole('heading', { name: 'Buat deck slide', level: 1 })).toBeVisible();

  // Bad input is named before anything is sent.
  await page.getByLabel('Jumlah slide').fill('50');
  await page.getByRole('button', { name: 'Buat kerangka' }).click();
  await expect(page.getByText('Topik minimal 3 karakter.')).toBeVisible();
  await expect(page.getByText('Jumlah slide harus bilangan bulat antara 3 dan 40.')).toBeVisible();
  await screenshotWidths(page, testInfo, 'ai-slides-new-errors');

  await page.getByLabel('Topik', { exact: true }).fill('Literasi digital untuk guru sekolah dasar');
  await page.getByLabel('Audiens').fill('Guru kelas 4–6');
  await page.getByLabel('Jumlah slide').fill('5');
  await page.getByRole('radio', { name: /^Ebook saya/ }).check();
  // Nothing picked yet: the form says so and sends nothing.
  await page.getByRole('button', { name: 'Buat kerangka' }).click();
  await expect(page.getByText('Pilih satu ebook sebagai sumber.')).toBeVisible();
  const ebook = page.getByTestId('ebook-picker').getByRole('listitem').filter({ hasText: EBOOK });
  await expect(ebook).toContainText('Karya saya');
  await ebook.getByRole('radio').check({ force: true });
  await expect(page.getByTestId('ai-usage')).toHaveText(
    'Generator bawaan dipakai: pembuatan slide tidak memakai kuota AI.',
  );
  await screenshotWidths(page, testInfo, 'ai-slides-new-ebook');
  const [created] = await Promise.all([
    page.waitForResponse(isApiCall('POST', '/ai-slides/prompts')),
    page.getByRole('button', { name: 'Buat kerangka' }).click(),
  ]);
  expect(created.status(), await created.text()).toBe(201);
  const deckId = ((await created.json()) as { data: { id: number } }).data.id;
  await expect(page).toHaveURL(new RegExp(`/ai-slides/${deckId}/outline$`));
  // Written from the ebook's own chapters: no "draft to fill in" notice.
  await expect(page.getByText('Ebook: ')).toBeVisible();
  await expect(page.getByText('Ini draf untuk Anda lengkapi')).toHaveCount(0);

  // ------------------------------------------------------------ the outline
  const rows = page.getByTestId('outline-row');
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();
  expect(count).toBeGreaterThanOrEqual(3);
  await page.getByLabel('Judul slide 1').fill('Literasi digital: panduan guru');
  await rows.nth(1).getByRole('button', { name: '+ Poin' }).click();
  await rows.nth(1).getByPlaceholder('Poin penting').last().fill('Contoh kegiatan di kelas');
  await page.getByRole('button', { name: 'Turunkan slide 2' }).click();
  await expect(page.getByText('Belum disimpan')).toHaveCount(0);
  await screenshotWidths(page, testInfo, 'ai-slides-outline');
  const [saved] = await Promise.all([
    page.waitForResponse(isApiCall('PATCH', `/ai-slides/slideshow/${deckId}/outline`)),
    page.getByRole('button', { name: 'Simpan kerangka' }).click(),
  ]);
  expect(saved.status(), await saved.text()).toBe(200);
  const outline = ((await saved.json()) as { data: { outline: { title: string; points: string[] }[] } }).data
    .outline;
  expect(outline[0]?.title).toBe('Literasi digital: panduan guru');
  expect(outline[2]?.points).toContain('Contoh kegiatan di kelas');

  // Generate: the slides appear one by one while the deck is polled.
  const [started] = await Promise.all([
    page.waitForResponse(isApiCall('POST', `/ai-slides/slides/generate/${deckId}`)),
    page.getByRole('button', { name: 'Buat slide' }).click(),
  ]);
  expect(started.status(), await started.text()).toBe(202);
  await expect(page.getByText(/slide siap\.$/)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(`${count} slide siap.`)).toBeVisible();
  await screenshotWidths(page, testInfo, 'ai-slides-outline-ready');

  // ------------------------------------------------------------ reorder by keyboard and by dragging
  await page.getByRole('link', { name: 'Urutan' }).click();
  await expect(page.getByTestId('reorder-row')).toHaveCount(count);
  const before = await reorderTitles(page);
  await page
    .getByRole('button', { name: new RegExp(`^Pindahkan “${escapeRegExp(before[0] ?? '')}”`) })
    .focus();
  const [moved] = await Promise.all([
    page.waitForResponse(isApiCall('PATCH', /^\/ai-slides\/slide\/\d+\/reorder$/)),
    page.keyboard.press('ArrowDown'),
  ]);
  expect(moved.status(), await moved.text()).toBe(200);
  await expect.poll(() => reorderTitles(page)).toEqual([before[1], before[0], ...before.slice(2)]);
  const [dragged] = await Promise.all([
    page.waitForResponse(isApiCall('PATCH', /^\/ai-slides\/slide\/\d+\/reorder$/)),
    page
      .getByTestId('reorder-row')
      .nth(count - 1)
      .dragTo(page.getByTestId('reorder-row').nth(0)),
  ]);
  expect(dragged.status(), await dragged.text()).toBe(200);
  await expect
    .poll(() => reorderTitles(page))
    .toEqual([before[count - 1], before[1], before[0], ...before.slice(2, count - 1)]);
  await screenshotWidths(page, testInfo, 'ai-slides-reorder');

  // ------------------------------------------------------------ an image for the deck
  await page.getByRole('link', { name: 'Gambar', exact: true }).click();
  await expect(page.getByText('Belum ada gambar')).toBeVisible();
  await screenshotWidths(page, testInfo, 'ai-slides-assets-empty');
  const picture = await makeCoverPng('kelas.png', 'Kelas 5');
  const [uploaded] = await Promise.all([
    page.waitForResponse(isApiCall('POST', '/ai-slides/assets/upload')),
    page.getByTestId('asset-input').setInputFiles(picture),
  ]);
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  await expect(page.getByTestId('asset-list').getByRole('listitem')).toHaveCount(1);
  // A file that is not an image is refused by the server with its reason.
  await page
    .getByTestId('asset-input')
    .setInputFiles({ name: 'bukan.png', mimeType: 'image/png', buffer: Buffer.from('bukan gambar') });
  await expect(page.getByRole('alert').filter({ hasText: 'bukan.png' })).toBeVisible();
  const [placed] = await Promise.all([
    page.waitForResponse(isApiCall('PATCH', /^\/ai-slides\/slide\/\d+$/)),
    page.getByLabel('Pakai di slide').selectOption({ index: 2 }),
  ]);
  expect(placed.status(), await placed.text()).toBe(200);
  await expect(page.getByText(/dipakai di slide 2/)).toBeVisible();
  await screenshotWidths(page, testInfo, 'ai-slides-assets');

  // ------------------------------------------------------------ edit a slide: its layout and text
  await page.getByRole('link', { name: 'Edit slide', exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/ai-slides/${deckId}/edit/\\d+$`));
  await page.getByRole('navigation', { name: 'Slide dalam deck' }).getByRole('link').nth(1).click();
  await expect(editorSlide(page).locator('image')).toHaveCount(1);
  const thirdSlide = page.getByRole('navigation', { name: 'Slide dalam deck' }).getByRole('link').nth(2);
  await thirdSlide.click();
  // The editor is drawn anew for each slide: wait for the third one before choosing its layout, so the
  // click cannot land on the second slide's picker while it is being taken down.
  await expect(thirdSlide).toHaveAttribute('aria-current', 'page');
  const layouts = page.getByRole('group', { name: 'Tata letak' });
  await layouts.getByText('Kutipan', { exact: true }).click();
  await expect(layouts.getByRole('radio', { name: 'Kutipan' })).toBeChecked();
  await expect(page.getByText('Tata letak ini masih membutuhkan: teks kutipan.')).toBeVisible();
  await page.getByLabel('Teks kutipan').fill('Guru yang baik menyalakan rasa ingin tahu.');
  await page.getByLabel('Sumber kutipan').fill('Ki Hajar Dewantara');
  await page.getByLabel('Catatan pembicara').fill('Berhenti sejenak dan tanyakan pendapat peserta.');
  await expect(editorSlide(page)).toContainText('Guru yang baik menyalakan rasa ingin tahu.');
  const [patched] = await Promise.all([
    page.waitForResponse(isApiCall('PATCH', /^\/ai-slides\/slide\/\d+$/)),
    page.getByRole('button', { name: 'Simpan slide' }).click(),
  ]);
  expect(patched.status(), await patched.text()).toBe(200);
  const slide = ((await patched.json()) as { data: { content: { layout: string; notes: string } } }).data;
  expect(slide.content.layout).toBe('quote');
  expect(slide.content.notes).toBe('Berhenti sejenak dan tanyakan pendapat peserta.');
  await screenshotWidths(page, testInfo, 'ai-slides-editor');

  // The theme changes every slide.
  const [themed] = await Promise.all([
    page.waitForResponse(isApiCall('PATCH', `/ai-slides/slideshow/${deckId}`)),
    page.getByRole('radio', { name: 'Kertas (putih)' }).click({ force: true }),
  ]);
  expect(themed.status(), await themed.text()).toBe(200);
  await expect(editorSlide(page).locator('rect').first()).toHaveAttribute('fill', '#ffffff');

  // ------------------------------------------------------------ preview, present, speaker view
  await page.getByRole('link', { name: 'Pratinjau & ekspor' }).click();
  await expect(page.getByTestId('present-button')).toBeVisible();
  await screenshotWidths(page, testInfo, 'ai-slides-preview');
  await page.getByTestId('present-button').click();
  await expect(page).toHaveURL(new RegExp(`/ai-slides/full-preview\\?id=${deckId}$`));
  await expect(page.getByTestId('presenter')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
  await expect(page.getByTestId('present-position')).toHaveText(`1 / ${count}`);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expect(page.getByTestId('present-position')).toHaveText(`3 / ${count}`);
  await page.keyboard.press('PageUp');
  await expect(page.getByTestId('present-position')).toHaveText(`2 / ${count}`);
  await page.keyboard.press('End');
  await expect(page.getByTestId('present-position')).toHaveText(`${count} / ${count}`);
  await page.keyboard.press('Home');
  await page
    .getByTestId('presenter')
    .getByRole('button')
    .first()
    .click({ position: { x: 900, y: 300 } });
  await expect(page.getByTestId('present-position')).toHaveText(`2 / ${count}`);
  await screenshotWidths(page, testInfo, 'ai-slides-present');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('s');
  await expect(page.getByTestId('speaker-view')).toBeVisible();
  await expect(page.getByTestId('speaker-notes')).toHaveText(
    'Berhenti sejenak dan tanyakan pendapat peserta.',
  );
  await expect(page.getByTestId('speaker-timer')).toHaveText(/^\d+:\d\d$/);
  await screenshotWidths(page, testInfo, 'ai-slides-speaker-view');
  await page.keyboard.press('s');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(new RegExp(`/ai-slides/${deckId}/preview$`));

  // ------------------------------------------------------------ PPTX export: a real PowerPoint file
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Unduh PPTX' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pptx$/);
  const file = await readFile(await download.path());
  expect(file.subarray(0, 4).toString('binary')).toBe('PK\u0003\u0004');
  const names = file.toString('latin1');
  expect(names).toContain('ppt/presentation.xml');
  expect(names).toContain(`ppt/slides/slide${count}.xml`);
  expect(names).toContain('ppt/media/');

  // ------------------------------------------------------------ publish as a product, reviewed by an admin
  const productName = `Slide Usaha Kuliner ${suffix}`;
  await page.getByLabel('Nama produk').fill(productName);
  await page.getByLabel('Harga (Rp)').fill('25000');
  await expect(page.getByLabel('Harga (Rp)')).toHaveValue('25.000');
  await expect(page.getByLabel('Langsung kirim untuk ditinjau admin')).toBeChecked();
  const [published] = await Promise.all([
    page.waitForResponse(isApiCall('POST', `/ai-slides/slideshow/${deckId}/publish`)),
    page.getByRole('button', { name: 'Terbitkan sebagai produk' }).click(),
  ]);
  expect(published.status(), await published.text()).toBe(201);
  const product = (
    (await published.json()) as { data: { product_id: number; status: string; slide_count: number } }
  ).data;
  expect(product.slide_count).toBe(count);
  await expect(page.getByTestId('publish-status')).toHaveText('Status: Menunggu tinjauan');
  await screenshotWidths(page, testInfo, 'ai-slides-published');
  await page.getByTestId('product-draft-link').click();
  await expect(page).toHaveURL(new RegExp(`/publisher/products/${product.product_id}$`));
  await expect(page.getByLabel(/^Nama produk/).first()).toHaveValue(productName);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, ACCOUNTS.admin);
  await admin.goto('/admin/products/approve');
  const card = admin
    .getByRole('article')
    .filter({ has: admin.getByRole('heading', { name: productName, exact: true }) });
  await expect(card).toHaveCount(1);
  const [approved] = await Promise.all([
    admin.waitForResponse(isApiCall('PUT', `/admin/books/${product.product_id}/approve`)),
    card.getByRole('button', { name: 'Setujui' }).click(),
  ]);
  expect(approved.status(), await approved.text()).toBe(200);
  await adminContext.close();
  // Approved, it is a slide product anyone finds.
  const shown = await page.request.get(`/api/v2/public/books/${product.product_id}`);
  expect(shown.status()).toBe(200);
  expect(((await shown.json()) as { data: { name: string } }).data.name).toBe(productName);

  // ------------------------------------------------------------ a deck from a bare topic is a draft to fill in
  await page.goto('/ai-slides/new');
  await page.getByLabel('Topik', { exact: true }).fill('Rapat orang tua murid awal semester');
  await page.getByLabel('Jumlah slide').fill('4');
  await page.getByRole('button', { name: 'Buat kerangka' }).click();
  await expect(page.getByText('Ini draf untuk Anda lengkapi')).toBeVisible();

  // ------------------------------------------------------------ the list shows the decks with their first slide
  await page.goto('/ai-slides');
  await expect(page.getByTestId('deck-list').getByRole('listitem')).toHaveCount(2);
  await expect(page.getByTestId('deck-list').getByTestId('slide-svg')).toHaveCount(1);
  await expect(page.getByText('Belum ada slide: kerangka menunggu Anda')).toBeVisible();
  await screenshotWidths(page, testInfo, 'ai-slides-list');
});

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test('a guest reads the invitation to publish slide decks, in both languages', async ({ page }, testInfo) => {
  await page.goto('/publish-slides');
  await expect(
    page.getByRole('heading', { name: 'Jual deck presentasi Anda di Pustaka', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Daftar gratis' }).first()).toHaveAttribute(
    'href',
    '/register',
  );
  await screenshotWidths(page, testInfo, 'publish-slides');
  await page.getByRole('button', { name: 'English' }).first().click();
  await expect(
    page.getByRole('heading', { name: 'Sell your presentation decks on Pustaka', level: 1 }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Register for free' }).first().click();
  await expect(page).toHaveURL(/\/register$/);
});

test('a deck that does not exist, and a presentation without a deck, say so', async ({ page }) => {
  await signIn(page, ACCOUNTS.publisher);
  await page.goto('/ai-slides/2147483000/outline');
  await expect(page.getByText('Deck tidak ditemukan')).toBeVisible();
  await page.goto('/ai-slides/full-preview');
  await expect(page.getByText('Alamat ini tidak menyebut deck mana yang dipresentasikan.')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
});
