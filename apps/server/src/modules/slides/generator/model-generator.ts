import {
  type DeckOutlineItem,
  DeckOutlineItemSchema,
  SLIDE_LAYOUTS,
  type SlideContent,
  SlideContentSchema,
} from '@pustaka/contract';
import { z } from 'zod';
import {
  AiProviderError,
  type ChatCompletionsClient,
  type ChatMessage,
} from '#platform/ai/chat-completions.ts';
import type {
  DeckBrief,
  GeneratedOutline,
  GeneratedSlide,
  GenerationStep,
  SlideElement,
  SlideGenerator,
} from './slide-generator.ts';

/** How much of a source goes into a prompt: enough for a deck, small enough for an 8k-token model. */
const SOURCE_CHARS = 14_000;

const OutlineAnswer = z.object({
  slides: z.array(
    z.object({
      title: z.string().min(1).max(160),
      points: z.array(z.string().min(1).max(300)).max(8),
      layout: z.enum(SLIDE_LAYOUTS),
    }),
  ),
});

/** What a model writes for one slide; ids of uploaded images are never the model's to choose. */
const SlideAnswer = z.object({
  layout: z.enum(SLIDE_LAYOUTS),
  title: z.string().max(160),
  subtitle: z.string().max(300),
  bullets: z.array(z.string().max(300)).max(8),
  secondary: z.array(z.string().max(300)).max(8),
  quote: z.object({ text: z.string().max(400), attribution: z.string().max(120) }).nullable(),
  chart: z
    .object({
      kind: z.enum(['bar', 'line', 'pie']),
      labels: z.array(z.string().min(1).max(40)).min(1).max(12),
      series: z
        .array(z.object({ name: z.string().min(1).max(60), values: z.array(z.number()).min(1).max(12) }))
        .min(1)
        .max(4),
    })
    .nullable(),
  notes: z.string().max(5_000),
});

/** Any OpenAI-compatible chat model, asked for JSON of a schema at each step. */
export class ModelSlideGenerator implements SlideGenerator {
  readonly kind = 'model' as const;

  constructor(private readonly client: ChatCompletionsClient) {}

  async outline(brief: DeckBrief): Promise<GeneratedOutline> {
    const { value, usage } = await this.client.completeJson({
      schema: OutlineAnswer,
      schemaName: 'deck_outline',
      maxTokens: answerCap({ kind: 'outline' }, brief),
      messages: messagesFor(brief, { kind: 'outline' }),
    });
    const items = value.slides
      .slice(0, brief.slideCount)
      .map((slide) => checked(DeckOutlineItemSchema, slide));
    if (items.length < Math.min(3, brief.slideCount)) {
      throw new AiProviderError(
        'bad-answer',
        `the model wrote ${items.length} slides for ${brief.slideCount}`,
      );
    }
    return { items, draft: false, usage };
  }

  async slide(brief: DeckBrief, outline: DeckOutlineItem[], index: number): Promise<GeneratedSlide> {
    const step: GenerationStep = { kind: 'slide', outline, index };
    const { value, usage } = await this.client.completeJson({
      schema: SlideAnswer,
      schemaName: 'deck_slide',
      maxTokens: answerCap(step, brief),
      messages: messagesFor(brief, step),
    });
    return { content: toContent(value), usage };
  }

  async element(
    brief: DeckBrief,
    current: SlideContent,
    element: SlideElement,
    attempt: number,
  ): Promise<GeneratedSlide> {
    const step: GenerationStep = { kind: 'element', current, element, attempt };
    const { value, usage } = await this.client.completeJson({
      schema: SlideAnswer,
      schemaName: 'deck_slide',
      temperature: Math.min(1, 0.5 + attempt * 0.15),
      maxTokens: answerCap(step, brief),
      messages: messagesFor(brief, step),
    });
    const rewritten = toContent(value);
    const next: SlideContent = { ...current };
    if (element === 'title') next.title = rewritten.title;
    else if (element === 'bullets') {
      next.bullets = rewritten.bullets;
      next.secondary = rewritten.secondary;
    } else next.notes = rewritten.notes;
    return { content: next, usage };
  }

  expectedTokens(brief: DeckBrief, step: GenerationStep): number {
    const promptBytes = messagesFor(brief, step).reduce(
      (sum, message) => sum + Buffer.byteLength(message.content) + MESSAGE_OVERHEAD_BYTES,
      0,
    );
    return Math.ceil(promptBytes / BYTES_PER_TOKEN) + answerCap(step, brief);
  }
}

/**
 * A prompt's tokens are estimated from its UTF-8 bytes: about 4 per token for English and Indonesian with the
 * usual tokenizers, so 3 leaves a margin; the answer is capped by `max_tokens`. The estimate is what a call
 * reserves of the month's quota before it is sent.
 */
const BYTES_PER_TOKEN = 3;
const MESSAGE_OVERHEAD_BYTES = 24;

/** The most an answer may take: an outline's slides at about 150 tokens each, one slide with its notes. */
function answerCap(step: GenerationStep, brief: DeckBrief): number {
  return step.kind === 'outline' ? 300 + 150 * brief.slideCount : 2_000;
}

function messagesFor(brief: DeckBrief, step: GenerationStep): ChatMessage[] {
  if (step.kind === 'outline') {
    return [
      system(brief),
      {
        role: 'user',
        content:
          `Write the outline of a ${brief.slideCount}-slide deck. The first slide is the title slide (layout ` +
          `"title"); the last sums up. Each slide: a short title and 2-5 key points of at most 15 words. ` +
          `Answer with exactly ${brief.slideCount} slides.\n\n${briefText(brief)}`,
      },
    ];
  }
  if (step.kind === 'slide') {
    const { outline, index } = step;
    const item = outline[index];
    return [
      system(brief),
      {
        role: 'user',
        content:
          `The deck's outline:\n${outline.map((o, i) => `${i + 1}. ${o.title}`).join('\n')}\n\n` +
          `Write slide ${index + 1}: "${item?.title ?? ''}" with the points ${JSON.stringify(item?.points ?? [])}. ` +
          `Use layout "${item?.layout ?? 'bullets'}" unless another fits better (quote for a quotation, chart only ` +
          `with real figures from the source, two-columns for a comparison). Bullets of at most 15 words; ` +
          `speaker notes of 2-4 sentences. Fields a layout does not use are empty or null.\n\n${briefText(brief)}`,
      },
    ];
  }
  return [
    system(brief),
    {
      role: 'user',
      content:
        `Here is a slide as JSON:\n${JSON.stringify(step.current)}\n\nWrite its ${step.element} again, differently ` +
        `(attempt ${step.attempt + 1}); keep every other field exactly as it is.\n\n${briefText(brief)}`,
    },
  ];
}

function system(brief: DeckBrief): ChatMessage {
  const language = brief.language === 'id' ? 'Indonesian (Bahasa Indonesia)' : 'English';
  return {
    role: 'system',
    content:
      `You write presentation slides in ${language}, in a ${brief.tone} tone, for ${brief.audience || 'a general audience'}. ` +
      'Stay with facts from the source when one is given; never invent figures. Answer only with JSON of the schema.',
  };
}

function briefText(brief: DeckBrief): string {
  const source = brief.source
    ? `\n\nSource${brief.source.title ? ` "${brief.source.title}"` : ''}:\n${brief.source.markdown.slice(0, SOURCE_CHARS)}`
    : '';
  return `Topic: ${brief.topic}${source}`;
}

function toContent(answer: z.infer<typeof SlideAnswer>): SlideContent {
  return checked(SlideContentSchema, { ...answer, image: null });
}

/** The deck's own rules (trimmed texts, non-empty labels) on top of the answer's schema. */
function checked<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new AiProviderError(
      'bad-answer',
      `the model's slide does not fit: ${result.error.issues[0]?.message}`,
    );
  return result.data;
}
