import { GatewayHealthResponseSchema, OnlinePaymentMethodSchema } from '@pustaka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { emptyTolerantJsonParser } from '#platform/http/json-body.ts';
import { overLimit } from '#platform/rate-limit/rate-limiter.ts';
import { receivePaymentNotification, recordRejectedNotification } from './notifications.ts';
import {
  NotificationRejectedError,
  type PaymentProvider,
  ProviderUnavailableError,
} from './providers/payment-provider.ts';
import type { SandboxGateway } from './sandbox-gateway.ts';
import { COUNTDOWN_SCRIPT, sandboxPage } from './sandbox-page.ts';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

/**
 * Callers whose notifications keep being refused are turned away for a while, and nothing more of theirs is
 * kept: a provider signs correctly, so only a misconfiguration or an attack gets here this often. Checking a
 * signature costs no database work, so only refusals are counted, and a signed notification is never held up
 * by the count.
 */
const REJECTED_WEBHOOK_LIMIT = { max: 20, windowMs: 15 * 60_000 };

const SandboxParams = z.object({ id: z.string().regex(/^sbx_[0-9a-f]{24}$/) });
const LangQuery = z.object({ lang: z.enum(['id', 'en']).optional() });
/** The page token is judged by the gateway, so a wrong one is one answer (403), never a 400. */
const PageToken = z.string().max(200);
const PageQuery = LangQuery.extend({ token: PageToken.optional() });
const SettleBody = z
  .object({
    outcome: z.enum(['paid', 'failed']),
    method: OnlinePaymentMethodSchema.optional(),
    token: PageToken.optional(),
  })
  .strict();

/**
 * The payment-gateway service, mounted at /pay: its health, the provider webhooks, and the built-in
 * sandbox gateway's hosted page. It runs in the same process by default but keeps to its own paths. Verified
 * notifications go to the payer whose code they carry (`registerPayer`).
 */
export function paymentGateway(
  ctx: AppContext,
  services: { provider: PaymentProvider; sandbox: SandboxGateway },
): FastifyPluginAsyncZod {
  const startedAt = Date.now();
  return async (app) => {
    // Providers sign the exact bytes they send, so the raw body is kept beside the parsed one, which the
    // app's own JSON parser (empty bodies as none, prototype poisoning refused) makes from the kept string.
    const parseJson = emptyTolerantJsonParser(app);
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (request, body, done) => {
        request.rawBody = body as string;
        parseJson(request, body, done);
      },
    );
    // The hosted page posts an ordinary HTML form.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    app.get(
      '/health',
      { schema: { tags: ['payments'], response: { 200: GatewayHealthResponseSchema } } },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return {
          status: 'ok' as const,
          environment: ctx.config.environmentLabel,
          provider: services.provider.name,
          uptime: Math.round((Date.now() - startedAt) / 1000),
        };
      },
    );

    app.post(
      '/webhooks/:provider',
      {
        schema: {
          tags: ['payments'],
          description:
            'Payment notifications from the configured provider (signature or callback token checked).',
          params: z.object({ provider: z.enum(['sandbox', 'midtrans', 'xendit']) }),
        },
      },
      async (request) => {
        if (request.params.provider !== services.provider.name) throw new AppError('NOT_FOUND');
        const rawBody = request.rawBody ?? JSON.stringify(request.body ?? {});
        try {
          const result = await receivePaymentNotification(ctx, services.provider, {
            headers: request.headers,
            body: request.body,
            rawBody,
          });
          return { success: true as const, data: result };
        } catch (error) {
          if (error instanceof NotificationRejectedError) {
            const limitKey = `webhook-rejected:${request.ip}`;
            const { exhausted, retryAfterMs } = await ctx.rateLimiter.isExhausted(
              limitKey,
              REJECTED_WEBHOOK_LIMIT,
            );
            if (exhausted) throw overLimit(retryAfterMs);
            await Promise.all([
              recordRejectedNotification(ctx, services.provider.name, error.message, rawBody),
              ctx.rateLimiter.hit(limitKey),
            ]);
            throw new AppError('NOTIFICATION_REJECTED', { details: { reason: error.message } });
          }
          // The provider could not confirm the notification: a 5xx makes it send the notification again.
          if (error instanceof ProviderUnavailableError) throw new AppError('PAYMENT_UNAVAILABLE');
          throw error;
        }
      },
    );

    app.get('/sandbox/countdown.js', async (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(COUNTDOWN_SCRIPT),
    );

    app.get(
      '/sandbox/:id',
      {
        schema: {
          tags: ['payments'],
          description:
            'The hosted payment page; its address carries the token the checkout handed the buyer.',
          params: SandboxParams,
          querystring: PageQuery,
        },
      },
      async (request, reply) => {
        const { token } = request.query;
        // An expired token still shows how the payment ended; only pressing needs a live one.
        if (services.sandbox.checkPageToken(request.params.id, token) === 'invalid')
          throw new AppError('PAYMENT_LINK_INVALID');
        const transaction = await services.sandbox.find(request.params.id);
        if (!transaction) throw new AppError('NOT_FOUND');
        const language = request.query.lang ?? 'id';
        return (
          reply
            .type('text/html; charset=utf-8')
            .header('cache-control', 'no-store')
            // The address holds the token: it must not travel to another site as a referrer.
            .header('referrer-policy', 'no-referrer')
            .send(sandboxPage(transaction, language, ctx.now(), token ?? ''))
        );
      },
    );

    app.post(
      '/sandbox/:id/settle',
      { schema: { tags: ['payments'], params: SandboxParams, querystring: LangQuery, body: SettleBody } },
      async (request, reply) => {
        const access = services.sandbox.checkPageToken(request.params.id, request.body.token);
        if (access !== 'valid')
          throw new AppError(access === 'expired' ? 'PAYMENT_LINK_EXPIRED' : 'PAYMENT_LINK_INVALID');
        const result = await services.sandbox.settle(
          request.params.id,
          request.body.outcome,
          request.body.method,
        );
        if (!result) throw new AppError('NOT_FOUND');
        const { transaction, changed } = result;
        // A second press, or a press after expiry, shows the page again with the real state.
        if (!changed) {
          const token = encodeURIComponent(request.body.token ?? '');
          return reply.redirect(
            `/pay/sandbox/${transaction.id}?lang=${request.query.lang ?? 'id'}&token=${token}`,
            303,
          );
        }
        return reply.redirect(
          transaction.status === 'paid' ? transaction.finishUrl : transaction.failUrl,
          303,
        );
      },
    );
  };
}
