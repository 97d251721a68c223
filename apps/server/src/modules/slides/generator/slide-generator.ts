import type { DeckOutlineItem, SlideContent, SlideTone } from '@pustaka/contract';
import type { TokenUsage } from '#platform/ai/chat-completions.ts';

/** A source's text as the extraction service gives it: Markdown keeps the headings the outline follows. */
export type SourceText = { title: string | null; markdown: string };

export type DeckBrief = {
  topic: string;
  audience: string;
  language: 'id' | 'en';
  slideCount: number;
  tone: SlideTone;
  source: SourceText | undefined;
};

export type GeneratedOutline = {
  items: DeckOutlineItem[];
  /** True when the text is a skeleton to fill in rather than content (the built-in generator, no source). */
  draft: boolean;
  usage: TokenUsage;
};

export type GeneratedSlide = { content: SlideContent; usage: TokenUsage };

/** Which part of a slide to write again. */
export type SlideElement = 'title' | 'bullets' | 'notes';

/** One call of a generator: what its prompt is built from. */
export type GenerationStep =
  | { kind: 'outline' }
  | { kind: 'slide'; outline: DeckOutlineItem[]; index: number }
  | { kind: 'element'; current: SlideContent; element: SlideElement; attempt: number };

/**
 * Writes decks. Two implementations: the built-in one (offline, deterministic, from the source's structure
 * and sentences) and one for any OpenAI-compatible model server. Both return the same shapes, checked.
 */
export interface SlideGenerator {
  readonly kind: 'builtin' | 'model';
  outline(brief: DeckBrief): Promise<GeneratedOutline>;
  /** The slide at `index` of the outline, with the whole outline for context. */
  slide(brief: DeckBrief, outline: DeckOutlineItem[], index: number): Promise<GeneratedSlide>;
  /** One element of an existing slide written again, differently. */
  element(
    brief: DeckBrief,
    current: SlideContent,
    element: SlideElement,
    attempt: number,
  ): Promise<GeneratedSlide>;
  /** The most tokens one call may cost (its prompt's estimate and its answer's cap); 0 when it costs none. */
  expectedTokens(brief: DeckBrief, step: GenerationStep): number;
}

export const NO_USAGE: TokenUsage = { promptTokens: 0, completionTokens: 0 };
