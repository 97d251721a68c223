import { describe, expect, it } from 'vitest';
import { NAVIGATION_PAGES } from '../test-pages.ts';
import { extractWebPage } from './index.ts';
import { ENGLISH_PARAGRAPHS, INDONESIAN_PARAGRAPHS, paragraphs } from './test-pages.ts';

const url = 'https://news.example/2026/11/flood.html';

/** Class names as CSS-in-JS leaves them: no word in them says what a block is. */
const hashed = (n: number) => `css-${(n * 2654435761).toString(36).slice(-6)}`;

/** An article among boxes whose class names say nothing, so only their text can give them away. */
function hashedPage(inside: string, after = ''): string {
  return `<html><head><title>Flood in the lower market</title></head><body>
    <div class="${hashed(1)}"><div class="${hashed(2)}"><h1>Flood in the lower market</h1>
    <div class="${hashed(3)}">${inside}</div>${after}</div></div></body></html>`;
}

describe('extractWebPage: furniture told by its text when class names say nothing', () => {
  it('drops a cookie notice and a newsletter sign-up box between the paragraphs', () => {
    const inside = `${paragraphs(ENGLISH_PARAGRAPHS.slice(0, 2))}
      <div class="${hashed(4)}"><div>We use cookies to improve your experience. By continuing you agree to our privacy policy.</div><a href="/privacy">Learn more</a></div>
      <div class="${hashed(5)}"><h3>Get the morning briefing</h3><div>The stories that matter, free in your inbox every morning.</div><form><input type="email"></form></div>
      ${paragraphs(ENGLISH_PARAGRAPHS.slice(2))}`;
    const { text } = extractWebPage(hashedPage(inside), { url });
    expect(text).toBe(ENGLISH_PARAGRAPHS.join('\n\n'));
  });

  it('keeps a paragraph about cookies or newsletters that is article text', () => {
    const story =
      'The bakery agreed to sell cookies at the market every Saturday, and its newsletter said so.';
    const { text } = extractWebPage(hashedPage(paragraphs([...ENGLISH_PARAGRAPHS, story])), { url });
    expect(text).toContain(story);
  });

  it('drops a comment thread that counts its comments and ends in a reply form', () => {
    const comments = `<div class="${hashed(6)}"><h3>3 Comments</h3>${['Great piece, thanks for writing it.', 'I was there on Thursday, and it was worse than this says.', 'Hope the drains get fixed this time.'].map((c) => `<div class="${hashed(7)}"><div>reader</div><div>${c}</div></div>`).join('')}<form><textarea></textarea></form></div>`;
    const { text } = extractWebPage(hashedPage(paragraphs(ENGLISH_PARAGRAPHS) + comments), { url });
    expect(text).toBe(ENGLISH_PARAGRAPHS.join('\n\n'));
  });

  it('drops an author box and keeps a sentence that only describes someone', () => {
    const bio = `<div class="${hashed(8)}"><img src="/a.png" width="64" height="64"><div><strong>Sari Wulandari</strong><div>Sari Wulandari is a reporter covering the environment since 2015.</div></div></div>`;
    const quote =
      'Ahmad, who is a fisherman, said the water reached his door, and that he had never seen it so high.';
    const { text } = extractWebPage(hashedPage(paragraphs([...ENGLISH_PARAGRAPHS, quote]) + bio), { url });
    expect(text).toBe([...ENGLISH_PARAGRAPHS, quote].join('\n\n'));
  });

  it('drops bylines and datelines and keeps a dated sentence', () => {
    const inside = `<div class="${hashed(9)}">By: Rahmat Hidayat <time datetime="2026-03-04">March 4, 2026 at 8:15 a.m.</time></div>
      <div class="${hashed(10)}">Humas · 3 Mar 2026</div>
      ${paragraphs(ENGLISH_PARAGRAPHS)}<p>The council meets again on 12 March 2026.</p>`;
    const { text } = extractWebPage(hashedPage(inside), { url });
    expect(text).toBe([...ENGLISH_PARAGRAPHS, 'The council meets again on 12 March 2026.'].join('\n\n'));
  });

  it('keeps the posts of a forum thread and drops the user panels, post dates and signatures', () => {
    const posts = [...INDONESIAN_PARAGRAPHS, 'Setuju, semoga tahun depan drainasenya sudah diperbaiki.'];
    const thread = posts
      .map(
        (
          post,
          i,
        ) => `<div class="${hashed(20 + i)}"><div class="${hashed(30 + i)}"><a href="/u/${i}">pengguna${i}</a><div>Bergabung: 2019</div><div>Pesan: ${100 + i * 7}</div></div>
        <div class="${hashed(40 + i)}"><div>#${i + 1} · 4 Mar 2026</div><div>${post}</div><div>-- salam dari Bandung</div></div></div>`,
      )
      .join('');
    const { text } = extractWebPage(hashedPage(thread), { url });
    expect(text).toBe(posts.join('\n\n'));
  });

  it('takes the article around a note whose class names it content', () => {
    const html = `<html><body><div class="docs-sidebar"><ul><li><a href="/a">Install</a></li><li><a href="/b">Configure</a></li></ul></div>
      <main><div class="${hashed(11)}"><h1>Storage</h1>${paragraphs(ENGLISH_PARAGRAPHS.slice(0, 2))}
      <pre><code>npm install storage</code></pre>
      <table><thead><tr><th>Name</th><th>Default</th></tr></thead><tbody><tr><td>root</td><td>./data</td></tr></tbody></table>
      <div class="admonition"><div class="admonition-content"><p>Files larger than the limit are refused, with a clear error, before any byte is stored.</p></div></div>
      ${paragraphs(ENGLISH_PARAGRAPHS.slice(2))}</div></main></body></html>`;
    const { text } = extractWebPage(html, { url });
    for (const paragraph of ENGLISH_PARAGRAPHS) expect(text).toContain(paragraph);
    expect(text).toContain('npm install storage');
    expect(text).toContain('./data');
    expect(text).toContain('Files larger than the limit are refused');
  });
});

describe('extractWebPage: pages with no main text', () => {
  it.each(Object.keys(NAVIGATION_PAGES))('answers no text for the navigation-only page %s', (path) => {
    const result = extractWebPage(NAVIGATION_PAGES[path]!, { url: `https://portal.example${path}` });
    expect(result).toMatchObject({ text: '', html: '', markdown: '', links: [], wordCount: 0 });
  });

  it('answers no text for a page of teaser links and for a "page not found"', () => {
    const teasers = [
      'Harga emas turun tipis pagi ini',
      'Timnas bersiap hadapi laga penentuan',
      'Prakiraan cuaca: hujan ringan di sebagian wilayah',
      'Daftar libur nasional tahun depan',
    ];
    const links = `<html><body><div class="a">${teasers.map((t, i) => `<p><a href="/${i}">${t}</a> <span>2 jam lalu</span></p>`).join('')}</div></body></html>`;
    expect(extractWebPage(links, { url }).text).toBe('');
    const notFound =
      '<html><body><nav><a href="/">Home</a></nav><main><h1>404</h1><div>Page not found</div><a href="/">Back to home</a></main></body></html>';
    expect(extractWebPage(notFound, { url }).text).toBe('');
  });

  it('keeps a short notice of real words, and an article that links often', () => {
    const notice =
      '<html><body><nav><a href="/">Beranda</a></nav><main><h1>Kantor tutup</h1><p>Kantor kami tutup pada hari Jumat, 5 Desember.</p></main></body></html>';
    expect(extractWebPage(notice, { url }).text).toBe('Kantor kami tutup pada hari Jumat, 5 Desember.');
    const linked = ENGLISH_PARAGRAPHS.map(
      (p) => `<p>${p.replace(/(the \w+)/, '<a href="/x">$1</a>')}</p>`,
    ).join('');
    expect(extractWebPage(`<html><body><article>${linked}</article></body></html>`, { url }).text).toBe(
      ENGLISH_PARAGRAPHS.join('\n\n'),
    );
  });
});
