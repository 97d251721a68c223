import type { LandingBlock, LandingProduct, PublicLandingPage } from '@pustaka/contract';
import type { Language } from '#platform/errors.ts';
import { escapeHtml as e } from '#platform/html.ts';
import { LANDING_CSS, themeVariables } from './theme-css.ts';

/** Widths every uploaded landing image is stored at (`{name}-{width}.webp`). */
export const LANDING_IMAGE_WIDTHS = [640, 1280] as const;

export const landingImageUrl = (name: string, width: number) =>
  `/api/v2/public/image-proxy/landing/${name}-${width}.webp`;

const WORDS = {
  id: { buy: 'Lihat produk', madeWith: 'Dibuat dengan Pustaka', by: 'oleh', watch: 'Tonton', free: 'Gratis' },
  en: { buy: 'View product', madeWith: 'Made with Pustaka', by: 'by', watch: 'Watch', free: 'Free' },
} satisfies Record<Language, Record<string, string>>;

const rupiah = (amount: number) => `Rp ${amount.toLocaleString('id-ID')}`;

/** A sized image: phones take the small file, wide screens the large one. */
function picture(name: string, alt: string, sizes: string, eager = false): string {
  const srcset = LANDING_IMAGE_WIDTHS.map((w) => `${landingImageUrl(name, w)} ${w}w`).join(', ');
  return `<img src="${landingImageUrl(name, 640)}" srcset="${srcset}" sizes="${sizes}" alt="${e(alt)}"${
    eager ? ' fetchpriority="high"' : ' loading="lazy"'
  } decoding="async" />`;
}

/** A link whose clicks are counted for its block; outside links open in a new tab and pass no ranking. */
function link(href: string, inner: string, className = ''): string {
  const external = /^https?:/i.test(href);
  return `<a href="${e(href)}"${className ? ` class="${className}"` : ''} data-track${
    external ? ' target="_blank" rel="noopener nofollow"' : ''
  }>${inner}</a>`;
}

function productCard(product: LandingProduct, words: (typeof WORDS)['id']): string {
  const cover = product.coverUrl
    ? `<img src="${e(product.coverUrl)}" alt="" loading="lazy" decoding="async" />`
    : '<span class="lp-noimg"></span>';
  const was =
    product.price < product.basePrice ? `<span class="lp-was">${rupiah(product.basePrice)}</span>` : '';
  const tag = product.campaign ? `<span class="lp-tag">${e(product.campaign.name)}</span>` : '';
  return link(
    product.url,
    `${cover}<div>${tag}<strong>${e(product.name)}</strong>${was}<span class="lp-price">${
      product.price === 0 ? words.free : rupiah(product.price)
    }</span><span class="lp-muted">${words.buy}</span></div>`,
    'lp-card',
  );
}

function heading(title: string): string {
  return title ? `<h2>${e(title)}</h2>` : '';
}

function blockHtml(
  block: LandingBlock,
  page: PublicLandingPage,
  index: number,
  words: (typeof WORDS)['id'],
): string {
  switch (block.type) {
    case 'hero': {
      const image = block.image
        ? picture(block.image, block.title, '(min-width: 720px) 720px, 100vw', index === 0)
        : '';
      const button =
        block.buttonUrl && block.buttonLabel ? link(block.buttonUrl, e(block.buttonLabel), 'lp-btn') : '';
      const avatar = page.owner.avatarUrl ? `<img src="${e(page.owner.avatarUrl)}" alt="" />` : '';
      return `${image}<h1>${e(block.title)}</h1>${block.text ? `<p class="lp-muted">${e(block.text)}</p>` : ''}${button}<p class="lp-owner">${avatar}${words.by} ${e(page.owner.name)}</p>`;
    }
    case 'products': {
      const byId = new Map(page.products.map((p) => [p.id, p]));
      const cards = block.productIds.flatMap((id) => {
        const product = byId.get(id);
        return product ? [productCard(product, words)] : [];
      });
      return `${heading(block.title)}<div class="lp-grid">${cards.join('')}</div>`;
    }
    case 'text':
      // Sanitised when saved; the page's content security policy stops whatever a sanitiser bug lets by.
      return `<div class="lp-rich">${block.html}</div>`;
    case 'image': {
      const img = picture(block.image, block.alt, '(min-width: 960px) 920px, 100vw', index === 0);
      const body = block.linkUrl ? link(block.linkUrl, img) : img;
      return `<figure class="lp-figure">${body}${block.caption ? `<figcaption class="lp-muted">${e(block.caption)}</figcaption>` : ''}</figure>`;
    }
    case 'video': {
      if (block.url) {
        return `${heading(block.title)}<div class="lp-video"><iframe src="${e(block.url)}" title="${e(block.title || 'Video')}" loading="lazy" allow="encrypted-media; picture-in-picture; fullscreen" referrerpolicy="strict-origin-when-cross-origin"></iframe></div>`;
      }
      const product = page.products.find((p) => p.id === block.productId);
      if (!product) return '';
      const cover = product.coverUrl ? `<img src="${e(product.coverUrl)}" alt="" loading="lazy" />` : '';
      return `${heading(block.title || product.name)}<div class="lp-video">${link(
        product.url,
        `${cover}<span class="lp-play" aria-label="${words.watch}">▶</span>`,
      )}</div>`;
    }
    case 'testimonials':
      return `${heading(block.title)}<div class="lp-quotes">${block.items
        .map(
          (item) =>
            `<figure><blockquote>“${e(item.quote)}”</blockquote><figcaption><strong>${e(item.name)}</strong>${
              item.role ? ` · ${e(item.role)}` : ''
            }</figcaption></figure>`,
        )
        .join('')}</div>`;
    case 'faq':
      return `${heading(block.title)}${block.items
        .map((item) => `<details><summary>${e(item.question)}</summary><p>${e(item.answer)}</p></details>`)
        .join('')}`;
    case 'links':
      return `${heading(block.title)}<div class="lp-links">${block.items.map((item) => link(item.url, e(item.label))).join('')}</div>`;
    case 'cta':
      return `<h2>${e(block.title)}</h2>${block.text ? `<p class="lp-muted">${e(block.text)}</p>` : ''}${link(block.buttonUrl, e(block.buttonLabel), 'lp-btn')}`;
    case 'contact': {
      const href =
        block.channel === 'whatsapp'
          ? `https://wa.me/${block.value}${block.message ? `?text=${encodeURIComponent(block.message)}` : ''}`
          : `mailto:${block.value}${block.message ? `?body=${encodeURIComponent(block.message)}` : ''}`;
      return link(href, e(block.label), 'lp-btn');
    }
  }
}

const CLASS: Partial<Record<LandingBlock['type'], string>> = {
  hero: 'lp-hero',
  cta: 'lp-cta',
  contact: 'lp-contact',
};

/**
 * The page as HTML: what visitors see before (and without) any script, and what the builder's preview shows.
 * Every text is escaped here; rich text was sanitised when it was saved.
 */
export function renderLandingHtml(page: PublicLandingPage, language: Language = 'id'): string {
  const words = WORDS[language];
  const blocks = page.blocks
    .map(
      (block, index) =>
        `<section class="lp-block ${CLASS[block.type] ?? ''}" data-block="${block.id}">${blockHtml(block, page, index, words)}</section>`,
    )
    .join('');
  return `<style>${LANDING_CSS}.lp{${themeVariables(page.theme, page.brandColor)}}</style><div class="lp" data-landing="${page.id}"><main class="lp-main">${blocks}<p class="lp-foot"><a href="/">${words.madeWith}</a></p></main></div>`;
}
