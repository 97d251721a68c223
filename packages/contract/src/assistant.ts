import { z } from 'zod';
import { bilingual } from './messages.ts';
import { QuizQuestionInputSchema } from './quizzes.ts';
import { SourceInputSchema } from './slides.ts';

/** The question types the content assistant proposes (ordering is left to the trainer). */
export const ASSISTANT_QUESTION_TYPES = [
  'single_choice',
  'multiple_choice',
  'true_false',
  'short_answer',
] as const;
export const AssistantQuestionTypeSchema = z.enum(ASSISTANT_QUESTION_TYPES);
export type AssistantQuestionType = z.infer<typeof AssistantQuestionTypeSchema>;

/**
 * `POST /assistant/quiz-questions`: propose `count` questions from a source (pasted text, a web page, an
 * uploaded PDF from `POST /ai-slides/sources/upload`, or an ebook the trainer owns or sells).
 */
export const QuizQuestionsRequestSchema = z.strictObject({
  source: SourceInputSchema,
  count: z
    .number()
    .int()
    .min(1, bilingual('Paling sedikit 1 soal', 'At least 1 question'))
    .max(30, bilingual('Paling banyak 30 soal sekali buat', 'At most 30 questions at a time'))
    .default(5),
  language: z.enum(['id', 'en']).default('id'),
  types: z
    .array(AssistantQuestionTypeSchema)
    .min(1, bilingual('Pilih paling sedikit satu jenis soal', 'Choose at least one question type'))
    .max(4)
    .default(['single_choice']),
  /** Questions already shown (kept or rejected): a regeneration proposes others. */
  exclude: z.array(z.string().max(2_000)).max(100).default([]),
});
export type QuizQuestionsRequest = z.input<typeof QuizQuestionsRequestSchema>;

/** Where a proposal's answer is written in the source: the sentence, and its place for a reader. */
export const QuestionCitationSchema = z.object({
  quote: z.string(),
  heading: z.string().nullable(),
  paragraph: z.number().int().nullable(),
  page: z.number().int().nullable(),
});
export type QuestionCitation = z.infer<typeof QuestionCitationSchema>;

/**
 * A proposed question, in the same words as `QuizQuestionInputSchema` (so a kept one is sent as it is to
 * `POST /publisher/lms/quizzes/{id}/questions/bulk`), with a one-line explanation and its citation.
 */
export const QuestionProposalSchema = z.object({
  type: AssistantQuestionTypeSchema,
  text: z.string(),
  options: z.array(z.string()).optional(),
  correct_indexes: z.array(z.number().int()).optional(),
  correct_answer: z.boolean().optional(),
  accepted_answers: z.array(z.string()).optional(),
  explanation: z.string(),
  citation: QuestionCitationSchema,
});
export type QuestionProposal = z.infer<typeof QuestionProposalSchema>;

export const QuizQuestionProposalsSchema = z.object({
  generation_id: z.string(),
  generator: z.enum(['builtin', 'model']),
  language: z.enum(['id', 'en']),
  source_title: z.string().nullable(),
  /** Fewer than asked when the source has too few sentences a question can be made from. */
  questions: z.array(QuestionProposalSchema),
});
export type QuizQuestionProposals = z.infer<typeof QuizQuestionProposalsSchema>;

/** `POST /publisher/lms/quizzes/{id}/questions/bulk`: questions added at the end of a quiz, all or none. */
export const QuizQuestionsBulkSchema = z.strictObject({
  questions: z
    .array(QuizQuestionInputSchema)
    .min(1, bilingual('Pilih paling sedikit satu soal', 'Choose at least one question'))
    .max(200, bilingual('Paling banyak 200 soal', 'At most 200 questions')),
});
export type QuizQuestionsBulk = z.input<typeof QuizQuestionsBulkSchema>;
