import { createRequire } from 'node:module';
import { hasUserInfo } from '@pustaka/contract';
import type sanitizeHtmlType from 'sanitize-html';

/**
 * The sanitiser and its parsers (postcss, htmlparser2) were about a tenth of the code a server loaded at start,
 * and no request of a cold start's first second writes HTML: the package loads with the first text sanitised
 * (synchronously, as every caller here is; build.mjs leaves it to node's own loading).
 */
let loaded: typeof sanitizeHtmlType | undefined;
function sanitizeHtml(html: string, options: sanitizeHtmlType.IOptions): string {
  loaded ??= createRequire(import.meta.url)('sanitize-html') as typeof sanitizeHtmlType;
  return loaded(html, options);
}

/**
 * The one sanitiser for HTML that users write (product descriptions, blog posts, landing-page blocks).
 * What survives is formatting and nothing that runs: no scripts, styles, event handlers, forms or
 * `javascript:`/`vbscript:`/`data:` addresses. The public pages' content security policy is the second wall.
 *
 * - `description`: paragraphs, emphasis, headings, lists, quotes, code and links.
 * - `rich`: that, plus images, tables, figures, video embeds from an allow-list of hosts, and product cards
 *   (`<div data-product-card="ID"></div>`, filled with live data where the page is shown).
 */
export type SanitiseProfile = 'description' | 'rich';

/** Video players an iframe may show, and the path their embed addresses start with. */
const EMBED_HOSTS: Record<string, string> = {
  'www.youtube.com': '/embed/',
  'youtube.com': '/embed/',
  'www.youtube-nocookie.com': '/embed/',
  'youtube-nocookie.com': '/embed/',
  'player.vimeo.com': '/video/',
};

/** Whether an address is an embeddable video player of an allowed host (https only). */
export function isAllowedEmbed(src: string | undefined): boolean {
  if (!src) return false;
  try {
    const url = new URL(src);
    const path = EMBED_HOSTS[url.hostname];
    return (
      url.protocol === 'https:' &&
      !url.username &&
      !url.password &&
      !url.port &&
      path !== undefined &&
      url.pathname.startsWith(path)
    );
  } catch {
    return false;
  }
}

const TEXT_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h2', 'h3', 'h4', 'ul', 'ol', 'li'];
const BLOCK_TAGS = ['blockquote', 'a', 'code', 'pre', 'hr'];
const RICH_TAGS = [
  'h1',
  'img',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'iframe',
  'div',
];

const LINK_ATTRIBUTES = { target: '_blank', rel: 'noopener nofollow ugc' };
const PRODUCT_CARD = /^[1-9][0-9]{0,9}$/;

const BASE: sanitizeHtmlType.IOptions = {
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  // `//host/x` would borrow the page's scheme and leave the site unnoticed.
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Links open in a new tab, cannot reach back to this page, and pass no ranking to what users link to. An
  // address with a user name or password (`https://pustaka.id@evil.example`) reads as one site and goes to
  // another: its link goes, its words stay.
  transformTags: {
    a: (tagName, attribs) => {
      const kept = { ...attribs };
      if (kept.href !== undefined && hasUserInfo(kept.href)) delete kept.href;
      return { tagName, attribs: { ...kept, ...LINK_ATTRIBUTES } };
    },
  },
};

const OPTIONS: Record<SanitiseProfile, sanitizeHtmlType.IOptions> = {
  description: {
    ...BASE,
    allowedTags: [...TEXT_TAGS, ...BLOCK_TAGS],
    allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  },
  rich: {
    ...BASE,
    allowedTags: [...TEXT_TAGS, ...BLOCK_TAGS, ...RICH_TAGS],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
      iframe: ['src', 'title', 'width', 'height', 'allowfullscreen', 'loading'],
      th: ['colspan', 'rowspan', 'scope'],
      td: ['colspan', 'rowspan'],
      code: ['class'],
      div: ['data-product-card'],
    },
    allowedClasses: { code: [/^language-[a-z0-9-]{1,30}$/] },
    allowedIframeHostnames: Object.keys(EMBED_HOSTS),
    allowIframeRelativeUrls: false,
    transformTags: {
      ...BASE.transformTags,
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
      iframe: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, loading: 'lazy', allowfullscreen: '' },
      }),
      // A product card is only ever an empty placeholder naming a product by number.
      div: (tagName, attribs) => {
        const id = attribs['data-product-card'];
        const kept: sanitizeHtmlType.Attributes =
          id && PRODUCT_CARD.test(id) ? { 'data-product-card': id } : {};
        return { tagName, attribs: kept };
      },
    },
    exclusiveFilter: (frame) =>
      (frame.tag === 'iframe' && !isAllowedEmbed(frame.attribs.src)) ||
      (frame.tag === 'img' && !frame.attribs.src),
  },
};

/** Keeps what the profile allows and drops everything else. */
export function sanitiseHtml(html: string, profile: SanitiseProfile): string {
  return sanitizeHtml(html, OPTIONS[profile]);
}

const ENTITIES: Record<string, string> = {
  '&nbsp;': ' ',
  '&#160;': ' ',
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** The text a person reads in (sanitised) HTML: for search, summaries, reading time and length rules. */
export function htmlToText(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|li|h[1-4]|blockquote|pre|td|th|figcaption)>|<br\s*\/?>/g, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&nbsp;|&#160;|&amp;|&lt;|&gt;|&quot;|&#39;/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The products a sanitised rich text shows as cards, in order of first appearance. */
export function productCardIds(html: string): number[] {
  const ids = new Set<number>();
  for (const match of html.matchAll(/<div data-product-card="([0-9]+)"/g)) ids.add(Number(match[1]));
  return [...ids];
}

/** Sanitised HTML and the text it reads as, the pair a stored rich text keeps. */
export function sanitiseWithText(html: string, profile: SanitiseProfile): { html: string; text: string } {
  const clean = sanitiseHtml(html, profile);
  return { html: clean, text: htmlToText(clean) };
}
