import {
  AdminShortLinkActionSchema,
  BlockedHostCreateSchema,
  BlockedHostParamSchema,
  BlockedHostSchema,
  IdParamSchema,
  MessageEnvelopeSchema,
  PageQuerySchema,
  ReportedShortLinkPageSchema,
  successEnvelope,
} from '@pustaka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireAuth } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { bearer } from '#platform/http/route-schemas.ts';
import { say } from '#platform/messages.ts';
import {
  actOnLink,
  addBlockedHost,
  listBlockedHosts,
  listReportedLinks,
  removeBlockedHost,
} from '../reports.ts';

/** The admins' side: reported links to disable, and the block-list of target hosts. */
export function adminShortLinkRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const common = {
      onRequest: requireAuth({ roles: ['admin'] }),
      schema: { tags: ['admin'], security: bearer },
    };

    app.get(
      '/admin/short-links/reports',
      {
        ...common,
        schema: {
          ...common.schema,
          querystring: PageQuerySchema,
          response: { 200: successEnvelope(ReportedShortLinkPageSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await listReportedLinks(ctx, request.query.page, request.query.pageSize),
      }),
    );

    app.put(
      '/admin/short-links/:id',
      {
        ...common,
        schema: {
          ...common.schema,
          params: IdParamSchema,
          body: AdminShortLinkActionSchema,
          response: { 200: successEnvelope(z.object({ id: z.number(), action: z.string() })) },
        },
      },
      async (request) => {
        await actOnLink(ctx, request.params.id, request.body.action);
        return { success: true as const, data: { id: request.params.id, action: request.body.action } };
      },
    );

    app.get(
      '/admin/short-links/blocked-hosts',
      {
        ...common,
        schema: { ...common.schema, response: { 200: successEnvelope(z.array(BlockedHostSchema)) } },
      },
      async () => ({ success: true as const, data: await listBlockedHosts(ctx) }),
    );

    app.post(
      '/admin/short-links/blocked-hosts',
      {
        ...common,
        schema: {
          ...common.schema,
          body: BlockedHostCreateSchema,
          response: { 201: successEnvelope(BlockedHostSchema) },
        },
      },
      async (request, reply) => {
        const host = await addBlockedHost(ctx, request.body, principalOf(request).userId);
        return reply.code(201).send({ success: true as const, data: host });
      },
    );

    app.delete(
      '/admin/short-links/blocked-hosts/:host',
      {
        ...common,
        schema: {
          ...common.schema,
          params: BlockedHostParamSchema,
          response: { 200: MessageEnvelopeSchema },
        },
      },
      async (request) => {
        await removeBlockedHost(ctx, request.params.host);
        return { success: true as const, message: say(request, 'blockedHostRemoved') };
      },
    );
  };
}
