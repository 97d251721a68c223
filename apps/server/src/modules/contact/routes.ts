import {
  ContactRequestSchema,
  MessageEnvelopeSchema,
  PageQuerySchema,
  pageOf,
  successEnvelope,
} from '@pustaka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerToken, requireAuth } from '../../platform/auth-guard.ts';
import type { AppContext } from '../../platform/context.ts';
import { bearer } from '../../platform/http/route-schemas.ts';
import { say } from '../../platform/messages.ts';
import { listContactMessages, submitContactMessage } from './service.ts';

const ContactMessageSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  user_id: z.number().nullable(),
  created_at: z.string(),
});

export function contactRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/contact',
      { schema: { tags: ['contact'], body: ContactRequestSchema, response: { 201: MessageEnvelopeSchema } } },
      async (request, reply) => {
        // Guests may write too; a valid token only links the message to its author.
        const userId = bearerToken(request)
          ? await app.authenticate(request).then(
              (p) => p.userId,
              () => undefined,
            )
          : undefined;
        await submitContactMessage(ctx, request.body, { ip: request.ip, userId });
        return reply.code(201).send({ success: true as const, message: say(request, 'contactReceived') });
      },
    );

    app.get(
      '/admin/contact-messages',
      {
        onRequest: requireAuth({ roles: ['admin'] }),
        schema: {
          tags: ['admin'],
          security: bearer,
          querystring: PageQuerySchema,
          response: { 200: successEnvelope(pageOf(ContactMessageSchema)) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await listContactMessages(ctx.db, request.query.page, request.query.pageSize),
      }),
    );
  };
}
