import {
  ACCOUNTS,
  type BookPdf,
  expect,
  isApiCall,
  type Locator,
  mainNav,
  makeBookPdf,
  makeCoverPng,
  type Page,
  recordProgressLabels,
  screenshotWidths,
  signIn,
  test,
  waitForDemoCatalogue,
} from '../fixtures';

test.use({ viewport: { width: 1280, height: 900 } });

// The server fills the demo catalogue in the background after it starts, and answers slowly meanwhile; until
// the catalogue is complete every seeded product would also become the newest one on the home page.
test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  await waitForDemoCatalogue(request);
  await request.dispose();
});

const DESCRIPTION =
  'Ringkasan materi inti pecahan untuk siswa kelas 4, dengan soal dan pembahasan di setiap bab.';
const CHAPTERS = ['Mengenal Pecahan', 'Operasi Hitung', 'Soal Latihan'];
/** Rupiah as the app writes it: "Rp" and a (no-break) space before the grouped amount. */
const rupiah = (amount: string) => new RegExp(`Rp\\s${amount.replace('.', '\\.')}`);

/** The upload area of one file role on the editor ("Berkas ebook", "Sampel"). */
function fileSection(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

/** Uploads one file into a file section and waits until it is listed (the upload queue is empty again). */
async function uploadInto(page: Page, section: Locator, file: BookPdf) {
  await expect(section.getByText('Belum ada berkas.')).toBeVisible();
  const [response] = await Promise.all([
    page.waitForResponse(isApiCall('POST', /^\/books\/\d+\/files$/)),
    section.getByLabel(/^Pilih berkas/).setInputFiles(file),
  ]);
  expect(response.status(), await response.text()).toBe(200);
  await expect(section.getByRole('list', { name: 'Antrean unggahan' })).toHaveCount(0);
  const row = section.getByRole('listitem').filter({ hasText: file.name });
  await expect(row).toContainText(`${file.pageCount} halaman`);
  await expect(row.getByText('Menunggu tinjauan', { exact: true })).toBeVisible();
  await expect(section.getByLabel(/^Ganti berkas/)).toBeAttached();
}

test('a publisher’s new ebook is reviewed, approved and then found, read and sampled by a guest', async ({
  page: publisher,
  browser,
}, testInfo) => {
  const suffix = Date.now().toString(36).toUpperCase();
  const name = `Panduan Pembelajaran Mandiri ${suffix}`;
  const [cover, book, sample] = await Promise.all([
    makeCoverPng('sampul.png', `Pecahan ${suffix}`),
    makeBookPdf({ name: 'buku-pecahan.pdf', title: name, chapters: CHAPTERS }),
    makeBookPdf({ name: 'contoh-pecahan.pdf', title: `${name} (contoh)`, chapters: CHAPTERS.slice(0, 1) }),
  ]);

  // ------------------------------------------------------------ the publisher writes the product
  await signIn(publisher, ACCOUNTS.publisher);
  await publisher.goto('/publisher/products/new');
  await expect(publisher.getByRole('heading', { name: 'Produk baru', level: 1 })).toBeVisible();
  await expect(publisher.getByRole('radio', { name: /^Ebook \(PDF\)/ })).toBeChecked();
  await publisher.getByLabel('Nama produk').fill(name);

  // The description, with a few words in bold from the toolbar.
  const description = publisher.getByRole('textbox', { name: 'Deskripsi' });
  const bold = publisher.getByRole('toolbar', { name: 'Format teks' }).getByRole('button', { name: 'Tebal' });
  await description.click();
  await publisher.keyboard.type('Ringkasan ');
  await bold.click();
  // Pressed at once, before anything is typed: the caret does not move, yet the button follows the click.
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await publisher.keyboard.type('materi inti');
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'false');
  await publisher.keyboard.type(' pecahan untuk siswa kelas 4, dengan soal dan pembahasan di setiap bab.');
  await expect(description.locator('b, strong')).toHaveText('materi inti');
  await expect(description).toHaveText(DESCRIPTION);

  await publisher.getByLabel('Kategori').selectOption({ label: 'Pendidikan & Bahasa' });

  // The selling price follows the price and the discount as they are typed.
  const effective = publisher.getByTestId('effective-price');
  await publisher.getByLabel('Harga dasar').fill('149000');
  await expect(publisher.getByLabel('Harga dasar')).toHaveValue('149.000');
  await expect(effective).toHaveText(rupiah('149.000'));
  await publisher.getByLabel('Diskon', { exact: true }).fill('50000');
  await expect(effective).toContainText(/^Harga jual:\s*Rp\s99\.000/);
  await expect(effective.locator('.line-through')).toHaveText(rupiah('149.000'));

  const [created] = await Promise.all([
    publisher.waitForResponse(isApiCall('POST', '/books')),
    publisher.getByRole('button', { name: 'Buat produk' }).click(),
  ]);
  expect(created.status(), await created.text()).toBe(201);
  const product = ((await created.json()) as { data: { id: number; description_html: string } }).data;
  const productId = product.id;
  expect(product.description_html).toMatch(/<(b|strong)>materi inti<\/\1>/);
  await expect(publisher).toHaveURL((url) => url.pathname === `/publisher/products/${productId}`);
  await expect(publisher.getByRole('status').filter({ hasText: 'Produk dibuat' })).toBeVisible();
  await expect(publisher.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(publisher.getByText('Draf', { exact: true }).first()).toBeVisible();

  // Cover and files: each shows its progress, then the result.
  const progressSeen = await recordProgressLabels(publisher);
  const [coverSaved] = await Promise.all([
    publisher.waitForResponse(isApiCall('POST', `/books/${productId}/cover`)),
    publisher.getByLabel('Pilih sampul').setInputFiles(cover),
  ]);
  expect(coverSaved.status(), await coverSaved.text()).toBe(200);
  await expect(publisher.getByRole('status').filter({ hasText: 'Sampul disimpan' })).toBeVisible();
  await expect(publisher.getByLabel('Ganti sampul')).toBeAttached();
  const coverImage = publisher.getByRole('img', { name: 'Sampul produk' });
  await expect(coverImage).toBeVisible();
  await expect
    .poll(() => coverImage.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);

  await uploadInto(publisher, fileSection(publisher, 'Berkas ebook'), book);
  await uploadInto(publisher, fileSection(publisher, 'Sampel'), sample);
  const labels = await progressSeen();
  expect(
    labels.some((label) => /^Mengunggah sampul… \d+%$/.test(label)),
    labels.join(' | '),
  ).toBe(true);
  expect(
    labels.filter((label) => /^Mengunggah \d+% dari .+/.test(label)).length,
    labels.join(' | '),
  ).toBeGreaterThan(0);
  await expect(publisher.getByRole('progressbar')).toHaveCount(0);

  await screenshotWidths(publisher, testInfo, 'publisher-product-form');

  const [submitted] = await Promise.all([
    publisher.waitForResponse(isApiCall('POST', `/books/${productId}/submit`)),
    publisher.getByRole('button', { name: 'Kirim untuk ditinjau' }).click(),
  ]);
  expect(submitted.status(), await submitted.text()).toBe(200);
  await expect(publisher.getByRole('status').filter({ hasText: 'Terkirim untuk ditinjau' })).toBeVisible();
  await expect(publisher.getByText('Sedang ditinjau', { exact: true })).toBeVisible();
  await expect(publisher.getByRole('button', { name: 'Kirim untuk ditinjau' })).toBeDisabled();
  await expect(publisher.getByText('Menunggu keputusan admin.')).toBeVisible();

  // ------------------------------------------------------------ the admin approves it
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, ACCOUNTS.admin);
  await admin.goto('/admin/products/approve');
  await expect(admin.getByRole('heading', { name: 'Antrean Tinjauan', level: 1 })).toBeVisible();
  const card = admin.getByRole('article').filter({ has: admin.getByRole('heading', { name, exact: true }) });
  await expect(card).toHaveCount(1);
  await expect(card.getByText('Menunggu tinjauan', { exact: true }).first()).toBeVisible();
  await expect(card).toContainText(`Penjual: ${ACCOUNTS.publisher.fullName} · Pendidikan & Bahasa · `);
  await expect(card).toContainText(rupiah('99.000'));
  await expect(card.locator('strong, b').filter({ hasText: 'materi inti' })).toBeVisible();
  const bookRow = card.getByRole('listitem').filter({ hasText: book.name });
  await expect(bookRow).toContainText(new RegExp(`^${book.name}Ebook · .+ · ${book.pageCount} halaman`));
  const sampleRow = card.getByRole('listitem').filter({ hasText: sample.name });
  await expect(sampleRow).toContainText(`Sampel · `);
  await screenshotWidths(admin, testInfo, 'admin-review-queue');

  const [approved] = await Promise.all([
    admin.waitForResponse(isApiCall('PUT', `/admin/books/${productId}/approve`)),
    card.getByRole('button', { name: 'Setujui' }).click(),
  ]);
  expect(approved.status(), await approved.text()).toBe(200);
  await expect(admin.getByRole('status').filter({ hasText: 'Produk disetujui' })).toBeVisible();
  await expect(card).toHaveCount(0);
  await adminContext.close();

  // ------------------------------------------------------------ a guest finds, reads and samples it
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto('/');
  const newest = guest.getByRole('region', { name: 'Produk Unggulan' });
  await expect(newest.getByText('Pilihan terbaru dari kreator Pustaka.')).toBeVisible();
  const homeCard = newest.getByRole('link').filter({ hasText: name });
  await expect(homeCard).toBeVisible();
  await expect(newest.getByTestId('product-card').first()).toContainText(name);
  await expect(homeCard).toContainText(ACCOUNTS.publisher.fullName);
  await expect(homeCard).toContainText(rupiah('99.000'));
  await expect(homeCard.getByTestId('base-price')).toHaveText(rupiah('149.000'));
  await screenshotWidths(guest, testInfo, 'home');

  // Search: "belajar" finds "Pembelajaran" (Indonesian word forms).
  await mainNav(guest).getByRole('link', { name: 'Produk', exact: true }).click();
  await expect(guest).toHaveURL((url) => url.pathname === '/products');
  await expect(guest.getByRole('heading', { name: 'Katalog Produk', level: 1 })).toBeVisible();
  await guest.getByRole('searchbox', { name: 'Cari produk' }).fill('belajar');
  const [searched] = await Promise.all([
    guest.waitForResponse(
      (response) => isApiCall('GET', '/public/books')(response) && response.url().includes('q=belajar'),
    ),
    guest.getByRole('button', { name: 'Cari', exact: true }).click(),
  ]);
  expect(searched.status()).toBe(200);
  await expect(guest).toHaveURL(
    (url) => url.pathname === '/products' && url.searchParams.get('q') === 'belajar',
  );
  await expect(guest.getByRole('heading', { name: 'Hasil untuk “belajar”' })).toBeVisible();
  const result = guest.getByTestId('product-card').filter({ hasText: name });
  await expect(result).toHaveCount(1);
  await expect(result).toContainText(rupiah('99.000'));
  await screenshotWidths(guest, testInfo, 'products-search');

  // The detail page: price with discount, description, facts and the table of contents.
  await result.click();
  await expect(guest).toHaveURL((url) => url.pathname === `/products/${productId}`);
  const main = guest.getByRole('main');
  await expect(main.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(guest).toHaveTitle(new RegExp(name));
  await expect(main.getByTestId('detail-price')).toHaveText(rupiah('99.000'));
  await expect(main.getByTestId('detail-base-price')).toHaveText(rupiah('149.000'));
  await expect(main.getByText('Hemat 34%', { exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Beli Sekarang' })).toBeVisible();
  await expect(main.getByTestId('creator-link')).toContainText(ACCOUNTS.publisher.fullName);
  await expect(main.locator('strong, b').filter({ hasText: 'materi inti' })).toBeVisible();
  await expect(main.locator('dt:text-is("Halaman") + dd')).toHaveText(String(book.pageCount));
  await expect(main.getByRole('heading', { name: 'Daftar isi', level: 2 })).toBeVisible();
  await expect(main.getByText(`${book.pageCount} halaman`, { exact: true })).toBeVisible();
  for (const entry of book.outline) {
    const item = main.getByRole('listitem').filter({ hasText: entry.title });
    await expect(item).toHaveText(`${entry.title}halaman ${entry.page}`);
  }

  // The sample opens in the PDF reader, which draws its pages.
  await main.getByRole('button', { name: 'Baca Sampel' }).click();
  const reader = main.getByRole('region', { name: `Pembaca PDF: ${name}` });
  const canvas = reader.getByTestId('pdf-canvas');
  const pageNumber = reader.getByRole('textbox', { name: 'Nomor halaman' });
  const readerSettled = async () => {
    await expect(reader.getByText('Memuat dokumen…')).toHaveCount(0);
    await expect(canvas).toBeVisible();
  };
  await expect(reader.getByTestId('reader-pages')).toHaveText(`/ ${sample.pageCount}`);
  await expect(pageNumber).toHaveValue('1');
  await readerSettled();
  await expect.poll(() => inkedPixels(canvas)).toBeGreaterThan(500);
  await reader.getByRole('button', { name: 'Halaman berikutnya' }).click();
  await expect(pageNumber).toHaveValue('2');
  await readerSettled();
  await expect.poll(() => inkedPixels(canvas)).toBeGreaterThan(500);
  await screenshotWidths(guest, testInfo, 'product-detail', async () => {
    await expect
      .poll(() =>
        canvas.evaluate(
          (node, width) => node.getBoundingClientRect().width <= width,
          guest.viewportSize()?.width ?? 0,
        ),
      )
      .toBe(true);
    await readerSettled();
  });
  await guestContext.close();
});

/** How many pixels of the canvas are dark: a drawn page of text has many, a blank canvas none. */
function inkedPixels(canvas: Locator): Promise<number> {
  return canvas.evaluate((node: HTMLCanvasElement) => {
    const context = node.getContext('2d');
    if (!context || !node.width || !node.height) return 0;
    const { data } = context.getImageData(0, 0, node.width, node.height);
    let dark = 0;
    for (let index = 0; index < data.length; index += 4) {
      if ((data[index] ?? 255) < 128 && (data[index + 3] ?? 0) > 0) dark++;
    }
    return dark;
  });
}
