import { randomUUID } from 'node:crypto';
import type { QuestionProposal, QuizQuestionProposals, QuizQuestionsRequestSchema } from '@pustaka/contract';
import type { z } from 'zod';
import { askModel, readSource, withModelTokensOrRefuse } from '#modules/slides/index.ts';
import { ChatCompletionsClient } from '#platform/ai/chat-completions.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { expectedTokensOf, proposeWithModel } from './model-writer.ts';
import { readSentences } from './offline/passages.ts';
import { proposeOffline } from './offline/quiz-generator.ts';

type Request = z.output<typeof QuizQuestionsRequestSchema>;

/** Fewer words than this is not a lesson to ask about (a title, a caption). */
const MIN_SOURCE_WORDS = 30;

/** The model client when AI_BASE_URL is set (one per app); undefined runs the built-in writer. */
export type AssistantDeps = { ctx: AppContext; model: ChatCompletionsClient | undefined };

export function assistantDeps(ctx: AppContext): AssistantDeps {
  const model = ctx.config.ai.model;
  return {
    ctx,
    model: model ? new ChatCompletionsClient({ ...model, retries: 2, fetch: ctx.fetch }) : undefined,
  };
}

/**
 * Proposes questions from a source; nothing is stored: the trainer reviews them and adds the kept ones to
 * a quiz. With a model, its call runs under the user's monthly AI tokens (reserved before, settled after).
 */
export async function proposeQuizQuestions(
  { ctx, model }: AssistantDeps,
  userId: number,
  request: Request,
): Promise<QuizQuestionProposals> {
  const source = await readSource(ctx, userId, request.source);
  const markdown = source.text.markdown;
  if (markdown.split(/\s+/).filter(Boolean).length < MIN_SOURCE_WORDS)
    throw new AppError('SOURCE_WITHOUT_TEXT');
  const questions = await questionsFromText({ ctx, model }, userId, markdown, request);
  if (questions.length === 0) throw new AppError('ASSISTANT_NOTHING_TO_ASK');
  return {
    generation_id: randomUUID(),
    generator: model ? 'model' : 'builtin',
    language: request.language,
    source_title: source.text.title,
    questions,
  };
}

/** What a question writer needs besides the text. */
export type QuestionAsk = Pick<Request, 'count' | 'language' | 'types' | 'exclude'>;

/**
 * Questions from a text by the built-in writer, or by the model under the user's monthly AI tokens (a
 * failing model is AI_UNAVAILABLE, tokens run out AI_QUOTA_EXCEEDED). Fewer than asked, or none, when the
 * text has too few sentences to ask about.
 */
export async function questionsFromText(
  { ctx, model }: AssistantDeps,
  userId: number,
  markdown: string,
  ask: QuestionAsk,
): Promise<QuestionProposal[]> {
  if (!model) return proposeOffline({ ...ask, markdown });
  const modelRequest = { ...ask, sentences: readSentences(markdown) };
  const answer = await withModelTokensOrRefuse(
    ctx,
    { kind: 'model' },
    userId,
    expectedTokensOf(modelRequest),
    () => askModel(() => proposeWithModel(model, modelRequest)),
  );
  return answer.value;
}
