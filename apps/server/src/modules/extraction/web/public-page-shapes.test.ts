import { describe, expect, it } from 'vitest';
import { extractWebPage } from './index.ts';
import { ENGLISH_PARAGRAPHS, INDONESIAN_PARAGRAPHS, paragraphs } from './test-pages.ts';

/**
 * Shapes of public pages that nobody here wrote, each as a small page of our own: the whitespace of inline
 * elements, galleries around an article, teaser JSON-LD, paywall wrappers and embedded posts.
 */
const url = 'https://portal.example/2026/11/story.html';

function page(body: string, head = ''): string {
  return `<!doctype html><html><head><title>Story | Portal</title>${head}</head><body>
<nav><a href="/">Home</a> <a href="/news">News</a></nav>${body}
<footer><p>Copyright Portal.</p></footer></body></html>`;
}

describe('extractWebPage: whitespace at the end of an inline element', () => {
  const html = page(`<article>
    <p>A <a href="/florida">Florida Man </a>will go to trial next week, and the judge, the clerk and the jury are ready for it.</p>
    <p>He said it was <em>not </em>his boat, and he said it <strong>twice </strong>to the officers who stopped him on the river.</p>
    ${paragraphs(ENGLISH_PARAGRAPHS)}</article>`);

  it('keeps the space between the link or emphasis and the next word, in text, Markdown and HTML', () => {
    const result = extractWebPage(html, { url });
    expect(result.text).toContain('A Florida Man will go to trial');
    expect(result.text).toContain('it was not his boat, and he said it twice to the officers');
    expect(result.markdown).toContain('A [Florida Man](https://portal.example/florida) will go');
    expect(result.markdown).toContain('it was _not_ his boat');
    expect(result.markdown).toContain('it **twice** to the');
    expect(result.html).toContain('<a href="https://portal.example/florida">Florida Man </a>will');
    expect(result.links).toContainEqual({ text: 'Florida Man', href: 'https://portal.example/florida' });
  });
});

describe('extractWebPage: an article written in <br> lines or <div>s beside several images', () => {
  it('keeps a post whose sentences sit between <br>s next to three images', () => {
    const html = page(`<table class="entry"><tr><td class="entryTitle">Letters</td></tr>
      <tr><td class="entryMessage"><img src="/a.jpg" align="left">${INDONESIAN_PARAGRAPHS[0]}<br>${INDONESIAN_PARAGRAPHS[1]}<br><br>
      <img src="/b.jpg" align="right">${INDONESIAN_PARAGRAPHS[2]}<br><img src="/c.jpg"></td></tr>
      <tr><td class="entryDetails"><a href="/tag/a">Surat</a> | Dilihat: 120</td></tr></table>`);
    const result = extractWebPage(html, { url });
    for (const paragraph of INDONESIAN_PARAGRAPHS) expect(result.text).toContain(paragraph);
  });

  it('keeps a recipe told in <div>s between four photos, and still drops a gallery of captions', () => {
    const photo = (n: number) => `<div class="photo"><img src="/p${n}.jpg"><div>Foto ${n}</div></div>`;
    const steps = ENGLISH_PARAGRAPHS.map((p) => `<div class="step">${p}</div>`);
    const html =
      page(`<div class="recipe">${photo(1)}${steps[0]}${photo(2)}${steps[1]}${photo(3)}${steps[2]}${photo(4)}</div>
      <div class="more-pictures">${[5, 6, 7, 8].map(photo).join('')}</div>`);
    const result = extractWebPage(html, { url });
    for (const paragraph of ENGLISH_PARAGRAPHS) expect(result.text).toContain(paragraph);
    expect(result.text).not.toContain('Foto 6');
  });
});

describe("extractWebPage: an article inside a page builder's widget wrappers", () => {
  it('keeps the article when its wrapper is named "widget" and the page around it holds as much text', () => {
    const sidebar = `<div class="sidebar-column"><p>${INDONESIAN_PARAGRAPHS.join('</p><p>')}</p><p>${INDONESIAN_PARAGRAPHS.join(' ')}</p></div>`;
    const html = page(`<div class="builder-row"><div class="builder-column">
      <div class="builder-widget-wrap"><h1>Story</h1><div class="builder-widget-container">${paragraphs(ENGLISH_PARAGRAPHS)}</div></div>
    </div>${sidebar}</div>`);
    const result = extractWebPage(html, { url });
    for (const paragraph of ENGLISH_PARAGRAPHS) expect(result.text).toContain(paragraph);
  });
});

describe('extractWebPage: a JSON-LD articleBody that is only a teaser', () => {
  // The lead of the article, cut off with an ellipsis, as many CMSs fill articleBody.
  const lead = ENGLISH_PARAGRAPHS.join(' ');
  const teaser = `${lead.slice(0, lead.lastIndexOf(' ', 520))}…`;
  const ld = `<script type="application/ld+json">${JSON.stringify({ '@type': 'NewsArticle', articleBody: teaser })}</script>`;
  const more = [
    'The council met on Friday evening and agreed, after a long debate, to fund a new drainage canal along the river road.',
    'Engineers said the work would take two years, cost more than the bridge, and need land from several farms upstream.',
    'Traders welcomed the plan, although some asked why it had taken three floods, two petitions and an election to get there.',
  ];

  it('keeps the whole article the scorer chose instead of a summary box that repeats the lead', () => {
    const html = page(
      `<div class="summary-card"><p>${lead}</p></div>
       <article><div class="story">${paragraphs([...ENGLISH_PARAGRAPHS, ...more])}</div></article>`,
      ld,
    );
    const result = extractWebPage(html, { url });
    for (const paragraph of [...ENGLISH_PARAGRAPHS, ...more]) expect(result.text).toContain(paragraph);
  });
});

describe('extractWebPage: wrappers named for premium or paywalled content', () => {
  const more = [
    'The council met on Friday evening and agreed, after a long debate, to fund a new drainage canal along the river road.',
    'Engineers said the work would take two years, cost more than the bridge, and need land from several farms upstream.',
  ];
  for (const wrapper of [
    '<div class="paywall">',
    '<div id="paywall" class="locked">',
    '<section class="premium subscription">',
    '<div class="js-paywall premium-wall">',
  ]) {
    const close = wrapper.startsWith('<section') ? '</section>' : '</div>';
    it(`keeps the text inside ${wrapper} when the whole article is in the HTML`, () => {
      const html = page(`<article><div class="article-body"><p>${ENGLISH_PARAGRAPHS[0]}</p>
        ${wrapper}${paragraphs([ENGLISH_PARAGRAPHS[1]!, ENGLISH_PARAGRAPHS[2]!, ...more])}${close}
        <div class="paywall-prompt"><p>Subscribe to read the full story.</p><a href="/subscribe">Subscribe now</a></div>
      </div></article>`);
      const result = extractWebPage(html, { url });
      for (const paragraph of [...ENGLISH_PARAGRAPHS, ...more]) expect(result.text).toContain(paragraph);
      expect(result.text).not.toContain('Subscribe');
    });
  }
});

describe('extractWebPage: embedded posts', () => {
  const tweet = `<blockquote class="twitter-tweet" data-lang="en"><p lang="en" dir="ltr">The bridge is open again, thank you to everyone who helped clear the mud this week <a href="https://t.co/abc">pic.twitter.com/abc</a></p>&mdash; Riverside Council (@riverside) <a href="https://twitter.com/riverside/status/1">November 27, 2026</a></blockquote>`;
  const instagram = `<blockquote class="instagram-media" data-instgrm-permalink="https://www.instagram.com/p/xyz/"><div><a href="https://www.instagram.com/p/xyz/">View this post on Instagram</a></div><p><a href="https://www.instagram.com/p/xyz/">Volunteers from the football club shovelled mud all Saturday</a></p><p>A post shared by Riverside FC (@riversidefc)</p></blockquote>`;
  const tiktok = `<blockquote class="tiktok-embed" cite="https://www.tiktok.com/@market/video/1"><section><a href="https://www.tiktok.com/@market">@market</a> Fish sellers back on the bridge at dawn <a href="https://www.tiktok.com/tag/flood">#flood</a></section></blockquote>`;

  it('keeps tweets, Instagram and TikTok posts as quotes, with or without a social wrapper', () => {
    const html = page(`<article><div class="entry-content"><p>${ENGLISH_PARAGRAPHS[0]}</p>${tweet}
      <p>${ENGLISH_PARAGRAPHS[1]}</p><div class="social-embed">${instagram}</div>
      <p>${ENGLISH_PARAGRAPHS[2]}</p><div class="embed-tiktok">${tiktok}</div>
      <div class="share-buttons"><a href="https://twitter.com/intent/tweet">Tweet</a> <a href="https://facebook.com/sharer">Share</a></div>
    </div></article>`);
    const result = extractWebPage(html, { url });
    expect(result.text).toContain(
      'The bridge is open again, thank you to everyone who helped clear the mud this week',
    );
    expect(result.text).toContain('Volunteers from the football club shovelled mud all Saturday');
    expect(result.text).toContain('Fish sellers back on the bridge at dawn');
    expect(result.markdown).toContain('> The bridge is open again');
    expect(result.markdown).toMatch(/^> .*Fish sellers back on the bridge/m);
    expect(result.text).not.toContain('Tweet\n');
    expect(result.text).not.toMatch(/\bShare\b/);
  });
});

describe('extractWebPage: a heading that swallowed paragraphs', () => {
  it('never takes a heading for the article, even one whose class says "entry-title"', () => {
    // A stray unclosed tag leaves the first paragraph inside the heading, which then outscores the post.
    const html =
      page(`<div class="post hentry"><h1 class="post-title entry-title">Letters <div>${ENGLISH_PARAGRAPHS[0]}</div></h1>
      <div class="post-meta"></div><div class="entry">${paragraphs(ENGLISH_PARAGRAPHS.slice(1))}</div></div>`);
    const result = extractWebPage(html, { url });
    for (const paragraph of ENGLISH_PARAGRAPHS.slice(1)) expect(result.text).toContain(paragraph);
  });
});

describe('extractWebPage: a box of a line or two with a strong class name', () => {
  it('does not let "story-text-lead" with a line in it win over the article', () => {
    const keywords =
      'flood, market, bridge, mud, river, rain, rice, fish, charcoal, traders, lorries, '.repeat(2);
    const calm = ENGLISH_PARAGRAPHS.map((p) => p.replace(/,/g, ''));
    const html =
      page(`<div class="top"><div class="story-text-lead" id="article-summary"><p>${keywords}</p></div></div>
      <div class="x">${paragraphs(calm)}</div>`);
    const result = extractWebPage(html, { url });
    for (const paragraph of calm) expect(result.text).toContain(paragraph);
  });
});
