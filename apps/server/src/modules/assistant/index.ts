import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '#platform/context.ts';
import { assistantDeps } from './quiz-questions.ts';
import { assistantRoutes as routes } from './routes.ts';

/** The content assistant: quiz questions proposed from a lesson's text, for the trainer to review. */
export function assistantRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return routes(assistantDeps(ctx));
}
