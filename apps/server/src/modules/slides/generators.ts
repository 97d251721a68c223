import { AiProviderError, ChatCompletionsClient } from '#platform/ai/chat-completions.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { BuiltinSlideGenerator } from './generator/builtin-generator.ts';
import { ModelSlideGenerator } from './generator/model-generator.ts';
import type { SlideGenerator } from './generator/slide-generator.ts';

/** The model server when AI_BASE_URL is set, else the built-in generator; chosen once per app. */
export function slideGeneratorFor(ctx: AppContext): SlideGenerator {
  const model = ctx.config.ai.model;
  if (!model) return new BuiltinSlideGenerator();
  return new ModelSlideGenerator(new ChatCompletionsClient({ ...model, retries: 2, fetch: ctx.fetch }));
}

/** A model failure met while someone waits for the answer: a clear 503, the reason in the log. */
export async function askModel<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AiProviderError) {
      throw new AppError('AI_UNAVAILABLE', { details: { failure: error.failure } });
    }
    throw error;
  }
}
