import { z } from 'zod';
import { bilingual } from './messages.ts';

/**
 * A course from an ebook, in one flow (record 057): the assistant reads a source's outline and proposes a
 * plan (`POST /assistant/course-plans`), the trainer edits it, and `POST /assistant/course-builds` creates a
 * DRAFT course from the edited plan in the background, reporting each step
 * (`GET /assistant/course-builds/{id}`).
 */

/** Where a course comes from: an ebook the trainer sells or bought, or a PDF uploaded by `POST /ai-slides/sources/upload`. */
export const CourseSourceSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('ebook'),
    product_id: z.number().int().positive().max(2_147_483_647),
  }),
  z.strictObject({
    kind: z.literal('pdf_upload'),
    upload_id: z.string().uuid(bilingual('Kode unggahan tidak valid', 'The upload id is not valid')),
  }),
]);
export type CourseSource = z.infer<typeof CourseSourceSchema>;

/**
 * What the course may take from the source: `copy` (the trainer's own ebook or upload: the chapter's pages
 * become a PDF content) or `reference` (an ebook they only bought: no page is copied; a content sends the
 * learner to the ebook, to buy it or to open it if they own it). Decided by the server, never by the client.
 */
export const CourseRightsSchema = z.enum(['copy', 'reference']);
export type CourseRights = z.infer<typeof CourseRightsSchema>;

/** Where the chapters were found: the PDF's bookmarks, headings by type size, or blocks of pages. */
export const OutlineOriginSchema = z.enum(['bookmarks', 'headings', 'pages']);
export type OutlineOrigin = z.infer<typeof OutlineOriginSchema>;

export const COURSE_PLAN_MAX_CHAPTERS = 60;
export const COURSE_PLAN_MAX_QUESTIONS = 20;
export const COURSE_PLAN_MAX_FINAL_QUESTIONS = 40;

const ChapterTitle = z
  .string()
  .trim()
  .min(3, bilingual('Judul bab minimal 3 karakter', 'A chapter title needs at least 3 characters'))
  .max(200, bilingual('Judul bab maksimal 200 karakter', 'A chapter title may have at most 200 characters'));
const Page = z.number().int().min(1).max(100_000);

/**
 * One chapter of the plan: one section of the course (its contents are titled after it). `first_page` and
 * `last_page` are 1-based and inclusive, in the plan's `unit`: pages of an ebook, or parts of an uploaded
 * PDF's text (an upload keeps its text, not its pages).
 */
export const PlanChapterSchema = z.strictObject({
  title: ChapterTitle,
  first_page: Page,
  last_page: Page,
  /** The text summary content (plain text, paragraphs separated by blank lines). */
  summary: z
    .string()
    .trim()
    .max(
      5_000,
      bilingual('Ringkasan maksimal 5.000 karakter', 'A summary may have at most 5,000 characters'),
    ),
  slides: z.boolean(),
  quiz: z.boolean(),
  question_count: z
    .number()
    .int()
    .min(1, bilingual('Paling sedikit 1 soal', 'At least 1 question'))
    .max(
      COURSE_PLAN_MAX_QUESTIONS,
      bilingual('Paling banyak 20 soal per bab', 'At most 20 questions a chapter'),
    ),
});
export type PlanChapter = z.infer<typeof PlanChapterSchema>;

export const PlanFinalQuizSchema = z.strictObject({
  enabled: z.boolean(),
  question_count: z
    .number()
    .int()
    .min(1, bilingual('Paling sedikit 1 soal', 'At least 1 question'))
    .max(COURSE_PLAN_MAX_FINAL_QUESTIONS, bilingual('Paling banyak 40 soal', 'At most 40 questions')),
});

/** The course's own settings: order (each content after the one before) and drip (a chapter every N days). */
export const PlanCourseSchema = z.strictObject({
  title: z
    .string()
    .trim()
    .min(3, bilingual('Judul minimal 3 karakter', 'The title needs at least 3 characters'))
    .max(200, bilingual('Judul maksimal 200 karakter', 'The title may have at most 200 characters')),
  description: z.string().trim().max(5_000),
  language: z.enum(['id', 'en']),
  sequential: z.boolean(),
  /** Chapter n (0-based) opens n × this many days after enrolment; null: everything at once. */
  drip_days_per_chapter: z.number().int().min(1).max(365).nullable(),
});

/** `POST /assistant/course-plans`: read a source's outline and propose a course. Nothing is stored. */
export const CoursePlanRequestSchema = z.strictObject({
  source: CourseSourceSchema,
  language: z.enum(['id', 'en']).default('id'),
  /** Defaults of every proposed chapter; the trainer switches them per chapter afterwards. */
  slides: z.boolean().default(true),
  quizzes: z.boolean().default(true),
  questions_per_chapter: z.number().int().min(1).max(COURSE_PLAN_MAX_QUESTIONS).default(5),
});
export type CoursePlanRequest = z.input<typeof CoursePlanRequestSchema>;

/** The proposed plan: the create request's fields plus what the server found (read-only). */
export const CoursePlanSchema = z.object({
  source: CourseSourceSchema,
  source_title: z.string().nullable(),
  /** What `first_page`/`last_page` count: an ebook's pages, or the parts of an uploaded PDF's text. */
  unit: z.enum(['page', 'part']),
  /** How many pages (or parts) the source has: the highest `last_page`. */
  page_count: z.number().int(),
  rights: CourseRightsSchema,
  outline_from: OutlineOriginSchema,
  generator: z.enum(['builtin', 'model']),
  /** For `reference`: the ebook's public page the reference content links to. */
  product_url: z.string().nullable(),
  course: PlanCourseSchema,
  chapters: z.array(PlanChapterSchema),
  final_quiz: PlanFinalQuizSchema,
});
export type CoursePlan = z.infer<typeof CoursePlanSchema>;

/**
 * `POST /assistant/course-builds`: create a DRAFT course from an edited plan (merged, split, dropped,
 * renamed or reordered chapters; slides or quizzes switched off). Answers 202 with the build to follow.
 */
export const CourseBuildRequestSchema = z.strictObject({
  source: CourseSourceSchema,
  course: PlanCourseSchema,
  chapters: z
    .array(PlanChapterSchema)
    .min(1, bilingual('Paling sedikit satu bab', 'At least one chapter'))
    .max(COURSE_PLAN_MAX_CHAPTERS, bilingual('Paling banyak 60 bab', 'At most 60 chapters')),
  final_quiz: PlanFinalQuizSchema,
});
export type CourseBuildRequest = z.input<typeof CourseBuildRequestSchema>;

export const COURSE_BUILD_STEP_KINDS = [
  'course',
  'summary',
  'pages',
  'reference',
  'slides',
  'quiz',
  'final_quiz',
] as const;
export const CourseBuildStepSchema = z.object({
  kind: z.enum(COURSE_BUILD_STEP_KINDS),
  /** 0-based chapter index; null for the course and the final quiz. */
  chapter: z.number().int().nullable(),
  title: z.string(),
  status: z.enum(['pending', 'done', 'failed', 'skipped']),
  /** The LMS content made by this step (null for the course step and until done). */
  content_id: z.number().int().nullable(),
  /** Why it failed (`code` from the error table, bilingual message); null otherwise. */
  error: z.object({ code: z.string(), message: z.object({ id: z.string(), en: z.string() }) }).nullable(),
});
export type CourseBuildStep = z.infer<typeof CourseBuildStepSchema>;

export const CourseBuildSchema = z.object({
  id: z.string(),
  /** `done`: every step done; `failed`: some step failed (what was made is kept, see `steps`). */
  status: z.enum(['running', 'done', 'failed']),
  course_id: z.number().int().nullable(),
  course_title: z.string(),
  rights: CourseRightsSchema,
  steps: z.array(CourseBuildStepSchema),
  done: z.number().int(),
  failed: z.number().int(),
  total: z.number().int(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type CourseBuild = z.infer<typeof CourseBuildSchema>;

/** The error codes these routes add (besides the source errors of the slide sources and AI_*). */
export const COURSE_FROM_SOURCE_ERRORS = [
  'COURSE_PLAN_PAGES_INVALID',
  'COURSE_BUILD_NOT_FOUND',
  'COURSE_BUILD_RUNNING',
] as const;
