// Site furniture around the article: menus, headers, banners, share bars, comments, sidebars, footers,
// and the page shell itself.
import { esc } from './article.mjs';
import { COMMENTS_EN, COMMENTS_ID, TEASERS_EN, TEASERS_ID } from './sentences.mjs';

// ---- furniture ----

export function navMenu(c, items = 9) {
  const labels = c.t(
    [
      'Beranda',
      'Nasional',
      'Regional',
      'Ekonomi',
      'Olahraga',
      'Tekno',
      'Hiburan',
      'Gaya Hidup',
      'Otomotif',
      'Video',
      'Foto',
      'Indeks',
    ],
    [
      'Home',
      'World',
      'Politics',
      'Business',
      'Tech',
      'Science',
      'Sport',
      'Culture',
      'Travel',
      'Video',
      'Opinion',
      'Newsletters',
    ],
  );
  const links = labels
    .slice(0, items)
    .map((l) => `<li><a href="/${l.toLowerCase().replace(/ /g, '-')}">${l}</a></li>`);
  return c.rnd() < 0.5
    ? `<nav class="${c.cls('main-nav')}"><ul>${links.join('')}</ul></nav>`
    : `<div class="${c.cls('menu-bar')}"><ul class="${c.cls('menu')}">${links.join('')}</ul></div>`;
}

export function siteHeader(c, site) {
  return `<header class="${c.cls('site-header')}"><div class="${c.cls('logo')}"><a href="/">${site}</a></div>
<div class="${c.cls('search')}"><form action="/search"><input name="q" placeholder="${c.t('Cari', 'Search')}"><button>${c.t('Cari', 'Search')}</button></form></div>
${navMenu(c)}</header>`;
}

export function breadcrumbs(c, section) {
  return `<div class="${c.cls('breadcrumb')}"><a href="/">${c.t('Beranda', 'Home')}</a> › <a href="/${section.toLowerCase()}">${section}</a></div>`;
}

export function cookieBanner(c) {
  const text = c.t(
    'Kami menggunakan cookie untuk meningkatkan pengalaman Anda, menganalisis lalu lintas, dan menampilkan iklan yang relevan. Dengan melanjutkan, Anda menyetujui kebijakan privasi kami.',
    'We use cookies to improve your experience, analyse traffic and show relevant ads. By continuing to browse, you agree to our privacy policy and use of cookies.',
  );
  const klass = c.rnd() < 0.5 ? 'cookie-banner' : 'consent-popup';
  return `<div class="${c.cls(klass)}" id="${c.rnd() < 0.5 ? 'gdpr' : 'cc-bar'}"><div>${text}</div><button>${c.t('Setuju', 'Accept')}</button><a href="/privacy">${c.t('Pelajari lebih lanjut', 'Learn more')}</a></div>`;
}

export function shareBar(c) {
  return `<div class="${c.cls('share-buttons')}"><span>${c.t('Bagikan', 'Share')}</span> <a href="#fb">Facebook</a> <a href="#tw">Twitter</a> <a href="#wa">WhatsApp</a> <a href="#tg">Telegram</a> <a href="#copy">${c.t('Salin tautan', 'Copy link')}</a></div>`;
}

export function newsletterBox(c) {
  return `<div class="${c.cls('newsletter-signup')}"><h3>${c.t('Dapatkan berita pilihan setiap pagi', 'Get the morning briefing')}</h3><div>${c.t(
    'Daftarkan email Anda dan terima ringkasan berita terpenting hari ini, gratis, langsung di kotak masuk.',
    'Sign up for our newsletter and receive the most important stories of the day, free, straight to your inbox.',
  )}</div><form><input type="email" placeholder="email"><button>${c.t('Daftar', 'Subscribe')}</button></form></div>`;
}

export function authorBox(c, name) {
  return `<div class="${c.cls('author-bio')}"><img src="/avatar/${name.length}.png" width="64" height="64" alt=""><div><strong>${name}</strong><div>${c.t(
    `${name} adalah jurnalis yang meliput isu pendidikan, lingkungan, dan kebijakan publik sejak 2015. Sebelumnya ia bekerja sebagai editor di sebuah majalah mingguan.`,
    `${name} is a reporter covering education, the environment and public policy since 2015. Previously, she worked as an editor at a weekly magazine.`,
  )}</div></div></div>`;
}

export function relatedLinks(c, heading, count = 5) {
  const teasers = c.lang === 'id' ? TEASERS_ID : TEASERS_EN;
  const items = Array.from(
    { length: count },
    (_, i) => teasers[(i + Math.floor(c.rnd() * 8)) % teasers.length],
  );
  return `<div class="${c.cls('related-posts')}"><h3>${heading}</h3><ul>${items
    .map((t, i) => `<li><a href="/read/${i}"><img src="/thumb/${i}.jpg" alt="">${esc(t)}</a></li>`)
    .join('')}</ul></div>`;
}

/** A teaser grid with a sentence under each headline: prose-like, so scoring alone may take it. */
export function teaserGrid(c, heading, count = 4) {
  const teasers = c.lang === 'id' ? TEASERS_ID : TEASERS_EN;
  return `<section class="${c.cls('more-stories')}"><h2>${heading}</h2>${Array.from(
    { length: count },
    (_, i) => {
      const t = teasers[(i * 3 + Math.floor(c.rnd() * 8)) % teasers.length];
      return `<div class="${c.cls('card')}"><a href="/story/${i}"><h3>${esc(t)}</h3></a><div>${c.sentence()}</div><span>${c.t('5 menit baca', '5 min read')}</span></div>`;
    },
  ).join('')}</section>`;
}

export function commentsSection(c, count = 4) {
  const pool = c.lang === 'id' ? COMMENTS_ID : COMMENTS_EN;
  const names = ['Budi S.', 'rina_w', 'Andi Pratama', 'jdoe', 'Sarah K.', 'Made'];
  return `<div class="${c.cls('comments-area')}" id="comments"><h3>${count} ${c.t('Komentar', 'Comments')}</h3><ol class="${c.cls('comment-list')}">${Array.from(
    { length: count },
    (_, i) =>
      `<li class="${c.cls('comment')}"><div class="${c.cls('comment-author')}">${names[i % names.length]}</div><div class="${c.cls('comment-date')}">2 ${c.t('jam lalu', 'hours ago')}</div><div class="${c.cls('comment-content')}"><p>${pool[i % pool.length]} ${pool[(i + 2) % pool.length]}</p></div><a href="#reply">${c.t('Balas', 'Reply')}</a></li>`,
  ).join(
    '',
  )}</ol><form><textarea></textarea><button>${c.t('Kirim komentar', 'Post comment')}</button></form></div>`;
}

export function sidebar(c) {
  const teasers = c.lang === 'id' ? TEASERS_ID : TEASERS_EN;
  return `<aside class="${c.cls('sidebar')}"><div class="${c.cls('widget')}"><h3>${c.t('Terpopuler', 'Most read')}</h3><ol>${teasers
    .slice(0, 5)
    .map((t, i) => `<li><a href="/pop/${i}">${esc(t)}</a></li>`)
    .join('')}</ol></div><div class="${c.cls('ad-slot')}">${c.t('IKLAN', 'Advertisement')}</div></aside>`;
}

export function siteFooter(c, site) {
  return `<footer class="${c.cls('site-footer')}"><div><a href="/about">${c.t('Tentang Kami', 'About us')}</a> <a href="/contact">${c.t('Kontak', 'Contact')}</a> <a href="/privacy">${c.t('Kebijakan Privasi', 'Privacy policy')}</a> <a href="/careers">${c.t('Karier', 'Careers')}</a></div><div>${c.t(
    'Jl. Palmerah Selatan No. 21, Jakarta 10270. Telepon (021) 555-0123.',
    '123 Market Street, Springfield. Call 555-0123.',
  )}</div><div>© 2026 ${site}. ${c.t('Hak cipta dilindungi undang-undang.', 'All rights reserved.')}</div></footer>`;
}

export function adSlot(c) {
  return `<div class="${c.cls('ads-inline')}"><div>${c.t('ADVERTISEMENT', 'ADVERTISEMENT')}</div><div>${c.t('SCROLL TO CONTINUE WITH CONTENT', 'SCROLL TO CONTINUE WITH CONTENT')}</div></div>`;
}

export function readAlso(c) {
  const teasers = c.lang === 'id' ? TEASERS_ID : TEASERS_EN;
  return `<p><strong>${c.t('Baca juga:', 'Read also:')}</strong> <a href="/x/${Math.floor(c.rnd() * 1e5)}">${esc(c.pick(teasers))}</a></p>`;
}

export function pagination(c) {
  return `<div class="${c.cls('pagination')}"><span>${c.t('Halaman', 'Page')}</span> <a href="?page=1">1</a> <a href="?page=2">2</a> <a href="?page=3">3</a> <a href="?page=2">${c.t('Selanjutnya', 'Next')}</a></div>`;
}

export function tagList(c) {
  const tags = c.t(
    ['pendidikan', 'ekonomi', 'jakarta', 'pemerintah'],
    ['education', 'economy', 'city', 'policy'],
  );
  return `<div class="${c.cls('tags')}">${c.t('Tag', 'Tags')}: ${tags.map((x) => `<a href="/tag/${x}">${x}</a>`).join(', ')}</div>`;
}

export function byline(c, author) {
  return `<div class="${c.cls('byline')}"><span>${c.t('Penulis', 'By')}: <a href="/author/x">${author}</a></span> <time datetime="2026-03-04T08:15:00+07:00">${c.t('Rabu, 4 Mar 2026 08:15 WIB', 'March 4, 2026 at 8:15 a.m.')}</time></div>`;
}

export function page({ title, lang, head = '', body }) {
  return `<!DOCTYPE html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${esc(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">${head}
<script>window.dataLayer=window.dataLayer||[];</script><style>.x{color:red}</style></head>
<body>
${body}
<script src="/static/app.js"></script>
</body></html>`;
}

export const headline = (c) => c.sentence().replace(/\.$/, '').split(' ').slice(0, 9).join(' ');
