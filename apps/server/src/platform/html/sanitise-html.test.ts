import { describe, expect, it } from 'vitest';
import { htmlToText, isAllowedEmbed, productCardIds, sanitiseHtml } from './sanitise-html.ts';
import { findDanger, XSS_PAYLOADS } from './xss-payloads.ts';

describe('sanitiseHtml', () => {
  for (const profile of ['description', 'rich'] as const) {
    it.each(XSS_PAYLOADS)(`${profile}: $name leaves nothing that runs`, ({ html }) => {
      const clean = sanitiseHtml(`<p>sebelum</p>${html}<p>sesudah</p>`, profile);
      expect(findDanger(clean)).toBeUndefined();
      expect(clean).toMatch(/^<p>sebelum<\/p>/);
    });
  }

  it('the danger check itself catches each payload before sanitising', () => {
    const missed = XSS_PAYLOADS.filter(
      (payload) => !findDanger(payload.html) && !/<(p|a|div|img|iframe|details)\b/i.test(payload.html),
    );
    expect(missed.map((payload) => payload.name)).toEqual([]);
    expect(findDanger('<img src=x onerror=alert(1)>')).toBe('event handler');
  });

  it('keeps a post’s formatting: headings, lists, quotes, code, images, tables and safe links', () => {
    const html =
      '<h2>Judul</h2><ul><li>satu</li></ul><blockquote>kutipan</blockquote><pre><code class="language-js">x()</code></pre>' +
      '<figure><img src="/api/v2/public/blog-images/a.webp" alt="a"><figcaption>cap</figcaption></figure>' +
      '<table><thead><tr><th colspan="2">h</th></tr></thead><tbody><tr><td>c</td></tr></tbody></table>' +
      '<a href="https://contoh.id" rel="opener">y</a>';
    expect(sanitiseHtml(html, 'rich')).toBe(
      '<h2>Judul</h2><ul><li>satu</li></ul><blockquote>kutipan</blockquote><pre><code class="language-js">x()</code></pre>' +
        '<figure><img src="/api/v2/public/blog-images/a.webp" alt="a" loading="lazy" /><figcaption>cap</figcaption></figure>' +
        '<table><thead><tr><th colspan="2">h</th></tr></thead><tbody><tr><td>c</td></tr></tbody></table>' +
        '<a href="https://contoh.id" rel="noopener nofollow ugc" target="_blank">y</a>',
    );
  });

  it('keeps video embeds of the allowed players only', () => {
    const youtube = '<iframe src="https://www.youtube-nocookie.com/embed/abc"></iframe>';
    const vimeo = '<iframe src="https://player.vimeo.com/video/123"></iframe>';
    expect(sanitiseHtml(youtube, 'rich')).toContain('src="https://www.youtube-nocookie.com/embed/abc"');
    expect(sanitiseHtml(vimeo, 'rich')).toContain('src="https://player.vimeo.com/video/123"');
    expect(sanitiseHtml('<iframe src="https://www.youtube.com/watch?v=abc"></iframe>', 'rich')).toBe('');
    expect(sanitiseHtml(youtube, 'description')).toBe('');
    expect(isAllowedEmbed('https://user:pw@www.youtube.com/embed/x')).toBe(false);
  });

  it('keeps product cards as bare placeholders, and drops malformed ones', () => {
    expect(sanitiseHtml('<div data-product-card="42" class="x" onclick="y"></div>', 'rich')).toBe(
      '<div data-product-card="42"></div>',
    );
    expect(sanitiseHtml('<div data-product-card="4 2"></div>', 'rich')).toBe('<div></div>');
    expect(
      productCardIds('<div data-product-card="4"></div><p></p><div data-product-card="4"></div>'),
    ).toEqual([4]);
  });

  it('gives descriptions their old formatting set, with safe links', () => {
    expect(
      sanitiseHtml(
        '<p onclick="x()">Halo <strong>dunia</strong><script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src="/a.png">',
        'description',
      ),
    ).toBe('<p>Halo <strong>dunia</strong></p><a target="_blank" rel="noopener nofollow ugc">x</a>');
  });
});

describe('htmlToText', () => {
  it('gives the text a person reads, entities decoded once', () => {
    expect(
      htmlToText('<p>Ringkasan <b>materi</b>&nbsp;inti</p><ul><li>satu</li><li>dua &amp;lt; tiga</li></ul>'),
    ).toBe('Ringkasan materi inti satu dua &lt; tiga');
  });
});
