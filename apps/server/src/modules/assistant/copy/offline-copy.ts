import type { BlogCopy, LandingCopy, ProductCopy } from '@pustaka/contract';
import { readSentences, type Sentence } from '../offline/passages.ts';
import type { CopySource } from './copy-sources.ts';
import { languageOf } from './stemmer.ts';
import { categoryFor, keywordsOf, summarise } from './summary.ts';

/**
 * The built-in writer: every sentence of a description, a pitch, a draft or a bullet is one of the source's,
 * word for word (an extractive summary); a table of contents is the file's own outline; tags are the text's
 * keywords; a category is one of the active ones. It writes in the source's language (it does not translate);
 * the few words it adds itself (a section's heading from its keyword, "and") follow the language asked.
 */

type Language = 'id' | 'en';
const DESCRIPTION_SENTENCES = 5;
const TAGS = 8;
const HERO_TEXT_MAX = 500;
const BULLET_MAX = 200;

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);
const textOf = (sentences: Sentence[]) => sentences.map((s) => s.text);

/** Sentences as paragraphs of two or three. */
function paragraphsOf(sentences: string[]): string[] {
  const paragraphs: string[] = [];
  for (let i = 0; i < sentences.length; i += sentences.length > 4 ? 3 : 2) {
    paragraphs.push(sentences.slice(i, i + (sentences.length > 4 ? 3 : 2)).join(' '));
  }
  return paragraphs;
}

function sentencesOf(source: CopySource) {
  const sentences = readSentences(source.markdown);
  return { sentences, language: languageOf(source.markdown) };
}

/** The pitch: the summary's best sentence that fits in a line or two. */
function pitchOf(sentences: Sentence[], language: Language, max: number): string {
  const best = summarise(
    sentences.filter((s) => s.text.length <= max),
    language,
    1,
  );
  return best[0]?.text ?? '';
}

export function writeProductCopy(source: CopySource, asked: Language): ProductCopy {
  const { sentences, language } = sentencesOf(source);
  const summary = textOf(summarise(sentences, language, DESCRIPTION_SENTENCES));
  const description = paragraphsOf(summary);
  // Audio and video: the parts' titles say what is inside better than a short description does.
  if (source.read === 'details' && source.toc.length > 0) {
    const titles = source.toc.slice(0, 12).map((entry) => entry.title);
    const more = source.toc.length > 12 ? (asked === 'id' ? ', dan lainnya' : ', and more') : '';
    description.push(
      asked === 'id'
        ? `Berisi ${source.toc.length} bagian: ${titles.join(', ')}${more}.`
        : `Contains ${source.toc.length} parts: ${titles.join(', ')}${more}.`,
    );
  }
  const category = categoryFor(source.categories, sentences, language);
  return {
    description,
    pitch: pitchOf(sentences, language, 240),
    table_of_contents: source.toc,
    tags: keywordsOf(sentences, language, TAGS),
    category: category ? { id: category.id, name: category.name } : null,
  };
}

/** A heading for a run of paragraphs without one: its keyword, capitalised, not repeating another's. */
function headingFor(sentences: Sentence[], language: Language, used: Set<string>): string {
  for (const keyword of keywordsOf(sentences, language, 4)) {
    const heading = capitalise(keyword);
    if (!used.has(heading.toLowerCase())) {
      used.add(heading.toLowerCase());
      return heading;
    }
  }
  return '';
}

export function writeBlogCopy(source: CopySource, asked: Language): BlogCopy {
  const { sentences, language } = sentencesOf(source);
  const groups = new Map<string, Sentence[]>();
  const hasHeadings = sentences.some((s) => s.heading !== null);
  if (hasHeadings) {
    for (const sentence of sentences) {
      const key = sentence.heading ?? '';
      groups.set(key, [...(groups.get(key) ?? []), sentence]);
    }
  } else {
    // Notes without headings: consecutive paragraphs in two to four sections.
    const paragraphs = [...new Set(sentences.map((s) => s.paragraph))];
    const count = Math.min(4, Math.max(2, Math.round(paragraphs.length / 2)));
    const per = Math.max(1, Math.ceil(paragraphs.length / count));
    for (const sentence of sentences) {
      const group = Math.floor(paragraphs.indexOf(sentence.paragraph) / per);
      groups.set(`#${group}`, [...(groups.get(`#${group}`) ?? []), sentence]);
    }
  }
  const used = new Set<string>();
  const draft: BlogCopy['draft'] = [];
  for (const [key, group] of groups) {
    const picked = textOf(summarise(group, language, 6));
    if (picked.length === 0) continue;
    const heading =
      key && !key.startsWith('#')
        ? key
        : headingFor(group, language, used) || (asked === 'id' ? 'Pendahuluan' : 'Introduction');
    draft.push({ heading, paragraphs: paragraphsOf(picked) });
  }
  const keywords = keywordsOf(sentences, language, 3).map(capitalise);
  const joined =
    keywords.length > 1
      ? `${keywords.slice(0, -1).join(', ')} ${asked === 'id' ? 'dan' : 'and'} ${keywords.at(-1)}`
      : (keywords[0] ?? '');
  return {
    title: source.title ?? joined,
    outline: draft.map((section) => section.heading),
    draft,
  };
}

export function writeLandingCopy(source: CopySource, _asked: Language): LandingCopy {
  const { sentences, language } = sentencesOf(source);
  const heroText = pitchOf(sentences, language, HERO_TEXT_MAX);
  let bullets: string[];
  if (source.products.length > 1) {
    // One line per product: its name, and its own best sentence when it has one.
    bullets = source.products.map((product) => {
      const own = readSentences(product.text);
      const best = pitchOf(own, language, BULLET_MAX - product.name.length - 2);
      return best ? `${product.name}: ${best}` : product.name;
    });
  } else {
    bullets = textOf(summarise(sentences, language, 6))
      .filter((text) => text !== heroText && text.length <= BULLET_MAX)
      .slice(0, 5);
    const chapters = source.products[0]?.chapters ?? [];
    for (const chapter of chapters) {
      if (bullets.length >= 5) break;
      bullets.push(chapter);
    }
  }
  return {
    hero_title: (source.title ?? source.products[0]?.name ?? '').slice(0, 120),
    hero_text: heroText,
    bullets: bullets.slice(0, 8),
  };
}
