import { attr, type Element } from './dom.ts';

/** Words in class names and ids that authors use for the article itself. */
const CONTENT_WORDS =
  /article|body|content|entry|hentry|h-entry|main|post|text|story|blog|prose|detail|isi|berita|artikel|konten/i;

/** Words that mark page furniture around the article. */
const BOILERPLATE_WORDS =
  /(^|[^a-z])(ads?|advert\w*|sponsor\w*|promo\w*|banner|breadcrumbs?|comments?|komentar|disqus|footer|foot|masthead|menu|nav\w*|sidebar|side-?bar|widget|related|terkait|recommend\w*|share|sharing|social|sosmed|cookie\w*|consent|gdpr|newsletter|subscribe|subscription|signup|login|popup|modal|overlay|outbrain|taboola|pagination|pager|tags?|tagcloud|rss|print|toolbar|skip|jump|author-?bio|bio|most-?popular|trending|popular|also-?read|baca-?juga|more-?stories|next-?post|prev\w*|shoutbox|skyscraper|supplemental|extra|legends?|slideshow|carousel|agegate)([^a-z]|$)/i;

/**
 * Words for text kept from non-subscribers: publishers that send the whole article in the HTML wrap its
 * rest in these, and so do the short "subscribe to read on" prompts. Which one it is, the text decides.
 */
const GATED_WORDS =
  /(^|[^a-z])(paywall\w*|premium\w*|subscription|subscriber\w*|locked|metered|members?-?only|regwall|gated)([^a-z]|$)/i;

/** Whether the class or id names content held back from non-subscribers (or the prompt that says so). */
export function isGated(element: Element): boolean {
  return GATED_WORDS.test(hintsOf(element));
}

/** The markup social networks give for embedding a post: the post's text is quoted in the article. */
const EMBEDDED_POST =
  /(^|\s)(twitter-tweet|twitter-video|instagram-media|tiktok-embed|fb-post|bluesky-embed|mastodon-embed|text-post-media|threads-embed|reddit-embed-bq|imgur-embed-pub)(\s|$)/i;

export function isEmbeddedPost(element: Element): boolean {
  return EMBEDDED_POST.test(attr(element, 'class'));
}

/** Weaker than the above: furniture too, but words content wrappers also use, so only for unlikely checks. */
const UNLIKELY_WORDS =
  /(^|[^a-z])(header|masthead|community|remark|replies|combx|meta|byline|dateline|caption-credit|credit)([^a-z]|$)/i;

/** Small words that appear in sentences but not in component names. */
const SENTENCE_WORDS =
  /^(a|an|the|with|of|to|and|in|for|on|is|are|how|what|why|your|yang|dan|di|untuk|dengan|ke|dari)$/i;

/**
 * An id made from a heading ("sharing-with-a-single-developer") names a section's subject, not its
 * role on the page, so it is no hint at all.
 */
function roleId(element: Element): string {
  const id = attr(element, 'id');
  const words = id.split(/[-_\s]+/);
  return words.length >= 3 && words.some((w) => SENTENCE_WORDS.test(w)) ? '' : id;
}

export function hintsOf(element: Element): string {
  return `${attr(element, 'class')} ${roleId(element)}`;
}

/** +25 for each of class and id that names the article, −25 for each that names furniture. */
export function classWeight(element: Element): number {
  let weight = 0;
  for (const value of [attr(element, 'class'), roleId(element)]) {
    if (!value) continue;
    if (BOILERPLATE_WORDS.test(value) && !GATED_WORDS.test(value)) weight -= 25;
    if (CONTENT_WORDS.test(value)) weight += 25;
  }
  return weight;
}

const FURNITURE_ROLES = new Set([
  'navigation',
  'complementary',
  'banner',
  'contentinfo',
  'menu',
  'menubar',
  'search',
  'dialog',
  'alertdialog',
  'tablist',
]);

/**
 * Furniture that is removed before any scoring: its class or id says so and nothing says it is the
 * article, or its ARIA role is one no article has.
 */
export function isUnlikelyContent(element: Element): boolean {
  if (element.tag === 'body' || element.tag === 'article' || element.tag === 'main' || element.tag === 'a') {
    return false;
  }
  if (element.attrs.itemprop?.includes('articleBody')) return false;
  const role = element.attrs.role;
  if (role && FURNITURE_ROLES.has(role)) return true;
  const hints = hintsOf(element);
  if (hints.length < 2) return false;
  if (CONTENT_WORDS.test(hints) || GATED_WORDS.test(hints)) return false;
  return BOILERPLATE_WORDS.test(hints) || UNLIKELY_WORDS.test(hints);
}

/**
 * Furniture words that page builders also put on the wrappers of everything ("elementor-widget-wrap",
 * "td-header-wrap"): a match on these alone lets the element's own prose decide.
 */
const WEAK_WORDS = /(^|[^a-z])(widget|extra|supplemental|community|combx|meta|header|masthead)([^a-z]|$)/gi;

/** Whether the class and id name furniture only with words page builders put on any wrapper. */
export function hasOnlyWeakFurnitureWords(element: Element): boolean {
  const hints = hintsOf(element);
  if (!WEAK_WORDS.test(hints)) return false;
  WEAK_WORDS.lastIndex = 0;
  const rest = hints.replace(WEAK_WORDS, '$1$3');
  return !BOILERPLATE_WORDS.test(rest) && !UNLIKELY_WORDS.test(rest);
}

/** Text kept for screen readers only ("Image caption", "Skip to content"): not what a reader sees. */
const SCREEN_READER_ONLY =
  /(^|\s)(sr-only|visually-?hidden|screen-reader-text|screenreader-only|offscreen|a11y-hidden)(\s|$)/i;

export function isHidden(element: Element): boolean {
  if ('hidden' in element.attrs || element.attrs['aria-hidden'] === 'true') return true;
  if (SCREEN_READER_ONLY.test(attr(element, 'class'))) return true;
  const style = element.attrs.style;
  return style !== undefined && /display\s*:\s*none|visibility\s*:\s*hidden/i.test(style);
}
