import { attr, collapseSpaces, type Element, findFirst, type ParsedPage, textOf, walk } from './dom.ts';
import { readJsonLd } from './json-ld.ts';
import { absoluteUrl } from './urls.ts';

export interface PageMetadata {
  title: string | null;
  author: string | null;
  publishedAt: string | null;
  declaredLanguage: string | null;
  siteName: string | null;
  leadImage: string | null;
  description: string | null;
  /** The article text the page itself declares in JSON-LD, used as a hint for where the content is. */
  declaredBody: string | null;
}

/** Meta tags keyed by lowercased name/property/itemprop; the first occurrence of a key wins. */
function metaTags(root: Element): Map<string, string> {
  const tags = new Map<string, string>();
  walk(root, (el) => {
    if (el.tag !== 'meta') return true;
    const content = attr(el, 'content').trim();
    if (!content) return false;
    for (const keyAttr of ['property', 'name', 'itemprop', 'http-equiv']) {
      // Some pages put several properties in one attribute ("og:title twitter:title").
      for (const key of attr(el, keyAttr).toLowerCase().split(/\s+/)) {
        if (key && !tags.has(key)) tags.set(key, content);
      }
    }
    return false;
  });
  return tags;
}

function first(...values: Array<string | null | undefined>): string | null {
  for (const value of values) {
    const cleaned = value ? collapseSpaces(value) : '';
    if (cleaned) return cleaned;
  }
  return null;
}

/** A date as ISO 8601, or null when it is not a date a person would recognise. */
export function isoDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  const time = Date.parse(trimmed);
  if (Number.isNaN(time)) return null;
  const year = new Date(time).getUTCFullYear();
  if (year < 1990 || year > 2100) return null;
  return new Date(time).toISOString();
}

const TITLE_SEPARATOR = /\s+[|\-–—·•»:/\\]\s+/;

/**
 * Titles carry the site name ("Story | Site"); the longest part that is not the site name is the
 * headline, unless splitting leaves it too short to be one.
 */
function cleanTitleTag(title: string, siteName: string | null): string {
  const parts = title.split(TITLE_SEPARATOR).map((p) => p.trim());
  if (parts.length < 2) return title;
  const site = siteName?.toLowerCase();
  const withoutSite = parts.filter((p) => p.toLowerCase() !== site);
  const longest = withoutSite.reduce((a, b) => (b.length > a.length ? b : a), '');
  return longest.split(/\s+/).length >= 3 ? longest : title;
}

/** A link or element marked as the author beats a "byline" block, which often carries the date too. */
function bylineFromPage(root: Element): string | null {
  const marked = findFirst(
    root,
    (el) => el.attrs.rel === 'author' || Boolean(el.attrs.itemprop?.includes('author')),
  );
  const byline =
    marked ??
    findFirst(root, (el) => {
      const hints = `${attr(el, 'class')} ${attr(el, 'id')}`.toLowerCase();
      return /\b(byline|author|dateline)\b/.test(hints) && !/\b(bio|box|avatar)\b/.test(hints);
    });
  if (!byline) return null;
  const nameElement = findFirst(byline, (el) => el.attrs.itemprop === 'name');
  const text = collapseSpaces(textWithoutDates(nameElement ?? byline))
    .replace(/^(by|oleh|penulis|author)\s*:?\s+/i, '')
    .replace(/[\s,|·•-]+$/, '');
  return text.length > 1 && text.length < 100 ? text : null;
}

function textWithoutDates(el: Element): string {
  let out = '';
  for (const child of el.children) {
    if (child.type === 'text') out += child.text;
    else if (child.tag !== 'time') out += textWithoutDates(child);
  }
  return out;
}

/** The page's own publication date: a marked one, else the first <time> of the article, else of the page. */
function publishedFromPage(root: Element): string | null {
  const marked = findFirst(root, (el) => el.attrs.itemprop === 'datePublished' || 'pubdate' in el.attrs);
  const article = findFirst(root, (el) => el.tag === 'article' || el.tag === 'main');
  const isTime = (el: Element): boolean => el.tag === 'time' && Boolean(el.attrs.datetime);
  const dated = marked ?? (article && findFirst(article, isTime)) ?? findFirst(root, isTime);
  if (!dated) return null;
  return isoDate(dated.attrs.datetime ?? dated.attrs.content ?? textOf(dated));
}

export function readMetadata(page: ParsedPage, base: URL): PageMetadata {
  const meta = metaTags(page.root);
  const ld = readJsonLd(page.jsonLd);
  const siteName = first(meta.get('og:site_name'), ld?.publisher, meta.get('application-name'));
  const titleTag = first(page.titleText);
  const title = first(
    ld?.headline,
    meta.get('og:title'),
    meta.get('twitter:title'),
    titleTag ? cleanTitleTag(titleTag, siteName) : null,
  );
  const htmlElement = findFirst(page.root, (el) => el.tag === 'html');
  const metaAuthor = meta.get('author') ?? meta.get('article:author') ?? meta.get('dc.creator');
  const image = first(
    meta.get('og:image'),
    meta.get('og:image:url'),
    meta.get('twitter:image'),
    meta.get('twitter:image:src'),
    ld?.image,
  );
  return {
    title,
    author: first(
      ld?.author,
      metaAuthor && !/^https?:/.test(metaAuthor) ? metaAuthor : null,
      bylineFromPage(page.root),
    ),
    publishedAt:
      isoDate(ld?.datePublished) ??
      isoDate(meta.get('article:published_time')) ??
      isoDate(meta.get('datepublished')) ??
      isoDate(meta.get('pubdate')) ??
      isoDate(meta.get('date')) ??
      isoDate(meta.get('dc.date')) ??
      isoDate(meta.get('dc.date.issued')) ??
      publishedFromPage(page.root),
    declaredLanguage: first(
      htmlElement ? attr(htmlElement, 'lang') || attr(htmlElement, 'xml:lang') : null,
      meta.get('content-language'),
      meta.get('og:locale'),
      ld?.language,
    ),
    siteName: siteName ?? base.hostname.replace(/^www\./, ''),
    leadImage: image ? absoluteUrl(image, base) : null,
    description: first(
      meta.get('description'),
      meta.get('og:description'),
      meta.get('twitter:description'),
      ld?.description,
    ),
    declaredBody: ld?.articleBody ?? null,
  };
}

/** `<base href>` changes what relative links in the page are relative to. */
export function baseUrlOf(root: Element, pageUrl: URL): URL {
  const base = findFirst(root, (el) => el.tag === 'base' && Boolean(el.attrs.href));
  if (!base) return pageUrl;
  try {
    return new URL(attr(base, 'href'), pageUrl);
  } catch {
    return pageUrl;
  }
}
