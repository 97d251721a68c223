import { CopyRequestSchema, CopySuggestionSchema, successEnvelope } from '@pustaka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireFeature } from '#modules/subscriptions/index.ts';
import { principalOf, requireAuth } from '#platform/auth-guard.ts';
import { bearer } from '#platform/http/route-schemas.ts';
import type { AssistantDeps } from '../quiz-questions.ts';
import { proposeCopy } from './propose-copy.ts';

/**
 * "Bantu tulis" for creators: publishers (and admins) on a plan with `ai_generate_slides`, the plans' AI
 * feature (record 056); blog copy also needs `publish_blog`, landing copy `create_landing_page`.
 */
export function copyRoutes(deps: AssistantDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/assistant/copy',
      {
        onRequest: [
          requireAuth({ roles: ['publisher', 'admin'] }),
          requireFeature(deps.ctx, 'ai_generate_slides'),
        ],
        schema: {
          tags: ['assistant'],
          security: bearer,
          description:
            'Proposes copy: for a product of yours a description, a pitch, its table of contents, tags and a ' +
            'category; for a blog post an outline and a draft; for a landing page the hero and bullet points. ' +
            'Nothing is stored or published.',
          body: CopyRequestSchema,
          response: { 200: successEnvelope(CopySuggestionSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await proposeCopy(deps, principalOf(request), request.body),
      }),
    );
  };
}
