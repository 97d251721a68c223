import { MessageEnvelopeSchema, ShortLinkReportCreateSchema } from '@pustaka/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerToken } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { say } from '#platform/messages.ts';
import { type ClickCounter, referrerDomain } from '../click-counter.ts';
import { REDIRECT_SEGMENT, RESERVED } from '../codes.ts';
import { reportShortLink } from '../reports.ts';
import type { LinkResolver, Resolved } from '../resolver.ts';
import { isRobot, VisitorKeys } from '../visitors.ts';

/** Anyone, signed in or not, may report a link; a valid token only records who reported it. */
export function reportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/short-links/reports',
      {
        schema: {
          tags: ['short-links'],
          body: ShortLinkReportCreateSchema,
          response: { 201: MessageEnvelopeSchema },
        },
      },
      async (request, reply) => {
        const userId = bearerToken(request)
          ? await app.authenticate(request).then(
              (p) => p.userId,
              () => undefined,
            )
          : undefined;
        await reportShortLink(ctx, request.body, { ip: request.ip, userId });
        return reply.code(201).send({ success: true as const, message: say(request, 'shortLinkReported') });
      },
    );
  };
}

/** How long a browser may keep a permanent redirect: a disabled link stops working for it within a day. */
const PERMANENT_CACHE = 'public, max-age=86400';
const TEMPORARY_CACHE = 'private, no-store';

/**
 * `/{code}`: one path segment shaped like a code (letters, digits, hyphens), so a dot, a slash or a second
 * segment never reaches it and static routes (`/health`) always win. A segment that is one of the app's own
 * pages goes on to the web app as if this route did not exist; an unknown or disabled code gets the app's
 * 404 page. The click is counted in memory and written later, so the redirect never waits for a write;
 * robots and link previews are redirected but not counted as clicks (see visitors.ts).
 *
 * The hot path is synchronous when the code is cached (no promise per request), and helmet's headers are
 * left off the bodiless redirect: they protect documents, and a 302 with an empty body renders nothing.
 * The 404 page, a document, gets them.
 */
export function redirectRoute(
  ctx: AppContext,
  resolver: LinkResolver,
  counter: ClickCounter,
): FastifyPluginAsync {
  let dayCache = { from: 0, until: 0, day: '' };
  const today = () => {
    const now = ctx.now();
    const at = now.getTime();
    if (at >= dayCache.until || at < dayCache.from) {
      const from = at - (at % 86_400_000);
      dayCache = { from, until: from + 86_400_000, day: now.toISOString().slice(0, 10) };
    }
    return dayCache.day;
  };
  const visitors = new VisitorKeys(ctx.config.authSecret);
  const answer = (request: FastifyRequest, reply: FastifyReply, link: Resolved) => {
    if (!link) {
      reply.helmet();
      return reply.sendNotFoundPage();
    }
    const day = today();
    const agent = request.headers['user-agent'] ?? '';
    const visitor = isRobot(agent) ? null : visitors.of(request.ip, agent, day);
    counter.record(link.id, day, referrerDomain(request.headers.referer), visitor);
    return reply
      .code(link.status)
      .header('location', link.target)
      .header('cache-control', link.status === 301 ? PERMANENT_CACHE : TEMPORARY_CACHE)
      .send();
  };
  return async (app) => {
    app.get<{ Params: { code: string } }>(
      `/:code(${REDIRECT_SEGMENT})`,
      { schema: { hide: true }, helmet: false },
      (request, reply) => {
        const code = request.params.code.toLowerCase();
        if (RESERVED.has(code)) {
          // The web app's page, with the headers every document gets.
          reply.helmet();
          return reply.callNotFound();
        }
        const cached = resolver.cached(code);
        if (cached !== undefined) return answer(request, reply, cached);
        return resolver.resolve(code).then((link) => answer(request, reply, link));
      },
    );
  };
}
