/** What the page's schema.org JSON-LD says about its main article, as plain strings. */
export interface JsonLdArticle {
  headline: string | null;
  author: string | null;
  datePublished: string | null;
  publisher: string | null;
  image: string | null;
  description: string | null;
  articleBody: string | null;
  language: string | null;
}

const ARTICLE_TYPE = /article|posting|report|newsarticle|webpage|review|recipe|scholarly/i;

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Pages embed broken JSON-LD often enough (trailing commas, raw newlines) that a failed parse is normal. */
function parseLoosely(raw: string): Json | null {
  try {
    return JSON.parse(raw) as Json;
  } catch {
    try {
      return JSON.parse(raw.replace(/[\r\n\t]+/g, ' ').replace(/,\s*([}\]])/g, '$1')) as Json;
    } catch {
      return null;
    }
  }
}

function objectsIn(value: Json, out: Array<Record<string, Json>>, depth = 0): void {
  if (depth > 4 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) objectsIn(item, out, depth + 1);
    return;
  }
  out.push(value);
  const graph = value['@graph'];
  if (graph) objectsIn(graph, out, depth + 1);
  const main = value.mainEntity ?? value.mainEntityOfPage;
  if (main && typeof main === 'object') objectsIn(main, out, depth + 1);
}

function typeOf(object: Record<string, Json>): string {
  const type = object['@type'];
  return Array.isArray(type) ? type.join(' ') : typeof type === 'string' ? type : '';
}

/** A person, an organisation, a list of them, or a bare string, to a display name. */
function nameOf(value: Json | undefined): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return /^https?:\/\//.test(value) ? null : value.trim() || null;
  if (Array.isArray(value)) {
    const names = value.map((v) => nameOf(v)).filter((v): v is string => Boolean(v));
    return names.length ? [...new Set(names)].join(', ') : null;
  }
  if (typeof value === 'object') return nameOf(value.name);
  return null;
}

function urlOf(value: Json | undefined): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.length ? urlOf(value[0]) : null;
  if (typeof value === 'object') return urlOf(value.url ?? value.contentUrl ?? null);
  return null;
}

function stringOf(value: Json | undefined): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

export function readJsonLd(scripts: string[]): JsonLdArticle | null {
  const objects: Array<Record<string, Json>> = [];
  for (const script of scripts) {
    const parsed = parseLoosely(script.trim());
    if (parsed !== null) objectsIn(parsed, objects);
  }
  const candidates = objects.filter((o) => ARTICLE_TYPE.test(typeOf(o)));
  // An article type beats a generic WebPage when both are present.
  candidates.sort((a, b) => rank(b) - rank(a));
  const article = candidates[0];
  if (!article) return null;
  return {
    headline: stringOf(article.headline) ?? stringOf(article.name),
    author: nameOf(article.author) ?? nameOf(article.creator),
    datePublished: stringOf(article.datePublished) ?? stringOf(article.dateCreated),
    publisher: nameOf(article.publisher),
    image: urlOf(article.image ?? article.thumbnailUrl ?? null),
    description: stringOf(article.description),
    articleBody: stringOf(article.articleBody) ?? stringOf(article.text),
    language: stringOf(article.inLanguage),
  };
}

function rank(object: Record<string, Json>): number {
  const type = typeOf(object);
  if (/webpage/i.test(type) && !/article/i.test(type)) return 0;
  return object.articleBody ? 3 : 2;
}
