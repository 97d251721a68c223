import {
  AssetUploadQuerySchema,
  CreateSlideshowSchema,
  IdParamSchema,
  MessageEnvelopeSchema,
  PageQuerySchema,
  pageOf,
  RegenerateElementSchema,
  ReorderSlideSchema,
  SlideAssetSchema,
  SlideChangesSchema,
  SlideSchema,
  SlideshowSchema,
  SlideshowSummarySchema,
  successEnvelope,
  UpdateOutlineSchema,
  UpdateSlideshowSchema,
} from '@pustaka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readUploadedFile } from '#platform/http/read-uploaded-file.ts';
import { bearer } from '#platform/http/route-schemas.ts';
import { sendStoredImage } from '#platform/http/send-stored.ts';
import { say } from '#platform/messages.ts';
import { addAsset } from '../assets.ts';
import * as decks from '../decks.ts';
import { startGeneration } from '../generation.ts';
import { EXPORT_FORMATS, exportDeck } from '../render/deck-export.ts';
import * as edits from '../slide-edits.ts';
import { callerId, SLIDES_TAGS, slidesGuard } from './guard.ts';

const deckEnvelope = successEnvelope(SlideshowSchema);
const slideEnvelope = successEnvelope(SlideSchema);
/** A picture for a slide, as every image upload of the app: it is made smaller at once. */
const ASSET_MAX_BYTES = 5 * 1024 * 1024;

/** The AI slides API of the spec: decks, their outline, generation and slide edits; owners only. */
export function slideRoutes(deps: decks.SlidesDeps): FastifyPluginAsyncZod {
  const { ctx } = deps;
  return async (app) => {
    const tags = SLIDES_TAGS;
    const onRequest = slidesGuard(ctx);

    app.get(
      '/ai-slides/slideshows',
      {
        onRequest,
        schema: {
          tags,
          security: bearer,
          querystring: PageQuerySchema,
          response: { 200: successEnvelope(pageOf(SlideshowSummarySchema)) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await decks.listSlideshows(ctx, callerId(request), request.query.page, request.query.pageSize),
      }),
    );

    app.post(
      '/ai-slides/prompts',
      {
        onRequest,
        schema: {
          tags,
          security: bearer,
          description: 'A new deck and its outline, from a topic and optionally a source text.',
          body: CreateSlideshowSchema,
          response: { 201: deckEnvelope },
        },
      },
      async (request, reply) =>
        reply.code(201).send({
          success: true as const,
          data: await decks.createSlideshow(deps, callerId(request), request.body),
        }),
    );

    app.get(
      '/ai-slides/slideshow/:id',
      {
        onRequest,
        schema: { tags, security: bearer, params: IdParamSchema, response: { 200: deckEnvelope } },
      },
      async (request) => ({
        success: true as const,
        data: await decks.getSlideshow(ctx, callerId(request), request.params.id),
      }),
    );

    app.patch(
      '/ai-slides/slideshow/:id',
      {
        onRequest,
        schema: {
          tags,
          security: bearer,
          params: IdParamSchema,
          body: UpdateSlideshowSchema,
          response: { 200: deckEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await decks.updateSlideshow(ctx, callerId(request), request.params.id, request.body),
      }),
    );

    app.delete(
      '/ai-slides/slideshow/:id',
      {
        onRequest,
        schema: { tags, security: bearer, params: IdParamSchema, response: { 200: MessageEnvelopeSchema } },
      },
      async (request) => {
        await decks.deleteSlideshow(ctx, callerId(request), request.params.id);
        return { success: true as const, message: say(request, 'slideshowDeleted') };
      },
    );

    app.get(
      '/ai-slides/slideshow/:id/export',
      {
        onRequest,
        schema: {
          tags,
          security: bearer,
          description: 'The deck as a PPTX or PDF file, drawn from the same layout as the preview.',
          params: IdParamSchema,
          querystring: z.strictObject({ format: z.enum(Object.keys(EXPORT_FORMATS) as ['pptx', 'pdf']) }),
        },
      },
      async (request, reply) => {
        const file = await exportDeck(ctx, callerId(request), request.params.id, request.query.format);
        return reply
          .type(file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(file.data);
      },
    );

    app.patch(
      '/ai-slides/slideshow/:id/outline',
      {
        onRequest,
        schema: {
          tags,
          security: bearer,
          params: IdParamSchema,
          body: UpdateOutlineSchema,
          response: { 200: deckEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await decks.updateOutline(ctx, callerId(request), request.params.id, request.body.outline),
      }),
    );

    app.post(
      '/ai-slides/slides/generate/:id',
      {
        onRequest,
        schema: {
          tags,
          security: bearer,
          description:
            'Writes the slides of the outline in the background; the deck shows them as they arrive.',
          params: IdParamSchema,
          response: { 202: deckEnvelope },
        },
      },
      async (request, reply) =>
        reply.code(202).send({
          success: true as const,
          data: await startGeneration(deps, callerId(request), request.params.id),
        }),
    );

    app.patch(
      '/ai-slides/slide/:id',
      {
        onRequest,
        schema: {
          tags,
          security: bearer,
          params: IdParamSchema,
          body: SlideChangesSchema,
          response: { 200: slideEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await edits.patchSlide(deps, callerId(request), request.params.id, request.body),
      }),
    );

    app.delete(
      '/ai-slides/slide/:id',
      {
        onRequest,
        schema: { tags, security: bearer, params: IdParamSchema, response: { 200: MessageEnvelopeSchema } },
      },
      async (request) => {
        await edits.deleteSlide(deps, callerId(request), request.params.id);
        return { success: true as const, message: say(request, 'slideDeleted') };
      },
    );

    app.post(
      '/ai-slides/slide/:id/undo',
      {
        onRequest,
        schema: { tags, security: bearer, params: IdParamSchema, response: { 200: slideEnvelope } },
      },
      async (request) => ({
        success: true as const,
        data: await edits.undoSlide(deps, callerId(request), request.params.id),
      }),
    );

    app.patch(
      '/ai-slides/slide/:id/reorder',
      {
        onRequest,
        schema: {
          tags,
          security: bearer,
          params: IdParamSchema,
          body: ReorderSlideSchema,
          response: { 200: successEnvelope(z.array(SlideSchema)) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await edits.reorderSlide(deps, callerId(request), request.params.id, request.body.order_index),
      }),
    );

    app.post(
      '/ai-slides/elements/generate/:id',
      {
        onRequest,
        schema: {
          tags,
          security: bearer,
          description: 'Writes one element of a slide (its title, points or speaker notes) again.',
          params: IdParamSchema,
          body: RegenerateElementSchema,
          response: { 200: slideEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await edits.regenerateElement(deps, callerId(request), request.params.id, request.body.element),
      }),
    );

    app.post(
      '/ai-slides/assets/upload',
      {
        onRequest,
        schema: {
          tags,
          security: bearer,
          consumes: ['multipart/form-data'],
          description:
            'Multipart with one file field `image` (JPEG, PNG, WebP or GIF, at most 5 MB) for the deck in `slideshow_id`.',
          querystring: AssetUploadQuerySchema,
          response: { 201: successEnvelope(SlideAssetSchema) },
        },
      },
      async (request, reply) => {
        const upload = await readUploadedFile(request, {
          field: 'image',
          maxBytes: ASSET_MAX_BYTES,
          refuseEmpty: true,
          reportLimit: true,
        });
        const asset = await addAsset(ctx, callerId(request), request.query.slideshow_id, upload);
        return reply.code(201).send({ success: true as const, data: asset });
      },
    );

    app.get(
      '/public/ai-slides/assets/:name',
      {
        schema: {
          tags,
          description: "A deck's picture by its random stored name (what slides and exports show).",
          params: z.strictObject({ name: z.string().regex(/^[0-9]{1,10}-[0-9a-f]{24}\.webp$/) }),
        },
      },
      async (request, reply) => sendStoredImage(ctx.storage, `slides/${request.params.name}`, reply),
    );
  };
}
