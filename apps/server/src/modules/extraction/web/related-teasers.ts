import { collapseSpaces, type Element, removeNode, textOf, walk } from './dom.ts';
import { INLINE_TAGS, type StatsCache } from './text-stats.ts';

/** The heading sites put over a list of other stories, in the languages of the pages we read. */
const RELATED_HEADING =
  /^(?:related(?: (?:articles?|posts?|stories|news|content|reading))?|you (?:may|might) also like|more (?:stories|news|from|on this(?: topic)?|to read)|read (?:next|also)|recommended(?: for you| stories)?|see also|artikel terkait|berita terkait|baca juga|lihat juga|berita lainnya|ähnliche (?:beiträge|artikel|themen)|verwandte (?:artikel|beiträge|themen)|das könnte (?:sie|dich) auch interessieren|mehr zum thema|weitere (?:artikel|beiträge|meldungen)|lesen sie auch|auch interessant|artículos relacionados|noticias relacionadas|(?:también )?te puede interesar|lea también|leia também|veja também|posts relacionados|artigos relacionados|notícias relacionadas|você (?:também )?pode gostar|à lire aussi|a lire aussi|lire aussi|articles (?:similaires|liés|connexes)|sur le même sujet|vous aimerez aussi|articoli correlati|leggi anche|potrebbe interessarti|gerelateerde (?:artikelen|berichten)|lees ook|meer nieuws|관련 ?기사|関連記事|あわせて読みたい|相关(?:文章|阅读|新闻)|相關(?:文章|新聞)|читайте также|похожие (?:статьи|записи|новости)|مقالات ذات صلة|اقرأ أيضا|اقرأ أيضاً)\s*[:：]?$/iu;

/** A line that introduces a list of other stories: "Lesen Sie auch die folgenden Beiträge:". */
const RELATED_INTRO =
  /^(?:lesen sie (?:auch|mehr)|weitere (?:beiträge|artikel|meldungen|texte)|mehr (?:zum thema|aus|von)|read (?:more|also)|more (?:from|on|about)|see also|baca juga|lihat juga|lea (?:también|más)|leia (?:também|mais)|lire aussi|à lire aussi|leggi anche|lees ook)\b.*[:：]$/iu;

const MAX_HEADING_CHARS = 60;
/** A teaser group links each headline; its blurbs keep the share of linked text above this. */
const TEASER_LINK_SHARE = 0.25;

/**
 * Removes each "Related"/"Leia também"/"関連記事" heading with the teaser lists that follow it, so the
 * other stories a site lists under its article are not read as part of it. Lists of links that follow
 * no such heading are left to the link-density rules.
 */
export function removeRelatedTeasers(content: Element, stats: StatsCache): void {
  const headings: Element[] = [];
  walk(content, (el) => {
    if (INLINE_TAGS.has(el.tag) || stats.of(el).chars > MAX_HEADING_CHARS) return true;
    const line = collapseSpaces(textOf(el));
    if (isLeafLine(el) && (RELATED_HEADING.test(line) || RELATED_INTRO.test(line))) {
      headings.push(el);
      return false;
    }
    return true;
  });
  for (const heading of headings) {
    // A heading wrapped alone in a box is followed by the box's siblings.
    let from = heading;
    while (from.parent && from.parent !== content && stats.of(from.parent).chars === stats.of(from).chars) {
      from = from.parent;
    }
    const doomed = [from];
    for (let next = nextElement(from); next && isTeaserGroup(next, stats); next = nextElement(next)) {
      doomed.push(next);
    }
    // A heading that heads nothing is left alone: it may be a section of the article.
    if (doomed.length === 1 && !isTeaserGroup(from, stats)) continue;
    for (const el of doomed) {
      const parent = el.parent;
      removeNode(el);
      stats.forget(parent);
    }
  }
}

function isLeafLine(el: Element): boolean {
  return el.children.every((c) => c.type === 'text' || INLINE_TAGS.has(c.tag));
}

function nextElement(el: Element): Element | null {
  const siblings = el.parent?.children ?? [];
  for (let n = siblings.indexOf(el) + 1; n < siblings.length; n++) {
    const sibling = siblings[n]!;
    if (sibling.type === 'element') return sibling;
    if (sibling.text.trim()) return null;
  }
  return null;
}

function isTeaserGroup(el: Element, stats: StatsCache): boolean {
  if (/^h[1-6]$/.test(el.tag) || el.tag === 'p') return false;
  const { chars } = stats.of(el);
  return chars > 0 && stats.linkDensity(el) >= TEASER_LINK_SHARE;
}
