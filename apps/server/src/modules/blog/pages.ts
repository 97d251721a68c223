import type { ProductCard, PublicBlogPage, PublicBlogPost } from '@pustaka/contract';
import { escapeHtml } from '#platform/html.ts';
import type { PublicPage } from '#platform/http/public-page.ts';

// The served HTML of the blog's public pages: what crawlers, link previews and a reader before the app's code
// runs see. The app then renders the same page from the data island, with the same words.

// Made once: building a formatter costs far more than using one.
const NUMBER = new Intl.NumberFormat('id-ID');
const DAY = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric' });
const rupiah = (amount: number) => `Rp${NUMBER.format(amount)}`;
const day = (iso: string | null) => (iso ? DAY.format(new Date(iso)) : '');

function cardHtml(card: ProductCard): string {
  return `<a href="/products/${card.id}">${escapeHtml(card.name)} · ${rupiah(card.price)}</a>`;
}

/** The post's HTML with each product placeholder holding a link to the product (or left empty when it is off sale). */
export function withProductLinks(html: string, cards: ProductCard[]): string {
  const byId = new Map(cards.map((card) => [String(card.id), card]));
  return html.replace(/<div data-product-card="([0-9]+)"><\/div>/g, (whole, id: string) => {
    const card = byId.get(id);
    return card ? `<div data-product-card="${id}">${cardHtml(card)}</div>` : whole;
  });
}

export function postPage(post: PublicBlogPost, options: { preview?: boolean } = {}): PublicPage {
  const title = post.seo_title || post.title;
  const body = [
    '<main><article>',
    `<h1>${escapeHtml(post.title)}</h1>`,
    `<p><a href="/blog/${post.author.id}">${escapeHtml(post.author.name)}</a> · ${day(post.published_at)} · ${post.reading_minutes} menit baca</p>`,
    post.cover_url ? `<img src="${escapeHtml(post.cover_url)}" alt="" />` : '',
    withProductLinks(post.content_html, post.products),
    '</article></main>',
  ].join('');
  return {
    title: `${title} · Blog Pustaka`,
    headline: title,
    description: post.excerpt,
    path: post.path,
    image: post.cover_url ?? undefined,
    type: 'article',
    openGraph: {
      'article:published_time': post.published_at ?? undefined,
      'article:modified_time': post.updated_at,
      'article:author': post.author.name,
    },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.excerpt,
      datePublished: post.published_at,
      dateModified: post.updated_at,
      author: { '@type': 'Person', name: post.author.name },
      ...(post.cover_url && { image: post.cover_url }),
      timeRequired: `PT${post.reading_minutes}M`,
    },
    bodyHtml: body,
    data: { kind: 'blog-post', post },
    noindex: options.preview,
  };
}

export function listPage(list: PublicBlogPage, path: string): PublicPage {
  const heading = list.author ? `Blog ${list.author.name}` : 'Blog Pustaka';
  const items = list.items.map(
    (post) =>
      `<li><a href="${escapeHtml(post.path)}">${escapeHtml(post.title)}</a> · ${escapeHtml(post.author.name)} · ${day(post.published_at)}<p>${escapeHtml(post.excerpt)}</p></li>`,
  );
  return {
    title: heading,
    description: list.author?.bio || 'Tulisan terbaru dari para kreator Pustaka: tips, cerita dan karya.',
    path,
    type: list.author ? 'profile' : 'website',
    bodyHtml: `<main><h1>${escapeHtml(heading)}</h1><ul>${items.join('')}</ul></main>`,
    data: { kind: 'blog-list', list },
  };
}

export function notFoundPage(path: string): PublicPage {
  return {
    title: 'Tidak ditemukan · Pustaka',
    description: 'Halaman ini tidak ada atau sudah tidak diterbitkan.',
    path,
    noindex: true,
  };
}
