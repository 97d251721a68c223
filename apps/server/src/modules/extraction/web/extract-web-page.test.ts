import { describe, expect, it } from 'vitest';
import { extractWebPage } from './index.ts';
import { ENGLISH_PARAGRAPHS, INDONESIAN_PARAGRAPHS, pageWithFurniture, paragraphs } from './test-pages.ts';

const url = 'https://news.example/2026/11/flood.html';

describe('extractWebPage: main content', () => {
  it('keeps the article and leaves out navigation, cookie banner, share buttons, ads, related links and comments', () => {
    const result = extractWebPage(pageWithFurniture(paragraphs(ENGLISH_PARAGRAPHS)), { url });
    expect(result.text).toBe(ENGLISH_PARAGRAPHS.join('\n\n'));
    for (const furniture of [
      'cookies',
      'Home',
      'Share on Facebook',
      'cheap flights',
      'Bridge repairs',
      'Terrible news',
      'Election',
      'Copyright',
    ]) {
      expect(result.text).not.toContain(furniture);
      expect(result.html).not.toContain(furniture);
    }
  });

  it('joins an article split in two by a figure and keeps the caption', () => {
    const html = `<html><body><nav><a href="/">Home</a></nav><main>
      <div class="part"><div class="prose">${paragraphs(ENGLISH_PARAGRAPHS.slice(0, 2))}</div></div>
      <figure><img src="/img/flood.jpg" alt="Flooded market"><figcaption>The lower market on Thursday.</figcaption></figure>
      <div class="part"><div class="prose">${paragraphs(ENGLISH_PARAGRAPHS.slice(2))}</div></div>
    </main></body></html>`;
    const result = extractWebPage(html, { url });
    for (const paragraph of ENGLISH_PARAGRAPHS) expect(result.text).toContain(paragraph);
    expect(result.text).toContain('The lower market on Thursday.');
    expect(result.markdown).toContain('![Flooded market](https://news.example/img/flood.jpg)');
  });

  it('prefers the element the page marks as articleBody', () => {
    const teaser =
      'A long teaser for another story, with commas, clauses, and many words, to tempt the scorer. '.repeat(
        6,
      );
    const html = `<html><body>
      <div class="promo"><p>${teaser}</p><p>${teaser}</p><p>${teaser}</p></div>
      <div itemprop="articleBody">${paragraphs(ENGLISH_PARAGRAPHS)}</div></body></html>`;
    expect(extractWebPage(html, { url }).text).toBe(ENGLISH_PARAGRAPHS.join('\n\n'));
  });

  it('drops the "read also" lines news sites put between paragraphs', () => {
    const html = pageWithFurniture(
      `<p>${INDONESIAN_PARAGRAPHS[0]}</p><p><strong>Baca juga:</strong> <a href="/banjir-2025">Banjir Tahun Lalu Merendam Dua Desa</a></p><p>${INDONESIAN_PARAGRAPHS[1]}</p><p>ADVERTISEMENT</p><p>${INDONESIAN_PARAGRAPHS[2]}</p>`,
    );
    expect(extractWebPage(html, { url }).text).toBe(INDONESIAN_PARAGRAPHS.join('\n\n'));
  });

  it('follows the article text stated in JSON-LD when the scorer would pick another block', () => {
    const other =
      'Another story, told at length, with many clauses, commas, asides, and more words than the article. ';
    const calm = ENGLISH_PARAGRAPHS.map((p) => p.replace(/,/g, ''));
    const body = `<div class="box-a">${paragraphs([other.repeat(4), other.repeat(4), other.repeat(4)])}</div>
      <div class="box-b">${paragraphs(calm)}</div>`;
    const page = (head: string): string => `<html><head>${head}</head><body>${body}</body></html>`;
    expect(extractWebPage(page(''), { url }).text).toContain('Another story');
    const jsonLd = JSON.stringify({ '@type': 'NewsArticle', articleBody: calm.join(' ') });
    const result = extractWebPage(page(`<script type="application/ld+json">${jsonLd}</script>`), { url });
    expect(result.text).toBe(calm.join('\n\n'));
  });

  it('drops hidden elements', () => {
    const html = pageWithFurniture(
      `${paragraphs(ENGLISH_PARAGRAPHS)}<p style="display: none">Secret tracking text nobody sees on the page.</p><p hidden>Also hidden, and never shown to a reader at all.</p>`,
    );
    const { text } = extractWebPage(html, { url });
    expect(text).not.toContain('Secret');
    expect(text).not.toContain('Also hidden');
  });

  it('reads broken HTML: unclosed paragraphs, stray end tags, an unterminated comment at the end', () => {
    const html = `<html><body><div class="article"><p>${ENGLISH_PARAGRAPHS[0]}<p>${ENGLISH_PARAGRAPHS[1]}</span></b><p>${ENGLISH_PARAGRAPHS[2]}</div></div></div><!-- never closed`;
    expect(extractWebPage(html, { url }).text).toBe(ENGLISH_PARAGRAPHS.join('\n\n'));
  });

  it('reads text nested a thousand levels deep, as one paragraph below the depth it keeps', () => {
    const html = `<body>${'<div><span>'.repeat(1_000)}${paragraphs(ENGLISH_PARAGRAPHS)}${'</span></div>'.repeat(1_000)}</body>`;
    expect(extractWebPage(html, { url }).text).toBe(ENGLISH_PARAGRAPHS.join(' '));
  });

  it('gives up quickly on hostile nesting instead of overflowing the stack or taking minutes', () => {
    const html = `<body>${'<div><span>'.repeat(100_000)}<p>${ENGLISH_PARAGRAPHS[0]}</p>`;
    const started = performance.now();
    expect(() => extractWebPage(html, { url })).not.toThrow();
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('answers empty text for a page with no main text', () => {
    const html = `<html><head><title>Loading</title><script>start()</script></head><body>
      <nav><a href="/">Home</a> <a href="/about">About</a></nav><div id="app"></div>
      <footer>© 2026 Example</footer></body></html>`;
    const result = extractWebPage(html, { url });
    expect(result).toMatchObject({
      text: '',
      html: '',
      markdown: '',
      links: [],
      wordCount: 0,
      readingTimeMinutes: 0,
    });
    expect(result.title).toBe('Loading');
  });

  it('answers empty text for an empty document', () => {
    expect(extractWebPage('', { url }).text).toBe('');
  });
});

describe('extractWebPage: output formats', () => {
  const article = `<h1>Flood in the lower market</h1>
    <p>${ENGLISH_PARAGRAPHS[0]}</p>
    <h2>What the council <em>said</em></h2>
    <p>The council published <a href="../reports/flood.pdf">its report</a> and a <a href="https://other.example/map">map</a>, <strong>in full</strong>, with a small table.</p>
    <ul><li>Move the stalls to the bridge</li><li>Clean the drains before the rains</li></ul>
    <ol><li>Report damage</li><li>Wait for the inspector</li></ol>
    <pre><code>level = read_gauge("lower-market")
if level &gt; 3.5: warn()</code></pre>
    <table><thead><tr><th>Day</th><th>Level (m)</th></tr></thead><tbody><tr><td>Thursday</td><td>3.9</td></tr><tr><td>Friday</td><td>3.1</td></tr></tbody></table>
    <p><img src="/img/gauge.jpg" alt="The gauge"> ${ENGLISH_PARAGRAPHS[1]}</p>
    <p onclick="steal()">Click <a href="javascript:steal()">here</a>, then read the rest, which is long enough, and has commas, to be kept as text.</p>`;
  const result = extractWebPage(pageWithFurniture(article), { url, format: 'markdown' });

  it('writes Markdown with headings, emphasis, lists, links, code, tables and images', () => {
    expect(result.markdown).toContain('## What the council _said_');
    expect(result.markdown).toContain(
      'The council published [its report](https://news.example/2026/reports/flood.pdf) and a [map](https://other.example/map), **in full**, with a small table.',
    );
    expect(result.markdown).toContain('- Move the stalls to the bridge\n- Clean the drains before the rains');
    expect(result.markdown).toContain('1. Report damage\n2. Wait for the inspector');
    expect(result.markdown).toContain('```\nlevel = read_gauge("lower-market")\nif level > 3.5: warn()\n```');
    expect(result.markdown).toContain(
      '| Day | Level (m) |\n| --- | --- |\n| Thursday | 3.9 |\n| Friday | 3.1 |',
    );
    expect(result.markdown).toContain('![The gauge](https://news.example/img/gauge.jpg)');
  });

  it('leaves out the heading that repeats the title', () => {
    expect(result.markdown).not.toContain('# Flood in the lower market');
  });

  it('writes HTML with only safe tags and absolute addresses', () => {
    expect(result.html).toContain('<a href="https://news.example/2026/reports/flood.pdf">its report</a>');
    expect(result.html).toContain('<img src="https://news.example/img/gauge.jpg" alt="The gauge">');
    expect(result.html).toContain(
      '<pre><code>level = read_gauge(&quot;lower-market&quot;)\nif level &gt; 3.5: warn()</code></pre>',
    );
    expect(result.html).not.toMatch(/onclick|javascript:|class=|style=/);
  });

  it('lists the links found in the content, absolute, and no script links', () => {
    expect(result.links).toEqual([
      { text: 'its report', href: 'https://news.example/2026/reports/flood.pdf' },
      { text: 'map', href: 'https://other.example/map' },
    ]);
  });

  it('writes text as paragraphs separated by blank lines, list items and table rows on lines of their own', () => {
    expect(result.text).toContain(
      `${ENGLISH_PARAGRAPHS[0]}\n\nWhat the council said\n\nThe council published`,
    );
    expect(result.text).toContain('Move the stalls to the bridge\nClean the drains before the rains');
    expect(result.text).toContain('Day\tLevel (m)\nThursday\t3.9\nFriday\t3.1');
  });
});

describe('extractWebPage: counts and language', () => {
  it('counts words and rounds reading time at 220 words a minute, at least one minute', () => {
    const short = extractWebPage(pageWithFurniture(paragraphs(ENGLISH_PARAGRAPHS)), { url });
    const words = ENGLISH_PARAGRAPHS.join(' ').split(/\s+/).length;
    expect(short.wordCount).toBe(words);
    expect(short.readingTimeMinutes).toBe(1);
    const long = extractWebPage(pageWithFurniture(paragraphs(Array(30).fill(ENGLISH_PARAGRAPHS).flat())), {
      url,
    });
    expect(long.wordCount).toBe(words * 30);
    expect(long.readingTimeMinutes).toBe(Math.round((words * 30) / 220));
  });

  it('detects Indonesian from the text when the page does not declare a language', () => {
    const result = extractWebPage(pageWithFurniture(paragraphs(INDONESIAN_PARAGRAPHS)), { url });
    expect(result.language).toBe('id');
  });

  it('detects English from the text when the page does not declare a language', () => {
    expect(extractWebPage(pageWithFurniture(paragraphs(ENGLISH_PARAGRAPHS)), { url }).language).toBe('en');
  });

  it('takes the declared language over the detected one, "in" meaning Indonesian', () => {
    const html = pageWithFurniture(paragraphs(ENGLISH_PARAGRAPHS)).replace('<html>', '<html lang="in-ID">');
    expect(extractWebPage(html, { url }).language).toBe('id');
  });
});
