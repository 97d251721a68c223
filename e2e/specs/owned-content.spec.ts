import {
  ACCOUNTS,
  CSRF_HEADERS,
  expect,
  isApiCall,
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

interface CatalogueItem {
  id: number;
  name: string;
  format: 'PDF' | 'MP3' | 'CRS' | 'PPT';
  price: number;
}

/**
 * A free demo product of one format, owned by the signed-in member: free checkout grants it at once (or
 * another journey already did).
 */
async function ownFreeProduct(
  page: Page,
  token: string,
  format: CatalogueItem['format'],
): Promise<CatalogueItem> {
  const response = await page.request.get('/api/v2/public/books', { params: { pageSize: 50, free: 'true' } });
  expect(response.status()).toBe(200);
  const items = ((await response.json()) as { data: { items: CatalogueItem[] } }).data.items;
  const product = items.find((item) => item.format === format && item.price === 0);
  if (!product) throw new Error(`No free ${format} product in the demo catalogue`);
  const checkout = await page.request.post('/api/v2/orders/checkout', {
    headers: { ...CSRF_HEADERS, Authorization: `Bearer ${token}` },
    data: { product_id: product.id },
  });
  const body = (await checkout.json()) as { code?: string };
  expect([201, 200, 409], JSON.stringify(body)).toContain(checkout.status());
  if (checkout.status() === 409) expect(body.code).toBe('ALREADY_OWNED');
  return product;
}

/** Starts the journey from the first page, whatever an earlier visit saved. */
async function saveFirstPage(page: Page, token: string, productId: number, role: 'main' | 'deck' = 'main') {
  const headers = { ...CSRF_HEADERS, Authorization: `Bearer ${token}` };
  const files = await page.request.get(`/api/v2/owned/${productId}/files`, { headers });
  expect(files.status()).toBe(200);
  const main = ((await files.json()) as { data: { files: { id: number; role: string }[] } }).data.files.find(
    (file) => file.role === role,
  );
  if (!main) throw new Error(`Product ${productId} has no ${role} file`);
  const saved = await page.request.put(`/api/v2/owned/${productId}/progress`, {
    headers,
    data: { file_id: main.id, position: 1 },
  });
  expect(saved.status()).toBe(200);
}

test('a buyer reads an owned ebook, turns to page 2, reloads and is back on page 2', async ({ page }) => {
  const session = await signIn(page, ACCOUNTS.member);
  const book = await ownFreeProduct(page, session.token, 'PDF');
  await saveFirstPage(page, session.token, book.id);

  await page.goto(`/dashboard/content/${book.id}`);
  await expect(page.getByTestId('viewer-title')).toHaveText(book.name);
  const pageNumber = page.getByLabel('Nomor halaman');
  await expect(page.getByTestId('reader-pages')).toHaveText(/\/ \d+/);
  await expect(pageNumber).toHaveValue('1');

  // The page is saved on the server a moment after it changes.
  const saved = page.waitForResponse(
    (response) =>
      isApiCall('PUT', `/owned/${book.id}/progress`)(response) &&
      response.request().postDataJSON()?.position === 2,
  );
  await page.getByRole('button', { name: 'Halaman berikutnya' }).click();
  await expect(pageNumber).toHaveValue('2');
  expect((await saved).status()).toBe(200);

  await page.reload();
  await expect(page.getByTestId('viewer-title')).toHaveText(book.name);
  await expect(page.getByTestId('reader-pages')).toHaveText(/\/ \d+/);
  await expect(pageNumber).toHaveValue('2');
  await expect(page.getByTestId('pdf-canvas')).toBeVisible();
});

test('a buyer plays a track of an owned audio album, streamed through a signed address', async ({ page }) => {
  const session = await signIn(page, ACCOUNTS.member);
  const album = await ownFreeProduct(page, session.token, 'MP3');

  await page.goto(`/dashboard/audio-player/${album.id}`);
  await expect(page.getByTestId('viewer-title')).toHaveText(album.name);
  const tracks = page.getByTestId('track-item');
  await expect(tracks.first()).toBeVisible();
  const firstTitle = (await tracks.first().locator('span.truncate').textContent())?.trim() ?? '';

  const downloadsBefore = (await page.getByTestId('downloads-left').textContent()) ?? '';
  expect(downloadsBefore).toMatch(/^Sisa \d+ dari \d+ unduhan$/);

  // Choosing a track in the list plays it.
  const streamed = page.waitForResponse((response) => response.url().includes('/api/v2/files/signed/'));
  await tracks.first().click();
  await expect(page.getByTestId('now-playing')).toHaveText(firstTitle);
  await expect(tracks.first()).toHaveAttribute('aria-current', 'true');
  expect([200, 206]).toContain((await streamed).status());

  const audio = page.getByTestId('audio-player');
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0.3);
  await expect(page.getByRole('button', { name: 'Jeda' })).toBeVisible();

  // Pausing keeps the spot on the server; streaming counted no download.
  const saved = page.waitForResponse(isApiCall('PUT', `/owned/${album.id}/progress`));
  await page.getByTestId('player-toggle').click();
  const progress = (await saved).request().postDataJSON() as { file_id: number; position: number };
  expect(progress.position).toBeGreaterThan(0);
  await expect(page.getByTestId('downloads-left')).toHaveText(downloadsBefore);
});

test('a buyer opens an owned PowerPoint deck and sees its real slides, drawn from the PDF the server made', async ({
  page,
}, testInfo) => {
  const session = await signIn(page, ACCOUNTS.member);
  const deck = await ownFreeProduct(page, session.token, 'PPT');
  await saveFirstPage(page, session.token, deck.id, 'deck');
  const files = await page.request.get(`/api/v2/owned/${deck.id}/files`, {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  const file = (
    (await files.json()) as { data: { files: { role: string; content_type: string }[] } }
  ).data.files.find((one) => one.role === 'deck');
  expect(file?.content_type).toBe(
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  );

  await page.goto(`/dashboard/slide/${deck.id}`);
  await expect(page.getByTestId('viewer-title')).toHaveText(deck.name);
  // The demo decks are drawn in the background after the catalogue is made: a moment's wait, then the slides.
  const canvas = page.getByTestId('slide-canvas');
  await expect(canvas).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('deck-text')).toHaveCount(0);
  const counter = page.getByTestId('slide-counter');
  await expect(counter).toHaveText(/^1 \/ \d+$/);
  const total = Number((await counter.textContent())?.split('/')[1]);
  expect(total).toBeGreaterThan(1);
  // Drawn on the canvas, not blank: the first slide of a demo deck is coloured.
  await expect
    .poll(() =>
      canvas.evaluate((element: HTMLCanvasElement) => {
        const context = element.getContext('2d');
        if (!context || element.width === 0) return 0;
        const { data } = context.getImageData(0, 0, element.width, element.height);
        let coloured = 0;
        for (let i = 0; i < data.length; i += 4 * 97)
          if (data[i] !== data[i + 1] || data[i + 1] !== data[i + 2]) coloured += 1;
        return coloured;
      }),
    )
    .toBeGreaterThan(50);

  // The keys move through it, and the slide reached is saved.
  const saved = page.waitForResponse(
    (response) =>
      isApiCall('PUT', `/owned/${deck.id}/progress`)(response) &&
      response.request().postDataJSON()?.position === 2,
  );
  await page.getByTestId('slide-deck').focus();
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText(`2 / ${total}`);
  expect((await saved).status()).toBe(200);
  await screenshotWidths(page, testInfo, 'library-pptx-deck');

  // Presenting opens at the same slide, drawn the same way.
  await page.getByTestId('present-button').click();
  await expect(page.getByTestId('slide-fullscreen')).toBeVisible();
  await expect(page.getByTestId('slide-canvas')).toBeVisible();
  await expect(page.getByTestId('slide-counter')).toHaveText(`2 / ${total}`);
  await page.keyboard.press('End');
  await expect(page.getByTestId('slide-counter')).toHaveText(`${total} / ${total}`);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(new RegExp(`/dashboard/slide/${deck.id}$`));
});
