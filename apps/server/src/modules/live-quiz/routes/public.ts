import { LivePinLookupSchema, LivePinSchema, successEnvelope } from '@pustaka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '#platform/context.ts';
import { lookupPin } from '../games.ts';

/** The join page looks a PIN up before asking for a nickname. */
export function publicLiveQuizRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/live/games/:pin',
      {
        schema: {
          tags: ['lms-live-quiz'],
          params: z.object({ pin: LivePinSchema }),
          description:
            'A running game of this PIN for the join page. An ended game answers 404 as an unknown PIN; look-ups are limited per address (429), most tightly those that find nothing.',
          response: { 200: successEnvelope(LivePinLookupSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await lookupPin(ctx, request.params.pin, request.ip),
      }),
    );
  };
}
