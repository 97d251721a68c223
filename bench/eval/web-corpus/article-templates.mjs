// Article forms: a recipe, a listicle, a very short article, a long read in sibling blocks, a technical
// blog post and an article without <p>.
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
  relatedLinks,
  shareBar,
  sidebar,
  siteFooter,
  siteHeader,
  tagList,
  teaserGrid,
} from './furniture.mjs';
import { TEASERS_EN, TEASERS_ID } from './sentences.mjs';

export const ARTICLE_TEMPLATES = {
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
    const blocks = [{ p: `${c.sentence()} ${c.sentence()}` }, { p: c.sentence() }];
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
