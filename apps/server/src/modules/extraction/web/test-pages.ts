/**
 * Small pages for the extractor's tests, in the shapes real sites use: an article among navigation,
 * a cookie banner, share buttons, ads, related links and comments.
 */

/** Prose paragraphs long enough, and with enough commas, to read as an article. */
export const ENGLISH_PARAGRAPHS = [
  'The river had been rising for three days, and by Thursday morning the lower market was under water. Traders moved their stalls to the bridge, where they sold fish, rice and charcoal to anyone who could reach them.',
  'Officials said the flood was the worst in a decade, although older residents remembered higher water in the seventies. The difference, they said, was that the town had grown into the fields that used to absorb it.',
  'By the weekend the water had fallen, leaving mud in every shop along the river road. Volunteers from the school, the mosque and the football club spent Saturday shovelling it into lorries.',
];

export const INDONESIAN_PARAGRAPHS = [
  'Hujan deras yang turun sejak Senin malam membuat sungai meluap dan merendam pasar di tepi kota. Para pedagang memindahkan dagangan mereka ke jembatan, yang menjadi satu-satunya tempat kering di sekitar pasar.',
  'Menurut petugas, banjir kali ini adalah yang terbesar dalam sepuluh tahun terakhir. Warga yang sudah lama tinggal di sana mengatakan bahwa sawah yang dulu menyerap air kini sudah menjadi perumahan.',
  'Pada akhir pekan air mulai surut, tetapi lumpur masih menutup lantai toko di sepanjang jalan. Relawan dari sekolah, masjid, dan klub sepak bola membersihkan lumpur itu bersama warga.',
];

export function paragraphs(list: string[]): string {
  return list.map((p) => `<p>${p}</p>`).join('\n');
}

/** A whole page around `articleHtml`, with every kind of furniture the extractor must leave out. */
export function pageWithFurniture(articleHtml: string, head = ''): string {
  return `<!doctype html>
<html><head><title>Flood in the lower market | Riverside Post</title>${head}</head>
<body>
<div id="cookie-banner" class="cookie-consent">We use cookies to improve your experience. Accept all cookies?</div>
<header><nav class="menu"><a href="/">Home</a> <a href="/news">News</a> <a href="/sport">Sport</a></nav></header>
<div class="layout">
  <article class="post">
    <div class="share-buttons"><a href="https://facebook.example/share">Share on Facebook</a></div>
    <div class="entry-content">${articleHtml}</div>
    <div class="ad-banner"><a href="https://ads.example/click">Buy cheap flights now, limited offer, act today</a></div>
  </article>
  <div class="related-articles"><h3>Related</h3><ul>
    <li><a href="/a">Bridge repairs to start next month after the long delay</a></li>
    <li><a href="/b">Market traders ask for a new drainage plan for the town</a></li>
  </ul></div>
  <section id="comments"><h3>Comments</h3>
    <div class="comment"><p>Terrible news, I hope everyone is safe, the market has flooded before, and nothing was done about it.</p></div>
  </section>
</div>
<aside class="sidebar"><h3>Most read</h3><a href="/c">Election results</a></aside>
<footer><p>Copyright Riverside Post. All rights reserved.</p></footer>
</body></html>`;
}
