import { type HealthResponse, HealthResponseSchema, IdParamSchema } from '@pustaka/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '#platform/context.ts';
import type { DevClock } from '#platform/dev-clock.ts';
import { AppError } from '#platform/errors.ts';
import { escapeHtml } from '#platform/html.ts';
import { mailOutbox } from '#platform/mail/tables.ts';
import { APP_VERSION } from '#platform/version.ts';

/** GET /health: what the health page and load balancers read. 503 when the database does not answer. */
export function healthRoutes(
  ctx: AppContext,
  catalogueState: () => Promise<HealthResponse['catalogue']>,
): FastifyPluginAsyncZod {
  const startedAt = Date.now();
  return async (app) => {
    app.get(
      '/health',
      { schema: { tags: ['system'], response: { 200: HealthResponseSchema, 503: HealthResponseSchema } } },
      async (_request, reply) => {
        const started = performance.now();
        const up = await ctx.db.execute(sql`select 1`).then(
          () => true,
          () => false,
        );
        const body = {
          status: up ? ('ok' as const) : ('degraded' as const),
          environment: ctx.config.environmentLabel,
          database: {
            status: up ? ('up' as const) : ('down' as const),
            driver: ctx.database.driver,
            latency_ms: Math.round((performance.now() - started) * 100) / 100,
          },
          catalogue: await catalogueState(),
          uptime: Math.round((Date.now() - startedAt) / 1000),
          version: APP_VERSION,
        };
        return reply
          .code(up ? 200 : 503)
          .header('cache-control', 'no-store')
          .send(body);
      },
    );
  };
}

const page = (title: string, body: string) => `<!doctype html><html lang="id"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f8fafc;color:#0f172a}main{max-width:900px;margin:auto;padding:16px}
a{color:#4338ca}table{width:100%;border-collapse:collapse;background:#fff}td,th{padding:8px;border-bottom:1px solid #e2e8f0;text-align:left;font-size:14px;vertical-align:top}
.badge{font-size:12px;padding:2px 6px;border-radius:6px;background:#e0e7ff}iframe{width:100%;height:70vh;border:1px solid #e2e8f0;background:#fff}</style>
</head><body><main>${body}</main></body></html>`;

/**
 * The dev mailbox: every mail the app wrote, readable in the browser so a person can click the links.
 * Registered only outside production.
 */
export function devMailboxRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const ListQuery = z.object({ to: z.string().max(254).optional() });

    app.get('/dev/mailbox.json', { schema: { hide: true, querystring: ListQuery } }, async (request) => {
      const rows = await ctx.db
        .select()
        .from(mailOutbox)
        .where(request.query.to ? eq(mailOutbox.toAddress, request.query.to.toLowerCase()) : undefined)
        .orderBy(desc(mailOutbox.id))
        .limit(50);
      return {
        success: true,
        data: rows.map((m) => ({
          id: m.id,
          to: m.toAddress,
          subject: m.subject,
          text: m.textBody,
          status: m.status,
          created_at: m.createdAt.toISOString(),
        })),
      };
    });

    app.get('/dev/mailbox', { schema: { hide: true, querystring: ListQuery } }, async (request, reply) => {
      const rows = await ctx.db
        .select()
        .from(mailOutbox)
        .where(request.query.to ? eq(mailOutbox.toAddress, request.query.to.toLowerCase()) : undefined)
        .orderBy(desc(mailOutbox.id))
        .limit(200);
      const list = rows
        .map(
          (
            m,
          ) => `<tr><td>${m.createdAt.toISOString().replace('T', ' ').slice(0, 19)}</td><td>${escapeHtml(m.toAddress)}</td>
<td><a href="/dev/mailbox/${m.id}">${escapeHtml(m.subject)}</a></td><td><span class="badge">${escapeHtml(m.status)}</span></td></tr>`,
        )
        .join('');
      const body = `<h1>Dev mailbox</h1><p>Semua email yang dikirim aplikasi (hanya di luar produksi). Transport: ${ctx.mailer.transport}.</p>
<form><input name="to" placeholder="filter: email penerima" value="${escapeHtml(request.query.to ?? '')}"> <button>Filter</button></form><br>
<table><thead><tr><th>Waktu</th><th>Kepada</th><th>Subjek</th><th>Status</th></tr></thead><tbody>${
        list || '<tr><td colspan="4">Belum ada email.</td></tr>'
      }</tbody></table>`;
      return reply.type('text/html; charset=utf-8').send(page('Dev mailbox', body));
    });

    app.get(
      '/dev/mailbox/:id',
      {
        schema: {
          hide: true,
          params: IdParamSchema,
        },
      },
      async (request, reply) => {
        const [mail] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, request.params.id));
        if (!mail) throw new AppError('NOT_FOUND');
        // The body is shown in a sandboxed frame (srcdoc) so a mail's markup cannot touch this page.
        const body = `<p><a href="/dev/mailbox">← Kotak masuk</a></p><h1>${escapeHtml(mail.subject)}</h1>
<p>Kepada: <strong>${escapeHtml(mail.toAddress)}</strong> · ${mail.createdAt.toISOString()}</p>
<iframe sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation" srcdoc="${escapeHtml(
          mail.htmlBody.replace(/<a /g, '<a target="_top" '),
        )}"></iframe><h2>Teks</h2><pre style="white-space:pre-wrap">${escapeHtml(mail.textBody)}</pre>`;
        return reply.type('text/html; charset=utf-8').send(page(mail.subject, body));
      },
    );
  };
}

/** Moves the development clock forward; exists only outside production, for end-to-end tests. */
export function devClockRoutes(ctx: AppContext, clock: DevClock): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/dev/clock', { schema: { hide: true } }, async () => ({
      success: true as const,
      data: { now: ctx.now().toISOString() },
    }));
    app.post(
      '/dev/clock',
      {
        schema: {
          hide: true,
          body: z
            .object({
              advance_ms: z
                .number()
                .int()
                .min(0)
                .max(3650 * 86_400_000),
            })
            .strict(),
        },
      },
      async (request) => {
        const body = request.body;
        const now = 'reset' in body ? clock.reset() : clock.advance(body.advance_ms);
        // Whatever fell due in the skipped time runs now, as it would have on time.
        await ctx.jobs.runDue(500);
        return { success: true as const, data: { now: now.toISOString() } };
      },
    );
  };
}
