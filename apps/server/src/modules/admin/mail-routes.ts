import {
  IdParamSchema,
  MailOutboxItemSchema,
  MailOutboxQuerySchema,
  pageOf,
  successEnvelope,
} from '@pustaka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { bearer } from '#platform/http/route-schemas.ts';
import type { OutboxRow } from '#platform/mail/mailer.ts';
import { say } from '#platform/messages.ts';

/** The outgoing mail that did not go out yet or at all, for admins to see why and send it again. */
export function adminMailRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const adminOnly = requireAuth({ roles: ['admin'] });

    app.get(
      '/admin/mail/outbox',
      {
        onRequest: adminOnly,
        schema: {
          tags: ['admin'],
          security: bearer,
          querystring: MailOutboxQuerySchema,
          response: {
            200: successEnvelope(pageOf(MailOutboxItemSchema).extend({ transport: z.string() })),
          },
        },
      },
      async (request) => {
        const page = await ctx.mailer.list(request.query);
        return {
          success: true as const,
          data: { ...page, items: page.items.map(toItem), transport: ctx.mailer.transport },
        };
      },
    );

    app.post(
      '/admin/mail/outbox/:id/resend',
      {
        onRequest: adminOnly,
        schema: {
          tags: ['admin'],
          security: bearer,
          params: IdParamSchema,
          response: {
            200: z.object({ success: z.literal(true), message: z.string(), data: MailOutboxItemSchema }),
          },
        },
      },
      async (request) => ({
        success: true as const,
        message: say(request, 'mailResent'),
        data: toItem(await ctx.mailer.resend(request.params.id)),
      }),
    );
  };
}

function toItem(row: OutboxRow): z.infer<typeof MailOutboxItemSchema> {
  return {
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    status: row.status as 'queued' | 'sent' | 'failed',
    attempts: row.attempts,
    last_error: row.lastError,
    next_attempt_at: row.nextAttemptAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
  };
}
