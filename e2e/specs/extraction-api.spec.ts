import { once } from 'node:events';
import http from 'node:http';
import { ACCOUNTS, type BookPdf, expect, makeBookPdf, screenshotWidths, signIn, test } from '../fixtures';
import { PAGE_SERVER_PORT } from '../playwright.config';

test.use({ viewport: { width: 1280, height: 900 } });

const PAGES = `http://127.0.0.1:${PAGE_SERVER_PORT}`;

const ARTICLE = `<!doctype html><html lang="id"><head><meta charset="utf-8">
<title>Membaca di Era Digital</title><meta name="author" content="Sari Wulandari"></head><body>
<nav><a href="/">Beranda</a> <a href="/topik">Topik</a></nav>
<article><h1>Membaca di Era Digital</h1>
${[1, 2, 3, 4, 5]
  .map(
    (n) =>
      `<p>Paragraf ${n}: perpustakaan digital membantu pembaca di seluruh Indonesia menemukan buku, artikel dan kursus yang mereka butuhkan, lalu membaca di ponsel maupun komputer.</p>`,
  )
  .join('\n')}
<h2>Langkah berikutnya</h2><ul><li>Pilih satu buku</li><li>Baca lima belas menit setiap hari</li></ul>
</article><footer>Hak cipta 2026 Kabar Pustaka</footer></body></html>`;

let server: http.Server;
let book: BookPdf;

// The web the server extracts from, on this machine: one article and one PDF book.
test.beforeAll(async () => {
  book = await makeBookPdf({
    name: 'panduan.pdf',
    title: 'Panduan Membaca',
    chapters: ['Awal', 'Kebiasaan'],
  });
  server = http.createServer((request, response) => {
    if (request.url === '/buku.pdf')
      return response.writeHead(200, { 'content-type': 'application/pdf' }).end(book.buffer);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(ARTICLE);
  });
  server.listen(PAGE_SERVER_PORT, '127.0.0.1');
  await once(server, 'listening');
});
test.afterAll(() => {
  server.closeAllConnections();
  server.close();
});

test('a member creates an API key, tries both endpoints in the playground and sees the usage', async ({
  page,
}, testInfo) => {
  await signIn(page, ACCOUNTS.member);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: /API Ekstraksi/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/api$/);
  await expect(page.getByRole('heading', { level: 1, name: 'API Ekstraksi Teks' })).toBeVisible();
  await expect(page.getByText('Belum ada kunci API')).toBeVisible();

  // A key, shown once.
  await page.getByLabel('Nama kunci').fill('Aplikasi Uji');
  await page.getByRole('button', { name: 'Buat kunci' }).click();
  const shown = page.getByTestId('new-api-key');
  await expect(shown).toHaveText(/^pk_live_[A-Za-z0-9_-]{43}$/);
  const key = (await shown.textContent()) ?? '';
  await expect(page.getByTestId('api-key-row')).toHaveCount(1);
  await expect(page.getByTestId('api-key-row')).toContainText(key.slice(0, 12));

  // The key works from outside the browser: no login, no CSRF header.
  const outside = await page.request.post('/api/v2/web-extract', {
    headers: { 'X-API-Key': key },
    data: { url: `${PAGES}/artikel`, format: 'text' },
  });
  expect(outside.status(), await outside.text()).toBe(200);
  expect((await outside.json()).data.title).toBe('Membaca di Era Digital');
  await page.getByRole('button', { name: 'Sudah disalin' }).click();
  await expect(shown).toHaveCount(0);

  // The playground: a web page, seen as text, Markdown and JSON.
  await page.getByTestId('playground-url').fill(`${PAGES}/artikel`);
  await page.getByTestId('playground-submit').click();
  await expect(page.getByTestId('result-text')).toContainText('Paragraf 5');
  await expect(page.getByTestId('result-text')).not.toContainText('Beranda');
  await page.getByRole('tab', { name: 'Markdown' }).click();
  await expect(page.getByTestId('result-markdown')).toContainText('## Langkah berikutnya');
  await page.getByRole('tab', { name: 'JSON' }).click();
  await expect(page.getByTestId('result-json')).toContainText('"author": "Sari Wulandari"');
  await expect(page.getByTestId('result-confidence')).toHaveText('Keyakinan tinggi');

  // A page pasted as HTML: a link list says why it has no main text, then falls back to its best candidate.
  await page.getByRole('tab', { name: 'Tempel HTML' }).click();
  await page
    .getByTestId('playground-html')
    .fill(
      `<html><body><main><ul>${['Nasional', 'Ekonomi', 'Olahraga', 'Teknologi'].map((m) => `<li><a href="/${m}">Berita ${m} terbaru hari ini</a></li>`).join('')}</ul></main></body></html>`,
    );
  await page.getByTestId('playground-base-url').fill('https://kabar.contoh.id/');
  await page.getByTestId('playground-submit').click();
  await expect(page.getByTestId('playground-reason')).toContainText('sebagian besar berisi tautan');
  await page.getByTestId('playground-fallback').check();
  await page.getByTestId('playground-submit').click();
  await expect(page.getByTestId('result-confidence')).toHaveText('Keyakinan rendah (kandidat terbaik)');
  await expect(page.getByTestId('playground-quota')).toContainText('Sisa kuota bulan ini');
  await screenshotWidths(page, testInfo, 'playground-fallback');

  // A PDF dropped in as a file, then one by address.
  await page.getByRole('tab', { name: 'PDF' }).click();
  await page.getByTestId('pdf-file-input').setInputFiles(book);
  await page.getByTestId('playground-submit').click();
  const result = page.getByTestId('playground-result');
  await expect(result).toContainText(`${book.pageCount} halaman`);
  await expect(page.getByTestId('result-text')).toContainText('Bab 1');

  // The usage: four successful extractions this month, drawn on today's bar.
  await page.reload();
  await expect(page.getByTestId('quota-used')).toHaveText('4');
  await expect(page.getByTestId('quota')).toContainText('dari 100 ekstraksi bulan ini');
  const today = new Date().toISOString().slice(0, 10);
  await expect(page.locator(`[data-testid="usage-chart"] [data-day="${today}"]`)).toHaveAttribute(
    'data-total',
    '4',
  );
  await screenshotWidths(page, testInfo, 'dashboard-api');

  // Revoked: the key stops working at once.
  await page.getByRole('button', { name: 'Cabut' }).click();
  await page.getByTestId('confirm-revoke').click();
  await expect(page.getByTestId('api-key-row')).toContainText('Dicabut');
  const refused = await page.request.post('/api/v2/web-extract', {
    headers: { 'X-API-Key': key },
    data: { url: `${PAGES}/artikel` },
  });
  expect(refused.status()).toBe(401);
  expect((await refused.json()).code).toBe('API_KEY_REVOKED');
});
