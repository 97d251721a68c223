import {
  AdminUserCreateSchema,
  AdminUserSchema,
  IdParamSchema,
  MessageEnvelopeSchema,
  SetPasswordRequestSchema,
  SetPasswordResponseSchema,
} from '@pustaka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { bearer } from '#platform/http/route-schemas.ts';
import { say } from '#platform/messages.ts';
import { createInvitedAccount, resendInvitation, setPasswordFromLink } from './invitations.ts';

/** Accounts an admin creates, the invitation mailed with them, and the page that sets their password. */
export function invitationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const adminOnly = requireAuth({ roles: ['admin'] });

    app.post(
      '/admin/users',
      {
        onRequest: adminOnly,
        schema: {
          tags: ['admin'],
          security: bearer,
          body: AdminUserCreateSchema,
          response: {
            201: z.object({ success: z.literal(true), message: z.string(), data: AdminUserSchema }),
          },
        },
      },
      async (request, reply) =>
        reply.code(201).send({
          success: true as const,
          message: say(request, 'accountCreated'),
          data: await createInvitedAccount(ctx, request.body),
        }),
    );

    app.post(
      '/admin/users/:id/invitation',
      {
        onRequest: adminOnly,
        schema: {
          tags: ['admin'],
          security: bearer,
          params: IdParamSchema,
          response: { 200: MessageEnvelopeSchema },
        },
      },
      async (request) => {
        await resendInvitation(ctx, request.params.id);
        return { success: true as const, message: say(request, 'invitationResent') };
      },
    );

    app.post(
      '/auth/set-password',
      {
        schema: {
          tags: ['auth'],
          body: SetPasswordRequestSchema,
          response: { 200: SetPasswordResponseSchema },
        },
      },
      async (request) => ({
        success: true as const,
        message: say(request, 'passwordSet'),
        data: await setPasswordFromLink(ctx, request.body.token, request.body.password),
      }),
    );
  };
}
