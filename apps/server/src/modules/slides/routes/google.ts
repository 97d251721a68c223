import {
  ExportGoogleSlidesSchema,
  GoogleAuthStatusSchema,
  GoogleAuthUrlQuerySchema,
  GoogleAuthUrlSchema,
  GoogleSlidesExportSchema,
  MessageEnvelopeSchema,
  successEnvelope,
} from '@pustaka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#platform/errors.ts';
import { bearer } from '#platform/http/route-schemas.ts';
import { say } from '#platform/messages.ts';
import type { SlidesDeps } from '../decks.ts';
import { exportToGoogleSlides } from '../google/google-export.ts';
import {
  BROWSER_COOKIE,
  browserBinding,
  CALLBACK_PATH,
  completeGoogleAuth,
  consumeState,
  DEFAULT_RETURN,
  disconnectGoogle,
  googleAuthStatus,
  googleAuthUrl,
  STATE_TTL_SECONDS,
} from '../google/google-oauth.ts';
import { callerId, SLIDES_TAGS, slidesGuard } from './guard.ts';

/** One cookie's value from a Cookie header. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const split = part.indexOf('=');
    if (split > 0 && part.slice(0, split).trim() === name) return part.slice(split + 1).trim();
  }
  return undefined;
}

/** Google Slides export: the user's authorisation (OAuth 2.0 code flow) and the export itself. */
export function googleSlidesRoutes({ ctx }: SlidesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = SLIDES_TAGS;
    const onRequest = slidesGuard(ctx);

    app.get(
      '/ai-slides/google/auth-status',
      {
        onRequest,
        schema: {
          tags,
          security: bearer,
          description:
            'Whether the server has Google OAuth settings (else `configured: false` and the missing setting names) and whether the user has connected Google.',
          response: { 200: successEnvelope(GoogleAuthStatusSchema) },
        },
      },
      async (request) => ({ success: true as const, data: await googleAuthStatus(ctx, callerId(request)) }),
    );

    app.get(
      '/ai-slides/google/auth-url',
      {
        onRequest,
        schema: {
          tags,
          security: bearer,
          description:
            "Google's consent page for this user; after it, Google sends the browser to the callback, which returns to `return_to` with `?google=connected` or `?google=error&reason=...`.",
          querystring: GoogleAuthUrlQuerySchema,
          response: { 200: successEnvelope(GoogleAuthUrlSchema) },
        },
      },
      async (request, reply) => {
        const binding = browserBinding(cookieValue(request.headers.cookie, BROWSER_COOKIE));
        const url = await googleAuthUrl(ctx, callerId(request), request.query.return_to, binding.value);
        // Sent only to the callback, and on Google's top-level redirect back (SameSite=Lax); a browser keeps
        // its binding for every round trip it starts, so two tabs both come back fine.
        const secure = ctx.config.publicUrl.startsWith('https:') ? '; Secure' : '';
        reply.header(
          'set-cookie',
          `${BROWSER_COOKIE}=${binding.value}; Path=${CALLBACK_PATH}; Max-Age=${STATE_TTL_SECONDS}; HttpOnly; SameSite=Lax${secure}`,
        );
        return { success: true as const, data: { url } };
      },
    );

    app.get(
      '/ai-slides/google/callback',
      {
        schema: {
          tags,
          description:
            'Where Google sends the browser back (no bearer token: the single-use `state` names the user, and only the browser that asked for it, by its binding cookie, may use it). Redirects to the app page the authorisation started from; a state that is unknown, used, expired or from another browser redirects to `/ai-slides?google=error&reason=google_state_invalid` (or `google_state_foreign`) and connects nothing.',
          querystring: z.object({
            state: z.string().max(4_000).optional(),
            code: z.string().max(4_000).optional(),
            error: z.string().max(200).optional(),
          }),
        },
      },
      async (request, reply) => {
        const { state, code, error } = request.query;
        const back = (path: string, outcome: string) => {
          const url = new URL(path, ctx.config.publicUrl);
          for (const [key, value] of new URLSearchParams(outcome)) url.searchParams.set(key, value);
          return reply.redirect(`${url.pathname}${url.search}`, 302);
        };
        const consumed = state
          ? await consumeState(ctx, state, cookieValue(request.headers.cookie, BROWSER_COOKIE))
          : ({ ok: false, code: 'GOOGLE_STATE_INVALID' } as const);
        // Unknown, used, expired or another browser's: nothing is connected, and the page says why.
        if (!consumed.ok) return back(DEFAULT_RETURN, `google=error&reason=${consumed.code.toLowerCase()}`);
        if (error || !code) {
          return back(consumed.returnTo, `google=error&reason=${encodeURIComponent(error ?? 'no_code')}`);
        }
        try {
          await completeGoogleAuth(ctx, consumed.userId, code);
        } catch (failure) {
          if (!(failure instanceof AppError)) throw failure;
          return back(consumed.returnTo, `google=error&reason=${failure.code.toLowerCase()}`);
        }
        return back(consumed.returnTo, 'google=connected');
      },
    );

    app.delete(
      '/ai-slides/google/connection',
      {
        onRequest,
        schema: {
          tags,
          security: bearer,
          description: 'Forgets the Google tokens kept for the user.',
          response: { 200: MessageEnvelopeSchema },
        },
      },
      async (request) => {
        await disconnectGoogle(ctx, callerId(request));
        return { success: true as const, message: say(request, 'googleDisconnected') };
      },
    );

    app.post(
      '/ai-slides/export-gslides',
      {
        onRequest,
        schema: {
          tags,
          security: bearer,
          description:
            'The deck as a new Google Slides presentation in the user’s Drive. 409 GOOGLE_NOT_CONFIGURED without the server settings; 401 GOOGLE_AUTH_REQUIRED before the user connects Google.',
          body: ExportGoogleSlidesSchema,
          response: { 201: successEnvelope(GoogleSlidesExportSchema) },
        },
      },
      async (request, reply) => {
        if (!ctx.config.google.client) {
          throw new AppError('GOOGLE_NOT_CONFIGURED', {
            params: { settings: ctx.config.google.missingSettings.join(', ') },
            details: { missing_settings: ctx.config.google.missingSettings },
          });
        }
        const data = await exportToGoogleSlides(ctx, callerId(request), request.body.slideshow_id);
        return reply.code(201).send({ success: true as const, data });
      },
    );
  };
}
