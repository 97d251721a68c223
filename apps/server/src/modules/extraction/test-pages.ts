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
