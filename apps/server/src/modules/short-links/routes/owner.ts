import {
  IdParamSchema,
  MessageEnvelopeSchema,
  ShortLinkCreateSchema,
  ShortLinkListQuerySchema,
  ShortLinkPageSchema,
  ShortLinkSchema,
  ShortLinkStatsQuerySchema,
  ShortLinkStatsSchema,
  ShortLinkUpdateSchema,
  successEnvelope,
} from '@pustaka/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, requireAuth } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { bearer } from '#platform/http/route-schemas.ts';
import { say } from '#platform/messages.ts';
import {
  createShortLink,
  deleteShortLink,
  getOwnShortLink,
  listShortLinks,
  type Owner,
  updateShortLink,
} from '../links.ts';
import { shortLinkStats } from '../stats.ts';
import { ownHostsOf } from '../targets.ts';

const ownerOf = (request: FastifyRequest): Owner => {
  const principal = principalOf(request);
  return { id: principal.userId, isAdmin: principal.roles.includes('admin') };
};

/** A signed-in user's own short links: any user with a verified email, up to their plan's limit. */
export function ownerShortLinkRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const common = { onRequest: requireAuth(), schema: { tags: ['short-links'], security: bearer } };

    app.get(
      '/short-links',
      {
        ...common,
        schema: {
          ...common.schema,
          querystring: ShortLinkListQuerySchema,
          response: { 200: successEnvelope(ShortLinkPageSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await listShortLinks(ctx, ownerOf(request), request.query),
      }),
    );

    app.post(
      '/short-links',
      {
        ...common,
        schema: {
          ...common.schema,
          body: ShortLinkCreateSchema,
          response: { 201: successEnvelope(ShortLinkSchema) },
        },
      },
      async (request, reply) => {
        const hosts = ownHostsOf(ctx, request.headers.host);
        const link = await createShortLink(ctx, ownerOf(request), request.body, hosts);
        return reply.code(201).send({ success: true as const, data: link });
      },
    );

    app.get(
      '/short-links/:id',
      {
        ...common,
        schema: {
          ...common.schema,
          params: IdParamSchema,
          response: { 200: successEnvelope(ShortLinkSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await getOwnShortLink(ctx, principalOf(request).userId, request.params.id),
      }),
    );

    app.patch(
      '/short-links/:id',
      {
        ...common,
        schema: {
          ...common.schema,
          params: IdParamSchema,
          body: ShortLinkUpdateSchema,
          response: { 200: successEnvelope(ShortLinkSchema) },
        },
      },
      async (request) => {
        const hosts = ownHostsOf(ctx, request.headers.host);
        const userId = principalOf(request).userId;
        return {
          success: true as const,
          data: await updateShortLink(ctx, userId, request.params.id, request.body, hosts),
        };
      },
    );

    app.delete(
      '/short-links/:id',
      {
        ...common,
        schema: { ...common.schema, params: IdParamSchema, response: { 200: MessageEnvelopeSchema } },
      },
      async (request) => {
        await deleteShortLink(ctx, principalOf(request).userId, request.params.id);
        return { success: true as const, message: say(request, 'shortLinkDeleted') };
      },
    );

    app.get(
      '/short-links/:id/stats',
      {
        ...common,
        schema: {
          ...common.schema,
          params: IdParamSchema,
          querystring: ShortLinkStatsQuerySchema,
          response: { 200: successEnvelope(ShortLinkStatsSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await shortLinkStats(ctx, principalOf(request).userId, request.params.id, request.query.days),
      }),
    );
  };
}
