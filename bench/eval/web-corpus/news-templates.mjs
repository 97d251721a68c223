// News articles and blog posts: Indonesian and English news templates, WordPress, Blogger, a Medium-like post.
import { articleBlocks, esc, expectedHtml, renderBlocks } from './article.mjs';
import {
  adSlot,
  authorBox,
  breadcrumbs,
  byline,
  commentsSection,
  cookieBanner,
  headline,
  navMenu,
  newsletterBox,
  page,
  pagination,
  readAlso,
  relatedLinks,
  shareBar,
  sidebar,
  siteFooter,
  siteHeader,
  tagList,
  teaserGrid,
} from './furniture.mjs';
import { TEASERS_EN, TEASERS_ID } from './sentences.mjs';

export const NEWS_TEMPLATES = {
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
};
