// Our own annotated web corpus: realistic pages of many site shapes, each written with its expected main
// text, in the layout of mozilla/readability's test pages (<name>/source.html and <name>/expected.html) so
// that the same evaluation reads both. Deterministic: the same folder comes out on every machine.
//   node bench/eval/make-web-corpus.mjs [out-dir]     (default ~/.cache/pustaka/web-corpus)
// Shapes: Indonesian and English news templates, WordPress and Blogger blogs, a Medium-like post, a docs
// page, a product page, a forum thread, government and university announcements, a recipe, a listicle, a
// very short article, an article in <div>s without <p>, an article split across sibling blocks, and pages
// carrying comments, related links, share bars, cookie banners, newsletter boxes, author boxes,
// breadcrumbs, tables, figures, code, pagination and lazy-loaded images around the text.
// The expected text is the article as a reader sees it: the title (the page title, kept out here as
// elsewhere), bylines, dates and every piece of furniture are left out; headings, lists, tables, figure
// captions and code inside the article are in.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ENGLISH, INDONESIAN } from './pdf-corpus/sentences.mjs';

/** Sentences only the article bodies use, on top of the PDF corpus's, so pages differ from one another. */
const MORE_ID = [
  'Harga kopi arabika di tingkat petani naik menjadi Rp 85.000 per kilogram pada pekan lalu.',
  'Kepala dinas menjelaskan bahwa program ini akan dievaluasi setiap tiga bulan sekali.',
  'Warga berharap jalan desa yang rusak segera diperbaiki sebelum musim hujan tiba.',
  'Menurut data Badan Pusat Statistik, jumlah wisatawan mancanegara meningkat 12 persen.',
  'Sejumlah sekolah di Jawa Barat mulai menerapkan kurikulum baru secara bertahap.',
  'Ia mengatakan, kerja sama dengan pelaku usaha kecil menjadi kunci pemulihan ekonomi.',
  'Pemerintah kota menyiapkan 40 bus listrik untuk melayani rute baru mulai bulan depan.',
  'Hujan deras sejak sore membuat beberapa ruas jalan tergenang hingga setinggi lutut.',
  'Festival budaya tahunan itu menghadirkan lebih dari 300 penampil dari berbagai daerah.',
  'Pihak rumah sakit memastikan stok obat-obatan aman hingga akhir tahun.',
  'Tim peneliti menemukan spesies anggrek baru di lereng Gunung Halimun.',
  'Bank sentral mempertahankan suku bunga acuan di level 6 persen untuk menjaga stabilitas rupiah.',
  'Para pedagang mengeluhkan sepinya pembeli sejak pasar dipindahkan ke lokasi sementara.',
  'Dalam rapat tersebut, anggota dewan meminta transparansi penggunaan dana desa.',
  'Kegiatan bersih pantai diikuti ratusan relawan dari kalangan pelajar dan mahasiswa.',
];
const MORE_EN = [
  'The city council approved the budget after a debate that lasted more than six hours.',
  'Shipping costs have fallen sharply since the spring, according to industry figures.',
  'Engineers expect the bridge to reopen to traffic by the end of the month.',
  'She said the new policy would make it easier for small businesses to hire apprentices.',
  'Rainfall in the region was forty percent below average for the third year in a row.',
  'The museum will extend its opening hours during the school holidays.',
  'Analysts had forecast a smaller increase, citing weak demand in overseas markets.',
  'Volunteers planted more than two thousand trees along the river bank on Saturday.',
  'The software update fixes a bug that caused some devices to drain their batteries overnight.',
  'Researchers followed the participants for five years and recorded their sleep patterns.',
  'Tickets sold out within minutes, and the organisers promised a second performance.',
  'The report recommends that schools publish their admission criteria in plain language.',
  'Local farmers have switched to drought-resistant varieties of maize and sorghum.',
  'In a statement, the company apologised for the delay and offered refunds to customers.',
  'Construction of the new library is expected to cost around twelve million dollars.',
];
const COMMENTS_ID = [
  'Mantap beritanya, semoga cepat terealisasi ya min.',
  'Kapan ya daerah saya dapat giliran juga, sudah lama menunggu.',
  'Setuju banget, tapi pengawasannya harus ketat biar nggak diselewengkan.',
  'Wah keren, saya dulu pernah ke sana waktu liburan sekolah.',
  'Informasi yang sangat bermanfaat, terima kasih sudah berbagi.',
  'Hmm, saya kurang yakin ini bakal jalan, lihat saja nanti.',
];
const COMMENTS_EN = [
  'Great write-up, thanks for taking the time to explain this so clearly.',
  'I tried this last week and it worked perfectly on my laptop, cheers!',
  'Not sure I agree with the second point, but interesting read overall.',
  'Does anyone know whether this applies to older versions as well?',
  'Bookmarked. I have been looking for something like this for ages.',
  'This is exactly what our team needed, sharing it with everyone now.',
];
const TEASERS_ID = [
  'Daftar Lengkap Libur Nasional dan Cuti Bersama Tahun Depan',
  'Cara Cek Penerima Bantuan Sosial Lewat Ponsel, Simak Langkahnya',
  'Prakiraan Cuaca Hari Ini: Hujan Ringan di Sebagian Wilayah',
  'Harga Emas Antam Turun Tipis Pagi Ini',
  'Timnas Indonesia Bersiap Hadapi Laga Penentuan di Kandang',
  'Viral Warga Temukan Ular Sanca di Plafon Rumah',
  'Kemacetan Panjang Terjadi di Tol Menjelang Akhir Pekan',
  '5 Tempat Wisata Baru yang Ramai Dikunjungi Saat Liburan',
];
const TEASERS_EN = [
  'How to Choose a Laptop for University: A Practical Guide',
  'Why the Housing Market Is Cooling Faster Than Expected',
  'The Best Hiking Trails Within Two Hours of the City',
  'Five Questions to Ask Before Signing a Rental Agreement',
  'Inside the Race to Build Cheaper Batteries',
  'What the New Visa Rules Mean for International Students',
  'A Beginner’s Guide to Growing Tomatoes on a Balcony',
  'Ten Podcasts Worth Your Commute This Autumn',
];

/** A small deterministic generator (mulberry32). */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Everything a page template draws on: its language, its random stream, and how its site names classes. */
function context(seed, lang, naming) {
  const rnd = random(seed);
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const pool = lang === 'id' ? [...INDONESIAN, ...MORE_ID] : [...ENGLISH, ...MORE_EN];
  let hashCounter = Math.floor(rnd() * 1000);
  /** A class name: the semantic one, or what CSS-in-JS and minifiers leave ("css-1x9k2a"). */
  const cls = (semantic) => {
    if (naming === 'semantic') return semantic;
    hashCounter += 7;
    return `css-${(hashCounter * 2654435761).toString(36).slice(-6)} ${naming === 'mixed' ? semantic : ''}`.trim();
  };
  const sentence = () => pick(pool);
  const paragraph = (min = 2, max = 4) => {
    const n = min + Math.floor(rnd() * (max - min + 1));
    return Array.from({ length: n }, sentence).join(' ');
  };
  const t = (id, en) => (lang === 'id' ? id : en);
  return { rnd, pick, cls, sentence, paragraph, t, lang, naming };
}

// ---- the article: blocks written twice, once as the page shows them and once as the expected text ----

/**
 * Article blocks: { p }, { h2 }, { h3 }, { ul: [...] }, { ol: [...] }, { table: [[...]] }, { figure, caption },
 * { code }, { quote }, and { noise: html } for what the page puts inside the article but is not its text
 * ("Baca juga" lines, ad slots, inline newsletter boxes).
 */
function renderBlocks(blocks, c, { paragraphs = 'p' } = {}) {
  return blocks
    .map((b) => {
      if (b.noise) return b.noise;
      if (b.p !== undefined) {
        if (paragraphs === 'p') return `<p>${b.p}</p>`;
        if (paragraphs === 'div') return `<div class="${c.cls('paragraph')}">${b.p}</div>`;
        return `${b.p}<br><br>`; // 'br': loose text broken by line breaks
      }
      if (b.h2) return `<h2>${esc(b.h2)}</h2>`;
      if (b.h3) return `<h3>${esc(b.h3)}</h3>`;
      if (b.ul) return `<ul>${b.ul.map((i) => `<li>${i}</li>`).join('')}</ul>`;
      if (b.ol) return `<ol>${b.ol.map((i) => `<li>${i}</li>`).join('')}</ol>`;
      if (b.table) {
        const [head, ...rows] = b.table;
        return `<table class="${c.cls('table')}"><thead><tr>${head.map((h) => `<th>${esc(h)}</th>`).join('')}</tr></thead><tbody>${rows.map((r) => `<tr>${r.map((d) => `<td>${esc(d)}</td>`).join('')}</tr>`).join('')}</tbody></table>`;
      }
      if (b.figure) {
        const lazy = c.rnd() < 0.5;
        const img = lazy
          ? `<img class="lazyload" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" data-src="${b.figure}" alt="">`
          : `<img src="${b.figure}" width="800" height="450" alt="">`;
        return `<figure class="${c.cls('figure')}">${img}${lazy ? `<noscript><img src="${b.figure}"></noscript>` : ''}<figcaption>${esc(b.caption)}</figcaption></figure>`;
      }
      if (b.code) return `<pre><code class="language-js">${esc(b.code)}</code></pre>`;
      if (b.quote) return `<blockquote><p>${b.quote}</p></blockquote>`;
      throw new Error(`unknown block ${JSON.stringify(b)}`);
    })
    .join('\n');
}

function expectedHtml(blocks) {
  return blocks
    .map((b) => {
      if (b.noise) return '';
      if (b.p !== undefined) return `<p>${b.p}</p>`;
      if (b.h2) return `<h2>${esc(b.h2)}</h2>`;
      if (b.h3) return `<h3>${esc(b.h3)}</h3>`;
      if (b.ul) return `<ul>${b.ul.map((i) => `<li>${i}</li>`).join('')}</ul>`;
      if (b.ol) return `<ol>${b.ol.map((i) => `<li>${i}</li>`).join('')}</ol>`;
      if (b.table)
        return `<table>${b.table.map((r) => `<tr>${r.map((d) => `<td>${esc(d)}</td>`).join('')}</tr>`).join('')}</table>`;
      if (b.figure) return `<figure><figcaption>${esc(b.caption)}</figcaption></figure>`;
      if (b.code) return `<pre>${esc(b.code)}</pre>`;
      if (b.quote) return `<blockquote><p>${b.quote}</p></blockquote>`;
      return '';
    })
    .filter(Boolean)
    .join('\n');
}

/** A news or blog article body: paragraphs, now and then a subheading, a quote or a figure. */
function articleBlocks(c, { paragraphs = 7, subheads = true, figure = true, noise = [] } = {}) {
  const blocks = [];
  for (let i = 0; i < paragraphs; i++) {
    if (subheads && i > 0 && i % 3 === 0) blocks.push({ h2: c.sentence().split(' ').slice(0, 5).join(' ') });
    blocks.push({ p: c.paragraph() });
    if (figure && i === 1) {
      blocks.push({
        figure: `/media/${Math.floor(c.rnd() * 1e6)}.jpg`,
        caption: c.t(
          'Suasana kegiatan warga di lokasi pada Senin pagi. (Foto: Dokumentasi)',
          'Residents gather at the site on Monday morning. Photo: Staff',
        ),
      });
    }
    const extra = noise[i];
    if (extra) blocks.push({ noise: extra });
  }
  return blocks;
}

// ---- furniture ----

function navMenu(c, items = 9) {
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

function siteHeader(c, site) {
  return `<header class="${c.cls('site-header')}"><div class="${c.cls('logo')}"><a href="/">${site}</a></div>
<div class="${c.cls('search')}"><form action="/search"><input name="q" placeholder="${c.t('Cari', 'Search')}"><button>${c.t('Cari', 'Search')}</button></form></div>
${navMenu(c)}</header>`;
}

function breadcrumbs(c, section) {
  return `<div class="${c.cls('breadcrumb')}"><a href="/">${c.t('Beranda', 'Home')}</a> › <a href="/${section.toLowerCase()}">${section}</a></div>`;
}

function cookieBanner(c) {
  const text = c.t(
    'Kami menggunakan cookie untuk meningkatkan pengalaman Anda, menganalisis lalu lintas, dan menampilkan iklan yang relevan. Dengan melanjutkan, Anda menyetujui kebijakan privasi kami.',
    'We use cookies to improve your experience, analyse traffic and show relevant ads. By continuing to browse, you agree to our privacy policy and use of cookies.',
  );
  const klass = c.rnd() < 0.5 ? 'cookie-banner' : 'consent-popup';
  return `<div class="${c.cls(klass)}" id="${c.rnd() < 0.5 ? 'gdpr' : 'cc-bar'}"><div>${text}</div><button>${c.t('Setuju', 'Accept')}</button><a href="/privacy">${c.t('Pelajari lebih lanjut', 'Learn more')}</a></div>`;
}

function shareBar(c) {
  return `<div class="${c.cls('share-buttons')}"><span>${c.t('Bagikan', 'Share')}</span> <a href="#fb">Facebook</a> <a href="#tw">Twitter</a> <a href="#wa">WhatsApp</a> <a href="#tg">Telegram</a> <a href="#copy">${c.t('Salin tautan', 'Copy link')}</a></div>`;
}

function newsletterBox(c) {
  return `<div class="${c.cls('newsletter-signup')}"><h3>${c.t('Dapatkan berita pilihan setiap pagi', 'Get the morning briefing')}</h3><div>${c.t(
    'Daftarkan email Anda dan terima ringkasan berita terpenting hari ini, gratis, langsung di kotak masuk.',
    'Sign up for our newsletter and receive the most important stories of the day, free, straight to your inbox.',
  )}</div><form><input type="email" placeholder="email"><button>${c.t('Daftar', 'Subscribe')}</button></form></div>`;
}

function authorBox(c, name) {
  return `<div class="${c.cls('author-bio')}"><img src="/avatar/${name.length}.png" width="64" height="64" alt=""><div><strong>${name}</strong><div>${c.t(
    `${name} adalah jurnalis yang meliput isu pendidikan, lingkungan, dan kebijakan publik sejak 2015. Sebelumnya ia bekerja sebagai editor di sebuah majalah mingguan.`,
    `${name} is a reporter covering education, the environment and public policy since 2015. Previously, she worked as an editor at a weekly magazine.`,
  )}</div></div></div>`;
}

function relatedLinks(c, heading, count = 5) {
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
function teaserGrid(c, heading, count = 4) {
  const teasers = c.lang === 'id' ? TEASERS_ID : TEASERS_EN;
  return `<section class="${c.cls('more-stories')}"><h2>${heading}</h2>${Array.from(
    { length: count },
    (_, i) => {
      const t = teasers[(i * 3 + Math.floor(c.rnd() * 8)) % teasers.length];
      return `<div class="${c.cls('card')}"><a href="/story/${i}"><h3>${esc(t)}</h3></a><div>${c.sentence()}</div><span>${c.t('5 menit baca', '5 min read')}</span></div>`;
    },
  ).join('')}</section>`;
}

function commentsSection(c, count = 4) {
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

function sidebar(c) {
  const teasers = c.lang === 'id' ? TEASERS_ID : TEASERS_EN;
  return `<aside class="${c.cls('sidebar')}"><div class="${c.cls('widget')}"><h3>${c.t('Terpopuler', 'Most read')}</h3><ol>${teasers
    .slice(0, 5)
    .map((t, i) => `<li><a href="/pop/${i}">${esc(t)}</a></li>`)
    .join('')}</ol></div><div class="${c.cls('ad-slot')}">${c.t('IKLAN', 'Advertisement')}</div></aside>`;
}

function siteFooter(c, site) {
  return `<footer class="${c.cls('site-footer')}"><div><a href="/about">${c.t('Tentang Kami', 'About us')}</a> <a href="/contact">${c.t('Kontak', 'Contact')}</a> <a href="/privacy">${c.t('Kebijakan Privasi', 'Privacy policy')}</a> <a href="/careers">${c.t('Karier', 'Careers')}</a></div><div>${c.t(
    'Jl. Palmerah Selatan No. 21, Jakarta 10270. Telepon (021) 555-0123.',
    '123 Market Street, Springfield. Call 555-0123.',
  )}</div><div>© 2026 ${site}. ${c.t('Hak cipta dilindungi undang-undang.', 'All rights reserved.')}</div></footer>`;
}

function adSlot(c) {
  return `<div class="${c.cls('ads-inline')}"><div>${c.t('ADVERTISEMENT', 'ADVERTISEMENT')}</div><div>${c.t('SCROLL TO CONTINUE WITH CONTENT', 'SCROLL TO CONTINUE WITH CONTENT')}</div></div>`;
}

function readAlso(c) {
  const teasers = c.lang === 'id' ? TEASERS_ID : TEASERS_EN;
  return `<p><strong>${c.t('Baca juga:', 'Read also:')}</strong> <a href="/x/${Math.floor(c.rnd() * 1e5)}">${esc(c.pick(teasers))}</a></p>`;
}

function pagination(c) {
  return `<div class="${c.cls('pagination')}"><span>${c.t('Halaman', 'Page')}</span> <a href="?page=1">1</a> <a href="?page=2">2</a> <a href="?page=3">3</a> <a href="?page=2">${c.t('Selanjutnya', 'Next')}</a></div>`;
}

function tagList(c) {
  const tags = c.t(
    ['pendidikan', 'ekonomi', 'jakarta', 'pemerintah'],
    ['education', 'economy', 'city', 'policy'],
  );
  return `<div class="${c.cls('tags')}">${c.t('Tag', 'Tags')}: ${tags.map((x) => `<a href="/tag/${x}">${x}</a>`).join(', ')}</div>`;
}

function byline(c, author) {
  return `<div class="${c.cls('byline')}"><span>${c.t('Penulis', 'By')}: <a href="/author/x">${author}</a></span> <time datetime="2026-03-04T08:15:00+07:00">${c.t('Rabu, 4 Mar 2026 08:15 WIB', 'March 4, 2026 at 8:15 a.m.')}</time></div>`;
}

function page({ title, lang, head = '', body }) {
  return `<!DOCTYPE html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${esc(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">${head}
<script>window.dataLayer=window.dataLayer||[];</script><style>.x{color:red}</style></head>
<body>
${body}
<script src="/static/app.js"></script>
</body></html>`;
}

const headline = (c) => c.sentence().replace(/\.$/, '').split(' ').slice(0, 9).join(' ');

// ---- the site shapes ----

const TEMPLATES = {
  /** A Kompas-like Indonesian news article: "Baca juga" lines inside, pagination, tags, related, comments. */
  'news-kompas'(c) {
    const title = headline(c);
    const blocks = articleBlocks(c, {
      paragraphs: 8,
      noise: { 1: readAlso(c), 4: readAlso(c), 5: adSlot(c) },
    });
    const body = `${siteHeader(c, 'Kabar Nusantara')}
<div class="${c.cls('container')}"><div class="${c.cls('row')}"><div class="${c.cls('col-bs10-7')}">
${breadcrumbs(c, c.t('Nasional', 'News'))}
<h1 class="${c.cls('read__title')}">${esc(title)}</h1>
${byline(c, 'Rahmat Hidayat')}
${shareBar(c)}
<div class="${c.cls('read__content')}"><div class="${c.cls('clearfix')}">
${renderBlocks(blocks, c)}
</div></div>
${pagination(c)}
${tagList(c)}
${relatedLinks(c, c.t('Berita Terkait', 'Related'))}
${commentsSection(c, 5)}
</div>${sidebar(c)}</div></div>
${siteFooter(c, 'Kabar Nusantara')}${cookieBanner(c)}`;
    return { title, html: page({ title, lang: c.lang, body }), expected: expectedHtml(blocks) };
  },

  /** A Detik-like article whose paragraphs are loose text broken by <br><br>, with ad blocks between. */
  'news-detik'(c) {
    const title = headline(c);
    const blocks = articleBlocks(c, {
      paragraphs: 7,
      subheads: false,
      figure: false,
      noise: { 2: adSlot(c) },
    });
    const body = `${siteHeader(c, 'detak.example')}
<article class="${c.cls('detail')}">
<div class="${c.cls('detail__header')}"><h1 class="${c.cls('detail__title')}">${esc(title)}</h1>${byline(c, 'Tim Redaksi')}</div>
<div class="${c.cls('detail__media')}"><figure><img src="/lead.jpg" width="900" height="500"><figcaption>${c.t('Ilustrasi (Foto: Getty Images)', 'Illustration (Photo: Getty Images)')}</figcaption></figure></div>
<div class="${c.cls('detail__body-text itp_bodycontent')}">
<strong>${c.t('Jakarta', 'Jakarta')}</strong> - ${renderBlocks(blocks, c, { paragraphs: 'br' })}
<div class="${c.cls('detail__body-tag')}">${tagList(c)}</div>
</div>
${shareBar(c)}
</article>
${teaserGrid(c, c.t('Berita Lainnya', 'More news'))}
${siteFooter(c, 'detak.example')}`;
    // The dateline "Jakarta -" opens the first paragraph and the lead image's caption is the page's figure.
    const expected = `<figure><figcaption>${c.t('Ilustrasi (Foto: Getty Images)', 'Illustration (Photo: Getty Images)')}</figcaption></figure><p>Jakarta - </p>${expectedHtml(blocks)}`;
    return { title, html: page({ title, lang: c.lang, body }), expected };
  },

  /** A Tempo-like article with subheads, an inline newsletter box and a "Pilihan Editor" list. */
  'news-tempo'(c) {
    const title = headline(c);
    const blocks = articleBlocks(c, { paragraphs: 9, noise: { 3: newsletterBox(c) } });
    const picks = `<div class="${c.cls('editor-choice')}"><p><strong>${c.t('Pilihan Editor:', 'Editor’s picks:')}</strong></p><ul>${(c.lang ===
    'id'
      ? TEASERS_ID
      : TEASERS_EN
    )
      .slice(0, 3)
      .map((t) => `<li><a href="/p">${esc(t)}</a></li>`)
      .join('')}</ul></div>`;
    const body = `${siteHeader(c, 'Warta Pekan')}
<main><div class="${c.cls('detail-artikel')}">
${breadcrumbs(c, 'Bisnis')}
<h1>${esc(title)}</h1>${byline(c, 'Dewi Lestari')}
<div class="${c.cls('detail-in')}">${renderBlocks(blocks, c)}${picks}</div>
${authorBox(c, 'Dewi Lestari')}
</div></main>${sidebar(c)}
${siteFooter(c, 'Warta Pekan')}${cookieBanner(c)}`;
    return { title, html: page({ title, lang: c.lang, body }), expected: expectedHtml(blocks) };
  },

  /** An English news site built with CSS-in-JS: every paragraph a <div> with a test id, no <p>. */
  'news-div-paragraphs'(c) {
    const title = headline(c);
    const blocks = articleBlocks(c, { paragraphs: 8, subheads: false, noise: { 3: adSlot(c) } });
    const paras = blocks
      .map((b, i) =>
        b.p !== undefined
          ? `<div data-testid="paragraph-${i}" class="${c.cls('text')}">${b.p}</div>`
          : renderBlocks([b], c),
      )
      .join('\n');
    const body = `<div id="__next"><div class="${c.cls('layout')}">${siteHeader(c, 'The Daily Ledger')}
<main class="${c.cls('main')}"><div class="${c.cls('article-wrapper')}">
<h1 data-testid="headline">${esc(title)}</h1>${byline(c, 'Alex Morgan')}
<div class="${c.cls('article-body')}">${paras}</div>
${shareBar(c)}
</div>${teaserGrid(c, c.t('Baca selanjutnya', 'Read next'), 6)}</main>
${siteFooter(c, 'The Daily Ledger')}</div></div>${cookieBanner(c)}`;
    return { title, html: page({ title, lang: c.lang, body }), expected: expectedHtml(blocks) };
  },

  /** A WordPress post: entry-content with blocks, author box, comments, widgets. */
  wordpress(c) {
    const title = headline(c);
    const blocks = [
      ...articleBlocks(c, { paragraphs: 5 }),
      { ul: [c.sentence(), c.sentence(), c.sentence()] },
      ...articleBlocks(c, { paragraphs: 3, figure: false, subheads: false }),
    ];
    const body = `<div id="page" class="site">${siteHeader(c, 'Catatan Kecil')}
<div id="content" class="site-content"><div id="primary" class="content-area"><main id="main" class="site-main">
<article id="post-123" class="post-123 post type-post status-publish hentry">
<header class="entry-header"><h1 class="entry-title">${esc(title)}</h1><div class="entry-meta"><span class="posted-on">${c.t('Diposting pada', 'Posted on')} <time>4 Maret 2026</time></span> <span class="byline">oleh admin</span></div></header>
<div class="entry-content">${renderBlocks(blocks, c)}
<div class="sharedaddy sd-sharing-enabled">${shareBar(c)}</div>
<div id="jp-relatedposts" class="jp-relatedposts">${relatedLinks(c, c.t('Terkait', 'Related'), 3)}</div>
</div>
<footer class="entry-footer"><span class="cat-links">${c.t('Kategori', 'Categories')}: <a href="/c">Umum</a></span> ${tagList(c)}</footer>
</article>
${authorBox(c, 'Sari Wulandari')}
<nav class="navigation post-navigation"><a href="/prev">← ${esc(c.pick(c.lang === 'id' ? TEASERS_ID : TEASERS_EN))}</a> <a href="/next">${esc(c.pick(c.lang === 'id' ? TEASERS_ID : TEASERS_EN))} →</a></nav>
${commentsSection(c, 6)}
</main></div>
<div id="secondary" class="widget-area">${sidebar(c)}<section class="widget widget_archive"><h2>Arsip</h2><ul><li><a href="/2026/03">Maret 2026</a></li><li><a href="/2026/02">Februari 2026</a></li></ul></section></div>
</div>${siteFooter(c, 'Catatan Kecil')}</div>`;
    return { title, html: page({ title, lang: c.lang, body }), expected: expectedHtml(blocks) };
  },

  /** A Blogger post: loose text with <br>s and separator images, a sidebar of labels and an archive. */
  blogger(c) {
    const title = headline(c);
    const blocks = articleBlocks(c, { paragraphs: 6, subheads: false, figure: false });
    const html = blocks
      .map((b, i) =>
        i === 2
          ? `<div class="separator" style="clear: both; text-align: center;"><a href="/img.jpg"><img border="0" src="/img.jpg" width="400" height="300"></a></div>${b.p}<br><br>`
          : `${b.p}<br><br>`,
      )
      .join('\n');
    const body = `<div class="outer-wrapper"><div class="header-outer"><div class="header section" id="header"><h1 class="title"><a href="/">Dapur Cerita</a></h1><p class="description">Catatan sehari-hari</p></div></div>
<div class="tabs-outer">${navMenu(c, 6)}</div>
<div class="main-outer"><div class="main section" id="main"><div class="widget Blog"><div class="blog-posts hfeed">
<div class="date-outer"><h2 class="date-header"><span>Rabu, 04 Maret 2026</span></h2>
<div class="post hentry"><h3 class="post-title entry-title">${esc(title)}</h3>
<div class="post-header"></div>
<div class="post-body entry-content" id="post-body-1234">${html}</div>
<div class="post-footer"><span class="post-author vcard">Diposkan oleh Nina</span> <span class="post-labels">Label: <a href="/l">cerita</a></span>${shareBar(c)}</div>
</div></div></div>
<div class="comments" id="comments"><h4>3 komentar:</h4>${commentsSection(c, 3)}</div>
<div class="blog-pager" id="blog-pager"><a class="blog-pager-newer-link" href="/n">Posting Lebih Baru</a> <a class="home-link" href="/">Beranda</a></div>
</div></div></div>
<div class="sidebar-outer"><div class="sidebar section"><div class="widget Label"><h2>Label</h2><ul><li><a href="/a">cerita</a> (12)</li><li><a href="/b">resep</a> (8)</li></ul></div><div class="widget BlogArchive"><h2>Arsip Blog</h2><ul><li><a href="/2026">2026</a> (20)</li></ul></div></div></div>
<div class="footer-outer">Tema Sederhana. Diberdayakan oleh Blogger.</div></div>`;
    return { title, html: page({ title, lang: c.lang, body }), expected: expectedHtml(blocks) };
  },

  /** A Medium-like post: hashed classes, claps and follow buttons, long recommendation teasers. */
  medium(c) {
    const title = headline(c);
    const blocks = [
      ...articleBlocks(c, { paragraphs: 6 }),
      { quote: c.sentence() },
      ...articleBlocks(c, { paragraphs: 3, figure: false, subheads: false }),
    ];
    const body = `<div id="root"><div class="${c.cls('a b c')}">${navMenu(c, 4)}</div>
<article><div class="${c.cls('l')}"><section><div class="${c.cls('ab ac')}"><div class="${c.cls('ai')}">
<h1 data-testid="storyTitle">${esc(title)}</h1>
<div class="${c.cls('pw-author')}"><a href="/@x">Jamie Lee</a> <button>Follow</button> <span>7 min read</span> · <span>Mar 4, 2026</span></div>
<div class="${c.cls('claps')}"><button>👏</button> 1.2K <button>💬</button> 18</div>
${renderBlocks(blocks, c).replace(/<p>/g, `<p class="pw-post-body-paragraph ${c.cls('ko kp')}">`)}
</div></div></section></div></article>
<div class="${c.cls('pw-claps')}">1.2K claps · 18 responses</div>
<div class="${c.cls('mo')}"><h2>More from Jamie Lee</h2>${Array.from({ length: 4 }, (_, i) => `<div class="${c.cls('rec')}"><a href="/r${i}"><h2>${esc(c.pick(TEASERS_EN))}</h2><h3>${c.sentence()} ${c.sentence()}</h3></a><span>5 min read</span></div>`).join('')}</div>
<div class="${c.cls('mi')}"><h2>Recommended from Medium</h2>${Array.from({ length: 3 }, (_, i) => `<div class="${c.cls('rec')}"><a href="/q${i}"><h2>${esc(c.pick(TEASERS_EN))}</h2><h3>${c.sentence()}</h3></a></div>`).join('')}</div>
</div>`;
    return { title, html: page({ title, lang: c.lang, body }), expected: expectedHtml(blocks) };
  },

  /** A documentation page: long side navigation, code blocks, a table, admonition, prev/next and a TOC. */
  docs(c) {
    const title = c.t('Mengonfigurasi Penyimpanan', 'Configuring storage');
    const blocks = [
      { p: c.paragraph(2, 3) },
      { h2: c.t('Instalasi', 'Installation') },
      { p: c.t('Pasang paket dengan perintah berikut:', 'Install the package with the following command:') },
      { code: 'npm install @example/storage --save' },
      { h2: c.t('Pilihan', 'Options') },
      {
        table: [
          [
            c.t('Nama', 'Name'),
            c.t('Jenis', 'Type'),
            c.t('Bawaan', 'Default'),
            c.t('Keterangan', 'Description'),
          ],
          ['root', 'string', './data', c.t('Folder tempat berkas disimpan', 'Folder where files are kept')],
          [
            'maxSize',
            'number',
            '10485760',
            c.t('Ukuran berkas terbesar dalam bita', 'Largest file size in bytes'),
          ],
          [
            'public',
            'boolean',
            'false',
            c.t('Apakah berkas bisa diunduh tanpa login', 'Whether files can be downloaded without login'),
          ],
        ],
      },
      { p: c.paragraph(2, 3) },
      { h3: c.t('Contoh', 'Example') },
      {
        code: "import { createStorage } from '@example/storage';\n\nconst storage = createStorage({ root: './data', maxSize: 10_000_000 });\nawait storage.put('notes.txt', 'hello');",
      },
      { p: c.paragraph(1, 2) },
      { ul: [c.sentence(), c.sentence()] },
    ];
    const sideItems = c.t(
      [
        'Pengantar',
        'Mulai cepat',
        'Instalasi',
        'Konfigurasi',
        'Penyimpanan',
        'Autentikasi',
        'Basis data',
        'Antrean',
        'Pengujian',
        'Penerapan',
        'Referensi API',
        'FAQ',
        'Catatan rilis',
      ],
      [
        'Introduction',
        'Quick start',
        'Installation',
        'Configuration',
        'Storage',
        'Authentication',
        'Database',
        'Queues',
        'Testing',
        'Deployment',
        'API reference',
        'FAQ',
        'Release notes',
      ],
    );
    const body = `<div class="${c.cls('navbar')}"><a href="/">ExampleKit</a> <a href="/docs">Docs</a> <a href="/blog">Blog</a> <a href="https://git.example/x">GitHub</a><input placeholder="Search docs"></div>
<div class="${c.cls('docs-wrapper')}"><div class="${c.cls('docs-sidebar')}"><ul>${sideItems.map((s) => `<li><a href="/docs/${s.length}">${s}</a></li>`).join('')}</ul></div>
<main class="${c.cls('docMainContainer')}"><div class="${c.cls('row')}"><div class="${c.cls('col')}">
${breadcrumbs(c, 'Docs')}
<article><div class="${c.cls('theme-doc-markdown markdown')}"><header><h1>${esc(title)}</h1></header>
${renderBlocks(blocks.slice(0, 6), c)}
<div class="${c.cls('admonition admonition-note')}"><div class="${c.cls('admonition-heading')}">${c.t('Catatan', 'Note')}</div><div class="${c.cls('admonition-content')}"><p>${blocks[6].p}</p></div></div>
${renderBlocks(blocks.slice(7), c)}
</div></article>
<div class="${c.cls('theme-doc-footer')}"><a href="/edit">${c.t('Sunting halaman ini', 'Edit this page')}</a> <span>${c.t('Terakhir diperbarui 4 Mar 2026', 'Last updated on Mar 4, 2026')}</span></div>
<nav class="${c.cls('pagination-nav')}"><a href="/prev"><div>${c.t('Sebelumnya', 'Previous')}</div><div>${sideItems[3]}</div></a><a href="/next"><div>${c.t('Berikutnya', 'Next')}</div><div>${sideItems[5]}</div></a></nav>
</div><div class="${c.cls('col col--3')}"><div class="${c.cls('tableOfContents')}"><ul><li><a href="#i">${c.t('Instalasi', 'Installation')}</a></li><li><a href="#o">${c.t('Pilihan', 'Options')}</a></li></ul></div></div></div></main></div>
<footer class="${c.cls('footer')}">Copyright © 2026 ExampleKit.</footer>`;
    return { title, html: page({ title, lang: c.lang, body }), expected: expectedHtml(blocks) };
  },

  /** A product page: price and buttons, a description and a spec table, reviews, similar products. */
  product(c) {
    const title = c.t('Tas Ransel Kanvas Anti Air 25L', 'Waterproof Canvas Backpack 25L');
    const blocks = [
      { h2: c.t('Deskripsi Produk', 'Product description') },
      {
        p: c.t(
          'Tas ransel kanvas ini dibuat dari bahan tebal berlapis anti air, cocok untuk kuliah, kerja, maupun perjalanan singkat.',
          'This canvas backpack is made of thick, water-resistant fabric, suitable for university, work and short trips.',
        ),
      },
      { p: c.paragraph(2, 3) },
      {
        ul: c.t(
          ['Kapasitas 25 liter', 'Slot laptop hingga 15 inci', 'Resleting YKK', 'Garansi 1 tahun'],
          ['25-litre capacity', 'Laptop sleeve up to 15 inches', 'YKK zips', 'One-year warranty'],
        ),
      },
      {
        table: [
          [c.t('Spesifikasi', 'Specification'), c.t('Nilai', 'Value')],
          [c.t('Bahan', 'Material'), c.t('Kanvas 16 oz', '16 oz canvas')],
          [c.t('Ukuran', 'Size'), '45 × 30 × 15 cm'],
          [c.t('Berat', 'Weight'), '850 g'],
        ],
      },
    ];
    const reviews = Array.from(
      { length: 4 },
      (_, i) =>
        `<div class="${c.cls('review')}"><div>${'★'.repeat(4 + (i % 2))}</div><div>${['Rina', 'Bayu', 'Tono', 'Lia'][i]}</div><div class="${c.cls('review-text')}">${(c.lang === 'id' ? COMMENTS_ID : COMMENTS_EN)[i]}</div></div>`,
    ).join('');
    const body = `${siteHeader(c, 'Toko Kita')}${breadcrumbs(c, c.t('Tas', 'Bags'))}
<div class="${c.cls('product-page')}"><div class="${c.cls('product-gallery')}"><img src="/p/1.jpg" width="600" height="600"><img src="/p/2.jpg" width="80" height="80"><img src="/p/3.jpg" width="80" height="80"></div>
<div class="${c.cls('product-info')}"><h1>${esc(title)}</h1><div class="${c.cls('price')}">Rp 289.000 <del>Rp 350.000</del></div><div>${c.t('Terjual 1,2 rb', '1.2k sold')} · ★ 4.8 (320 ${c.t('ulasan', 'reviews')})</div>
<div class="${c.cls('variants')}"><button>${c.t('Hitam', 'Black')}</button><button>${c.t('Cokelat', 'Brown')}</button></div>
<div class="${c.cls('qty')}"><button>-</button><input value="1"><button>+</button></div><button>${c.t('+ Keranjang', 'Add to cart')}</button><button>${c.t('Beli Langsung', 'Buy now')}</button>
${shareBar(c)}</div></div>
<div class="${c.cls('product-tabs')}"><div class="${c.cls('tab-content')}">${renderBlocks(blocks, c)}</div></div>
<div class="${c.cls('reviews')}"><h2>${c.t('Ulasan Pembeli', 'Customer reviews')}</h2>${reviews}</div>
<div class="${c.cls('similar-products')}"><h2>${c.t('Produk Serupa', 'You may also like')}</h2>${Array.from({ length: 5 }, (_, i) => `<a href="/p/${i}"><img src="/t/${i}.jpg"><div>${c.t('Tas Selempang', 'Sling bag')} ${i + 1}</div><div>Rp ${150 + i * 20}.000</div></a>`).join('')}</div>
${siteFooter(c, 'Toko Kita')}${cookieBanner(c)}`;
    return { title, html: page({ title, lang: c.lang, body }), expected: expectedHtml(blocks) };
  },

  /** A forum thread: the posts are the text; user panels, signatures and the reply box are not. */
  forum(c) {
    const title = c.t(
      'Tanya: laptop untuk kuliah desain di bawah 10 juta?',
      'Question: a laptop for design school under $800?',
    );
    const posts = Array.from({ length: 5 }, () => c.paragraph(1, 3));
    const users = ['kucing_oren', 'raka88', 'm.fadli', 'nonik', 'budi_dev'];
    const postHtml = posts
      .map(
        (
          p,
          i,
        ) => `<div class="${c.cls('post')}" id="post-${i}"><div class="${c.cls('postprofile')}"><a href="/u/${i}">${users[i]}</a><div>${c.t('Bergabung', 'Joined')}: 2019</div><div>${c.t('Pesan', 'Posts')}: ${120 + i * 37}</div></div>
<div class="${c.cls('postbody')}"><div class="${c.cls('author')}">#${i + 1} · ${c.t('4 Mar 2026', 'Mar 4, 2026')}</div><div class="${c.cls('content')}">${p}</div>
<div class="${c.cls('signature')}">${c.t('-- salam dari Bandung', '-- sent from my phone')}</div></div>
<ul class="${c.cls('post-buttons')}"><li><a href="#q">${c.t('Kutip', 'Quote')}</a></li><li><a href="#r">${c.t('Laporkan', 'Report')}</a></li></ul></div>`,
      )
      .join('\n');
    const body = `${siteHeader(c, 'Forum Warga')}${breadcrumbs(c, c.t('Teknologi', 'Technology'))}
<div class="${c.cls('topic')}"><h1>${esc(title)}</h1><div class="${c.cls('action-bar')}"><a href="/reply">${c.t('Balas', 'Reply')}</a> ${pagination(c)}</div>
${postHtml}
<div class="${c.cls('action-bar')}">${pagination(c)}</div></div>
<div class="${c.cls('quick-reply')}"><h3>${c.t('Balasan cepat', 'Quick reply')}</h3><form><textarea></textarea><button>${c.t('Kirim', 'Submit')}</button></form></div>
<div class="${c.cls('stat-block')}">${c.t('Pengguna yang sedang melihat: 3 anggota, 12 tamu', 'Users browsing: 3 members, 12 guests')}</div>
${siteFooter(c, 'Forum Warga')}`;
    return {
      title,
      html: page({ title, lang: c.lang, body }),
      expected: posts.map((p) => `<p>${p}</p>`).join('\n'),
    };
  },

  /** A government announcement on an old template: layout tables, text in <div>s, an attachment link. */
  government(c) {
    const title = c.t(
      'Pengumuman Seleksi Penerimaan Pegawai Tahun 2026',
      'Announcement: 2026 civil service recruitment',
    );
    const blocks = [
      {
        p: c.t(
          'Dalam rangka memenuhi kebutuhan pegawai, dengan ini diumumkan jadwal seleksi penerimaan sebagai berikut:',
          'To meet staffing needs, the selection schedule is hereby announced as follows:',
        ),
      },
      {
        table: [
          ['No', c.t('Kegiatan', 'Activity'), c.t('Tanggal', 'Date')],
          ['1', c.t('Pendaftaran daring', 'Online registration'), '1 – 15 April 2026'],
          ['2', c.t('Seleksi administrasi', 'Document check'), '16 – 20 April 2026'],
          ['3', c.t('Ujian tertulis', 'Written test'), '27 April 2026'],
          ['4', c.t('Pengumuman akhir', 'Final results'), '8 Mei 2026'],
        ],
      },
      { p: c.paragraph(2, 3) },
      { p: c.paragraph(1, 2) },
    ];
    const divs = blocks
      .map((b) => (b.p !== undefined ? `<div>${b.p}</div>` : renderBlocks([b], c)))
      .join('\n');
    const body = `<table width="100%" cellpadding="0" cellspacing="0"><tr><td colspan="2"><img src="/banner.jpg" width="980" height="120" alt="${c.t('Pemerintah Kabupaten', 'County Government')}"></td></tr>
<tr><td width="200" valign="top" class="menu-kiri"><ul>${['Profil', 'Visi Misi', 'Struktur Organisasi', 'Berita', 'Pengumuman', 'Layanan', 'PPID', 'Kontak'].map((m) => `<li><a href="/${m.length}">${m}</a></li>`).join('')}</ul><div class="${c.cls('counter')}">${c.t('Pengunjung hari ini', 'Visitors today')}: 1.204</div></td>
<td valign="top"><div class="${c.cls('judul')}"><h2>${esc(title)}</h2></div><div class="${c.cls('tanggal')}">${c.t('Diterbitkan', 'Published')}: 25 Maret 2026 | ${c.t('Dibaca', 'Read')}: 3.412 kali</div>
<div class="${c.cls('isi')}">${divs}
<div>${c.t('Ditetapkan di', 'Issued at')}: Sleman</div></div>
<div class="${c.cls('lampiran')}"><a href="/files/pengumuman.pdf">${c.t('Unduh lampiran (PDF, 240 KB)', 'Download attachment (PDF, 240 KB)')}</a></div>
<div class="${c.cls('berita-lain')}"><b>${c.t('Pengumuman Lainnya', 'Other announcements')}</b><ul><li><a href="/a">${c.t('Jadwal Pelayanan Selama Libur Lebaran', 'Office hours during the holidays')}</a></li><li><a href="/b">${c.t('Hasil Seleksi Administrasi Beasiswa Daerah', 'Scholarship document check results')}</a></li></ul></div>
</td></tr><tr><td colspan="2" class="${c.cls('kaki')}">${c.t('Dinas Komunikasi dan Informatika. Jl. Parasamya No. 1, Beran, Tridadi.', 'Department of Communication. 1 Parasamya Road.')}</td></tr></table>`;
    // The closing "Issued at" line is part of the announcement.
    return {
      title,
      html: page({ title, lang: c.lang, body }),
      expected: `${expectedHtml(blocks)}<p>${c.t('Ditetapkan di', 'Issued at')}: Sleman</p>`,
    };
  },

  /** A university news item: very short, with a big menu, a sidebar of other news and a footer. */
  university(c) {
    const title = c.t(
      'Mahasiswa Raih Juara Lomba Karya Tulis Nasional',
      'Students win national essay competition',
    );
    const blocks = [{ p: c.paragraph(2, 3) }, { p: c.paragraph(1, 2) }];
    const body = `<div class="${c.cls('topbar')}"><a href="/id">ID</a> | <a href="/en">EN</a> <a href="/portal">Portal</a> <a href="/email">Email</a> <a href="/library">${c.t('Perpustakaan', 'Library')}</a></div>
${siteHeader(c, c.t('Universitas Contoh', 'Example University'))}
<div class="${c.cls('megamenu')}">${['Fakultas', 'Program Studi', 'Penelitian', 'Pengabdian', 'Kemahasiswaan', 'Alumni', 'Kerja Sama', 'Berita', 'Agenda', 'Unduhan'].map((x) => `<a href="/${x.length}">${x}</a>`).join(' ')}</div>
<div class="${c.cls('page-content')}"><div class="${c.cls('news-detail')}"><h1>${esc(title)}</h1><div class="${c.cls('meta')}">Humas · 3 Mar 2026</div>
<div class="${c.cls('news-text')}">${renderBlocks(blocks, c)}</div>${shareBar(c)}</div>
<div class="${c.cls('news-sidebar')}"><h4>${c.t('Berita Lainnya', 'Other news')}</h4>${(c.lang === 'id'
      ? TEASERS_ID
      : TEASERS_EN
    )
      .slice(0, 6)
      .map((t) => `<div><a href="/n">${esc(t)}</a><small>2 Mar 2026</small></div>`)
      .join('')}</div></div>
${siteFooter(c, c.t('Universitas Contoh', 'Example University'))}`;
    return { title, html: page({ title, lang: c.lang, body }), expected: expectedHtml(blocks) };
  },

  /** A recipe: story, a recipe card with times, ingredients and steps, print and jump buttons, ratings. */
  recipe(c) {
    const title = c.t('Resep Soto Ayam Kuah Kuning', 'Chicken soup with turmeric');
    const story = articleBlocks(c, { paragraphs: 3, subheads: false, figure: false });
    const card = [
      { h2: c.t('Bahan', 'Ingredients') },
      {
        ul: c.t(
          [
            '1 ekor ayam kampung, potong 4',
            '2 liter air',
            '3 lembar daun salam',
            '2 batang serai, memarkan',
            '1 sdt garam',
          ],
          [
            '1 whole chicken, quartered',
            '2 litres of water',
            '3 bay leaves',
            '2 stalks of lemongrass, bruised',
            '1 tsp salt',
          ],
        ),
      },
      { h2: c.t('Cara Membuat', 'Method') },
      {
        ol: c.t(
          [
            'Rebus ayam bersama daun salam dan serai hingga empuk.',
            'Tumis bumbu halus sampai harum, lalu masukkan ke dalam rebusan.',
            'Angkat ayam, suwir dagingnya, dan sajikan dengan kuah panas.',
          ],
          [
            'Simmer the chicken with the bay leaves and lemongrass until tender.',
            'Fry the spice paste until fragrant, then stir it into the broth.',
            'Lift out the chicken, shred the meat and serve with the hot broth.',
          ],
        ),
      },
    ];
    // The recipe card's times and servings are part of the recipe; its star rating is a widget.
    const meta = `<span>${c.t('Persiapan', 'Prep')}: 15 ${c.t('menit', 'mins')}</span> <span>${c.t('Memasak', 'Cook')}: 60 ${c.t('menit', 'mins')}</span> <span>${c.t('Porsi', 'Servings')}: 6</span>`;
    const body = `${siteHeader(c, 'Dapur Ibu')}${breadcrumbs(c, c.t('Resep', 'Recipes'))}
<div class="${c.cls('recipe-post')}"><h1>${esc(title)}</h1>${byline(c, 'Bu Ani')}<a class="${c.cls('jump-to-recipe')}" href="#recipe">${c.t('Langsung ke resep', 'Jump to recipe')}</a> <a href="/print">${c.t('Cetak', 'Print')}</a>
<div class="${c.cls('entry-content')}">${renderBlocks(story, c)}${adSlot(c)}
<div class="${c.cls('wprm-recipe-container')}" id="recipe"><div class="${c.cls('wprm-recipe-meta')}">${meta}</div>
${renderBlocks(card, c)}
<div class="${c.cls('wprm-rating')}">★★★★★ 4.9 ${c.t('dari 87 suara', 'from 87 votes')}</div></div></div>
${newsletterBox(c)}${commentsSection(c, 4)}</div>${sidebar(c)}${siteFooter(c, 'Dapur Ibu')}`;
    return {
      title,
      html: page({ title, lang: c.lang, body }),
      expected: `${expectedHtml(story)}<p>${meta}</p>${expectedHtml(card)}`,
    };
  },

  /** A listicle: numbered sections, each an image, a heading and a paragraph, with ads between them. */
  listicle(c) {
    const title = c.t(
      '7 Kebiasaan Kecil yang Membuat Belajar Lebih Efektif',
      '7 small habits that make studying more effective',
    );
    const intro = { p: c.paragraph(2, 3) };
    const items = Array.from({ length: 7 }, (_, i) => ({
      h2: `${i + 1}. ${c.sentence().split(' ').slice(0, 4).join(' ')}`,
      p: c.paragraph(1, 3),
    }));
    const sections = items
      .map(
        (it, i) =>
          `<div class="${c.cls('listicle-item')}"><img data-src="/l/${i}.jpg" class="lazy" alt=""><h2>${esc(it.h2)}</h2><p>${it.p}</p></div>${i % 3 === 1 ? adSlot(c) : ''}`,
      )
      .join('\n');
    const body = `${siteHeader(c, 'Hidup Sehat')}
<div class="${c.cls('article')}"><h1>${esc(title)}</h1>${byline(c, 'Redaksi')}<p>${intro.p}</p></div>
${sections}
<div class="${c.cls('article-end')}">${shareBar(c)}${relatedLinks(c, c.t('Artikel Terkait', 'Related articles'))}</div>
${siteFooter(c, 'Hidup Sehat')}${cookieBanner(c)}`;
    const expected = [`<p>${intro.p}</p>`, ...items.map((it) => `<h2>${esc(it.h2)}</h2><p>${it.p}</p>`)].join(
      '\n',
    );
    return { title, html: page({ title, lang: c.lang, body }), expected };
  },

  /** A very short article: two short paragraphs in a heavy page. */
  'very-short'(c) {
    const title = headline(c);
    const blocks = [{ p: c.sentence() + ' ' + c.sentence() }, { p: c.sentence() }];
    const body = `${siteHeader(c, 'Info Kilat')}${breadcrumbs(c, 'Kilas')}
<div class="${c.cls('content-wrap')}"><h1>${esc(title)}</h1>${byline(c, 'Tim')}<div class="${c.cls('text-content')}">${renderBlocks(blocks, c)}</div>${shareBar(c)}</div>
${teaserGrid(c, c.t('Terkini', 'Latest'), 5)}${relatedLinks(c, c.t('Populer', 'Popular'), 6)}
${siteFooter(c, 'Info Kilat')}${cookieBanner(c)}`;
    return { title, html: page({ title, lang: c.lang, body }), expected: expectedHtml(blocks) };
  },

  /** A long read whose sections are sibling blocks, separated by ad slots and a newsletter box. */
  'split-sections'(c) {
    const title = headline(c);
    const parts = [
      articleBlocks(c, { paragraphs: 3, subheads: false }),
      [{ h2: headline(c) }, ...articleBlocks(c, { paragraphs: 3, figure: false, subheads: false })],
      [{ h2: headline(c) }, ...articleBlocks(c, { paragraphs: 2, figure: false, subheads: false })],
    ];
    const body = `${siteHeader(c, 'Majalah Ruang')}
<div class="${c.cls('story')}"><h1>${esc(title)}</h1>${byline(c, 'Intan')}
<div class="${c.cls('story-part')}">${renderBlocks(parts[0], c)}</div>
${adSlot(c)}
<div class="${c.cls('story-part')}">${renderBlocks(parts[1], c)}</div>
${newsletterBox(c)}
<div class="${c.cls('story-part')}">${renderBlocks(parts[2], c)}</div>
${authorBox(c, 'Intan Permata')}</div>
${teaserGrid(c, c.t('Bacaan Lain', 'More reading'))}${siteFooter(c, 'Majalah Ruang')}`;
    return { title, html: page({ title, lang: c.lang, body }), expected: expectedHtml(parts.flat()) };
  },

  /** A technical blog post with code blocks and a table, comments and a "related posts" teaser grid. */
  'tech-blog'(c) {
    const title = c.t(
      'Mempercepat Kueri PostgreSQL dengan Indeks Parsial',
      'Speeding up PostgreSQL queries with partial indexes',
    );
    const blocks = [
      { p: c.paragraph(2, 3) },
      { h2: c.t('Masalahnya', 'The problem') },
      { p: c.paragraph(2, 3) },
      { code: "SELECT id, title FROM orders\nWHERE status = 'pending'\nORDER BY created_at DESC\nLIMIT 20;" },
      { p: c.paragraph(1, 2) },
      { h2: c.t('Solusinya', 'The fix') },
      { code: "CREATE INDEX orders_pending_idx ON orders (created_at DESC)\nWHERE status = 'pending';" },
      {
        table: [
          [c.t('Versi', 'Version'), c.t('Waktu', 'Time')],
          [c.t('Tanpa indeks', 'No index'), '840 ms'],
          [c.t('Indeks parsial', 'Partial index'), '3 ms'],
        ],
      },
      { p: c.paragraph(2, 3) },
    ];
    const body = `${siteHeader(c, 'Catatan Dev')}
<main><article class="${c.cls('post')}"><h1>${esc(title)}</h1>${byline(c, 'Yoga')}
<div class="${c.cls('toc')}"><b>${c.t('Daftar isi', 'Contents')}</b><ul><li><a href="#a">${c.t('Masalahnya', 'The problem')}</a></li><li><a href="#b">${c.t('Solusinya', 'The fix')}</a></li></ul></div>
<div class="${c.cls('post-content')}">${renderBlocks(blocks, c)}</div>
${tagList(c)}${shareBar(c)}</article>
${teaserGrid(c, c.t('Tulisan terkait', 'Related posts'), 3)}${commentsSection(c, 3)}</main>
${siteFooter(c, 'Catatan Dev')}`;
    return { title, html: page({ title, lang: c.lang, body }), expected: expectedHtml(blocks) };
  },

  /** An article whose whole text sits in nested <div>s and <span>s, no <p> anywhere. */
  'div-only'(c) {
    const title = headline(c);
    const blocks = articleBlocks(c, { paragraphs: 6, subheads: false, figure: false });
    const inner = blocks
      .map(
        (b) => `<div class="${c.cls('row')}"><div class="${c.cls('cell')}"><span>${b.p}</span></div></div>`,
      )
      .join('\n');
    const body = `<div class="${c.cls('app')}"><div class="${c.cls('top')}">${navMenu(c, 7)}</div>
<div class="${c.cls('wrap')}"><div class="${c.cls('left')}"><div class="${c.cls('h')}">${esc(title)}</div><div class="${c.cls('meta')}">${c.t('4 Maret 2026', 'March 4, 2026')}</div>
<div class="${c.cls('body')}">${inner}</div></div>
<div class="${c.cls('right')}">${(c.lang === 'id' ? TEASERS_ID : TEASERS_EN)
      .slice(0, 6)
      .map((t) => `<div><a href="/t">${esc(t)}</a></div>`)
      .join('')}</div></div>
<div class="${c.cls('bottom')}">© 2026 ${c.t('Semua hak dilindungi', 'All rights reserved')}. <a href="/p">${c.t('Privasi', 'Privacy')}</a></div></div>`;
    return { title, html: page({ title, lang: c.lang, body }), expected: expectedHtml(blocks) };
  },
};

/** Each shape twice or more: in both languages and with semantic and hashed class names. */
const VARIANTS = [
  ['id', 'semantic'],
  ['en', 'hashed'],
  ['id', 'mixed'],
];

export function makeWebCorpus(outDir) {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  let seed = 20260304;
  const names = [];
  for (const [shape, template] of Object.entries(TEMPLATES)) {
    for (const [lang, naming] of VARIANTS) {
      const c = context(seed++, lang, naming);
      const { html, expected } = template(c);
      const name = `${shape}-${lang}-${naming}`;
      mkdirSync(path.join(outDir, name));
      writeFileSync(path.join(outDir, name, 'source.html'), html);
      writeFileSync(path.join(outDir, name, 'expected.html'), `<div>${expected}</div>\n`);
      names.push(name);
    }
  }
  return names;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const out = path.resolve(process.argv[2] ?? path.join(homedir(), '.cache/pustaka/web-corpus'));
  const names = makeWebCorpus(out);
  console.log(`${names.length} pages written to ${out}`);
}
