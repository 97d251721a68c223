// Pages whose text is not a news story: documentation, a product, a forum thread, a government notice and
// a university news item.
import { esc, expectedHtml, renderBlocks } from './article.mjs';
import {
  breadcrumbs,
  cookieBanner,
  page,
  pagination,
  shareBar,
  siteFooter,
  siteHeader,
} from './furniture.mjs';
import { COMMENTS_EN, COMMENTS_ID, TEASERS_EN, TEASERS_ID } from './sentences.mjs';

export const SITE_TEMPLATES = {
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
};
