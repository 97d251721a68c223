import type { BlogCopy, CopyKind, LandingCopy, ProductCopy } from '@pustaka/contract';
import { z } from 'zod';
import type { ChatCompletionsClient, JsonCompletion } from '#platform/ai/chat-completions.ts';
import type { CopySource } from './copy-sources.ts';

/**
 * The model path: the source's text (from its start, up to about 6,000 tokens), its outline and, for a
 * product, the active categories go to the model, which answers JSON of the kind's schema. The answer is
 * validated (the client retries a broken one twice); a product's table of contents stays the file's own, and
 * a category the model names must be one of those offered.
 */

const SOURCE_CHARS = 24_000;
const ANSWER_TOKENS = 1_600;

const line = (max: number) => z.string().trim().min(1).max(max);
const ProductAnswer = z.object({
  description: z.array(line(1_500)).min(1).max(5),
  pitch: line(300),
  tags: z.array(line(40)).max(10).default([]),
  category_id: z.number().int().nullable().default(null),
});
const BlogAnswer = z.object({
  title: line(200),
  sections: z
    .array(z.object({ heading: line(120), paragraphs: z.array(line(2_000)).min(1).max(6) }))
    .min(1)
    .max(8),
});
const LandingAnswer = z.object({
  hero_title: line(120),
  hero_text: line(500),
  bullets: z.array(line(200)).min(1).max(8),
});

export type ModelCopy =
  | { kind: 'product'; value: ProductCopy }
  | { kind: 'blog'; value: BlogCopy }
  | { kind: 'landing'; value: LandingCopy };

const TASKS: Record<CopyKind, string> = {
  product:
    'Write the sales copy of a digital product from its content: "description" as 1 to 4 paragraphs that say ' +
    'what the buyer learns or gets, "pitch" as one or two sentences for the top of the page, "tags" as 5 to 8 ' +
    'short keywords, and "category_id" as the id of the one listed category that fits, or null.',
  blog:
    'Write a blog post from the author\'s notes: "title", and "sections" (2 to 6), each with a "heading" and ' +
    '1 to 3 "paragraphs". Keep to what the notes say; do not invent facts, numbers or names.',
  landing:
    'Write a landing page\'s top from the products it presents: "hero_title" (at most 10 words), "hero_text" ' +
    '(one or two sentences) and "bullets" (3 to 6 short benefit lines).',
};

function promptOf(kind: CopyKind, source: CopySource, language: 'id' | 'en'): string {
  const text = source.markdown.slice(0, SOURCE_CHARS);
  const outline = source.toc
    .slice(0, 60)
    .map((entry) => `${'  '.repeat(entry.level)}- ${entry.title}`)
    .join('\n');
  const categories = source.categories.map((c) => `${c.id}: ${c.name}`).join('\n');
  return [
    TASKS[kind],
    `Write in ${language === 'id' ? 'Indonesian (Bahasa Indonesia)' : 'English'}. Plain text, no Markdown.`,
    source.title ? `Title: ${source.title}` : '',
    outline ? `Table of contents:\n${outline}` : '',
    kind === 'product' && categories ? `Categories:\n${categories}` : '',
    `Source:\n${text}`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** Tokens to reserve: the prompt's estimate and the answer's ceiling. */
export function expectedCopyTokens(kind: CopyKind, source: CopySource, language: 'id' | 'en'): number {
  return Math.ceil(promptOf(kind, source, language).length / 3.5) + 200 + ANSWER_TOKENS;
}

const messagesOf = (kind: CopyKind, source: CopySource, language: 'id' | 'en') => [
  {
    role: 'system' as const,
    content:
      'You are a careful copywriter for an Indonesian marketplace of ebooks, audio and courses. You write only ' +
      'what the source supports. Answer with JSON only.',
  },
  { role: 'user' as const, content: promptOf(kind, source, language) },
];

export async function writeWithModel(
  client: ChatCompletionsClient,
  kind: CopyKind,
  source: CopySource,
  language: 'id' | 'en',
): Promise<JsonCompletion<ModelCopy>> {
  const common = { maxTokens: ANSWER_TOKENS, temperature: 0.5, messages: messagesOf(kind, source, language) };
  if (kind === 'product') {
    const { value, usage } = await client.completeJson({
      ...common,
      schema: ProductAnswer,
      schemaName: 'product_copy',
    });
    const category = source.categories.find((c) => c.id === value.category_id) ?? null;
    const tags = [...new Map(value.tags.map((tag) => [tag.toLowerCase(), tag])).values()].slice(0, 8);
    return {
      usage,
      value: {
        kind,
        value: {
          description: value.description,
          pitch: value.pitch,
          table_of_contents: source.toc,
          tags,
          category: category ? { id: category.id, name: category.name } : null,
        },
      },
    };
  }
  if (kind === 'blog') {
    const { value, usage } = await client.completeJson({
      ...common,
      schema: BlogAnswer,
      schemaName: 'blog_copy',
    });
    return {
      usage,
      value: {
        kind,
        value: {
          title: value.title,
          outline: value.sections.map((s) => s.heading),
          draft: value.sections,
        },
      },
    };
  }
  const { value, usage } = await client.completeJson({
    ...common,
    schema: LandingAnswer,
    schemaName: 'landing_copy',
  });
  return { usage, value: { kind, value } };
}
