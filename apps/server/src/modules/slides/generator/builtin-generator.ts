import type { DeckOutlineItem, SlideContent, SlideLayout } from '@pustaka/contract';
import { AppError } from '#platform/errors.ts';
import { pickSentences, termFrequencies, toBullet, words } from './sentences.ts';
import {
  type DeckBrief,
  type GeneratedOutline,
  type GeneratedSlide,
  NO_USAGE,
  type SlideElement,
  type SlideGenerator,
} from './slide-generator.ts';
import { fitSections, nameOf, type Section, sectionsOf } from './source-sections.ts';
import { topicSkeleton } from './topic-skeleton.ts';

/**
 * The default generator: no network and no model. From a source it follows the source's own headings and
 * keeps its most telling sentences; from a bare topic it lays out a talk structure to fill in. The same
 * brief always gives the same deck.
 */
export class BuiltinSlideGenerator implements SlideGenerator {
  readonly kind = 'builtin' as const;

  expectedTokens(): number {
    return 0;
  }

  async outline(brief: DeckBrief): Promise<GeneratedOutline> {
    if (!brief.source) {
      return {
        items: topicSkeleton(brief.topic, brief.audience, brief.language, brief.tone, brief.slideCount),
        draft: true,
        usage: NO_USAGE,
      };
    }
    const sections = fitSections(sectionsOf(brief.source.markdown), brief.slideCount - 2);
    if (sections.length === 0) throw new AppError('SOURCE_WITHOUT_TEXT');
    const vocabulary = termFrequencies(brief.source.markdown);
    const middle = sections.map((section) => ({
      title: nameOf(section, brief.language),
      points: pickSentences(section.text, 4, vocabulary).map((s) => toBullet(s)),
    }));
    const title = brief.source.title?.trim() || brief.topic;
    const forWhom = brief.audience ? `${brief.language === 'id' ? 'Untuk' : 'For'} ${brief.audience}` : '';
    const summary = middle.map((item) => item.points[0]).filter((point): point is string => Boolean(point));
    return {
      items: [
        { title: title.slice(0, 160), points: forWhom ? [forWhom] : [], layout: 'title' },
        ...middle,
        { title: brief.language === 'id' ? 'Ringkasan' : 'Summary', points: summary.slice(0, 5) },
      ],
      draft: false,
      usage: NO_USAGE,
    };
  }

  async slide(brief: DeckBrief, outline: DeckOutlineItem[], index: number): Promise<GeneratedSlide> {
    const item = outline[index];
    if (!item) throw new AppError('NOT_FOUND');
    const layout = item.layout ?? layoutFor(item, index, outline.length);
    const section = this.sectionFor(brief, item);
    const content = baseContent(layout, item);
    if (layout === 'two-columns') {
      const half = Math.ceil(item.points.length / 2);
      content.bullets = item.points.slice(0, half);
      content.secondary = item.points.slice(half);
    }
    content.notes = section ? speakerNotes(section, item.points) : draftNotes(brief, item);
    return { content, usage: NO_USAGE };
  }

  async element(
    brief: DeckBrief,
    current: SlideContent,
    element: SlideElement,
    attempt: number,
  ): Promise<GeneratedSlide> {
    const item = { title: current.title, points: [...current.bullets, ...current.secondary] };
    const section = this.sectionFor(brief, item);
    const next = { ...current };
    if (element === 'title') {
      const candidates = [
        section ? nameOf({ ...section, heading: null }, brief.language) : undefined,
        ...(section ? [section.heading ?? undefined] : []),
        titleFromWords(item.points.join(' '), brief.language),
      ].filter((title): title is string => Boolean(title) && title !== current.title);
      next.title = candidates[attempt % Math.max(1, candidates.length)] ?? current.title;
    } else if (element === 'bullets') {
      const pool = section ? pickSentences(section.text, 12).map((s) => toBullet(s)) : item.points;
      // Each new attempt starts further into the section's sentences, so pressing again gives other points.
      const start = (attempt * 3) % Math.max(1, pool.length);
      const chosen = [...pool.slice(start), ...pool.slice(0, start)].slice(
        0,
        Math.max(3, current.bullets.length),
      );
      next.bullets = chosen;
      next.secondary = [];
    } else {
      next.notes = section ? speakerNotes(section, current.bullets, attempt) : draftNotes(brief, item);
    }
    return { content: next, usage: NO_USAGE };
  }

  /** The passage of the source that an outline item is about: the one sharing most of its words. */
  private sectionFor(brief: DeckBrief, item: { title: string; points: string[] }): Section | undefined {
    if (!brief.source) return undefined;
    const wanted = new Set(words(`${item.title} ${item.points.join(' ')}`));
    if (wanted.size === 0) return undefined;
    let best: { section: Section; overlap: number } | undefined;
    for (const section of sectionsOf(brief.source.markdown)) {
      const have = new Set(words(`${section.heading ?? ''} ${section.text}`));
      let overlap = 0;
      for (const word of wanted) if (have.has(word)) overlap += 1;
      if (!best || overlap > best.overlap) best = { section, overlap };
    }
    return best && best.overlap >= Math.min(2, wanted.size) ? best.section : undefined;
  }
}

function layoutFor(item: DeckOutlineItem, index: number, total: number): SlideLayout {
  if (index === 0) return 'title';
  if (item.points.length === 0) return 'section';
  if (item.points.length >= 6 && index < total - 1) return 'two-columns';
  return 'bullets';
}

function baseContent(layout: SlideLayout, item: DeckOutlineItem): SlideContent {
  return {
    layout,
    title: item.title,
    subtitle: layout === 'title' || layout === 'section' ? (item.points[0] ?? '') : '',
    bullets: layout === 'title' || layout === 'section' ? [] : item.points,
    secondary: [],
    quote:
      layout === 'quote' ? { text: item.points[0] ?? item.title, attribution: item.points[1] ?? '' } : null,
    image: null,
    chart: null,
    notes: '',
  };
}

/** What the speaker says: the source's sentences behind the slide that the bullets do not already carry. */
function speakerNotes(section: Section, bullets: string[], attempt = 0): string {
  const shown = new Set(bullets.map((b) => b.slice(0, 40)));
  const all = pickSentences(section.text, 8);
  const unseen = all.filter((s) => !shown.has(toBullet(s).slice(0, 40)));
  // A short passage is all on the slide already: the notes then carry its sentences whole.
  const sentences = unseen.length > 0 ? unseen : all;
  const start = (attempt * 2) % Math.max(1, sentences.length);
  return [...sentences.slice(start), ...sentences.slice(0, start)].slice(0, 3).join(' ').slice(0, 5_000);
}

function draftNotes(brief: DeckBrief, item: { title: string; points: string[] }): string {
  return brief.language === 'id'
    ? `Draf: ceritakan "${item.title}" dengan contoh yang dekat dengan ${brief.audience || 'audiens'}.`
    : `Draft: talk about "${item.title}" with an example close to ${brief.audience || 'your audience'}.`;
}

function titleFromWords(text: string, language: 'id' | 'en'): string | undefined {
  const [first, second] = [...termFrequencies(text)].sort((a, b) => b[1] - a[1]).map(([word]) => word);
  if (!first) return undefined;
  const head = first.charAt(0).toUpperCase() + first.slice(1);
  return second ? `${head} ${language === 'id' ? 'dan' : 'and'} ${second}` : head;
}
