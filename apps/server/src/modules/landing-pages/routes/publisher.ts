import {
  IdParamSchema,
  LANDING_MAX_BODY_BYTES,
  LandingPageInputSchema,
  LandingPageSchema,
  LandingPageSummarySchema,
  LandingStatsSchema,
  MessageEnvelopeSchema,
  PublicLandingPageSchema,
  successEnvelope,
} from '@pustaka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireFeature } from '#modules/subscriptions/index.ts';
import { principalOf, requireAuth } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { readUploadedFile } from '#platform/http/read-uploaded-file.ts';
import { bearer } from '#platform/http/route-schemas.ts';
import { requestLanguage, say } from '#platform/messages.ts';
import { storeLandingImage } from '../images.ts';
import {
  createPage,
  deletePage,
  getOwnPage,
  getOwnRow,
  listOwnPages,
  setPageStatus,
  updatePage,
} from '../pages.ts';
import { publicDataOf } from '../public-data.ts';
import { renderLandingHtml } from '../render.ts';
import { statsOf } from '../stats.ts';

const pageEnvelope = successEnvelope(LandingPageSchema);

/** A creator's landing pages: the builder's API. Every route needs the plan feature create_landing_page. */
export function publisherLandingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['landing-pages'];
    const onRequest = [requireAuth(), requireFeature(ctx, 'create_landing_page')];
    const owner = (request: Parameters<typeof principalOf>[0]) => principalOf(request).userId;

    app.get(
      '/landing-pages',
      {
        onRequest,
        schema: {
          tags,
          security: bearer,
          response: { 200: successEnvelope(z.array(LandingPageSummarySchema)) },
        },
      },
      async (request) => ({ success: true as const, data: await listOwnPages(ctx.db, owner(request)) }),
    );

    app.post(
      '/landing-pages',
      {
        onRequest,
        bodyLimit: LANDING_MAX_BODY_BYTES,
        schema: { tags, security: bearer, body: LandingPageInputSchema, response: { 201: pageEnvelope } },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send({ success: true as const, data: await createPage(ctx, owner(request), request.body) }),
    );

    app.get(
      '/landing-pages/:id',
      {
        onRequest,
        schema: { tags, security: bearer, params: IdParamSchema, response: { 200: pageEnvelope } },
      },
      async (request) => ({
        success: true as const,
        data: await getOwnPage(ctx.db, owner(request), request.params.id),
      }),
    );

    app.put(
      '/landing-pages/:id',
      {
        onRequest,
        bodyLimit: LANDING_MAX_BODY_BYTES,
        schema: {
          tags,
          security: bearer,
          params: IdParamSchema,
          body: LandingPageInputSchema,
          response: { 200: pageEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await updatePage(ctx, owner(request), request.params.id, request.body),
      }),
    );

    for (const [action, status] of [
      ['publish', 'published'],
      ['unpublish', 'draft'],
    ] as const) {
      app.post(
        `/landing-pages/:id/${action}`,
        {
          onRequest,
          schema: { tags, security: bearer, params: IdParamSchema, response: { 200: pageEnvelope } },
        },
        async (request) => ({
          success: true as const,
          data: await setPageStatus(ctx, owner(request), request.params.id, status),
          message: say(request, status === 'published' ? 'landingPagePublished' : 'landingPageUnpublished'),
        }),
      );
    }

    app.delete(
      '/landing-pages/:id',
      {
        onRequest,
        schema: { tags, security: bearer, params: IdParamSchema, response: { 200: MessageEnvelopeSchema } },
      },
      async (request) => {
        await deletePage(ctx, owner(request), request.params.id);
        return { success: true as const, message: say(request, 'landingPageDeleted') };
      },
    );

    app.get(
      '/landing-pages/:id/preview',
      {
        onRequest,
        schema: {
          tags,
          security: bearer,
          params: IdParamSchema,
          response: { 200: successEnvelope(z.object({ page: PublicLandingPageSchema, html: z.string() })) },
        },
      },
      async (request) => {
        const page = await publicDataOf(ctx, await getOwnRow(ctx.db, owner(request), request.params.id));
        return {
          success: true as const,
          data: { page, html: renderLandingHtml(page, requestLanguage(request)) },
        };
      },
    );

    app.get(
      '/landing-pages/:id/stats',
      {
        onRequest,
        schema: {
          tags,
          security: bearer,
          params: IdParamSchema,
          response: { 200: successEnvelope(LandingStatsSchema) },
        },
      },
      async (request) => {
        await getOwnRow(ctx.db, owner(request), request.params.id);
        return { success: true as const, data: await statsOf(ctx.db, request.params.id) };
      },
    );

    app.post(
      '/landing-pages/images',
      {
        onRequest,
        schema: {
          tags,
          security: bearer,
          consumes: ['multipart/form-data'],
          description: 'Multipart with one file field `image` (JPEG, PNG, WebP or GIF, at most 5 MB).',
          response: { 201: successEnvelope(z.object({ name: z.string(), url: z.string() })) },
        },
      },
      async (request, reply) => {
        const upload = await readUploadedFile(request, { field: 'image', maxBytes: 5 * 1024 * 1024 });
        const name = await storeLandingImage(ctx, owner(request), upload);
        return reply.code(201).send({
          success: true as const,
          data: { name, url: `/api/v2/public/image-proxy/landing/${name}-640.webp` },
        });
      },
    );
  };
}
