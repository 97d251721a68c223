import { z } from 'zod';
import type { ChatCompletionsClient, JsonCompletion } from '#platform/ai/chat-completions.ts';
import { readSentences } from '../offline/passages.ts';

/**
 * Chapter summaries. Offline: extractive, the chapter's own sentences that carry its most frequent words
 * (a word's weight is how often the chapter uses it), earlier sentences first on ties, none twice, in the
 * order the book has them. With a model: written from those same sentences, in one call for every chapter.
 */

const STOPWORDS = new Set(
  (
    'yang dan di ke dari untuk dengan pada dalam ini itu atau juga tidak akan ada adalah sebagai oleh karena ' +
    'kita kami anda mereka saya ia dia telah sudah lebih bisa dapat hal para setiap secara bahwa agar serta ' +
    'the a an and or of to in on for with as by is are was were be been it this that these those from at ' +
    'not can will which their they we you he she his her its into than then also such more most'
  ).split(' '),
);

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 2 && !STOPWORDS.has(word));

/** A summary of at most `maxChars`, as paragraphs of the chapter's own sentences. */
export function extractiveSummary(markdown: string, maxChars = 700): string {
  const sentences = readSentences(markdown).filter((s) => s.text.length >= 30 && s.text.length <= 400);
  if (sentences.length === 0) return '';
  const frequency = new Map<string, number>();
  for (const sentence of sentences) {
    for (const word of new Set(words(sentence.text))) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  }
  const scored = sentences.map((sentence) => {
    const own = words(sentence.text);
    const weight = own.reduce((sum, word) => sum + (frequency.get(word) ?? 0), 0);
    return { sentence, score: weight / Math.sqrt(own.length + 1) };
  });
  scored.sort((a, b) => b.score - a.score || a.sentence.index - b.sentence.index);
  const seen = new Set<string>();
  const picked: typeof sentences = [];
  let length = 0;
  for (const { sentence } of scored) {
    const key = sentence.text.toLowerCase().replace(/\W+/g, ' ').trim();
    if (seen.has(key)) continue;
    if (length + sentence.text.length + 1 > maxChars && picked.length > 0) continue;
    seen.add(key);
    picked.push(sentence);
    length += sentence.text.length + 1;
    if (length >= maxChars * 0.8) break;
  }
  picked.sort((a, b) => a.index - b.index);
  return picked.map((sentence) => sentence.text).join(' ');
}

/** What the model reads of a chapter: its most telling sentences, not all of it (the ledger pays for it). */
const MODEL_CHARS_PER_CHAPTER = 1_500;

const ModelSummaries = z.object({
  summaries: z.array(z.object({ chapter: z.number().int().min(1), summary: z.string().min(1).max(2_000) })),
});

export type SummaryRequest = { language: 'id' | 'en'; chapters: Array<{ title: string; markdown: string }> };

function promptOf(request: SummaryRequest): string {
  const language = request.language === 'id' ? 'Indonesian (Bahasa Indonesia)' : 'English';
  return [
    `Summarise each chapter below in ${language}, in 2 to 4 sentences a learner reads before the chapter.`,
    'Use only what the excerpts say. Answer with {"summaries": [{"chapter": n, "summary": "..."}]} for every chapter.',
    '',
    ...request.chapters.map(
      (chapter, i) =>
        `Chapter ${i + 1}: ${chapter.title}\n${extractiveSummary(chapter.markdown, MODEL_CHARS_PER_CHAPTER)}`,
    ),
  ].join('\n');
}

export function expectedSummaryTokens(request: SummaryRequest): number {
  return Math.ceil(promptOf(request).length / 3.5) + 200 + maxTokensOf(request);
}

const maxTokensOf = (request: SummaryRequest) => 160 * request.chapters.length + 200;

/** Written summaries, one per chapter (a chapter the model skipped keeps its extractive one). */
export async function summariesWithModel(
  client: ChatCompletionsClient,
  request: SummaryRequest,
): Promise<JsonCompletion<string[]>> {
  const { value, usage } = await client.completeJson({
    schema: ModelSummaries,
    schemaName: 'chapter_summaries',
    maxTokens: maxTokensOf(request),
    temperature: 0.3,
    messages: [
      { role: 'system', content: 'You summarise book chapters for a course. Answer with JSON only.' },
      { role: 'user', content: promptOf(request) },
    ],
  });
  const written = new Map(value.summaries.map((entry) => [entry.chapter, entry.summary.trim()]));
  return {
    value: request.chapters.map(
      (chapter, i) => written.get(i + 1)?.slice(0, 5_000) || extractiveSummary(chapter.markdown),
    ),
    usage,
  };
}
