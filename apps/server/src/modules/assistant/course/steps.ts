import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type {
  CourseBuildRequest,
  LmsContentInputSchema,
  PlanChapter,
  QuestionProposal,
} from '@pustaka/contract';
import type { z } from 'zod';
import { addContent, attachContentFile, deleteContent } from '#modules/lms/index.ts';
import { addQuestions, createQuiz } from '#modules/quizzes/index.ts';
import { writeDeckFromText } from '#modules/slides/index.ts';
import type { Principal } from '#platform/auth-guard.ts';
import { AppError } from '#platform/errors.ts';
import { escapeHtml } from '#platform/html.ts';
import { type AssistantDeps, questionsFromText } from '../quiz-questions.ts';
import { extractiveSummary } from './summaries.ts';

/**
 * One step of a course build: each adds one content at the end of the draft course through the LMS
 * module's public entry (and a quiz or a deck through theirs) and answers its id.
 */

export type BuildContext = {
  deps: AssistantDeps;
  principal: Principal;
  courseId: number;
  request: CourseBuildRequest & { course: { language: 'id' | 'en' } };
  rights: 'copy' | 'reference';
  /** The ebook's public page, for a reference content. */
  productUrl: string | null;
  productName: string;
  unit: 'page' | 'part';
};

/** What the book steps need, read once per run: each chapter's text, and the ebook's file to cut. */
export type BookText = { chapterText: (index: number) => string; pdf: Buffer | null };

type ContentInput = z.output<typeof LmsContentInputSchema>;

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('');

/** A chapter's extracted Markdown as simple HTML: headings and paragraphs, page marks left out. */
function markdownHtml(markdown: string): string {
  return markdown
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block && !/^<!--.*-->$/.test(block))
    .map((block) => {
      const heading = block.match(/^#{1,6}\s+(.+)$/);
      if (heading) return `<h3>${escapeHtml(heading[1] ?? '')}</h3>`;
      return `<p>${escapeHtml(block.replace(/\s+/g, ' '))}</p>`;
    })
    .join('')
    .slice(0, 99_000);
}

function dripOf(build: BuildContext, chapter: number): number | null {
  const days = build.request.course.drip_days_per_chapter;
  return days && chapter > 0 ? Math.min(3650, days * chapter) : null;
}

async function add(build: BuildContext, input: Partial<ContentInput> & Pick<ContentInput, 'type' | 'title'>) {
  const content = await addContent(build.deps.ctx, build.principal, build.courseId, {
    body: '',
    drip_days: null,
    min_score: null,
    completion_threshold: 90,
    product_id: null,
    product_file_id: null,
    quiz_id: null,
    ...input,
    title: input.title.slice(0, 200),
  });
  return content.id;
}

/** A content with a file: made, then its file attached; a file refused (no room) takes the content back. */
async function addWithPdf(build: BuildContext, input: ContentInput, pdf: Uint8Array, pageCount: number) {
  const id = await add(build, input);
  const folder = await mkdtemp(path.join(tmpdir(), 'pustaka-course-'));
  try {
    const file = path.join(folder, 'content.pdf');
    await writeFile(file, pdf);
    await attachContentFile(build.deps.ctx, build.principal, id, {
      path: file,
      sizeBytes: pdf.byteLength,
      contentType: 'application/pdf',
      extension: 'pdf',
      info: { pageCount },
    });
    return id;
  } catch (error) {
    await deleteContent(build.deps.ctx, build.principal, id).catch(() => undefined);
    throw error;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

const titleOf = (build: BuildContext, index: number, what: { id: string; en: string }) => {
  const chapter = build.request.chapters[index] as PlanChapter;
  return `${index + 1}. ${chapter.title}${build.request.course.language === 'id' ? what.id : what.en}`;
};

export async function summaryStep(build: BuildContext, index: number, book: () => Promise<BookText>) {
  const chapter = build.request.chapters[index] as PlanChapter;
  // An emptied summary is written again from the chapter (never quoted from a book only referenced).
  let summary = chapter.summary.trim();
  if (!summary && build.rights === 'copy') summary = extractiveSummary((await book()).chapterText(index));
  const where =
    build.unit === 'page'
      ? build.request.course.language === 'id'
        ? `Halaman ${chapter.first_page}–${chapter.last_page} buku.`
        : `Pages ${chapter.first_page}–${chapter.last_page} of the book.`
      : '';
  return add(build, {
    type: 'text',
    title: `${index + 1}. ${chapter.title}`,
    body: paragraphs([summary, where].filter(Boolean).join('\n\n')),
    drip_days: dripOf(build, index),
  });
}

/** The chapter's pages cut from the ebook as their own PDF, or an upload's chapter text. */
export async function pagesStep(build: BuildContext, index: number, book: () => Promise<BookText>) {
  const chapter = build.request.chapters[index] as PlanChapter;
  const { pdf, chapterText } = await book();
  const title = titleOf(build, index, { id: ' (halaman buku)', en: ' (book pages)' });
  if (!pdf) {
    return add(build, {
      type: 'text',
      title,
      body: markdownHtml(chapterText(index)),
      drip_days: dripOf(build, index),
    });
  }
  const { PDFDocument } = await import('pdf-lib');
  const source = await loadedPdf(pdf);
  const range = PDFDocument.create();
  const cut = await range;
  const indices = Array.from(
    { length: chapter.last_page - chapter.first_page + 1 },
    (_, i) => chapter.first_page - 1 + i,
  ).filter((i) => i < source.getPageCount());
  if (indices.length === 0)
    throw new AppError('COURSE_PLAN_PAGES_INVALID', { params: { count: source.getPageCount() } });
  for (const page of await cut.copyPages(source, indices)) cut.addPage(page);
  cut.setTitle(`${build.productName} — ${chapter.title}`);
  const bytes = await cut.save();
  return addWithPdf(
    build,
    { ...emptyInput(), type: 'pdf', title, drip_days: dripOf(build, index) },
    bytes,
    indices.length,
  );
}

/** One parse of the ebook per run, shared by its chapters' cuts. */
const parsed = new WeakMap<Buffer, Promise<import('pdf-lib').PDFDocument>>();
function loadedPdf(pdf: Buffer) {
  let doc = parsed.get(pdf);
  if (!doc) {
    doc = import('pdf-lib').then(({ PDFDocument }) => PDFDocument.load(pdf, { updateMetadata: false }));
    parsed.set(pdf, doc);
  }
  return doc;
}

function emptyInput(): ContentInput {
  return {
    type: 'text',
    title: '',
    body: '',
    drip_days: null,
    min_score: null,
    completion_threshold: 90,
    product_id: null,
    product_file_id: null,
    quiz_id: null,
  };
}

/**
 * A book the trainer only bought: no page is copied. The content names where the chapter is and sends the
 * learner to the ebook's page, which sells it to a learner without it and opens it for one who owns it.
 */
export async function referenceStep(build: BuildContext, index: number) {
  const chapter = build.request.chapters[index] as PlanChapter;
  const url = build.productUrl ?? '/';
  const name = escapeHtml(build.productName);
  const pages = `${chapter.first_page}–${chapter.last_page}`;
  const body =
    build.request.course.language === 'id'
      ? `<p>Bab ini ada di ebook <a href="${url}">${name}</a>, halaman ${pages}. Isinya tidak disalin ke kursus ini.</p>` +
        `<p><a href="${url}">Buka halaman ebook</a>: jika Anda sudah memilikinya, bacalah di Perpustakaan Anda; jika belum, Anda dapat membelinya di sana.</p>`
      : `<p>This chapter is in the ebook <a href="${url}">${name}</a>, pages ${pages}. Its text is not copied into this course.</p>` +
        `<p><a href="${url}">Open the ebook's page</a>: if you own it, read it in your Library; if not, you can buy it there.</p>`;
  return add(build, {
    type: 'text',
    title: titleOf(build, index, { id: ' (baca di ebook)', en: ' (read in the ebook)' }),
    body,
    drip_days: dripOf(build, index),
  });
}

/**
 * A deck by the slide generator, kept among the trainer's decks, shown in the course as its PDF. From a
 * book only referenced, the deck is written from the trainer's summary (or the chapter's title alone),
 * never from the book's text.
 */
export async function slidesStep(build: BuildContext, index: number, book: () => Promise<BookText>) {
  const chapter = build.request.chapters[index] as PlanChapter;
  // From a referenced book, the trainer's summary when it says enough, else a deck on the chapter's title.
  const summaryWords = chapter.summary.split(/\s+/).filter(Boolean).length;
  const markdown =
    build.rights === 'copy'
      ? (await book()).chapterText(index)
      : summaryWords >= 60
        ? `# ${chapter.title}\n\n${chapter.summary}`
        : '';
  const pages = chapter.last_page - chapter.first_page + 1;
  const deck = await writeDeckFromText(build.deps.ctx, build.principal.userId, {
    title: chapter.title,
    markdown,
    language: build.request.course.language,
    slideCount: Math.min(12, Math.max(5, Math.round(pages / 2) + 3)),
  });
  return addWithPdf(
    build,
    {
      ...emptyInput(),
      type: 'slides',
      title: titleOf(build, index, { id: ' (slide)', en: ' (slides)' }),
      drip_days: dripOf(build, index),
    },
    deck.pdf,
    deck.slideCount,
  );
}

const toQuestionInput = (proposal: QuestionProposal) => ({
  type: proposal.type,
  text: proposal.text,
  options: proposal.options,
  correct_indexes: proposal.correct_indexes,
  correct_answer: proposal.correct_answer,
  accepted_answers: proposal.accepted_answers,
  points: 1,
  time_limit_seconds: null,
});

async function quizContent(
  build: BuildContext,
  title: string,
  questions: QuestionProposal[],
  drip: number | null,
) {
  if (questions.length === 0) throw new AppError('ASSISTANT_NOTHING_TO_ASK');
  const { ctx } = build.deps;
  const quiz = await createQuiz(ctx, build.principal.userId, {
    title: title.slice(0, 160),
    pass_mark_percent: 60,
    show_answers: true,
  });
  await addQuestions(ctx, build.principal, quiz.id, questions.map(toQuestionInput));
  return add(build, { type: 'quiz', title, quiz_id: quiz.id, drip_days: drip });
}

const QUESTION_TYPES: Array<'single_choice' | 'true_false'> = ['single_choice', 'true_false'];

export async function quizStep(build: BuildContext, index: number, book: () => Promise<BookText>) {
  const chapter = build.request.chapters[index] as PlanChapter;
  const questions = await questionsFromText(
    build.deps,
    build.principal.userId,
    (await book()).chapterText(index),
    {
      count: chapter.question_count,
      language: build.request.course.language,
      types: QUESTION_TYPES,
      exclude: [],
    },
  );
  return quizContent(
    build,
    titleOf(build, index, { id: ' (kuis)', en: ' (quiz)' }),
    questions,
    dripOf(build, index),
  );
}

/**
 * The final quiz asks about every chapter: the built-in writer takes each chapter's share in turn; a model
 * gets one call with each chapter's most telling sentences.
 */
export async function finalQuizStep(build: BuildContext, book: () => Promise<BookText>) {
  const { chapterText } = await book();
  const chapters = build.request.chapters;
  const total = build.request.final_quiz.question_count;
  const language = build.request.course.language;
  const questions: QuestionProposal[] = [];
  if (build.deps.model) {
    const condensed = chapters
      .map((chapter, i) => `# ${chapter.title}\n\n${extractiveSummary(chapterText(i), 1_200)}`)
      .join('\n\n');
    questions.push(
      ...(await questionsFromText(build.deps, build.principal.userId, condensed, {
        count: total,
        language,
        types: QUESTION_TYPES,
        exclude: [],
      })),
    );
  } else {
    const share = Math.max(1, Math.ceil(total / chapters.length));
    for (let i = 0; i < chapters.length && questions.length < total; i++) {
      const found = await questionsFromText(build.deps, build.principal.userId, chapterText(i), {
        count: Math.min(share, total - questions.length),
        language,
        types: QUESTION_TYPES,
        exclude: questions.map((q) => q.text),
      });
      questions.push(...found);
    }
  }
  const last = chapters.length - 1;
  return quizContent(build, language === 'id' ? 'Kuis akhir' : 'Final quiz', questions, dripOf(build, last));
}
