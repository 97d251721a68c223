import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '#platform/context.ts';
import { copyRoutes } from './copy/routes.ts';
import { courseFromSourceRoutes } from './course/routes.ts';
import { assistantDeps } from './quiz-questions.ts';
import { assistantRoutes as routes } from './routes.ts';

/**
 * The content assistant: quiz questions proposed from a lesson's text, for the trainer to review, and copy
 * for a product, a blog post or a landing page ("Bantu tulis"), for the creator to accept or discard, and a
 * course made from an ebook's chapters.
 */
export function assistantRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const deps = assistantDeps(ctx);
  const courses = courseFromSourceRoutes(deps);
  return async (app) => {
    await app.register(routes(deps));
    await app.register(copyRoutes(deps));
    await app.register(courses);
  };
}
