import {
  PageQuerySchema,
  pageOf,
  SupportContactResponseSchema,
  SupportContactSchema,
  successEnvelope,
  supportReference,
} from '@pustaka/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerToken, type Principal, requireAuth } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { bearer } from '#platform/http/route-schemas.ts';
import { languageOf, say } from '#platform/messages.ts';
import { listContactMessages } from '../contact-messages.ts';
import { openRequest } from '../requests.ts';

/** The admin list the contact form had before the inbox: each request's sender and first message. */
const ContactMessageSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  user_id: z.number().nullable(),
  created_at: z.string(),
});

/** Guests may write too; a valid token only links the request to its author, a bad one is ignored. */
async function optionalPrincipal(request: FastifyRequest): Promise<Principal | undefined> {
  if (!bearerToken(request)) return undefined;
  return request.server.authenticate(request).then(
    (principal) => principal,
    () => undefined,
  );
}

/** The public contact form (now opening a support request) and the admins' list of what came through it. */
export function contactRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/contact',
      {
        schema: {
          tags: ['contact'],
          body: SupportContactSchema,
          response: { 201: SupportContactResponseSchema },
        },
      },
      async (request, reply) => {
        const principal = await optionalPrincipal(request);
        const { type = 'general', ...message } = request.body;
        const opened = await openRequest(
          ctx,
          { type, subject: message.subject, message: message.message },
          {
            name: message.name,
            email: message.email,
            userId: principal?.userId ?? null,
            language: languageOf(request.headers['accept-language']) ?? principal?.user.language ?? 'id',
            ip: request.ip,
          },
          'contact',
        );
        return reply.code(201).send({
          success: true as const,
          message: say(request, 'contactReceived'),
          data: { reference: supportReference(opened.id) },
        });
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
