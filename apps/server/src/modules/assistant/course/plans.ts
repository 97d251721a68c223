import type { CoursePlan, CoursePlanRequestSchema, PlanChapter } from '@pustaka/contract';
import type { z } from 'zod';
import { askModel, withModelTokensOrRefuse } from '#modules/slides/index.ts';
import type { AssistantDeps } from '../quiz-questions.ts';
import { type BookPage, chapterMarkdown, readOutline } from './outline.ts';
import { checkSource, readBook } from './source.ts';
import { expectedSummaryTokens, extractiveSummary, summariesWithModel } from './summaries.ts';

type Request = z.output<typeof CoursePlanRequestSchema>;

const HEADING = /^#{1,6}\s+(.+?)\s*#*$/gm;

/**
 * A chapter of a book the trainer only bought is not quoted: its proposed summary names what the chapter
 * covers (its own headings) and where it is in the book, for the trainer to write over.
 */
function referenceSummary(
  markdown: string,
  title: string,
  first: number,
  last: number,
  language: 'id' | 'en',
) {
  const topics = [...new Set([...markdown.matchAll(HEADING)].map((m) => (m[1] ?? '').trim()))]
    .filter((topic) => topic && topic !== title)
    .slice(0, 6);
  const where = language === 'id' ? `halaman ${first}–${last}` : `pages ${first}–${last}`;
  if (language === 'id') {
    return topics.length > 0
      ? `Bab ini (${where}) membahas: ${topics.join('; ')}. Baca bagian ini di ebook sebelum melanjutkan.`
      : `Baca ${where} di ebook sebelum melanjutkan.`;
  }
  return topics.length > 0
    ? `This chapter (${where}) covers: ${topics.join('; ')}. Read it in the ebook before going on.`
    : `Read ${where} in the ebook before going on.`;
}

/** The final quiz asks about every chapter: two questions a chapter, 5 to 40. */
const finalQuestionsFor = (chapters: number) => Math.min(40, Math.max(5, chapters * 2));

/**
 * Reads a source's outline and proposes a course: one chapter per outline entry, each with a summary, its
 * pages, and the slides and quiz switches the request asked for. Nothing is stored. With a model, the
 * summaries are written in one call under the trainer's monthly AI tokens (reserved before, settled after).
 */
export async function proposeCoursePlan(
  deps: AssistantDeps,
  userId: number,
  request: Request,
): Promise<CoursePlan> {
  const { ctx, model } = deps;
  const source = await checkSource(ctx, userId, request.source);
  const book = await readBook(ctx, source);
  const outline = readOutline(book, request.language, source.unit);
  const texts = outline.chapters.map((chapter) => ({
    title: chapter.title,
    markdown: chapterMarkdown(book.pages, chapter.first, chapter.last, source.unit),
  }));
  let summaries: string[];
  if (model) {
    const summaryRequest = { language: request.language, chapters: texts };
    const written = await withModelTokensOrRefuse(
      ctx,
      { kind: 'model' },
      userId,
      expectedSummaryTokens(summaryRequest),
      () => askModel(() => summariesWithModel(model, summaryRequest)),
    );
    summaries = written.value;
  } else if (source.rights === 'reference') {
    summaries = outline.chapters.map((chapter, i) =>
      referenceSummary(
        texts[i]?.markdown ?? '',
        chapter.title,
        chapter.first,
        chapter.last,
        request.language,
      ),
    );
  } else {
    summaries = texts.map((text) => extractiveSummary(text.markdown));
  }
  const chapters: PlanChapter[] = outline.chapters.map((chapter, i) => ({
    title: chapter.title,
    first_page: chapter.first,
    last_page: chapter.last,
    summary: (summaries[i] ?? '').slice(0, 5_000),
    slides: request.slides,
    quiz: request.quizzes,
    question_count: request.questions_per_chapter,
  }));
  const title = (book.title ?? firstHeading(book.pages) ?? 'Kursus baru').slice(0, 200).padEnd(3, '.');
  return {
    source: request.source,
    source_title: book.title,
    unit: source.unit,
    page_count: book.pageCount,
    rights: source.rights,
    outline_from: outline.origin,
    generator: model ? 'model' : 'builtin',
    product_url: source.rights === 'reference' ? source.productUrl : null,
    course: {
      title,
      description:
        request.language === 'id'
          ? `Kursus dari buku "${title}", ${chapters.length} bab.`
          : `A course from the book "${title}", ${chapters.length} chapters.`,
      language: request.language,
      sequential: true,
      drip_days_per_chapter: null,
    },
    chapters,
    final_quiz: { enabled: request.quizzes, question_count: finalQuestionsFor(chapters.length) },
  };
}

function firstHeading(pages: BookPage[]): string | undefined {
  for (const page of pages) {
    const match = page.markdown.match(/^#{1,6}\s+(.+)$/m);
    if (match?.[1]) return match[1].trim();
  }
  return undefined;
}
