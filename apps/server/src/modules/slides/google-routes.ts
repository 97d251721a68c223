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
import { principalOf, requireAuth } from '../../platform/auth-guard.ts';
import { AppError } from '../../platform/errors.ts';
import { bearer } from '../../platform/http/route-schemas.ts';
import { say } from '../../platform/messages.ts';
import { requireFeature } from '../subscriptions/index.ts';
import type { SlidesDeps } from './decks.ts';
import { exportToGoogleSlides } from './google/google-export.ts';
import {
  completeGoogleAuth,
  disconnectGoogle,
  googleAuthStatus,
  googleAuthUrl,
  readState,
} from './google/google-oauth.ts';

/** Google Slides export: the user's authorisation (OAuth 2.0 code flow) and the export itself. */
export function googleSlidesRoutes({ ctx }: SlidesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['ai-slides'];
    const onRequest = [requireAuth(), requireFeature(ctx, 'ai_generate_slides')];
    const me = (request: Parameters<typeof principalOf>[0]) => principalOf(request).userId;

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
      async (request) => ({ success: true as const, data: await googleAuthStatus(ctx, me(request)) }),
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
      async (request) => ({
        success: true as const,
        data: { url: await googleAuthUrl(ctx, me(request), request.query.return_to) },
      }),
    );

    app.get(
      '/ai-slides/google/callback',
      {
        schema: {
          tags,
          description:
            'Where Google sends the browser back (no bearer token: the signed `state` names the user). Redirects to the app page the authorisation started from.',
          querystring: z.object({
            state: z.string().max(4_000).optional(),
            code: z.string().max(4_000).optional(),
            error: z.string().max(200).optional(),
          }),
        },
      },
      async (request, reply) => {
        const { state, code, error } = request.query;
        const read = state ? await readState(ctx, state) : undefined;
        if (!read) throw new AppError('GOOGLE_STATE_INVALID');
        const back = (outcome: string) => {
          const url = new URL(read.returnTo, ctx.config.publicUrl);
          for (const [key, value] of new URLSearchParams(outcome)) url.searchParams.set(key, value);
          return reply.redirect(`${url.pathname}${url.search}`, 302);
        };
        if (error || !code) return back(`google=error&reason=${encodeURIComponent(error ?? 'no_code')}`);
        try {
          await completeGoogleAuth(ctx, read.userId, code);
        } catch (failure) {
          if (!(failure instanceof AppError)) throw failure;
          return back(`google=error&reason=${failure.code.toLowerCase()}`);
        }
        return back('google=connected');
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
        await disconnectGoogle(ctx, me(request));
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
        const data = await exportToGoogleSlides(ctx, me(request), request.body.slideshow_id);
        return reply.code(201).send({ success: true as const, data });
      },
    );
  };
}
