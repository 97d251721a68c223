import {
  IdParamSchema,
  SupportMyRequestEnvelopeSchema,
  SupportMyRequestsPageSchema,
  SupportMyRequestsQuerySchema,
  SupportReplyCreateSchema,
  SupportRequestCreateSchema,
} from '@pustaka/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, requireAuth } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { bearer } from '#platform/http/route-schemas.ts';
import { requestLanguage } from '#platform/messages.ts';
import { getOwnRequest, listOwnRequests, type Member, openRequest, replyAsSender } from '../requests.ts';

const memberOf = (request: FastifyRequest): Member => {
  const { user, emailVerified } = principalOf(request);
  return { id: user.id, email: user.email, name: user.fullName, emailVerified };
};

/**
 * A signed-in member's own requests: write one, list them, read one's thread, reply. Open to a member who
 * has not verified their address yet: a verification mail that never arrives is one of the things they ask.
 */
export function memberSupportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const common = {
      onRequest: requireAuth({ allowUnverified: true }),
      schema: { tags: ['support'], security: bearer },
    };

    app.post(
      '/support/requests',
      {
        ...common,
        schema: {
          ...common.schema,
          body: SupportRequestCreateSchema,
          response: { 201: SupportMyRequestEnvelopeSchema },
        },
      },
      async (request, reply) => {
        const member = memberOf(request);
        const opened = await openRequest(
          ctx,
          request.body,
          {
            name: member.name,
            email: member.email,
            userId: member.id,
            language: requestLanguage(request),
            ip: request.ip,
          },
          'dashboard',
        );
        return reply
          .code(201)
          .send({ success: true as const, data: await getOwnRequest(ctx, member, opened.id) });
      },
    );

    app.get(
      '/support/requests/mine',
      {
        ...common,
        schema: {
          ...common.schema,
          querystring: SupportMyRequestsQuerySchema,
          response: { 200: SupportMyRequestsPageSchema },
        },
      },
      async (request) => ({
        success: true as const,
        data: await listOwnRequests(ctx, memberOf(request), request.query),
      }),
    );

    app.get(
      '/support/requests/mine/:id',
      {
        ...common,
        schema: {
          ...common.schema,
          params: IdParamSchema,
          response: { 200: SupportMyRequestEnvelopeSchema },
        },
      },
      async (request) => ({
        success: true as const,
        data: await getOwnRequest(ctx, memberOf(request), request.params.id),
      }),
    );

    app.post(
      '/support/requests/mine/:id/replies',
      {
        ...common,
        schema: {
          ...common.schema,
          params: IdParamSchema,
          body: SupportReplyCreateSchema,
          response: { 201: SupportMyRequestEnvelopeSchema },
        },
      },
      async (request, reply) => {
        const detail = await replyAsSender(ctx, memberOf(request), request.params.id, request.body.message);
        return reply.code(201).send({ success: true as const, data: detail });
      },
    );
  };
}
