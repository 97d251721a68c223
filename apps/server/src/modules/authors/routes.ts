import {
  AuthorRecordInputSchema,
  AuthorRecordQuerySchema,
  AuthorRecordSchema,
  AuthorRecordUpdateSchema,
  IdParamSchema,
  MessageEnvelopeSchema,
  pageOf,
  successEnvelope,
} from '@pustaka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireAuth } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { readUploadedFile } from '#platform/http/read-uploaded-file.ts';
import { bearer } from '#platform/http/route-schemas.ts';
import { sendStoredImage } from '#platform/http/send-stored.ts';
import { say } from '#platform/messages.ts';
import * as records from './author-records.ts';

const recordEnvelope = successEnvelope(AuthorRecordSchema);
const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** Author records: publishers and admins read the directory and add to it; who changes what is the service's rule. */
export function authorRecordRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['authors'];
    const manager = requireAuth({ roles: ['publisher', 'admin'] });

    app.get(
      '/authors',
      {
        onRequest: manager,
        schema: {
          tags,
          security: bearer,
          querystring: AuthorRecordQuerySchema,
          response: { 200: successEnvelope(pageOf(AuthorRecordSchema)) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await records.listAuthorRecords(ctx.db, principalOf(request), request.query),
      }),
    );

    app.get(
      '/authors/:id',
      {
        onRequest: manager,
        schema: { tags, security: bearer, params: IdParamSchema, response: { 200: recordEnvelope } },
      },
      async (request) => ({
        success: true as const,
        data: await records.getAuthorRecord(ctx.db, principalOf(request), request.params.id),
      }),
    );

    app.post(
      '/authors',
      {
        onRequest: manager,
        schema: {
          tags,
          security: bearer,
          body: AuthorRecordInputSchema,
          response: { 201: recordEnvelope },
        },
      },
      async (request, reply) =>
        reply.code(201).send({
          success: true as const,
          data: await records.createAuthorRecord(ctx, principalOf(request), request.body),
        }),
    );

    app.put(
      '/authors/:id',
      {
        onRequest: manager,
        schema: {
          tags,
          security: bearer,
          params: IdParamSchema,
          body: AuthorRecordUpdateSchema,
          response: { 200: recordEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await records.updateAuthorRecord(ctx, principalOf(request), request.params.id, request.body),
      }),
    );

    app.delete(
      '/authors/:id',
      {
        onRequest: manager,
        schema: {
          tags,
          security: bearer,
          params: IdParamSchema,
          description:
            'Refused with 409 AUTHOR_IN_USE while products name the author; an admin may add `?force=true`, and those products then name no author.',
          querystring: z.object({ force: z.enum(['true', 'false']).optional() }),
          response: { 200: MessageEnvelopeSchema },
        },
      },
      async (request) => {
        await records.deleteAuthorRecord(ctx, principalOf(request), request.params.id, {
          force: request.query.force === 'true',
        });
        return { success: true as const, message: say(request, 'authorDeleted') };
      },
    );

    app.post(
      '/authors/:id/photo',
      {
        onRequest: manager,
        schema: {
          tags,
          security: bearer,
          params: IdParamSchema,
          consumes: ['multipart/form-data'],
          description:
            'Multipart field `image` (JPEG, PNG, WebP or GIF, at most 5 MB); stored as a 400 px WebP.',
          response: { 200: recordEnvelope },
        },
      },
      async (request) => {
        const image = await readUploadedFile(request, { field: 'image', maxBytes: PHOTO_MAX_BYTES });
        return {
          success: true as const,
          data: await records.setAuthorPhoto(ctx, principalOf(request), request.params.id, image),
        };
      },
    );

    app.delete(
      '/authors/:id/photo',
      {
        onRequest: manager,
        schema: { tags, security: bearer, params: IdParamSchema, response: { 200: recordEnvelope } },
      },
      async (request) => ({
        success: true as const,
        data: await records.setAuthorPhoto(ctx, principalOf(request), request.params.id, null),
      }),
    );

    app.get(
      '/public/image-proxy/author/:name',
      {
        schema: {
          tags: ['files'],
          params: z.object({ name: z.string().regex(/^[0-9]+-[0-9a-f]{16}\.webp$/) }),
        },
      },
      async (request, reply) => sendStoredImage(ctx.storage, `author/${request.params.name}`, reply),
    );
  };
}
