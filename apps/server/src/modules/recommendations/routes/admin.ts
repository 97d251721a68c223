import {
  RecommendationProductParamSchema,
  RecommendationRuleInputSchema,
  RecommendationRuleSchema,
  successEnvelope,
} from '@pustaka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireAuth } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { bearer } from '#platform/http/route-schemas.ts';
import { listRules, removeRule, setRule } from '../rules.ts';

/** The team pins products into lists or keeps them out of every list. */
export function adminRecommendationRoutes(
  ctx: AppContext,
  rulesChanged: () => Promise<void>,
): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['recommendations'];
    const admin = requireAuth({ roles: ['admin'] });

    app.get(
      '/admin/recommendations/rules',
      {
        onRequest: admin,
        schema: {
          tags,
          security: bearer,
          response: { 200: successEnvelope(z.object({ items: z.array(RecommendationRuleSchema) })) },
        },
      },
      async () => ({ success: true as const, data: { items: await listRules(ctx.db) } }),
    );

    app.put(
      '/admin/recommendations/rules/:productId',
      {
        onRequest: admin,
        schema: {
          tags,
          security: bearer,
          params: RecommendationProductParamSchema,
          body: RecommendationRuleInputSchema,
          response: { 200: successEnvelope(RecommendationRuleSchema) },
        },
      },
      async (request) => {
        const { productId } = request.params;
        const rule = await setRule(ctx.db, productId, request.body, principalOf(request).userId, ctx.now());
        await rulesChanged();
        return { success: true as const, data: rule };
      },
    );

    app.delete(
      '/admin/recommendations/rules/:productId',
      {
        onRequest: admin,
        schema: {
          tags,
          security: bearer,
          params: RecommendationProductParamSchema,
          response: { 200: successEnvelope(z.object({ removed: z.boolean() })) },
        },
      },
      async (request) => {
        const removed = await removeRule(ctx.db, request.params.productId);
        await rulesChanged();
        return { success: true as const, data: { removed } };
      },
    );
  };
}
