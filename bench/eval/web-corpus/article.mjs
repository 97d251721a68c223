// A page's random stream and naming, and the article written twice: as the page shows it and as the
// expected text.
import { ENGLISH, INDONESIAN } from '../pdf-corpus/sentences.mjs';
import { MORE_EN, MORE_ID } from './sentences.mjs';

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

export const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Everything a page template draws on: its language, its random stream, and how its site names classes. */
export function context(seed, lang, naming) {
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
export function renderBlocks(blocks, c, { paragraphs = 'p' } = {}) {
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

export function expectedHtml(blocks) {
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
export function articleBlocks(c, { paragraphs = 7, subheads = true, figure = true, noise = [] } = {}) {
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
