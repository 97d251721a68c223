import {
  IdParamSchema,
  PublishedSlideshowSchema,
  PublishSlideshowSchema,
  successEnvelope,
} from '@pustaka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '#platform/auth-guard.ts';
import { bearer } from '#platform/http/route-schemas.ts';
import type { SlidesDeps } from '../decks.ts';
import { publishSlideshow } from '../publish.ts';
import { SLIDES_TAGS, slidesGuard } from './guard.ts';

/** Selling a deck: it becomes a PPT product draft of the catalogue, reviewed like any other. */
export function publishRoutes({ ctx }: SlidesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/ai-slides/slideshow/:id/publish',
      {
        onRequest: slidesGuard(ctx),
        schema: {
          tags: SLIDES_TAGS,
          security: bearer,
          description:
            'Makes the deck a PPT product draft (PPTX as the deck file, the first slide as the cover), or updates the product it was published as before (201 the first time, 200 after; the new file is reviewed again). Publishers only: a member gets 403 PUBLISHER_ROLE_REQUIRED.',
          params: IdParamSchema,
          body: PublishSlideshowSchema,
          response: {
            200: successEnvelope(PublishedSlideshowSchema),
            201: successEnvelope(PublishedSlideshowSchema),
          },
        },
      },
      async (request, reply) => {
        const data = await publishSlideshow(ctx, principalOf(request), request.params.id, request.body);
        return reply.code(data.created ? 201 : 200).send({ success: true as const, data });
      },
    );
  };
}
