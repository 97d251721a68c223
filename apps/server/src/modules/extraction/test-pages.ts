import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for the web, for the extraction tests: pages written here, served on 127.0.0.1.

const paragraph = (n: number) =>
  `<p>Paragraf ${n}: Perpustakaan digital membantu pembaca di seluruh Indonesia menemukan buku, ` +
  'artikel dan kursus yang mereka butuhkan. Kreator menerbitkan karya mereka dan pembaca ' +
  'membayar dengan mudah, lalu membaca di ponsel maupun komputer tanpa hambatan.</p>';

export const ARTICLE = `<!doctype html><html lang="id"><head><meta charset="utf-8">
<title>Membaca di Era Digital | Kabar Pustaka</title>
<meta property="og:site_name" content="Kabar Pustaka">
<meta name="author" content="Sari Wulandari">
<meta property="article:published_time" content="2026-05-20T08:00:00Z">
</head><body>
<nav><a href="/">Beranda</a> <a href="/topik">Topik</a> <a href="/masuk">Masuk</a></nav>
<div class="cookie-banner">Kami memakai cookie. <button>Setuju</button></div>
<article><h1>Membaca di Era Digital</h1>
${[1, 2, 3, 4, 5].map(paragraph).join('\n')}
<p>Kreator baru dapat mengikuti <a href="https://contoh.id/panduan">panduan menerbitkan ebook</a> yang kami tulis untuk memulai penjualan pertama mereka dengan langkah-langkah sederhana dan jelas.</p>
</article>
<aside class="related"><a href="/lain">Berita lain</a></aside>
<footer>© 2026 Kabar Pustaka. Hak cipta dilindungi.</footer>
</body></html>`;

/** The same article in windows-1252, declared only in a meta tag. */
export const LATIN_ARTICLE = Buffer.from(
  ARTICLE.replace('<meta charset="utf-8">', '<meta charset="windows-1252">').replace(
    'Paragraf 1:',
    'Paragraf 1 di kafé Señor Crème:',
  ),
  'latin1',
);

/** A gallery: pictures and no text at all. */
export const EMPTY_PAGE =
  '<!doctype html><html><head><title>Galeri</title></head><body><main><figure><img src="a.jpg" alt=""></figure>' +
  '<figure><img src="b.jpg" alt=""></figure></main></body></html>';

/** Navigation only: a site map of menus and link lists, a login form, and an app shell still loading. */
export const NAVIGATION_PAGES: Record<string, string> = {
  '/peta-situs': `<!doctype html><html><head><title>Peta Situs</title></head><body><div class="x1"><h1>Peta Situs</h1>
<div class="x2"><h3>Berita</h3><ul>${['Nasional', 'Regional', 'Ekonomi', 'Olahraga', 'Teknologi'].map((m) => `<li><a href="/${m}">${m}</a></li>`).join('')}</ul></div>
<div class="x2"><h3>Layanan</h3><ul>${['Langganan koran digital', 'Pasang iklan', 'Karier', 'Hubungi redaksi'].map((m, i) => `<li><a href="/l${i}">${m}</a></li>`).join('')}</ul></div>
<div class="x3"><a href="/tentang">Tentang kami dan sejarah perusahaan</a> · <a href="/privasi">Kebijakan privasi dan ketentuan layanan</a></div></div></body></html>`,
  '/masuk': `<!doctype html><html><head><title>Masuk</title></head><body><div class="x1"><div class="x2">Masuk ke akun Anda</div>
<form><div>Email</div><input name="email"><div>Kata sandi</div><input type="password" name="password"><button>Masuk</button></form>
<div><a href="/lupa">Lupa kata sandi?</a> <a href="/daftar">Belum punya akun? Daftar</a></div></div></body></html>`,
  '/aplikasi': `<!doctype html><html><head><title>Aplikasi</title><script src="/app.js"></script></head><body><div id="app"><div class="spinner">Memuat…</div></div><noscript>You need to enable JavaScript to run this app.</noscript></body></html>`,
};

export type PageServer = {
  base: string;
  hostPort: string;
  close(): void;
  setPdf(path: string, data: Buffer): void;
};

export async function startPageServer(): Promise<PageServer> {
  const pdfs = new Map<string, Buffer>();
  const server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    const pdf = pdfs.get(path);
    if (pdf) return response.writeHead(200, { 'content-type': 'application/pdf' }).end(pdf);
    if (path === '/artikel')
      return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(ARTICLE);
    if (path === '/latin') return response.writeHead(200, { 'content-type': 'text/html' }).end(LATIN_ARTICLE);
    const navigation = NAVIGATION_PAGES[path];
    if (navigation) return response.writeHead(200, { 'content-type': 'text/html' }).end(navigation);
    if (path === '/kosong') return response.writeHead(200, { 'content-type': 'text/html' }).end(EMPTY_PAGE);
    if (path === '/data.json')
      return response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    if (path === '/ke-metadata')
      return response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    response.writeHead(404, { 'content-type': 'text/html' }).end('<p>Tidak ada</p>');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    hostPort: `127.0.0.1:${port}`,
    setPdf: (path, data) => pdfs.set(path, data),
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}
